import Foundation
import HIGCorpus
import HIGText

/// What a compilation produced: the corpus, its rules (after the whole `Pipeline`), and every diagnostic, sorted.
public struct Compilation: Sendable {
    public var corpus: Corpus
    /// The rules of the corpus; empty until the rules pass ran (`Pipeline` runs it, `CorpusCompiler` does not).
    public var rules: [Rule] = []
    /// Term pairs learned from the corpus (`Pipeline` learns them; `CorpusCompiler` does not).
    public var lexicon = TermLexicon()
    public var diagnostics: [Diagnostic]
    public var filesRead: Int
    /// Pages found more than once, with their copies.
    public var clusters: [DuplicateCluster] = []
    /// Files and folders left out by a `.higignore` or `--exclude` (a folder counts once; it is not walked).
    public var filesExcluded: Int = 0
    /// Images the sources hold beside their pages that blocks show (`Pipeline` finds them).
    public var localImages: [LocalImage] = []
    /// Korean lines read, and kept in the corpus (the rest are listed in `skipped[]`).
    public var koreanLedger = KoreanLedger()

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// What the emitters receive.
    public var products: BuildProducts { BuildProducts(corpus: corpus, rules: rules, lexicon: lexicon, localImages: localImages) }
}

/// Runs the passes that make the corpus from a set of sources: read (in parallel) → align → identify → assemble →
/// dedup/merge. `Pipeline` runs it, then extracts the rules.
public struct CorpusCompiler: Sendable {
    /// Told of each file read and of the pages merged, for a progress line.
    public var progress: BuildProgress?
    /// Results of earlier builds: unchanged files are not read again.
    public var cache: ReadCache?
    /// Where each pass's time is recorded.
    public var timings: PassTimings?

    public init(progress: BuildProgress? = nil, cache: ReadCache? = nil, timings: PassTimings? = nil) {
        self.progress = progress
        self.cache = cache
        self.timings = timings
    }

    public func compile(_ sources: consuming SourceSet) -> Compilation {
        // The files' bytes move into the read pass, which lets each go once it is read: the corpus is never held twice.
        var sources = sources
        let inputs = InputSlots(sources.inputs)
        let filesRead = sources.inputs.count
        sources.inputs = []
        var diagnostics = sources.diagnostics
        var read: [AssembledPage] = []
        // Files discovery left unread come first; `skipped[]` is sorted by path below.
        var skipped = sources.skipped
        for file in timings.measure("read", { [sources] in readAll(inputs, pinned: sources.pinned) }) {
            diagnostics += file.diagnostics
            if let page = file.page { read.append(page) }
            if let source = file.skipped { skipped.append(source) }
        }
        let (guidelines, indexes) = CategoryFiles.separate(read)
        let deduplicated = timings.measure("dedup/merge") { PageDeduplicator(cache: cache).deduplicate(guidelines, diagnostics: &diagnostics) }
        for stub in deduplicated.orphanStubs {
            let diagnostic = Diagnostic(.warning, "hig.page.orphan-stub", "'\(stub.id)' has a title and no content, and no file gives that page any; not emitted",
                                        at: SourceLocation(path: stub.sources[0].path, line: 1))
            diagnostics.append(diagnostic)
            skipped.append(SkippedSource(path: stub.sources[0].path, reason: "stub: a title with no content, and no page of that name", diagnostic: diagnostic.id))
        }
        var pages = DuplicateIDResolver.resolve(deduplicated.pages, diagnostics: &diagnostics)
        SubPageBlocks.settle(&pages)
        pages.sort { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
        progress?.merged(pages: pages.count)
        skipped.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        let categories = CategoryBuilder.build(indexes: indexes, pages: pages)
        var corpus = Corpus(pages: pages, skipped: skipped, categories: categories)
        let ledger = timings.measure("Korean ledger") { KoreanLedgerBuilder.settle(read, corpus: &corpus, diagnostics: &diagnostics) }
        return Compilation(corpus: corpus, rules: [], diagnostics: diagnostics.sorted(),
                           filesRead: filesRead, clusters: deduplicated.clusters.sorted { $0.page < $1.page },
                           filesExcluded: sources.excluded, koreanLedger: ledger)
    }

    /// Reads and assembles every file, two or more at a time (or takes the cache's result for an unchanged file);
    /// results keep the input order.
    private func readAll(_ inputs: InputSlots, pinned: [String: ManifestEntry]) -> [FileRead] {
        let reader = SourceReader()
        let assembler = PageAssembler()
        let progress = progress
        let cache = cache
        progress?.startReading(files: inputs.count)
        return ConcurrentMap.map(Array(0..<inputs.count)) { index in
            defer { progress?.fileRead() }
            let input = inputs.take(index)
            let pinned = pinned[input.path]
            let key = cache?.key(for: input, pinned: pinned)
            if let key, var cached = cache?.lookup(key) {
                cached.page?.readKey = key.name
                return cached
            }
            var (outcome, diagnostics) = reader.read(input)
            var file: FileRead
            switch outcome {
            case .page(let raw):
                let page = assembler.assemble(raw, pinned: pinned, diagnostics: &diagnostics)
                file = FileRead(page: page, skipped: nil, diagnostics: diagnostics)
            case .skipped(let source):
                file = FileRead(page: nil, skipped: source, diagnostics: diagnostics)
            }
            if let key {
                cache?.store(key, file)
                file.page?.readKey = key.name
            }
            return file
        }
    }
}

/// The inputs of the read pass, each taken once by the worker that reads it, so its bytes are freed when it is read.
private final class InputSlots: @unchecked Sendable {
    // Unchecked: `slots` is guarded by `lock`.
    private var slots: [SourceInput?]
    private let lock = NSLock()
    let count: Int

    init(_ inputs: [SourceInput]) {
        slots = inputs.map { $0 }
        count = inputs.count
    }

    /// The input at `index`, which is no longer held here.
    func take(_ index: Int) -> SourceInput {
        lock.withLock {
            defer { slots[index] = nil }
            return slots[index]!
        }
    }
}

/// Two different pages (not copies) that claim one id stay separate pages: later ones get `-2`, `-3`.
enum DuplicateIDResolver {
    static func resolve(_ pages: [Page], diagnostics: inout [Diagnostic]) -> [Page] {
        var firstPath: [String: String] = [:]
        var count: [String: Int] = [:]
        return pages.map { page in
            var page = page
            let n = count[page.id, default: 0] + 1
            count[page.id] = n
            if n == 1 {
                firstPath[page.id] = page.sources[0].path
            } else {
                let original = page.id
                page.id = "\(original)-\(n)"
                diagnostics.append(Diagnostic(.warning, "hig.page.duplicate-id",
                                              "page id '\(original)' is also used by \(firstPath[original] ?? "another file"); this copy is '\(page.id)'",
                                              at: SourceLocation(path: page.sources[0].path, line: 1)))
            }
            return page
        }
    }
}
