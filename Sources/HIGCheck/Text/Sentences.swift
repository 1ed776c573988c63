import Foundation

/// Splits prose into sentences, in English and in Korean.
enum Sentences {
    /// Abbreviations whose period does not end an English sentence.
    private static let abbreviations: Set<String> = ["e.g", "i.e", "etc", "vs", "Mr", "Ms", "Dr", "St", "approx", "No"]

    /// English sentences: a `.`, `!` or `?` (with any closing quote or bracket) followed by a space and a capital,
    /// digit or opening quote.
    static func english(_ text: String) -> [String] {
        split(text) { before, after in
            guard let next = after.first else { return true }
            guard next == " " else { return false }
            let following = after.dropFirst().first { $0 != " " }
            guard let following, following.isUppercase || following.isNumber || "“\"‘(".contains(following) else { return false }
            let lastWord = before.split(separator: " ").last.map { String($0.dropLast().drop { "(“\"".contains($0) }) } ?? ""
            return !abbreviations.contains(lastWord)
        }
    }

    /// Korean sentences: a `.`, `!` or `?` followed by a space or the end, or glued to the next word after a
    /// Hangul syllable (`사용합니다.iOS`, a machine-translation slip that still ends a sentence).
    static func korean(_ text: String) -> [String] {
        split(text) { before, after in
            guard let next = after.first else { return true }
            if next == " " || next == "\n" { return true }
            let previous = before.dropLast().last
            return previous.map(Hangul.isHangul) == true && (next.isLetter)
        }
    }

    /// Cuts after each terminator where `isBoundary(textUpToAndIncludingTerminator, rest)` holds.
    private static func split(_ text: String, isBoundary: (Substring, Substring) -> Bool) -> [String] {
        var sentences: [String] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            var end = text.index(after: index)
            if ".!?。".contains(character) {
                while end < text.endIndex, "”\"’)".contains(text[end]) { end = text.index(after: end) }
                if isBoundary(text[start..<end], text[end...]) {
                    let sentence = text[start..<end].trimmingCharacters(in: .whitespaces)
                    if !sentence.isEmpty { sentences.append(sentence) }
                    start = end
                }
            }
            index = end
        }
        let tail = text[start...].trimmingCharacters(in: .whitespacesAndNewlines)
        if !tail.isEmpty { sentences.append(tail) }
        return sentences
    }
}
