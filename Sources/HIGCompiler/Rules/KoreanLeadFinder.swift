import Foundation
import HIGCorpus
import HIGText

/// Where the Korean of a rule sentence is in its block's translation.
struct KoreanLead: Equatable {
    var translation: RuleTranslation
    /// The Korean rule sentence; `nil` when missing or untranslated.
    var lead: String?
    /// The Korean of the rest of the paragraph.
    var rationale: String?
}

/// Finds the Korean of a rule sentence by aligning the paragraph's English sentences (rule first) with its
/// Korean sentences, Gale–Church style: each step pairs 1–1, 1–2, 2–1 sentences, or leaves one out, and costs
/// the surprise of the length ratio (the 0.56 model of `LengthModel`), minus anchors (`For example` ↔ `예를 들어`,
/// Latin words and numbers kept in the Korean), plus a prior per step.
///
/// Leaving out the first English sentence is priced far below leaving out any other (2 against 4.5): machine
/// translation of these pages dropped the bold lead in about one paragraph in eight, because the bold run was
/// translated apart and lost. The weights were chosen on 70 hand-labelled ambiguous paragraphs of the real
/// corpus (68 agree; `RealCorpusRulesTests`); see docs/rules.md.
struct KoreanLeadFinder {
    /// Cost of leaving the English rule sentence without Korean.
    var droppedLeadCost = 2.0
    /// Cost of leaving any other sentence without a partner.
    var skipCost = 4.5
    /// Cost of a 2–1 or 1–2 pairing.
    var mergeCost = 2.3

    func find(englishSentences: [String], korean: String?) -> KoreanLead {
        guard let korean, !korean.trimmed.isEmpty else { return KoreanLead(translation: .untranslated, lead: nil, rationale: nil) }
        let koreanSentences = SentenceSplitter.korean(korean)
        guard !englishSentences.isEmpty, !koreanSentences.isEmpty else {
            return KoreanLead(translation: .missing, lead: nil, rationale: korean.trimmed)
        }
        let steps = align(englishSentences, koreanSentences)
        // The step that covers the first English sentence decides; Korean sentences of other steps are rationale.
        var koreanIndex = 0
        for step in steps {
            if step.english == 0 { koreanIndex += step.korean; continue }
            let covered = Array(koreanSentences[koreanIndex..<(koreanIndex + step.korean)])
            let before = Array(koreanSentences[..<koreanIndex])
            let after = Array(koreanSentences[(koreanIndex + step.korean)...])
            if step.korean == 0 {
                return KoreanLead(translation: .missing, lead: nil, rationale: joined(before + after))
            }
            if step.english >= 2 {
                let (lead, rest) = splitJoinedSentence(covered.joined(separator: " "), englishLead: englishSentences[0],
                                                       englishJoined: englishSentences[0..<step.english].joined(separator: " "))
                return KoreanLead(translation: .merged, lead: lead, rationale: joined(before + [rest].compactMap { $0 } + after))
            }
            return KoreanLead(translation: .lead, lead: covered.joined(separator: " "), rationale: joined(before + after))
        }
        return KoreanLead(translation: .missing, lead: nil, rationale: korean.trimmed)
    }

    /// One step of the alignment: how many English and Korean sentences it pairs.
    struct Step: Equatable {
        var english: Int
        var korean: Int
    }

    /// The cheapest sequence of steps that pairs all sentences, in order.
    func align(_ english: [String], _ korean: [String]) -> [Step] {
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
                    var stepCost = move == Step(english: 1, korean: 0) && i == 0 ? droppedLeadCost : prior
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
        var steps: [Step] = []
        var i = n, j = m
        while i > 0 || j > 0 {
            let step = back[i][j]
            steps.append(step)
            i -= step.english
            j -= step.korean
        }
        return steps.reversed()
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
    func pairCost(_ english: String, _ korean: String) -> Double {
        pairCost(SentenceFeatures(english), SentenceFeatures(korean))
    }

    func pairCost(_ english: SentenceFeatures, _ korean: SentenceFeatures) -> Double {
        let z = LengthModel.zScore(englishLength: english.length, koreanLength: korean.length)
        var cost = z * z / 2
        if english.openingMarkers & korean.openingMarkers != 0 { cost -= 2 }
        if !korean.latinTokens.isEmpty {
            let found = Double(LatinTokenKeys.sharedCount(korean.latinTokens, english.latinTokens)) / Double(korean.latinTokens.count)
            cost += 1.5 * (1 - found) - 1
        }
        return cost
    }

    /// Sentence openers that machine translation renders the same way every time.
    static let discourseMarkers: [(english: String, korean: String)] = [
        ("for example", "예를 들어"), ("for example", "예를 들면"), ("in general", "일반적으로"), ("typically", "일반적으로"),
        ("by default", "기본적으로"), ("for developer guidance", "개발자"), ("for guidance", "자세한"),
    ]

    /// Lowercased runs of two or more ASCII letters, and runs of digits.
    static func latinTokens(_ text: String) -> Set<String> {
        var tokens: Set<String> = []
        var current = ""
        var currentClass = 0  // 0 none, 1 letters, 2 digits
        func flush() {
            if currentClass == 2 || current.count >= 2 { tokens.insert(current) }
            current = ""
        }
        for scalar in text.lowercased().unicodeScalars {
            let scalarClass = scalar.value >= 0x61 && scalar.value <= 0x7A ? 1 : (scalar.value >= 0x30 && scalar.value <= 0x39 ? 2 : 0)
            if scalarClass != currentClass, !current.isEmpty { flush() }
            currentClass = scalarClass
            if scalarClass != 0 { current.unicodeScalars.append(scalar) }
        }
        if !current.isEmpty { flush() }
        return tokens
    }

    /// A Korean sentence that joins the rule with what follows (`…표시하며, 사람들은…`): the part up to the joining
    /// ending whose length best fits the English rule's share, and the rest. Without such an ending, the whole.
    func splitJoinedSentence(_ sentence: String, englishLead: String, englishJoined: String) -> (String, String?) {
        let characters = Array(sentence)
        let share = Double(englishLead.count) / Double(max(1, englishJoined.count))
        var best: (index: Int, error: Double)?
        for index in 1..<max(1, characters.count - 1) where characters[index] == "," && Self.joiningEndings.contains(characters[index - 1]) {
            let error = abs(Double(index) / Double(characters.count) - share)
            if error <= 0.25, error < (best?.error ?? .infinity) { best = (index, error) }
        }
        guard let best else { return (sentence, nil) }
        let lead = String(characters[..<best.index]).trimmed
        let rest = String(characters[(best.index + 1)...]).trimmed
        return (lead, rest.isEmpty ? nil : rest)
    }

    /// Connective endings that join two clauses: `-고,` `-며,`.
    static let joiningEndings: Set<Character> = ["고", "며"]

    private func joined(_ sentences: [String]) -> String? {
        sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }
}
