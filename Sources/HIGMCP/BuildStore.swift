import Foundation
import HIGCheck
import HIGCorpus
import HIGDriver
import HIGEmit
import HIGSearch
import MCP

/// The build `hig mcp` answers from: the files `hig build` wrote into one output folder, each read when a tool first
/// needs it and read again when a new build replaced it. Sources are never read.
actor BuildStore {
    let output: String
    /// The user's glossary (`hig mcp --glossary FILE`), which `check_translation` enforces.
    let glossary: Glossary
    private var search: Loaded<SearchIndex>?
    private var catalogue: Loaded<RuleCatalogue>?
    private var corpus: Loaded<CorpusFacts>?

    init(output: String, glossary: Glossary = Glossary()) {
        self.output = output
        self.glossary = glossary
    }

    /// A value read from a file, with the file's identity when it was read.
    private struct Loaded<Value: Sendable>: Sendable {
        var stamp: FileSignature?
        var value: Value
    }

    /// The search index `hig search` reads.
    func searchIndex() throws -> SearchIndex {
        let stamp = Self.stamp(SearchIndexLocator(output: output).path)
        if let search, search.stamp == stamp { return search.value }
        switch SearchIndexLocator(output: output).open() {
        case .success(let index):
            search = Loaded(stamp: stamp, value: index)
            return index
        case .failure(let unavailable):
            throw Self.noBuild(unavailable.diagnostic.message)
        }
    }

    /// The rule catalogue `hig rules` reads (rules.json).
    func ruleCatalogue() throws -> RuleCatalogue {
        let stamp = Self.stamp(file(RulesJSONEmitter.fileName))
        if let catalogue, catalogue.stamp == stamp { return catalogue.value }
        do {
            let loaded = try RuleCatalogueLoader.load(outputFolder: output)
            catalogue = Loaded(stamp: stamp, value: loaded)
            return loaded
        } catch {
            throw Self.noBuild("\(error)")
        }
    }

    /// corpus.json with what the checks learn from it once.
    func corpusFacts() throws -> CorpusFacts {
        let path = file(CorpusJSONEmitter.fileName)
        let stamp = Self.stamp(path)
        if let corpus, corpus.stamp == stamp { return corpus.value }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Self.noBuild("no build in \(output)/ (no \(CorpusJSONEmitter.fileName)); run `hig build SOURCE… --output \(output)` first")
        }
        let decoded: Corpus
        do {
            decoded = try JSONDecoder().decode(Corpus.self, from: data)
        } catch {
            throw Self.noBuild("cannot read \(path): \(error); run `hig build SOURCE… --output \(output)` again")
        }
        let facts = CorpusFacts(corpus: decoded)
        corpus = Loaded(stamp: stamp, value: facts)
        return facts
    }

    /// Which file `path` holds now (`nil` when none): a new build replaces the output folder's files, so their file
    /// number, size or modification time change.
    private static func stamp(_ path: String) -> FileSignature? {
        FileStatus(path: path)?.signature
    }

    private func file(_ name: String) -> String {
        URL(fileURLWithPath: output).appendingPathComponent(name).path
    }

    /// The protocol error for a missing or unreadable build: the message says what to run.
    static func noBuild(_ message: String) -> MCPError {
        .serverError(code: noBuildCode, message: message)
    }

    /// JSON-RPC code of "no usable build" (in the range JSON-RPC leaves to servers).
    static let noBuildCode = -32001
}

/// The corpus of a build and what is derived from it once: pages by id, the checks' length profile.
struct CorpusFacts: Sendable {
    let corpus: Corpus
    let pagesByID: [String: Int]
    let lengthProfile: LengthProfile

    init(corpus: Corpus) {
        self.corpus = corpus
        var byID: [String: Int] = [:]
        for (index, page) in corpus.pages.enumerated() { byID[page.id] = index }
        pagesByID = byID
        lengthProfile = LengthProfile(learningFrom: corpus)
    }

    func page(_ id: String) -> Page? {
        pagesByID[id].map { corpus.pages[$0] }
    }
}
