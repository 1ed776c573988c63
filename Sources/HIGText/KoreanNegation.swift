/// Korean grammatical negation, read by morphology: every conjugation of 않다, 못하다, 없다, 말다 and 아니다, and
/// the adverbs 안 and 못, found by their stems and the endings they take rather than by a list of written forms.
///
/// - 않다 (`않`): its stem is a syllable no other word uses, so any word holding it negates: 않는, 않은, 않을,
///   않아, 않고, 않도록, 않습니다, 않았더라도.
/// - 못하다 and the adverb 못: `못` alone, or `못` glued to a form of 하다: 못하는, 못한, 못할, 못함, 못합니다, 못해,
///   못했다, 못하도록 (the one-syllable forms 할/한/함/해 are 하다 conjugated, not a different word).
/// - 없다 (`없`): any word holding it (없는, 없이, 없을, 없습니다), except compounds whose sense is positive or
///   says nothing of the action: 관계없이 and 상관없이 (regardless), 틀림없이, 어김없이, 다름없다, 끊임없이, 빠짐없이.
/// - 말다: a prohibition only after the connective `-지` (사용하지 마십시오, 하지 말고, 넣지 말 것); 마/말 elsewhere
///   is another word (마크, 마찬가지로, 말하는). Its forms: 마십시오, 마세요, 마라, 말라, 말고, 말아, 말아야, 말 것,
///   말기, 말며, 맙시다, 말자, 마시고, 마시기.
/// - 아니다 (`아니`, `아닌`, `아닐`, `아님`, `아닙`): 아니라, 아닌, 아니므로, 아닙니다.
/// - The adverb 안 standing alone before a verb (`안 됩니다`), or glued to 되다 (`안되는`, `안돼`); not 안에 (inside).
package enum KoreanNegation {
    /// Which verb or adverb negates.
    package enum Kind: String, Sendable, CaseIterable {
        /// 않다 and the adverb 안.
        case not
        /// 못하다 and the adverb 못.
        case cannot
        /// 없다.
        case without
        /// 말다 after `-지`: a prohibition.
        case prohibition
        /// 아니다.
        case isNot
    }

    /// One negating word, as written (punctuation trimmed).
    package struct Occurrence: Equatable, Sendable {
        package var kind: Kind
        package var word: String
    }

    /// Compounds with 없 whose sense is positive or no negation of the action.
    static let positiveCompounds = ["관계없", "상관없", "틀림없", "어김없", "다름없", "끊임없", "빠짐없", "하염없"]
    /// The forms of 하다 that follow 못 in 못하다 (the first syllable of the rest of the word).
    static let haForms: Set<Character> = ["하", "한", "할", "함", "합", "해", "했", "핸"]
    /// The forms of 말다 after `-지`, by how the word starts.
    static let malForms = ["마십시오", "마세요", "마셔", "마시고", "마시기", "마시며", "마라", "마요", "말라", "말고", "말아", "말기", "말며",
                           "말자", "말도록", "말것", "맙시다", "말"]
    /// The forms of 아니다.
    static let aniForms = ["아니", "아닌", "아닐", "아님", "아닙", "아냐"]
    /// The forms of 되다 that follow 안 in `안 되다` when written together.
    static let doeForms = ["되", "돼", "된", "될", "됩", "됐"]

    /// Every negating word of the text, in order.
    package static func occurrences(in text: String) -> [Occurrence] {
        let words = text.split(whereSeparator: \.isWhitespace).map(trimmed)
        var found: [Occurrence] = []
        for (index, word) in words.enumerated() where !word.isEmpty {
            let previous = index > 0 ? words[index - 1] : ""
            let next = index + 1 < words.count ? words[index + 1] : ""
            if let kind = kind(of: word, previous: previous, next: next) { found.append(Occurrence(kind: kind, word: word)) }
        }
        return found
    }

    /// Whether the text negates anywhere, in any clause.
    package static func negates(_ text: String) -> Bool {
        !occurrences(in: text).isEmpty
    }

    /// The prohibition the text makes with 말다 (`지 마십시오`, `지 말고`), as written from the `지`, or `nil`.
    package static func prohibition(in text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace).map(trimmed)
        for (index, word) in words.enumerated() {
            if let glued = gluedProhibition(word) { return "지" + glued }
            guard index > 0, endsInJi(words[index - 1]), let form = malForm(word, next: index + 1 < words.count ? words[index + 1] : "") else { continue }
            return "지 " + form
        }
        return nil
    }

    /// How one word negates, given its neighbours.
    static func kind(of word: String, previous: String, next: String) -> Kind? {
        if word.contains("않") { return .not }
        if word == "못" || word.hasPrefix("못"), word.count == 1 || haForms.contains(word[word.index(after: word.startIndex)]) { return .cannot }
        if word.contains("없"), !positiveCompounds.contains(where: { word.contains($0) }) { return .without }
        if gluedProhibition(word) != nil || endsInJi(previous) && malForm(word, next: next) != nil { return .prohibition }
        if aniForms.contains(where: { word.hasPrefix($0) }) { return .isNot }
        if word == "안", next.first.map(Script.isHangul) == true { return .not }
        if word.hasPrefix("안"), word.count > 1, doeForms.contains(where: { word.dropFirst().hasPrefix($0) }) { return .not }
        return nil
    }

    /// The form of 말다 a word starts with (`말 것` takes the next word), or `nil`.
    static func malForm(_ word: String, next: String) -> String? {
        if word == "말" { return next.hasPrefix("것") ? "말 것" : nil }
        return malForms.first { $0 != "말" && word.hasPrefix($0) }
    }

    /// `하지마세요`, `하지말고`: the prohibition written without its space.
    static func gluedProhibition(_ word: String) -> String? {
        guard let range = word.range(of: "지마") ?? word.range(of: "지말") ?? word.range(of: "지맙"), range.lowerBound > word.startIndex else { return nil }
        let rest = String(word[word.index(after: range.lowerBound)...])
        return malForms.first { $0 != "말" && rest.hasPrefix($0) }
    }

    /// Whether a word ends in the connective `-지` (하지, 사용하지, 넣지도, 하지는).
    static func endsInJi(_ word: String) -> Bool {
        word.hasSuffix("지") || word.hasSuffix("지는") || word.hasSuffix("지도")
    }

    /// A word without the punctuation around it.
    private static func trimmed<S: StringProtocol>(_ word: S) -> String {
        String(word.drop(while: { !$0.isLetter && !$0.isNumber }).reversed().drop(while: { !$0.isLetter && !$0.isNumber }).reversed())
    }
}
