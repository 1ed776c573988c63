import HIGCorpus

/// Pairs the blocks of a translation made from Apple's English in another file (a Korean-only page) with the
/// blocks of that English, by dynamic programming over the two block sequences: a monotone alignment that
/// minimises the summed `TranslationPairCost`. Moves: one block for one block; a translator's bold lead and its
/// explanation (two blocks) for one English paragraph; one block for two English blocks it merged; an English
/// block left untranslated; a translator's block with no English counterpart (kept and reported, never forced).
struct CrossFileAligner {
    /// What became of one translator's block.
    struct Link: Equatable {
        /// Index of the translator's block.
        var translation: Int
        /// Index of the English block it translates; `nil` when none does.
        var english: Int?
        /// `whole`, or `lead`/`body` when two translator's blocks share one English block.
        var part: Part
        var confidence: Double
    }

    enum Part: String, Equatable { case whole, lead, body }

    struct Result {
        var links: [Link]
        /// The summed cost per translator's block: lower means the English fits the translation better.
        var cost: Double
        /// How many translator's blocks with Hangul found an English block.
        var pairedKorean: Int
    }

    let translation: [TranslationBlockFeatures]
    let english: [TranslationBlockFeatures]

    init(translation: [Block], english: [Block]) {
        self.translation = translation.map(TranslationBlockFeatures.init(translation:))
        self.english = english.map(TranslationBlockFeatures.init(english:))
    }

    private enum Move: UInt8 { case none, pair, leadBody, merged, skipEnglish, skipTranslation }

    func align() -> Result {
        let n = translation.count, m = english.count
        let width = m + 1
        var cost = [Double](repeating: .infinity, count: (n + 1) * width)
        var move = [Move](repeating: .none, count: (n + 1) * width)
        cost[0] = 0
        for i in 0...n {
            for j in 0...m where i > 0 || j > 0 {
                var best = Double.infinity, step = Move.none
                func consider(_ value: Double, _ candidate: Move) { if value < best { best = value; step = candidate } }
                if i > 0, j > 0 { consider(cost[(i - 1) * width + j - 1] + pairCost(i - 1, j - 1), .pair) }
                if i > 1, j > 0, translation[i - 2].isLeadOnly {
                    consider(cost[(i - 2) * width + j - 1] + TranslationPairCost.leadAndBody(translation[i - 2], translation[i - 1], english[j - 1]), .leadBody)
                }
                if i > 0, j > 1 {
                    consider(cost[(i - 1) * width + j - 2] + TranslationPairCost.merged(translation[i - 1], english[j - 2], english[j - 1]), .merged)
                }
                if j > 0 { consider(cost[i * width + j - 1] + TranslationPairCost.skipEnglish(english[j - 1]), .skipEnglish) }
                if i > 0 { consider(cost[(i - 1) * width + j] + TranslationPairCost.skipTranslation(translation[i - 1]), .skipTranslation) }
                cost[i * width + j] = best
                move[i * width + j] = step
            }
        }
        return Result(links: backtrack(move, width: width), cost: n == 0 ? 0 : cost[n * width + m] / Double(n), pairedKorean: 0).counted(translation)
    }

    private func pairCost(_ i: Int, _ j: Int) -> Double {
        TranslationPairCost.pair(translation[i], english[j]) + positionCost(i, j)
    }

    /// A weak pull towards the diagonal: translations keep the page's order and proportions.
    private func positionCost(_ i: Int, _ j: Int) -> Double {
        guard translation.count > 1, english.count > 1 else { return 0 }
        return 1.5 * abs(Double(i) / Double(translation.count - 1) - Double(j) / Double(english.count - 1))
    }

    private func backtrack(_ move: [Move], width: Int) -> [Link] {
        var links: [Link] = []
        var i = translation.count, j = english.count
        while i > 0 || j > 0 {
            switch move[i * width + j] {
            case .pair:
                links.append(Link(translation: i - 1, english: j - 1, part: .whole, confidence: AlignmentEvidence.confidence(cost: pairCost(i - 1, j - 1))))
                i -= 1; j -= 1
            case .leadBody:
                let confidence = AlignmentEvidence.confidence(cost: TranslationPairCost.leadAndBody(translation[i - 2], translation[i - 1], english[j - 1]))
                links.append(Link(translation: i - 1, english: j - 1, part: .body, confidence: confidence))
                links.append(Link(translation: i - 2, english: j - 1, part: .lead, confidence: confidence))
                i -= 2; j -= 1
            case .merged:
                let confidence = AlignmentEvidence.confidence(cost: TranslationPairCost.merged(translation[i - 1], english[j - 2], english[j - 1]))
                links.append(Link(translation: i - 1, english: j - 2, part: .whole, confidence: confidence))
                i -= 1; j -= 2
            case .skipEnglish:
                j -= 1
            case .skipTranslation:
                links.append(Link(translation: i - 1, english: nil, part: .whole, confidence: 0))
                i -= 1
            case .none:
                return links.reversed()
            }
        }
        return links.reversed()
    }
}

private extension CrossFileAligner.Result {
    func counted(_ translation: [TranslationBlockFeatures]) -> Self {
        var result = self
        result.pairedKorean = links.filter { $0.english != nil && translation[$0.translation].latinKey == nil }.count
        return result
    }
}
