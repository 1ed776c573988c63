import Foundation
import HIGCorpus
import HIGText

/// What an edit of the English changed, read from its word diff, so an outdated translation is reported by what its
/// Korean now gets wrong: a number, a name, a negation or a requirement (what a reader acts on), or content added or
/// removed, against a rewording (a synonym, a pronoun, word order) that leaves the Korean true.
enum EnglishChange: String, CaseIterable, Sendable {
    case number, name, negation, requirement, content, wording

    /// Whether the Korean made for the old English now says something else (a warning), or may still hold (a note).
    var changesMeaning: Bool { self != .wording }

    /// An inserted or removed run of at least this many words adds or removes a clause, not a word.
    static let clauseWords = 6

    /// What changed, most telling first; `[.wording]` when nothing but wording did.
    static func classify(_ diff: [DiffSpan]) -> [EnglishChange] {
        let stream = Stream(diff)
        var kinds: [EnglishChange] = []
        if Self.differ(stream, by: numberKey) { kinds.append(.number) }
        if stream.names(on: "delete") != stream.names(on: "insert") { kinds.append(.name) }
        if Self.differ(stream, by: negationKey) { kinds.append(.negation) }
        if Self.differ(stream, by: requirementKey) { kinds.append(.requirement) }
        if diff.contains(where: { $0.op != "equal" && words($0.text).count >= clauseWords }) { kinds.append(.content) }
        return kinds.isEmpty ? [.wording] : kinds
    }

    /// The words of the diff in order, each with its side (`equal`, `delete`, `insert`).
    struct Stream {
        var words: [(text: String, op: String)]

        init(_ diff: [DiffSpan]) {
            words = diff.flatMap { span in EnglishChange.words(span.text).map { ($0, span.op) } }
        }

        /// The names one side of the edit holds anywhere in its text (`delete`: the old English, `insert`: the new),
        /// a plural folded into its singular (`SF Symbol` and `SF Symbols`): a name the edit moves or repeats
        /// (`it’s inserted` → `Mail inserts` where Mail is already named) is no new name.
        func names(on side: String) -> Set<String> {
            Set(words.indices.filter { words[$0].op == "equal" || words[$0].op == side }.compactMap { index in
                nameKey(index).map { $0.hasSuffix("s") && $0.count > 3 ? String($0.dropLast()) : $0 }
            })
        }

        /// A name: internal capitals (`visionOS`, `ToggleStyle`), all capitals (`HUD`), or a capitalized word that
        /// does not open a sentence on its own side.
        func nameKey(_ index: Int) -> String? {
            let word = words[index].text.trimmingCharacters(in: .punctuationCharacters)
            guard let first = word.first, first.isLetter else { return nil }
            let inner = word.dropFirst()
            if inner.contains(where: \.isUppercase) { return word }
            guard first.isUppercase else { return nil }
            let side = words[index].op
            let previous = words[..<index].last { $0.op == "equal" || $0.op == side }
            guard let previous, let last = previous.text.last, !SentenceEnd.isClauseEnd(last) else { return nil }
            return word
        }
    }

    /// Whether the changed words of the two sides hold different keys (numbers, names, …); equal words do not count.
    private static func differ(_ stream: Stream, by key: (Int) -> String?) -> Bool {
        var removed: [String: Int] = [:], added: [String: Int] = [:]
        for index in stream.words.indices {
            guard let value = key(index) else { continue }
            switch stream.words[index].op {
            case "delete": removed[value, default: 0] += 1
            case "insert": added[value, default: 0] += 1
            default: break
            }
        }
        return removed != added
    }

    private static func numberKey(_ word: String) -> String? {
        let lowered = word.lowercased().trimmingCharacters(in: .punctuationCharacters)
        if lowered.contains(where: \.isNumber) { return lowered }
        if let value = EnglishQuantities.cardinals[lowered] ?? EnglishQuantities.ordinals[lowered].map({ $0 }) { return Quantity.render(value) }
        return nil
    }

    /// A word that negates, as the polarity check reads English (`Negation.english`).
    private static func negationKey(_ word: String) -> String? {
        Negation.english(word) != nil ? "negation" : nil
    }

    /// How strongly a word binds the reader: an obligation, or an option. A modal of obligation (`must`, `should`,
    /// `need to`, `ensure`) is not listed: it binds as the imperative does (`focus should move` → `move focus`,
    /// `You should also test` → `Be sure to test`), so only an option appearing or going (`can` ↔ `must`, `should
    /// offer` → `consider offering`) or a word that binds beyond the imperative (`always`, `only`, `required`)
    /// changes the requirement.
    private static let obligations: Set<String> = ["required", "require", "requires", "always", "only"]
    private static let options: Set<String> = ["can", "may", "might", "could", "optionally", "optional", "consider", "prefer"]

    private static func requirementKey(_ word: String) -> String? {
        let lowered = word.lowercased().trimmingCharacters(in: .punctuationCharacters)
        if obligations.contains(lowered) { return "obligation" }
        if options.contains(lowered) { return "option" }
        return nil
    }

    private static func differ(_ stream: Stream, by key: (String) -> String?) -> Bool {
        differ(stream) { key(stream.words[$0].text) }
    }

    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// How the message names a change.
    var phrase: String {
        switch self {
        case .number: "a number"
        case .name: "a name"
        case .negation: "a negation"
        case .requirement: "a requirement"
        case .content: "a clause added or removed"
        case .wording: "wording only"
        }
    }
}
