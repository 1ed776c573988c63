import HIGCorpus

/// The extract-rules pass: finds each guideline's rule in the compiled corpus.
public struct RuleExtractor: Sendable {
    public init() {}

    /// Rules in page order, then block order.
    public func extract(from corpus: Corpus, diagnostics: inout [Diagnostic]) -> [Rule] {
        []
    }
}
