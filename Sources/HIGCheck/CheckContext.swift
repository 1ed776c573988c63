import HIGCorpus

/// What every check may read: the corpus, the user's glossary, and facts learned from the whole corpus once.
public struct CheckContext: Sendable {
    public var corpus: Corpus
    public var glossary: Glossary
    /// Korean/English length ratio learned from this corpus (or the recorded default).
    public var lengthProfile: LengthProfile

    public init(corpus: Corpus, glossary: Glossary = Glossary(), lengthProfile: LengthProfile? = nil) {
        self.corpus = corpus
        self.glossary = glossary
        self.lengthProfile = lengthProfile ?? LengthProfile(learningFrom: corpus)
    }

    /// Every translatable block that has Korean, with its page, in corpus order.
    public var translatedBlocks: [(page: Page, block: Block)] {
        corpus.pages.flatMap { page in
            page.blocks.filter { $0.kind.isTranslatable && $0.text.ko != nil }.map { (page, $0) }
        }
    }
}
