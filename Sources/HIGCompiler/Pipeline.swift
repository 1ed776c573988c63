import Foundation
import HIGCorpus
import HIGText

/// The compiler pipeline, written once: discover → read (decode → detect → guard → read blocks, aligning inside the
/// readers) → identify → dedup/merge (carrying Korean onto the newest English) → translation states and suggestions → extract rules. `hig build`, `hig export` and `hig check` run it and go on
/// from its products; docs/pipeline.md walks through the passes.
public struct Pipeline: Sendable {
    /// Told of each file read and of the pages merged, for a progress line.
    public var progress: BuildProgress?
    /// The least English similarity a translation-memory suggestion needs, 0…1.
    public var suggestionThreshold: Double
    /// Results of earlier builds (`hig build` keeps them beside the output): unchanged files are not read again.
    public var cache: ReadCache?
    /// The glossary (a user's `--glossary` over `Glossary.standard`): wins over learned pairs when Korean is derived.
    public var glossary: Glossary
    /// Where each pass's time is recorded (`hig build --report timings`).
    public var timings: PassTimings?

    public init(progress: BuildProgress? = nil, suggestionThreshold: Double = 0.75, cache: ReadCache? = nil,
                glossary: Glossary = .standard, timings: PassTimings? = nil) {
        self.progress = progress
        self.suggestionThreshold = suggestionThreshold
        self.cache = cache
        self.glossary = glossary
        self.timings = timings
    }

    /// Runs every pass over the files and folders named on the command line.
    public func run(_ paths: [String]) -> Compilation {
        run(SourceDiscovery.discover(paths))
    }

    /// Runs every pass over discovered sources: the corpus, its rules, and every diagnostic, sorted.
    public func run(_ sources: consuming SourceSet) -> Compilation {
        // The files' bytes are not needed once read: a caller that hands its set over does not hold them through
        // the passes below, and the read pass lets each file's go once it is read.
        let paths = sources.withoutInputs
        var compilation = CorpusCompiler(progress: progress, cache: cache, timings: timings).compile(consume sources)
        compilation.localImages = timings.measure("local images") { LocalImages.collect(compilation.corpus, openPath: paths.typedPath) }
        timings.measure("translation states") {
            TranslationStates(minimumMatch: suggestionThreshold, cache: cache).apply(to: &compilation.corpus)
        }
        // Korean for titles and headings, learned from the corpus, before rules copy page titles.
        // Both read the pages' summed counts (`LexiconEvidence`), each page's kept in the store.
        let evidence = timings.measure("lexicon") { () -> LexiconEvidence in
            let evidence = LexiconEvidence(compilation.corpus, cache: cache)
            compilation.lexicon = LexiconLearner(glossary: glossary, cache: cache).learn(compilation.corpus, evidence: evidence)
            return evidence
        }
        timings.measure("derived Korean") { KoreanDerivation(lexicon: compilation.lexicon, evidence: evidence).apply(to: &compilation.corpus) }
        compilation.rules = timings.measure("rules") { rules(of: compilation.corpus) }
        return compilation
    }

    /// The last pass alone, for a corpus read back from corpus.json (`hig check --corpus`): its rules, the same a
    /// build of the sources finds.
    public func rules(of corpus: Corpus) -> [Rule] {
        RuleExtractor(cache: cache).extract(from: corpus)
    }
}
