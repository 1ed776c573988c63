import HIGText

/// The constants of the page ranking, in one place: `PageRanker` reads them, and the site emitter writes them into
/// `search.js`, so the site ranks with the same numbers.
package struct RankingParameters: Codable, Equatable, Sendable {
    /// BM25 term-frequency saturation.
    package var k1: Double
    /// Field weights, in `RankingField` order: title, heading, rule, body, derived Korean, derived Korean title.
    package var weights: [Double]
    /// Length normalisation per field (BM25F's b).
    package var lengthNormalization: [Double]
    /// Weight of an alternative from the lexicon (the other language's term, a transliteration).
    package var expansionWeight: Double
    /// Weight of a spacing variant (`앱 아이콘` as `앱아이콘`, and back).
    package var spacingWeight: Double
    /// Added for a page per share of the query's words it holds (all words: the whole bonus).
    package var coverageBonus: Double
    /// Added for the best block's share of the query (the second best counts half); a word counts in full in a heading,
    /// and in a rule sentence or text in the ratio of their field weights to the heading's.
    package var blockBonus: Double
    /// Added for the query's share (by idf) found in the page's title: a page's name before its content.
    package var titleBonus: Double
    /// Added for the best block holding the whole query with its Korean words side by side as typed: the share of the
    /// query's junctions (`QueryPlan.junctions`) the block holds. A passage found as written.
    package var adjacencyBonus: Double
    /// Added for a page whose title (English, Korean or derived Korean) is the query word for word
    /// (`QueryPlan.titleTerm`): more than any other part can give, so that page comes first.
    package var exactTitleBonus: Double
    /// English words left out of a query that has other words (they occur on every page).
    package var stopwords: [String]

    /// The values in use, chosen on the tuning slice (docs/search.md).
    package static let standard = RankingParameters(
        k1: 1.2,
        weights: [8, 3, 2, 1, 2, 6],
        lengthNormalization: [0.3, 0.5, 0.6, 0.75, 0.5, 0.3],
        expansionWeight: 0.3,
        spacingWeight: 1,
        coverageBonus: 4,
        blockBonus: 30,
        titleBonus: 12,
        adjacencyBonus: 20,
        exactTitleBonus: 100,
        stopwords: StopWords.query
    )
}
