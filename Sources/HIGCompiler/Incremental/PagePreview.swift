import Foundation
import HIGCorpus

/// Compiles the page an edited source file belongs to, without compiling the corpus: the files of that page in the
/// last full build are read again and merged as dedup merges them, and the page is stated and given derived Korean
/// with what the last full build knew of every other page (its translation memory, lexicon and titles). `hig serve`
/// shows this page at once and the full build follows; a case the page's own files cannot decide (the file was no
/// source of exactly one page, its files now make another page or several, its page shares blocks with a sub-page,
/// a file no longer reads as a page) is `undecided`, and the full build goes first.
public struct PagePreview {
    /// A page compiled from one file, or why it could not be.
    public enum Outcome {
        case page(Page, rules: [Rule])
        case undecided(String)
    }

    private let sources: SourceSet
    /// The index of the page each recorded path is a source of, for paths of exactly one page.
    private let pageOfSource: [String: Int]
    private let pages: [Page]
    /// Ids some page is filed under (a page with sub-pages hands them shared blocks).
    private let parentIDs: Set<String>
    private let pageIDs: Set<String>
    private let memory: TranslationMemory
    private let derivation: KoreanDerivation

    /// The context of a full build: its products, and its sources (`withoutInputs`: roots and manifest entries).
    public init(products: BuildProducts, sources: SourceSet, minimumMatch: Double = 0.75) {
        self.sources = sources
        pages = products.corpus.pages
        var owner: [String: Int] = [:]
        var claimed: [String: Int] = [:]
        for (index, page) in pages.enumerated() {
            for source in page.sources {
                claimed[source.path, default: 0] += 1
                owner[source.path] = index
            }
        }
        pageOfSource = owner.filter { claimed[$0.key] == 1 }
        parentIDs = Set(pages.map(\.category))
        pageIDs = Set(pages.map(\.id))
        memory = TranslationMemory(products.corpus, minimumMatch: minimumMatch)
        derivation = KoreanDerivation(lexicon: products.lexicon, corpus: products.corpus)
    }

    /// The page the file at `path` (as the build was given it: a named file, or a path under a named folder) is a
    /// source of, made again from all its files as they are now.
    public func page(at path: String) -> Outcome {
        guard let (recorded, _) = recordedPath(path) else { return .undecided("not under the sources") }
        let name = URL(fileURLWithPath: path).lastPathComponent
        if name == Manifest.fileName || name == IgnorePatterns.fileName || TranslatorEvidence.isReadme(name) {
            return .undecided("it steers how other files are read")
        }
        guard let index = pageOfSource[recorded] else { return .undecided("not a source of exactly one page in the last build") }
        let previous = pages[index]
        guard !parentIDs.contains(previous.id), !pageIDs.contains(previous.category), previous.consolidates.isEmpty else {
            return .undecided("its page shares blocks with a sub-page, a parent or pages it consolidates")
        }
        var files: [AssembledPage] = []
        var diagnostics: [Diagnostic] = []
        // In the order discovery reads them, which is the order dedup breaks its ties by.
        for source in previous.sources.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
            guard let file = assembled(sources.typedPath(source.path), diagnostics: &diagnostics) else {
                return .undecided("\(sources.typedPath(source.path)) no longer reads as a page")
            }
            files.append(file)
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return .undecided("it has errors") }
        let merged = PageDeduplicator().deduplicate(files, diagnostics: &diagnostics)
        guard merged.pages.count == 1, merged.orphanStubs.isEmpty, var page = merged.pages.first,
              page.id == previous.id, page.category == previous.category else {
            return .undecided("its files now make another page, several or none")
        }
        page = TranslationStates.stated(page, memory: memory)
        page = derivation.apply(to: Corpus(pages: [page], skipped: [])).pages[0]
        return .page(page, rules: RuleExtractor().extract(from: Corpus(pages: [page], skipped: [])))
    }

    /// One file read and assembled as the build reads it; nil when it is gone, not text, or not a page.
    private func assembled(_ path: String, diagnostics: inout [Diagnostic]) -> AssembledPage? {
        guard let (recorded, relative) = recordedPath(path), case .bytes(let bytes) = FileContents.read(path, path: recorded) else { return nil }
        var input = SourceInput(path: recorded, bytes: bytes, relativePath: relative)
        input.isKnownText = true
        let (outcome, notes) = SourceReader().read(input)
        diagnostics += notes
        guard case .page(let raw) = outcome else { return nil }
        return PageAssembler().assemble(raw, pinned: sources.pinned[recorded], diagnostics: &diagnostics)
    }

    /// The recorded and folder-relative paths of a path the build was given (`SourceSet.typedRoots`).
    private func recordedPath(_ path: String) -> (recorded: String, relative: String)? {
        for root in sources.typedRoots {
            if path == root.typed { return (root.recorded, URL(fileURLWithPath: path).lastPathComponent) }
            let folder = root.typed.hasSuffix("/") ? root.typed : root.typed + "/"
            if path.hasPrefix(folder) {
                let relative = String(decoding: path.utf8.dropFirst(folder.utf8.count), as: UTF8.self)
                return (SourceDiscovery.join(root.recorded, relative), relative)
            }
        }
        return nil
    }
}
