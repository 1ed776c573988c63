import Foundation
import HIGCorpus

/// Compiles the page one edited source file makes, without compiling the corpus: the file is read again and its page
/// assembled, stated and given derived Korean with what the last full build knew of every other page (its
/// translation memory, lexicon and titles). `hig serve` shows this page at once and the full build follows; a
/// case it cannot decide from one file (the file was not the only source of one page, it now names another page,
/// its page shares blocks with a sub-page, it does not read cleanly) is `undecided`, and the full build goes first.
public struct PagePreview {
    /// A page compiled from one file, or why it could not be.
    public enum Outcome {
        case page(Page, rules: [Rule])
        case undecided(String)
    }

    private let sources: SourceSet
    /// The index of the page each recorded path is the one source of.
    private let soleSourcePages: [String: Int]
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
        var sole: [String: Int] = [:]
        var claimed: [String: Int] = [:]
        for (index, page) in pages.enumerated() {
            for source in page.sources { claimed[source.path, default: 0] += 1 }
            if page.sources.count == 1 { sole[page.sources[0].path] = index }
        }
        soleSourcePages = sole.filter { claimed[$0.key] == 1 }
        parentIDs = Set(pages.map(\.category))
        pageIDs = Set(pages.map(\.id))
        memory = TranslationMemory(products.corpus, minimumMatch: minimumMatch)
        derivation = KoreanDerivation(lexicon: products.lexicon, corpus: products.corpus)
    }

    /// The page the file at `path` (as the build was given it: a named file, or a path under a named folder) makes now.
    public func page(at path: String) -> Outcome {
        guard let (recorded, relative) = recordedPath(path) else { return .undecided("not under the sources") }
        guard let index = soleSourcePages[recorded] else { return .undecided("not the only source of one page in the last build") }
        let previous = pages[index]
        guard !parentIDs.contains(previous.id), !pageIDs.contains(previous.category), previous.consolidates.isEmpty else {
            return .undecided("its page shares blocks with a sub-page, a parent or pages it consolidates")
        }
        guard case .bytes(let bytes) = FileContents.read(path, path: recorded) else { return .undecided("cannot be read as text") }
        var input = SourceInput(path: recorded, bytes: bytes, relativePath: relative)
        input.isKnownText = true
        var (outcome, diagnostics) = SourceReader().read(input)
        guard case .page(let raw) = outcome else { return .undecided("no longer reads as a page") }
        let file = PageAssembler().assemble(raw, pinned: sources.pinned[recorded], diagnostics: &diagnostics)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return .undecided("it has errors") }
        guard file.shape != .stub else { return .undecided("it is now a stub") }
        let name = PageNaming.choose([file], canonical: file)
        guard name.id == previous.id, name.category == previous.category else { return .undecided("it now names another page") }
        var page = file.page
        (page.id, page.category, page.title) = (name.id, name.category, name.title)
        page = TranslationStates.stated(page, memory: memory)
        page = derivation.apply(to: Corpus(pages: [page], skipped: [])).pages[0]
        return .page(page, rules: RuleExtractor().extract(from: Corpus(pages: [page], skipped: [])))
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
