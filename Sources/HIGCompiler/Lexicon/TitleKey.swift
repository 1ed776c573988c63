import Foundation
import HIGText

/// How titles, headings and glossary terms are compared: lowercased words, each in its singular (`Buttons` and
/// `button` are one term), a leading article dropped (`The menu bar` is `menu bar`: Korean has no article), a hyphen
/// read as a space (`Pull down buttons`, as some exports title the page, is `pull-down button`).
public enum TitleKey {
    static let articles: Set<String> = ["the", "a", "an"]
    /// What `words` trims from each word's ends: punctuation but a hyphen or `&` (made once, not per word).
    private static let trimmed = CharacterSet.punctuationCharacters.subtracting(CharacterSet(charactersIn: "-&"))

    /// The key of an English title or term.
    public static func of(_ english: String) -> String {
        words(english.lowercased()).map(singular).joined(separator: " ").replacingOccurrences(of: "-", with: " ")
    }

    /// The words of a title as written: split at spaces and slashes, punctuation around them dropped (a hyphen or `&`
    /// kept), a leading article left out.
    static func words(_ english: String) -> [String] {
        var words = english.split(whereSeparator: { $0 == " " || $0 == "/" })
            .map { $0.trimmingCharacters(in: trimmed) }
            .filter { !$0.isEmpty }
        if words.count > 1, articles.contains(words[0].lowercased()) { words.removeFirst() }
        return words
    }

    /// A word's singular; the last part of a hyphenated word (`pull-downs` → `pull-down`).
    static func singular(_ word: String) -> String {
        guard let dash = word.lastIndex(of: "-") else { return EnglishPlural.singular(word) }
        return String(word[...dash]) + EnglishPlural.singular(String(word[word.index(after: dash)...]))
    }

    /// The keys a title may be listed under: its key, then, when its last word ends in `s` that `singular` kept
    /// (`status`, or a plural of a noun ending in u that `EnglishPlural` does not list), that word without it.
    static func candidates(_ english: String) -> [String] {
        let key = of(english)
        guard key.hasSuffix("s"), !key.hasSuffix("ss") else { return [key] }
        return [key, String(key.dropLast())]
    }
}
