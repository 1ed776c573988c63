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
        let pageTotal = lengths.count
        let pageCount = Double(pageTotal)
        // Dense tables (term number → page → index into the term's postings, -1 for none), so the loops below never
        // hash a term or a page, and nothing is copied per page.
        let terms = plan.terms
        let termNumber = Dictionary(uniqueKeysWithValues: terms.enumerated().map { ($0.element, $0.offset) })
        let lists = terms.map { postings[$0] ?? [] }
        var slots = Array(repeating: [Int32](repeating: -1, count: pageTotal), count: terms.count)
        var documentFrequency = Array(repeating: 0, count: terms.count)
        var isCandidate = [Bool](repeating: false, count: pageTotal)
        for number in terms.indices {
            var previous = -1
            for (index, posting) in lists[number].enumerated() {
                // Postings come in page order; a repeated page (never written) would count once, its last posting kept.
                if posting.page != previous { documentFrequency[number] += 1 }
                previous = posting.page
                guard posting.page < pageTotal else { continue }
                slots[number][posting.page] = Int32(index)
                isCandidate[posting.page] = true
            }
        }
        let alternativeTerms = plan.groups.map { $0.alternatives.map { $0.terms.map { termNumber[$0]! } } }
        func idf(_ numbers: [Int]) -> Double {
            let df = numbers.map { documentFrequency[$0] }.min() ?? 0
            guard df > 0 else { return 0 }
            return log(1 + (pageCount - Double(df) + 0.5) / (Double(df) + 0.5))
        }
        let idfs = alternativeTerms.map { $0.map(idf) }
        let maxima = plan.groups.indices.map { g in plan.groups[g].alternatives.indices.map { plan.groups[g].alternatives[$0].weight * idfs[g][$0] }.max() ?? 0 }
        let total = maxima.reduce(0, +)
        guard total > 0 else { return ([], 0) }
        let fieldCount = parameters.weights.count
        let titleField = RankingField.title.rawValue, derivedTitleField = RankingField.derivedTitle.rawValue
        let derivedTitleShare = parameters.weights[derivedTitleField] / parameters.weights[titleField]
        let junctionNumbers = plan.junctions.map { termNumber[$0]! }
        let titleNumbers = ((plan.titleTerm.map { [$0] } ?? []) + plan.translatedTitleTerms).map { termNumber[$0]! }
        func exactTitle(_ page: Int) -> Double {
            titleNumbers.contains { slots[$0][page] >= 0 } ? parameters.exactTitleBonus : 0
        }
        let mostAdjacency = junctionNumbers.isEmpty ? 0 : parameters.adjacencyBonus

        /// A page's BM25F, coverage and title parts; with `detailed`, also each group's best alternative by field and
        /// the (group, alternative) pairs the page holds, which only pages reaching phase 2 need.
        struct PageScore {
            var bm25f = 0.0, coverage = 0.0, title = 0.0, possible = 0.0
            var matched = 0
            var groupScores: [Explanation.GroupScore?] = []
            var held: [(Int, Int)] = []
        }
        var weighted = Array(repeating: 0.0, count: fieldCount)
        func score(_ page: Int, detailed: Bool) -> PageScore {
            var result = PageScore()
            var covered = 0.0, titled = 0.0
            for (g, group) in plan.groups.enumerated() {
                var best = 0.0
                var bestAlternative = -1
                var cover = 0.0, named = 0.0, strongest = 0.0
                for (a, alternative) in group.alternatives.enumerated() {
                    let numbers = alternativeTerms[g][a]
                    guard idfs[g][a] > 0, numbers.allSatisfy({ slots[$0][page] >= 0 }) else { continue }
                    if detailed { result.held.append((g, a)) }
                    var tf = 0.0
                    var inTitle = Int.max, inDerivedTitle = Int.max
                    for field in 0..<fieldCount {
                        var count = Int.max
                        for number in numbers { count = min(count, lists[number][Int(slots[number][page])].counts[field]) }
                        if field == titleField { inTitle = count }
                        if field == derivedTitleField { inDerivedTitle = count }
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
                    let share = inTitle > 0 ? 1 : inDerivedTitle > 0 ? derivedTitleShare : 0
                    if evidence * share > named { named = evidence * share }
                    let value = evidence * tf * (parameters.k1 + 1) / (parameters.k1 + tf)
                    if value > best {
                        best = value
                        bestAlternative = a
                        if detailed {
                            let fields = weighted.map { tf > 0 ? value * $0 / tf : 0 }
                            if result.groupScores.count == g { result.groupScores.append(nil) }
                            result.groupScores[g] = Explanation.GroupScore(alternative: a, fields: fields)
                        }
                    }
                }
                if bestAlternative >= 0 { result.matched += 1 }
                if detailed, result.groupScores.count == g { result.groupScores.append(nil) }
                covered += cover
                titled += named
                result.possible += strongest
                result.bm25f += best
            }
            result.coverage = parameters.coverageBonus * covered / Double(plan.groups.count)
            result.title = parameters.titleBonus * titled / total
            return result
        }

        // Phase 1, every page: BM25F, coverage, title, and the most its blocks could add.
        struct Partial {
            var page: Int
            var bound: Double
        }
        var partials: [Partial] = []
        for page in 0..<pageTotal where isCandidate[page] && keep(page) {
            let parts = score(page, detailed: false)
            guard parts.matched > 0 else { continue }
            // No block can hold more of the query than the page does (a place counts at most 1).
            let most = parts.possible / total
            // No block holds more junctions than the page, and one counts only in a block holding every group.
            var adjacencyBound = 0.0
            if mostAdjacency > 0, parts.matched == plan.groups.count {
                let held = junctionNumbers.filter { slots[$0][page] >= 0 }.count
                adjacencyBound = mostAdjacency * Double(held) / Double(junctionNumbers.count)
            }
            partials.append(Partial(page: page, bound: parts.bm25f + parts.coverage + parts.title + parameters.blockBonus * most * most * 1.5
                                    + adjacencyBound + exactTitle(page)))
        }

        // Phase 2, by bound: block evidence, until no page left can reach the `limit` best.
        partials.sort { $0.bound != $1.bound ? $0.bound > $1.bound : $0.page < $1.page }
        var ranked: [RankedPage] = []
        var best: [Double] = []  // the `limit` best scores so far, descending
        for partial in partials {
            if best.count >= limit, partial.bound + 1e-6 < best[limit - 1] { break }
            let page = partial.page
            let parts = score(page, detailed: true)
            var blockEvidence: [Int: [Double]] = [:]
            for (g, a) in parts.held {
                let alternative = plan.groups[g].alternatives[a]
                let found = alternativeTerms[g][a].map { lists[$0][Int(slots[$0][page])] }
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
            // Adjacency: of the blocks holding every group, the one holding most of the query's junctions.
            var adjacentShare = 0.0
            if !junctionNumbers.isEmpty {
                for (block, perGroup) in blockEvidence where !perGroup.contains(0) {
                    var found = 0
                    for number in junctionNumbers where slots[number][page] >= 0 {
                        if Self.contains(lists[number][Int(slots[number][page])].blocks, block) { found += 1 }
                    }
                    adjacentShare = max(adjacentShare, Double(found) / Double(junctionNumbers.count))
                }
            }
            let adjacency = parameters.adjacencyBonus * adjacentShare
            let exact = exactTitle(page)
            let score = ((parts.bm25f + evidence + parts.coverage + parts.title + adjacency + exact) * 1e9).rounded() / 1e9
            ranked.append(RankedPage(page: page, score: score, blocks: blocks.map { $0.block },
                                     explanation: Explanation(groups: parts.groupScores, blockEvidence: evidence,
                                                              coverage: parts.coverage, title: parts.title, adjacency: adjacency,
                                                              exactTitle: exact)))
            let slot = best.firstIndex { $0 < score } ?? best.count
            best.insert(score, at: slot)
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
