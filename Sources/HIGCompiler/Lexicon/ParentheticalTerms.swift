import Foundation
import HIGText

/// Pairs a source states itself: Korean followed by its English in parentheses, `시트(sheet)`, `작업 시트(action
/// sheet)`. The Korean is as many words before the parenthesis as the English has (at most three).
struct ParentheticalTerms {
    nonisolated(unsafe) static let pattern = /([가-힣]+(?: [가-힣]+){0,2})\(([A-Za-z][A-Za-z -]{1,40})\)/

    /// Each `(english, korean)` pair the text states, English lowercased, words joined by single spaces.
    static func pairs(in koreanText: String) -> [(en: String, ko: String)] {
        let text = NFC.normalize(koreanText)
        // Most blocks state no pair; the regex costs far more than this scan (it was most of the lexicon pass).
        guard mayStatePair(text) else { return [] }
        var result: [(String, String)] = []
        for match in text.matches(of: pattern) where LexiconText.isTerm(match.output.2) {
            let english = match.output.2.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
            let korean = match.output.1.split(separator: " ").map(String.init)
            guard !english.isEmpty, english.count <= 3 else { continue }
            let words = korean.suffix(english.count)
            result.append((english.joined(separator: " "), words.joined(separator: " ")))
        }
        return result
    }

    /// Whether a Hangul syllable is directly followed by `(` and a Latin letter somewhere, as every pair needs.
    static func mayStatePair(_ text: String) -> Bool {
        // From the bytes: a `(` whose three bytes before are one Hangul syllable and whose next byte is a letter.
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var index = 3
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "("), Script.isASCIILetter(bytes[index + 1]), (0xE0...0xEF).contains(bytes[index - 3]),
                   Script.isHangulSyllable(UTF8Scalar.decode(bytes, at: index - 3).0) {
                    return true
                }
                index += 1
            }
            return false
        }
        if let fast { return fast }
        var before: Unicode.Scalar = " ", open = false
        for scalar in text.unicodeScalars {
            if open, scalar.isASCII, Script.isASCIILetter(UInt8(scalar.value)) { return true }
            open = scalar == "(" && Script.isHangulSyllable(before)
            before = scalar
        }
        return false
    }
}
