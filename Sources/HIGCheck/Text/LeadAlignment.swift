import Foundation
import HIGText

/// Decides whether the Korean of a block begins with a translation of its English lead sentence, by sentence
/// count and by which English sentence the first Korean sentence's length fits.
struct LeadAlignment {
    var leadSentences: Int
    var english: [String]
    var korean: [String]
    /// Expected Korean/English character ratio.
    var ratio: Double

    init(lead: String, en: String, ko: String, ratio: Double) {
        leadSentences = max(1, SentenceSplitter.english(lead).count)
        english = SentenceSplitter.english(en)
        korean = SentenceSplitter.korean(ko)
        self.ratio = ratio
    }

    /// The English sentences after the lead.
    var rest: ArraySlice<String> { english.dropFirst(leadSentences) }

    /// Whether the lead looks dropped: the Korean has no more sentences than the rest of the English, and its
    /// first sentence fits the first rationale sentence clearly better than the lead.
    var leadLooksDropped: Bool {
        guard let firstRest = rest.first, let firstKorean = korean.first, korean.count <= rest.count else { return false }
        let lead = english.prefix(leadSentences).joined(separator: " ")
        let fitsLead = misfit(firstKorean, lead)
        let fitsRest = misfit(firstKorean, firstRest)
        if Self.startsWithExample(firstRest) && Self.startsWithKoreanExample(firstKorean) { return true }
        return fitsRest + Self.margin < fitsLead
    }

    /// The Korean sentence(s) that should translate the lead.
    var koreanLead: String? {
        leadLooksDropped ? nil : korean.prefix(leadSentences).joined(separator: " ")
    }

    /// How much better the rationale sentence must fit, in log-ratio units.
    static let margin = 0.25

    private func misfit(_ korean: String, _ english: String) -> Double {
        abs(log(Double(max(korean.count, 1)) / (ratio * Double(max(english.count, 1)))))
    }

    private static func startsWithExample(_ sentence: String) -> Bool {
        sentence.hasPrefix("For example") || sentence.hasPrefix("For instance")
    }

    private static func startsWithKoreanExample(_ sentence: String) -> Bool {
        sentence.hasPrefix("예를 들어") || sentence.hasPrefix("예를 들면") || sentence.hasPrefix("예컨대")
    }
}
