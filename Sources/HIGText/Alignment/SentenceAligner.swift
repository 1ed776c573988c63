/// Pairs a paragraph's English sentences with its Korean sentences, in order, Gale–Church style: each step pairs
/// 1–1, 1–2, 2–1, 2–2, 1–3 or 3–1 sentences, or leaves one out, and costs the surprise of the length ratio
/// (`LengthModel`), minus anchors (`For example` ↔ `예를 들어`, Latin words and numbers kept in the Korean), plus a
/// prior per step.
///
/// The one sentence-level aligner: the rules pass judges a rule's Korean with it (`KoreanLeadFinder`) and the
/// polarity check compares each English sentence with the Korean it is aligned with.
package struct SentenceAligner: Sendable {
    /// English sentences `english` are translated by Korean sentences `korean`; either range may be empty (a sentence
    /// left without a partner).
    package struct Group: Equatable, Sendable {
        package var english: Range<Int>
        package var korean: Range<Int>

        package init(english: Range<Int>, korean: Range<Int>) {
            self.english = english
            self.korean = korean
        }
    }

    /// Cost of leaving any sentence without a partner.
    package var skipCost = 4.5
    /// Cost of leaving the first English sentence without Korean. A rule's sentence is priced far below any other
    /// (`KoreanLeadFinder`): machine translation of these pages dropped the bold lead in about one paragraph in eight.
    package var firstSkipCost: Double
    /// Cost of a 2–1 or 1–2 pairing (3–1 and 1–3 cost 2 more).
    package var mergeCost = 2.3

    /// An aligner that prices leaving out the first English sentence like any other, or at `firstSkipCost`.
    package init(firstSkipCost: Double? = nil) {
        self.firstSkipCost = firstSkipCost ?? skipCost
    }

    /// One step of the alignment: how many English and Korean sentences it pairs.
    private struct Step: Equatable {
        var english: Int
        var korean: Int
    }

    /// The cheapest sequence of groups that pairs all sentences, in order.
    package func align(_ english: [String], _ korean: [String]) -> [Group] {
        let moves: [(Step, Double)] = [
            (Step(english: 1, korean: 1), 0), (Step(english: 1, korean: 0), skipCost), (Step(english: 0, korean: 1), skipCost),
            (Step(english: 2, korean: 1), mergeCost), (Step(english: 1, korean: 2), mergeCost), (Step(english: 2, korean: 2), skipCost),
            (Step(english: 3, korean: 1), mergeCost + 2), (Step(english: 1, korean: 3), mergeCost + 2),
        ]
        // Features once per run of one to three sentences; a run's are the sums and unions of its sentences'.
        let englishRuns = Self.runs(english.map(SentenceFeatures.init))
        let koreanRuns = Self.runs(korean.map(SentenceFeatures.init))
        let n = english.count, m = korean.count
        var cost = Array(repeating: Array(repeating: Double.infinity, count: m + 1), count: n + 1)
        var back = Array(repeating: Array(repeating: Step(english: 0, korean: 0), count: m + 1), count: n + 1)
        cost[0][0] = 0
        for i in 0...n {
            for j in 0...m where cost[i][j].isFinite {
                for (move, prior) in moves where i + move.english <= n && j + move.korean <= m {
                    var stepCost = move == Step(english: 1, korean: 0) && i == 0 ? firstSkipCost : prior
                    if move.english > 0 && move.korean > 0 {
                        stepCost += pairCost(englishRuns[i][move.english - 1], koreanRuns[j][move.korean - 1])
                    }
                    let total = cost[i][j] + stepCost
                    if total < cost[i + move.english][j + move.korean] {
                        cost[i + move.english][j + move.korean] = total
                        back[i + move.english][j + move.korean] = move
                    }
                }
            }
        }
        var groups: [Group] = []
        var i = n, j = m
        while i > 0 || j > 0 {
            let step = back[i][j]
            groups.append(Group(english: (i - step.english)..<i, korean: (j - step.korean)..<j))
            i -= step.english
            j -= step.korean
        }
        return groups.reversed()
    }

    /// `runs[i][k]`: the features of sentences `i...i+k`, for `k` below 3.
    private static func runs(_ features: [SentenceFeatures]) -> [[SentenceFeatures]] {
        features.indices.map { start in
            (1...min(3, features.count - start)).map { length in
                length == 1 ? features[start] : SentenceFeatures(joining: features[start..<(start + length)])
            }
        }
    }

    /// Length surprise plus anchors; lower means more likely translations of each other.
    package func pairCost(_ english: String, _ korean: String) -> Double {
        pairCost(SentenceFeatures(english), SentenceFeatures(korean))
    }

    package func pairCost(_ english: SentenceFeatures, _ korean: SentenceFeatures) -> Double {
        let z = LengthModel.zScore(englishLength: english.length, koreanLength: korean.length)
        var cost = z * z / 2
        if english.openingMarkers & korean.openingMarkers != 0 { cost -= 2 }
        if !korean.latinTokens.isEmpty {
            let found = Double(LatinTokenKeys.sharedCount(korean.latinTokens, english.latinTokens)) / Double(korean.latinTokens.count)
            cost += 1.5 * (1 - found) - 1
        }
        return cost
    }
}

extension [SentenceAligner.Group] {
    /// The group holding English sentence `index`.
    package func group(ofEnglish index: Int) -> SentenceAligner.Group? {
        first { $0.english.contains(index) }
    }
}
