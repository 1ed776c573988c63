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
///   a page's name before its content (BM25F saturates a title match like any other), rounded to 1e-9 so both engines order ties the same (by page number).
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
        let pageCount = Double(lengths.count)
        // Per term: page → posting.
        var byPage: [String: [Int: RankingIndex.Posting]] = [:]
        for term in plan.terms {
            var map: [Int: RankingIndex.Posting] = [:]
            for posting in postings[term] ?? [] { map[posting.page] = posting }
            byPage[term] = map
        }
        func idf(_ alternative: QueryPlan.Alternative) -> Double {
            let df = alternative.terms.map { byPage[$0]?.count ?? 0 }.min() ?? 0
            guard df > 0 else { return 0 }
            return log(1 + (pageCount - Double(df) + 0.5) / (Double(df) + 0.5))
        }
        let idfs = plan.groups.map { $0.alternatives.map(idf) }
        let maxima = plan.groups.indices.map { g in plan.groups[g].alternatives.indices.map { plan.groups[g].alternatives[$0].weight * idfs[g][$0] }.max() ?? 0 }
        let total = maxima.reduce(0, +)
        guard total > 0 else { return ([], 0) }

        var candidates: Set<Int> = []
        for term in plan.terms { candidates.formUnion(byPage[term]!.keys) }

        // Phase 1, every page: BM25F, coverage, title; and which alternatives it holds, for its blocks.
        struct Partial {
            var page: Int
            var base: Double
            var bound: Double
            var groupScores: [Explanation.GroupScore?]
            var coverage: Double
            var title: Double
            var bm25f: Double
            /// (group, alternative) pairs whose terms the page holds.
            var held: [(Int, Int)]
        }
        var partials: [Partial] = []
        var weighted = Array(repeating: 0.0, count: parameters.weights.count)
        // Dense tables (term number → page → posting), so the loops below never hash a term.
        let terms = plan.terms
        let termNumber = Dictionary(uniqueKeysWithValues: terms.enumerated().map { ($0.element, $0.offset) })
        var dense = Array(repeating: [RankingIndex.Posting?](repeating: nil, count: lengths.count), count: terms.count)
        for (number, term) in terms.enumerated() {
            for (page, posting) in byPage[term]! where page < lengths.count { dense[number][page] = posting }
        }
        let alternativeTerms = plan.groups.map { $0.alternatives.map { $0.terms.map { termNumber[$0]! } } }
        for page in candidates.sorted() where keep(page) {
            var bm25f = 0.0
            var matched = 0
            var covered = 0.0
            var titled = 0.0
            var possible = 0.0
            var groupScores: [Explanation.GroupScore?] = []
            var held: [(Int, Int)] = []
            for (g, group) in plan.groups.enumerated() {
                var best = 0.0
                var bestScore: Explanation.GroupScore?
                var cover = 0.0
                var named = 0.0
                var strongest = 0.0
                for (a, alternative) in group.alternatives.enumerated() {
                    let numbers = alternativeTerms[g][a]
                    guard idfs[g][a] > 0, numbers.allSatisfy({ dense[$0][page] != nil }) else { continue }
                    held.append((g, a))
                    var tf = 0.0
                    var inTitle = Int.max, inDerivedTitle = Int.max
                    for field in parameters.weights.indices {
                        var count = Int.max
                        for number in numbers { count = min(count, dense[number][page]!.counts[field]) }
                        if field == RankingField.title.rawValue { inTitle = count }
                        if field == RankingField.derivedTitle.rawValue { inDerivedTitle = count }
                        let length = Double(lengths[page][field])
                        guard count > 0, length > 0 else { weighted[field] = 0; continue }
                        let b = parameters.lengthNormalization[field]
                        weighted[field] = parameters.weights[field] * Double(count) / (1 - b + b * length / averageLengths[field])
                        tf += weighted[field]
                    }
                    if alternative.weight > cover { cover = alternative.weight }
                    let evidence = alternative.weight * idfs[g][a]
                    if evidence > strongest { strongest = evidence }
                    // The page's name: a translator's title counts in full, a derived Korean title in its weight's share.
                    let share = inTitle > 0 ? 1 : inDerivedTitle > 0
                        ? parameters.weights[RankingField.derivedTitle.rawValue] / parameters.weights[RankingField.title.rawValue] : 0
                    if evidence * share > named { named = evidence * share }
                    let score = evidence * tf * (parameters.k1 + 1) / (parameters.k1 + tf)
                    if score > best {
                        best = score
                        bestScore = Explanation.GroupScore(alternative: a, fields: weighted.map { tf > 0 ? score * $0 / tf : 0 })
                    }
                }
                if bestScore != nil { matched += 1 }
                covered += cover
                titled += named
                possible += strongest
                bm25f += best
                groupScores.append(bestScore)
            }
            guard matched > 0 else { continue }
            let coverage = parameters.coverageBonus * covered / Double(plan.groups.count)
            let name = parameters.titleBonus * titled / total
            // No block can hold more of the query than the page does (a place counts at most 1).
            let most = possible / total
            partials.append(Partial(page: page, base: bm25f + coverage + name, bound: bm25f + coverage + name + parameters.blockBonus * most * most * 1.5,
                                    groupScores: groupScores, coverage: coverage, title: name, bm25f: bm25f, held: held))
        }

        // Phase 2, by bound: block evidence, until no page left can reach the `limit` best.
        partials.sort { $0.bound != $1.bound ? $0.bound > $1.bound : $0.page < $1.page }
        var ranked: [RankedPage] = []
        var best: [Double] = []  // the `limit` best scores so far, descending
        for partial in partials {
            if best.count >= limit, partial.bound + 1e-6 < best[limit - 1] { break }
            let page = partial.page
            var blockEvidence: [Int: [Double]] = [:]
            for (g, a) in partial.held {
                let alternative = plan.groups[g].alternatives[a]
                let found = alternativeTerms[g][a].map { dense[$0][page]! }
                // Blocks holding every term of the alternative, each weighed by the place its terms hold there.
                var blocks = Self.places(found[0])
                for posting in found.dropFirst() { blocks = Self.intersect(blocks, Self.places(posting)) }
                let evidence = alternative.weight * idfs[g][a]
                for (block, place) in blocks {
                    var perGroup = blockEvidence[block] ?? Array(repeating: 0, count: plan.groups.count)
                    let weighed = evidence * placeFactor(place)
                    if weighed > perGroup[g] { perGroup[g] = weighed }
                    blockEvidence[block] = perGroup
                }
            }
            var blocks: [(block: Int, score: Double)] = []
            for (block, perGroup) in blockEvidence {
                var sum = 0.0
                for value in perGroup { sum += value }
                blocks.append((block, sum))
            }
            blocks.sort { $0.score != $1.score ? $0.score > $1.score : $0.block < $1.block }
            let first = blocks.first?.score ?? 0
            let second = blocks.count > 1 ? blocks[1].score : 0
            // Squared shares: a block holding the whole query counts far more than one holding part of it.
            let firstShare = first / total, secondShare = second / total
            let evidence = parameters.blockBonus * (firstShare * firstShare + secondShare * secondShare / 2)
            let score = ((partial.bm25f + evidence + partial.coverage + partial.title) * 1e9).rounded() / 1e9
            ranked.append(RankedPage(page: page, score: score, blocks: blocks.map { $0.block },
                                     explanation: Explanation(groups: partial.groupScores, blockEvidence: evidence,
                                                              coverage: partial.coverage, title: partial.title)))
            let slot = best.firstIndex { $0 < score } ?? best.count
            best.insert(score, at: slot)
            if best.count > limit { best.removeLast() }
        }
        ranked.sort { $0.score != $1.score ? $0.score > $1.score : $0.page < $1.page }
        return (Array(ranked.prefix(limit)), partials.count)
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
