import HIGCorpus

/// One block that matched, best first in a result.
package struct SearchHit: Equatable, Sendable {
    package var page: String
    package var block: String
    /// The rule the block leads, if any.
    package var rule: String?
    /// Higher is better: BM25 with column weights (RankFunction).
    package var score: Double
    /// The block's plain text.
    package var text: BilingualText
    /// The same text with each matched span between `SearchHit.highlightStart` and `highlightEnd`.
    package var highlighted: BilingualText
    /// Heading path of the block, outermost first.
    package var section: [String]
    package var platforms: [String]
    package var source: SourceLocation

    /// Opens a highlighted span (a private-use character, never in the corpus text).
    package static let highlightStart: Character = "\u{E000}"
    /// Closes a highlighted span.
    package static let highlightEnd: Character = "\u{E001}"
}

/// The hits for one request.
package struct SearchResult: Equatable, Sendable {
    /// How many of the query's words each hit holds: every word, or because no block does, all but
    /// one, or because none does either, any.
    package enum Match: String, Sendable {
        case all
        case allButOne = "all-but-one"
        case any
    }

    package var hits: [SearchHit]
    package var match: Match
}
