import HIGCorpus

/// One block that matched, best first in a result.
public struct SearchHit: Equatable, Sendable {
    public var page: String
    public var block: String
    /// The rule the block leads, if any.
    public var rule: String?
    /// Higher is better: BM25 with column weights (RankFunction).
    public var score: Double
    /// The block's plain text.
    public var text: BilingualText
    /// The same text with each matched span between `SearchHit.highlightStart` and `highlightEnd`.
    public var highlighted: BilingualText
    /// Heading path of the block, outermost first.
    public var section: [String]
    public var platforms: [String]
    public var source: SourceLocation

    /// Opens a highlighted span (a private-use character, never in the corpus text).
    public static let highlightStart: Character = "\u{E000}"
    /// Closes a highlighted span.
    public static let highlightEnd: Character = "\u{E001}"
}

/// The hits for one request.
public struct SearchResult: Equatable, Sendable {
    /// How many of the query's words each hit holds: every word, or because no block does, all but
    /// one, or because none does either, any.
    public enum Match: String, Sendable {
        case all
        case allButOne = "all-but-one"
        case any
    }

    public var hits: [SearchHit]
    public var match: Match
}
