import Foundation
import HIGText

/// The polarity check's reading of a sentence: whether it negates, forbids or restricts, in English and in Korean,
/// anywhere in the sentence (a negation in a subordinate clause, `…전달하기 위한 것이 아닐 때`, counts), and whether a
/// Korean sentence carries an English negation (by a negation, a restriction, or a positive paraphrase). Its lists
/// are the check's policy, tuned on its false alarms, so they live with the check.
enum Negation {
    /// How an English sentence negates.
    enum English: Equatable, Sendable {
        /// The clause itself is negated: `not`, `don’t`, `never`, `avoid`, `no`, `cannot`.
        case clausal
        /// Only a phrase is: `without leaving`, `instead of`, `rather than`, `unless`, `prevent`. Korean often
        /// says these positively (`그대로 유지하면서`), so a Korean sentence without negation is not an inversion.
        case phrasal
    }

    private static let clausalWords: Set<String> = ["not", "never", "cannot", "avoid", "avoiding", "refrain", "nothing", "none", "nobody", "neither", "nor", "no"]
    private static let phrasalWords: Set<String> = ["without", "unless", "prevent", "prevents", "preventing"]
    private static let phrasalPairs = ["instead of", "rather than"]
    /// `not only`, `whether or not`, `no matter`: no negation of what the reader should do.
    private static let notNegating = ["not only", "not just", "or not", "if not", "no matter", "not necessarily"]
    /// A contrast (`Use X — not Y`, `X, not Y`) corrects a word, it does not negate the rule.
    private static let contrasts = [" — not ", ", not ", " – not ", " - not ", "—not "]

    /// How the English sentence negates, or `nil`.
    static func english(_ sentence: String) -> English? {
        var text = " " + sentence.lowercased() + " "
        for contrast in contrasts { text = text.replacingOccurrences(of: contrast, with: " ") }
        let words = text.map { $0.isLetter || $0 == "’" || $0 == "'" ? $0 : " " }.reduce(into: "") { $0.append($1) }
            .split(separator: " ").map(String.init)
        var joined = " " + words.joined(separator: " ") + " "
        for phrase in notNegating { joined = joined.replacingOccurrences(of: " \(phrase) ", with: " ") }
        let remaining = joined.split(separator: " ").map(String.init)
        if remaining.contains(where: { clausalWords.contains($0) || $0.hasSuffix("n’t") || $0.hasSuffix("n't") }) { return .clausal }
        if remaining.contains(where: { phrasalWords.contains($0) }) || phrasalPairs.contains(where: { joined.contains(" \($0) ") }) { return .phrasal }
        return nil
    }

    /// Words that restrict rather than forbid (`sparingly`, `only`).
    static let englishRestrictions = ["sparingly", "only", "minimize", "limit", "rarely", "minimal", "restrict", "judiciously"]

    /// The restriction the English sentence makes, if any.
    /// A hyphenated compound is one word: `glyph-only`, `read-only`, `logo-only` describe a thing, they restrict nothing.
    static func englishRestriction(_ sentence: String) -> String? {
        let text = sentence.lowercased().replacingOccurrences(of: "not only", with: " ")
        let words = Set(text.split(whereSeparator: { !$0.isLetter && $0 != "-" }).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "-")) })
        return englishRestrictions.first { words.contains($0) }
    }

    /// Korean that negates by its sense rather than its grammar (avoid, forbid, prevent, refrain, unknown); the
    /// grammatical negations (않다, 못하다, 없다, 말다, 아니다, 안) are `KoreanNegation`'s, read by morphology.
    static let koreanLexical = ["금지", "금하", "피하", "피해", "피할", "피한", "피합", "삼가", "자제", "방지", "막아", "막는", "막을", "막기", "막습",
                                "대신", "모르", "모를", "모릅", "모른", "불가", "불필요", "제외", "멀리", "지양", "무료", "아무"]
    /// Korean restriction forms (`경우에만`, `최소`, `신중하게`, `이하`).
    static let koreanRestrictions = ["만 ", "만.", "만을", "만이", "만으로", "최소", "적게", "적은", "드물게", "제한", "신중", "아껴", "가급적", "꼭 필요",
                                     "필요한 경우", "필요할 때", "이하", "넘지", "절제", "뿐", "줄이", "줄여", "최대", "이내", "미만", "까지만",
                                     // `sparingly` said as “not too often”: 너무 자주 사용하지 마십시오.
                                     "너무 많이", "너무 자주", "자주", "과도", "남용", "지나치게", "필요 이상", "유일"]
    /// Korean that says a phrasal negation positively: `without leaving` → `그대로 유지하면서`, `instead of` → `보다는`.
    static let koreanPositiveForms = ["유지", "그대로", "계속", "채로", "한 채", "상태로", "머무", "머물", "남아", "남은", "직접", "보다는", "보다", "오직", "바로"]
    /// Korean forms that forbid outright.
    /// (The prohibition with 말다, `지 마십시오` and its other forms, is `KoreanNegation.prohibition`.)
    static let koreanProhibitions = ["금지", "하지 않도록", "피하십시오", "피하세요", "피해야"]

    /// Whether the Korean negates or forbids anywhere (`않`, `마십시오`, `아닐 때`, `없이`).
    static func koreanNegates(_ text: String) -> Bool {
        KoreanNegation.negates(text) || koreanLexical.contains { text.contains($0) }
    }

    /// Whether the Korean restricts (`필요한 경우에만`, `최소화`, `이하`).
    static func koreanRestricts(_ text: String) -> Bool {
        let padded = text + " "
        return koreanRestrictions.contains { padded.contains($0) }
    }

    /// The prohibition form the Korean uses, if any.
    static func koreanProhibition(_ text: String) -> String? {
        KoreanNegation.prohibition(in: text) ?? koreanProhibitions.first { text.contains($0) }
    }

    /// Whether the Korean carries what an English sentence negating `how` says: a negation, a restriction, or for
    /// a phrasal negation a positive paraphrase.
    static func koreanCarries(_ how: English, in text: String) -> Bool {
        koreanNegates(text) || koreanRestricts(text) || how == .phrasal && koreanPositiveForms.contains { text.contains($0) }
    }
}
