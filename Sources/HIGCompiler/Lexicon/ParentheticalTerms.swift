import HIGText

/// Pairs a source states itself: Korean followed by its English in parentheses, `시트(sheet)`, `작업 시트(action
/// sheet)`. The Korean is as many words before the parenthesis as the English has (at most three).
///
/// Found by a scan of the text's scalars that takes what the pattern `([가-힣]+(?: [가-힣]+){0,2})\(([A-Za-z][A-Za-z
/// -]{1,40})\)` matches, left to right (`ParentheticalTermsTests` holds the two to the same pairs): Swift's regex
/// engine cost a quarter of the lexicon pass on the few texts that state a pair.
struct ParentheticalTerms {
    /// A pair a text states: English lowercased, words joined by single spaces.
    struct Pair: Equatable, Sendable {
        var en: String
        var ko: String
    }

    /// Each pair the text states, in text order.
    static func pairs(in koreanText: String) -> [Pair] {
        let text = NFC.normalize(koreanText)
        // Most blocks state no pair: this byte scan skips them.
        guard mayStatePair(text) else { return [] }
        let scalars = Array(text.unicodeScalars)
        var result: [Pair] = []
        var index = 1
        while index < scalars.count {
            guard scalars[index] == "(", Script.isHangulSyllable(scalars[index - 1]), let close = englishEnd(scalars, open: index) else {
                index += 1
                continue
            }
            let english = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
            if LexiconText.isTerm(english[...]) {
                let words = english.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
                if !words.isEmpty, words.count <= 3 {
                    result.append(Pair(en: words.joined(separator: " "), ko: koreanWords(scalars, before: index).suffix(words.count).joined(separator: " ")))
                }
            }
            // Matches do not overlap: the next starts after this one's `)`.
            index = close + 1
        }
        return result
    }

    /// The index of the `)` closing the English that follows `(` at `open`: a Latin letter, then 1 to 40 Latin
    /// letters, spaces or hyphens.
    private static func englishEnd(_ scalars: [Unicode.Scalar], open: Int) -> Int? {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && Script.isASCIILetter(UInt8(scalar.value)) }
        guard open + 1 < scalars.count, isLetter(scalars[open + 1]) else { return nil }
        var end = open + 2
        while end < scalars.count, end - open - 2 < 40, isLetter(scalars[end]) || scalars[end] == " " || scalars[end] == "-" { end += 1 }
        return end - open - 2 >= 1 && end < scalars.count && scalars[end] == ")" ? end : nil
    }

    /// The runs of Hangul syllables right before `open`, at most three, joined by single spaces in the text.
    private static func koreanWords(_ scalars: [Unicode.Scalar], before open: Int) -> [String] {
        var words: [String] = []
        var end = open
        while words.count < 3 {
            var start = end
            while start > 0, Script.isHangulSyllable(scalars[start - 1]) { start -= 1 }
            words.insert(String(String.UnicodeScalarView(scalars[start..<end])), at: 0)
            guard start >= 2, scalars[start - 1] == " ", Script.isHangulSyllable(scalars[start - 2]) else { break }
            end = start - 1
        }
        return words
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
