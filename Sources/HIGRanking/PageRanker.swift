import Foundation

/// Ranks pages for a query plan: BM25F over the fields (`RankingField`), plus the best blocks' share of the query and
/// the share of the query's words the page holds. Written once here; the site's `search.js` (`rankPages`) is the same
/// formula step by step, on the same index data and `RankingParameters`.
///
/// For a page p, group g and alternative a (terms t ∈ a, all required):
/// - tf_f(a) = min over t of t's count in field f; df(a) = min over t of the pages holding t;
///   idf(a) = ln(1 + (N − df + 0.5) / (df + 0.5));
/// - tf̃ = Σ_f w_f · tf_f / (1 − b_f + b_f · len_f / avglen_f); s(a) = weight(a) · idf(a) · tf̃ (k1 + 1) / (k1 + tf̃);
/// - bm25f(p) = Σ_g max_a s(a); a block's evidence is Σ_g max_a weight(a) · idf(a) over alternatives whose terms are
///   all in the block;
/// - score(p) = bm25f + blockBonus · (s1² + s2² / 2), s1 and s2 the best and second block's evidence over
///   Σ_g max_a weight(a) · idf(a)
///   + coverageBonus · (Σ_g max weight(a) over matching alternatives) / groups
///   + titleBonus · (Σ_g max_a weight(a) · idf(a) · [a in the title: 1; in the derived title: its weight's share]) / Σ_g max,
///   a page's name before its content (BM25F saturates a title match like any other)
///   + adjacencyBonus · (the most of the query's junctions one block holding every group holds) / junctions
///   + exactTitleBonus when the page's title (English, Korean or derived Korean) is the query word for word, or the
///     lexicon's translation of the whole query,
///   rounded to 1e-9 so both engines order ties the same (by page number).
package struct PageRanker: Sendable {
    /// One ranked page.
    package struct RankedPage: Equatable, Sendable {
        package var page: Int
        package var score: Double
        /// Block ordinals by evidence, best first.
        package var blocks: [Int]
        /// How much each part of the score gave, for `--explain`.
        package var explanation: Explanation
    }

    /// The parts of a page's score.
    package struct Explanation: Equatable, Sendable {
        /// Per group: the alternative that counted (index into the group's alternatives) and its contribution by field.
        package struct GroupScore: Equatable, Sendable {
            package var alternative: Int
            package var fields: [Double]
        }
        package var groups: [GroupScore?]
        package var blockEvidence: Double
        package var coverage: Double
        /// The title bonus: the query's share found in the page's title.
        package var title: Double
        /// The adjacency bonus: the share of the query's junctions its best block holds.
        package var adjacency: Double = 0
        /// The exact-title bonus: the page's title is the query.
        package var exactTitle: Double = 0
    }

    package var parameters: RankingParameters
    package var lengths: [[Int]]
    package var averageLengths: [Double]

    package init(lengths: [[Int]], parameters: RankingParameters = .standard) {
        self.parameters = parameters
        self.lengths = lengths
        let count = Double(max(lengths.count, 1))
        averageLengths = (0..<parameters.weights.count).map { field in Double(lengths.reduce(0) { $0 + $1[field] }) / count }
    }

    /// The best pages, best first, and how many pages matched at all. Pages are scored without their blocks first,
    /// then with them in order of the best score they could reach, stopping once none left can enter the `limit` best;
    /// the result is the same as scoring every page. `postings` holds the postings of the plan's terms
    /// (a term with none may be missing). `keep` filters pages before the limit.
    package func rank(_ plan: QueryPlan, postings: [String: [RankingIndex.Posting]], limit: Int,
                     keep: (Int) -> Bool = { _ in true }) -> (pages: [RankedPage], total: Int) {
        let query = QueryScoring(ranker: self, plan: plan, postings: postings)
        guard query.total > 0 else { return ([], 0) }
        var weighted = Array(repeating: 0.0, count: parameters.weights.count)
        // Phase 1, every page: BM25F, coverage, title, and the most its blocks could add.
        var partials: [(page: Int, bound: Double)] = []
        for page in 0..<lengths.count where query.isCandidate[page] && keep(page) {
            if let bound = query.bound(page, weighted: &weighted) { partials.append((page, bound)) }
        }
        // Phase 2, by bound: block evidence, until no page left can reach the `limit` best.
        partials.sort { $0.bound != $1.bound ? $0.bound > $1.bound : $0.page < $1.page }
        var ranked: [RankedPage] = []
        var best: [Double] = []  // the `limit` best scores so far, descending
        for partial in partials {
            if best.count >= limit, partial.bound + 1e-6 < best[limit - 1] { break }
            let page = query.rankedPage(partial.page, weighted: &weighted)
            ranked.append(page)
            let slot = best.firstIndex { $0 < page.score } ?? best.count
            best.insert(page.score, at: slot)
            if best.count > limit { best.removeLast() }
        }
        ranked.sort { $0.score != $1.score ? $0.score > $1.score : $0.page < $1.page }
        return (Array(ranked.prefix(limit)), partials.count)
    }

    /// Whether ascending `blocks` holds `block`.
    static func contains(_ blocks: [Int], _ block: Int) -> Bool {
        var low = 0, high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if blocks[middle] < block { low = middle + 1 } else { high = middle }
        }
        return low < blocks.count && blocks[low] == block
    }

    /// A posting's blocks with the place bits of each.
    static func places(_ posting: RankingIndex.Posting) -> [(block: Int, place: Int)] {
        Array(zip(posting.blocks, posting.places)).map { (block: $0.0, place: $0.1) }
    }

    /// Blocks in both lists (ascending), keeping only the place bits both share (every term in the rule sentence, …).
    static func intersect(_ a: [(block: Int, place: Int)], _ b: [(block: Int, place: Int)]) -> [(block: Int, place: Int)] {
        var result: [(block: Int, place: Int)] = []
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if a[i].block == b[j].block {
                let shared = a[i].place & b[j].place
                result.append((a[i].block, shared != 0 ? shared : RankingIndex.BlockPlace.text))
                i += 1; j += 1
            } else if a[i].block < b[j].block { i += 1 } else { j += 1 }
        }
        return result
    }

    /// How much a block counts by where the terms are: the best place's field weight relative to a heading's.
    func placeFactor(_ place: Int) -> Double {
        let heading = parameters.weights[RankingField.heading.rawValue]
        var best = 0.0
        if place & RankingIndex.BlockPlace.heading != 0 { best = max(best, heading) }
        if place & RankingIndex.BlockPlace.rule != 0 { best = max(best, parameters.weights[RankingField.rule.rawValue]) }
        if place & RankingIndex.BlockPlace.text != 0 { best = max(best, parameters.weights[RankingField.body.rawValue]) }
        return best / heading
    }
}
