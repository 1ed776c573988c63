import Foundation

/// One query's scoring over the index, for `PageRanker.rank`: the plan's terms in dense tables (term number → page →
/// index into the term's postings, -1 for none), so scoring never hashes a term or a page and copies nothing per page,
/// and the parts of a page's score, step by step (the formula is `PageRanker`'s).
struct QueryScoring {
    let ranker: PageRanker
    let plan: QueryPlan
    /// Each term's postings, by term number.
    let lists: [[RankingIndex.Posting]]
    /// Term number → page → index into `lists`, -1 for none.
    let slots: [[Int32]]
    /// Pages holding at least one term.
    let isCandidate: [Bool]
    /// Group → alternative → its term numbers, and its idf.
    let alternativeTerms: [[[Int]]]
    let idfs: [[Double]]
    /// Σ over groups of the best weight · idf: the whole query's evidence.
    let total: Double
    let junctionNumbers: [Int]
    /// The plan's title terms (the query as a title, and its translations).
    let titleNumbers: [Int]

    init(ranker: PageRanker, plan: QueryPlan, postings: [String: [RankingIndex.Posting]]) {
        self.ranker = ranker
        self.plan = plan
        let termNumber = Dictionary(uniqueKeysWithValues: plan.terms.enumerated().map { ($0.element, $0.offset) })
        lists = plan.terms.map { postings[$0] ?? [] }
        let tables = Self.tables(lists, pageTotal: ranker.lengths.count)
        (slots, isCandidate) = (tables.slots, tables.isCandidate)
        alternativeTerms = plan.groups.map { $0.alternatives.map { $0.terms.map { termNumber[$0]! } } }
        let pageCount = Double(ranker.lengths.count)
        idfs = alternativeTerms.map { group in
            group.map { numbers in
                let df = numbers.map { tables.documentFrequency[$0] }.min() ?? 0
                return df > 0 ? log(1 + (pageCount - Double(df) + 0.5) / (Double(df) + 0.5)) : 0
            }
        }
        let idfs = idfs
        total = plan.groups.indices.map { g in
            plan.groups[g].alternatives.indices.map { plan.groups[g].alternatives[$0].weight * idfs[g][$0] }.max() ?? 0
        }.reduce(0, +)
        junctionNumbers = plan.junctions.map { termNumber[$0]! }
        titleNumbers = ((plan.titleTerm.map { [$0] } ?? []) + plan.translatedTitleTerms).map { termNumber[$0]! }
    }

    /// The dense tables of the terms' postings, and how many pages hold each term.
    static func tables(_ lists: [[RankingIndex.Posting]], pageTotal: Int)
        -> (slots: [[Int32]], documentFrequency: [Int], isCandidate: [Bool]) {
        var slots = Array(repeating: [Int32](repeating: -1, count: pageTotal), count: lists.count)
        var documentFrequency = Array(repeating: 0, count: lists.count)
        var isCandidate = [Bool](repeating: false, count: pageTotal)
        for number in lists.indices {
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
        return (slots, documentFrequency, isCandidate)
    }

    var parameters: RankingParameters { ranker.parameters }

    func exactTitle(_ page: Int) -> Double {
        titleNumbers.contains { slots[$0][page] >= 0 } ? parameters.exactTitleBonus : 0
    }

    /// A page's BM25F, coverage and title parts; with `detailed`, also each group's best alternative by field and
    /// the (group, alternative) pairs the page holds, which only pages reaching phase 2 need.
    struct PageScore {
        var bm25f = 0.0, coverage = 0.0, title = 0.0, possible = 0.0
        var matched = 0
        var groupScores: [PageRanker.Explanation.GroupScore?] = []
        var held: [(Int, Int)] = []
    }

    /// An alternative held by a page: its weighted term frequency over the fields (`weighted` gets each field's part)
    /// and the fewest times its terms are in the title and in the derived title.
    func frequency(of numbers: [Int], in page: Int, weighted: inout [Double]) -> (tf: Double, inTitle: Int, inDerivedTitle: Int) {
        let titleField = RankingField.title.rawValue, derivedTitleField = RankingField.derivedTitle.rawValue
        var tf = 0.0
        var inTitle = Int.max, inDerivedTitle = Int.max
        for field in 0..<weighted.count {
            var count = Int.max
            for number in numbers { count = min(count, lists[number][Int(slots[number][page])].counts[field]) }
            if field == titleField { inTitle = count }
            if field == derivedTitleField { inDerivedTitle = count }
            let length = Double(ranker.lengths[page][field])
            guard count > 0, length > 0 else { weighted[field] = 0; continue }
            let b = parameters.lengthNormalization[field]
            weighted[field] = parameters.weights[field] * Double(count) / (1 - b + b * length / ranker.averageLengths[field])
            tf += weighted[field]
        }
        return (tf, inTitle, inDerivedTitle)
    }

    func score(_ page: Int, detailed: Bool, weighted: inout [Double]) -> PageScore {
        let derivedTitleShare = parameters.weights[RankingField.derivedTitle.rawValue] / parameters.weights[RankingField.title.rawValue]
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
                let (tf, inTitle, inDerivedTitle) = frequency(of: numbers, in: page, weighted: &weighted)
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
                        result.groupScores[g] = PageRanker.Explanation.GroupScore(alternative: a, fields: fields)
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

    /// The most a page could score (phase 1), or `nil` when it holds no group.
    func bound(_ page: Int, weighted: inout [Double]) -> Double? {
        let parts = score(page, detailed: false, weighted: &weighted)
        guard parts.matched > 0 else { return nil }
        // No block can hold more of the query than the page does (a place counts at most 1).
        let most = parts.possible / total
        // No block holds more junctions than the page, and one counts only in a block holding every group.
        var adjacencyBound = 0.0
        if !junctionNumbers.isEmpty, parts.matched == plan.groups.count {
            let held = junctionNumbers.filter { slots[$0][page] >= 0 }.count
            adjacencyBound = parameters.adjacencyBonus * Double(held) / Double(junctionNumbers.count)
        }
        return parts.bm25f + parts.coverage + parts.title + parameters.blockBonus * most * most * 1.5 + adjacencyBound + exactTitle(page)
    }

    /// Block → its evidence per group: over the alternatives the page holds, the blocks holding every term of one,
    /// each weighed by the place its terms hold there.
    func blockEvidence(_ page: Int, held: [(Int, Int)]) -> [Int: [Double]] {
        var blockEvidence: [Int: [Double]] = [:]
        for (g, a) in held {
            let found = alternativeTerms[g][a].map { lists[$0][Int(slots[$0][page])] }
            var blocks = PageRanker.places(found[0])
            for posting in found.dropFirst() { blocks = PageRanker.intersect(blocks, PageRanker.places(posting)) }
            let evidence = plan.groups[g].alternatives[a].weight * idfs[g][a]
            for (block, place) in blocks {
                var perGroup = blockEvidence[block] ?? Array(repeating: 0, count: plan.groups.count)
                let weighed = evidence * ranker.placeFactor(place)
                if weighed > perGroup[g] { perGroup[g] = weighed }
                blockEvidence[block] = perGroup
            }
        }
        return blockEvidence
    }

    /// Of the blocks holding every group, the most of the query's junctions one holds, as a share.
    func adjacentShare(_ page: Int, _ blockEvidence: [Int: [Double]]) -> Double {
        guard !junctionNumbers.isEmpty else { return 0 }
        var share = 0.0
        for (block, perGroup) in blockEvidence where !perGroup.contains(0) {
            var found = 0
            for number in junctionNumbers where slots[number][page] >= 0 {
                if PageRanker.contains(lists[number][Int(slots[number][page])].blocks, block) { found += 1 }
            }
            share = max(share, Double(found) / Double(junctionNumbers.count))
        }
        return share
    }

    /// A page scored with its blocks (phase 2).
    func rankedPage(_ page: Int, weighted: inout [Double]) -> PageRanker.RankedPage {
        let parts = score(page, detailed: true, weighted: &weighted)
        let evidenceByBlock = blockEvidence(page, held: parts.held)
        var blocks: [(block: Int, score: Double)] = []
        for (block, perGroup) in evidenceByBlock {
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
        let adjacency = parameters.adjacencyBonus * adjacentShare(page, evidenceByBlock)
        let exact = exactTitle(page)
        let score = ((parts.bm25f + evidence + parts.coverage + parts.title + adjacency + exact) * 1e9).rounded() / 1e9
        return PageRanker.RankedPage(page: page, score: score, blocks: blocks.map { $0.block },
                                     explanation: PageRanker.Explanation(groups: parts.groupScores, blockEvidence: evidence,
                                                                         coverage: parts.coverage, title: parts.title,
                                                                         adjacency: adjacency, exactTitle: exact))
    }
}
