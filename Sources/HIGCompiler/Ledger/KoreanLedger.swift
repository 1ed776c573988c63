import HIGCorpus

/// The Korean ledger: every Korean line of every file that became part of a page or category is in the corpus
/// (a block's Korean or one of its alternatives, a title, a heading, a translator's summary or change log), or is
/// listed in `skipped[]` with its line and the reason. `hig build` prints the share kept; `--report korean` lists
/// the rest. (Files that are not pages at all are in `skipped[]` whole.)
public struct KoreanLedger: Equatable, Sendable {
    /// Korean lines in the files read as pages, category pages and stubs.
    public var lines = 0
    /// Of those, the lines whose Korean is in the corpus.
    public var kept = 0

    public init(lines: Int = 0, kept: Int = 0) {
        self.lines = lines
        self.kept = kept
    }

    /// Lines listed in `skipped[]` with a reason.
    public var listed: Int { lines - kept }
    /// Kept ÷ all, 1 when there is no Korean.
    public var share: Double { lines == 0 ? 1 : Double(kept) / Double(lines) }
}

/// Settles the ledger once the corpus is made: the read pass's account of each file (`KoreanLines`), checked
/// against what the corpus holds.
enum KoreanLedgerBuilder {
    static let notKept = "hig.korean.not-kept"

    /// Counts kept lines, and lists every Korean line not kept in `corpus.skipped` (with a warning per file).
    static func settle(_ files: [AssembledPage], corpus: inout Corpus, diagnostics: inout [Diagnostic]) -> KoreanLedger {
        let kept = KeptKorean(corpus)
        let skippedFiles = Set(corpus.skipped.map(\.path))
        var ledger = KoreanLedger()
        var listed: [SkippedSource] = []
        for file in files.sorted(by: { $0.page.sources[0].path < $1.page.sources[0].path }) where file.korean.count > 0 {
            let path = file.page.sources[0].path
            ledger.lines += file.korean.count
            // A file left out whole (a stub of no page) is listed with its reason already.
            guard !skippedFiles.contains(path) else { continue }
            var lost = 0
            for run in file.korean.unread {
                lost += run.lines
                listed.append(SkippedSource(path: path, reason: run.reason, diagnostic: run.diagnostic ?? warn(path, run.line, &diagnostics),
                                            line: run.line, koreanLines: run.lines))
            }
            for block in file.page.blocks {
                guard let ko = block.text.ko, !kept.holds(ko, from: path) else { continue }
                let line = block.translationSource?.line ?? block.source.line
                let lines = file.korean.blockLines[line] ?? 1
                lost += lines
                listed.append(SkippedSource(path: path, reason: "not kept: the Korean of the block at line \(block.source.line) is in no page of the corpus",
                                            diagnostic: warn(path, line, &diagnostics), line: line, koreanLines: lines))
            }
            ledger.kept += file.korean.count - lost
        }
        corpus.skipped = (corpus.skipped + listed).sorted { ($0.path.utf8.lexicographicallyPrecedes($1.path.utf8)) || ($0.path == $1.path && ($0.line ?? 0) < ($1.line ?? 0)) }
        return ledger
    }

    /// A warning for Korean no diagnostic accounted for yet, once per file.
    private static func warn(_ path: String, _ line: Int, _ diagnostics: inout [Diagnostic]) -> String {
        if !diagnostics.contains(where: { $0.id == notKept && $0.location?.path == path }) {
            diagnostics.append(Diagnostic(.warning, notKept, "Korean in this file is not in the corpus; listed in skipped[] with the reason (hig build --report korean)",
                                          at: SourceLocation(path: path, line: line)))
        }
        return notKept
    }
}

/// The Korean the corpus holds, asked whether a file's block Korean is among it: a page's Korean (its title, its
/// blocks' Korean and alternatives), a category's introduction holding it, or, for the pages made from the file, a
/// Korean that starts or ends with it (a translator's lead and its explanation, two blocks in their file, are one
/// block's Korean on the page they joined).
///
/// Nearly every block's Korean is a page's as written, so that is asked first by its UTF-8 bytes; the rest is asked
/// as `String`s (canonically equivalent text is the same Korean), made only when a block is not found by its bytes.
private final class KeptKorean {
    private let corpus: Corpus
    private var bytes: Set<UTF8Text> = []
    private lazy var pool: Set<String> = Set(corpus.pages.flatMap(Self.korean(of:)))
    private lazy var intros: [String] = corpus.categories.compactMap(\.intro?.ko)
    private lazy var koreanOfFile: [String: [String]] = {
        var korean: [String: [String]] = [:]
        for page in corpus.pages {
            let texts = Self.korean(of: page)
            for source in page.sources { korean[source.path, default: []] += texts }
        }
        return korean
    }()

    init(_ corpus: Corpus) {
        self.corpus = corpus
        for page in corpus.pages { bytes.formUnion(Self.korean(of: page).map(UTF8Text.init)) }
    }

    func holds(_ ko: String, from path: String) -> Bool {
        bytes.contains(UTF8Text(ko)) || pool.contains(ko) || intros.contains(where: { $0.contains(ko) })
            || (koreanOfFile[path] ?? []).contains(where: { $0.hasPrefix(ko) || $0.hasSuffix(ko) })
    }

    /// A page's Korean: its title's, and each block's and its alternatives'.
    private static func korean(of page: Page) -> [String] {
        var korean: [String] = page.title.ko.map { [$0] } ?? []
        for block in page.blocks {
            korean += block.text.ko.map { [$0] } ?? []
            korean += block.alternatives.map(\.ko)
        }
        return korean
    }
}

/// A string hashed and compared by its UTF-8 bytes (`String`'s own hashing normalises Korean first, which costs).
private struct UTF8Text: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (a: UTF8Text, b: UTF8Text) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
