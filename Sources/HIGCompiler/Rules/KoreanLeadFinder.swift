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

/// Judges where the Korean of a rule sentence is in its block's translation: kept as its own sentence, merged into a
/// sentence with what follows, or missing. The one dropped-lead judgement: rules.json records it
/// (`Rule.translation`) and `hig check` reports its `missing` (`hig.qa.dropped-lead`).
///
/// The paragraph's English sentences (rule first) are aligned with its Korean sentences by `SentenceAligner`, with
/// leaving out the rule sentence priced far below leaving out any other (2 against 4.5): machine translation of
/// these pages dropped the bold lead in about one paragraph in eight, because the bold run was translated apart and
/// lost. The weights were chosen on 70 hand-labelled ambiguous paragraphs of the real corpus
/// (`RealCorpusRulesTests`); see docs/rules.md.
struct KoreanLeadFinder {
    /// The aligner, with the rule sentence's own price for being left out.
    var aligner = SentenceAligner.ruleParagraph

    func find(englishSentences: [String], korean: String?) -> KoreanLead {
        guard let korean, !korean.trimmed.isEmpty else { return KoreanLead(translation: .untranslated, lead: nil, rationale: nil) }
        let koreanSentences = SentenceSplitter.korean(korean)
        guard !englishSentences.isEmpty, !koreanSentences.isEmpty else {
            return KoreanLead(translation: .missing, lead: nil, rationale: korean.trimmed)
        }
        let groups = aligner.align(englishSentences, koreanSentences)
        // The group that covers the first English sentence decides; Korean sentences of other groups are rationale.
        guard let group = groups.group(ofEnglish: 0) else { return KoreanLead(translation: .missing, lead: nil, rationale: korean.trimmed) }
        let covered = Array(koreanSentences[group.korean])
        let before = Array(koreanSentences[..<group.korean.lowerBound])
        let after = Array(koreanSentences[group.korean.upperBound...])
        if covered.isEmpty {
            if let merged = leadMergedIntoNextSentence(englishSentences, after) {
                return KoreanLead(translation: .merged, lead: merged.lead, rationale: joined(before + merged.rest))
            }
            return KoreanLead(translation: .missing, lead: nil, rationale: joined(before + after))
        }
        if group.english.count >= 2 {
            let (lead, rest) = splitJoinedSentence(covered.joined(separator: " "), englishLead: englishSentences[0],
                                                   englishJoined: englishSentences[group.english].joined(separator: " "))
            return KoreanLead(translation: .merged, lead: lead, rationale: joined(before + [rest].compactMap { $0 } + after))
        }
        return KoreanLead(translation: .lead, lead: covered.joined(separator: " "), rationale: joined(before + after))
    }

    /// A rule sentence the aligner left out may have been merged into the next Korean sentence as one of its clauses
    /// (`배지를 최신 상태로 유지하고, 사람들이 …`, `…하는 반면, 기호나 … 이모지를 사용하지 마십시오.`). It was when that sentence
    /// is long enough for the rule and the next English sentence together (it fits both at least as well as the next
    /// alone), does not open with `예를 들어` (an example is explanation), and divides at a clause boundary into a clause
    /// whose length fits the rule within a factor of two: the clause after the boundary, or the one before it when it
    /// could stand alone (`유지하고,` but not `원하는 경우,`). Returns the best-fitting clause and the rest of the Korean.
    /// Lengths are read at the median ratio of the real corpus (`LengthModel.medianRatio`).
    func leadMergedIntoNextSentence(_ english: [String], _ korean: [String]) -> (lead: String, rest: [String])? {
        guard english.count >= 2, let sentence = korean.first,
              SentenceFeatures.openingMarkers(of: sentence) & SentenceFeatures.exampleMarker == 0 else { return nil }
        let lead = english[0].count
        func misfit(_ korean: Int, _ english: Int) -> Double {
            abs(log(Double(max(1, korean)) / (LengthModel.medianRatio * Double(max(1, english)))))
        }
        guard misfit(sentence.count, lead + 1 + english[1].count) <= misfit(sentence.count, english[1].count) else { return nil }
        var best: (lead: String, rest: String, misfit: Double)?
        for (boundary, headStandsAlone) in SentenceSplitter.koreanClauseBoundaries(sentence) {
            let head = String(sentence[..<boundary]).trimmed
            let tail = String(sentence[sentence.index(after: boundary)...]).trimmed
            for (clause, rest) in headStandsAlone ? [(head, tail), (tail, head)] : [(tail, head)] {
                let clauseMisfit = misfit(clause.count, lead)
                if clauseMisfit < log(2), clauseMisfit < best?.misfit ?? .infinity { best = (clause, rest, clauseMisfit) }
            }
        }
        return best.map { ($0.lead, [$0.rest] + korean.dropFirst()) }
    }

    /// A Korean sentence that joins the rule with what follows (`…표시하며, 사람들은…`): the part up to the clause
    /// boundary after a coordinating ending whose position best fits the English rule's share, and the rest. Without
    /// such a boundary, the whole.
    func splitJoinedSentence(_ sentence: String, englishLead: String, englishJoined: String) -> (String, String?) {
        let length = Double(sentence.count)
        let share = Double(englishLead.count) / Double(max(1, englishJoined.count))
        var best: (index: String.Index, error: Double)?
        for (boundary, headStandsAlone) in SentenceSplitter.koreanClauseBoundaries(sentence) where headStandsAlone {
            let error = abs(Double(sentence.distance(from: sentence.startIndex, to: boundary)) / length - share)
            if error <= 0.25, error < (best?.error ?? .infinity) { best = (boundary, error) }
        }
        guard let best else { return (sentence, nil) }
        let lead = String(sentence[..<best.index]).trimmed
        let rest = String(sentence[sentence.index(after: best.index)...]).trimmed
        return (lead, rest.isEmpty ? nil : rest)
    }

    private func joined(_ sentences: [String]) -> String? {
        sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }
}

extension SentenceAligner {
    /// The aligner of a rule's paragraph, rule sentence first: leaving the rule sentence out costs 2 against 4.5 for
    /// any other, as `KoreanLeadFinder` judges (the polarity check aligns a rule's paragraph the same way).
    package static let ruleParagraph = SentenceAligner(firstSkipCost: 2.0)
}
