import HIGText
import HIGTokenizer

/// The terms a text is indexed under for page ranking: `BilingualTokenizer`'s document tokens less its one-syllable
/// position tokens (bigrams find any Korean word of two syllables or more, `=`-marked stems the one-syllable words),
/// plus a bigram across each single space between two Hangul words, so `앱아이콘` finds `앱 아이콘` and back.
package enum RankingTerms {
    /// Each term of `text` with how often it occurs, and the text's length in positions (words and syllables).
    package static func count(_ text: String, into counts: inout [String: Int]) -> Int {
        var length = 0
        var scanner = TokenScanner(mode: .document)
        scanner.scan(text)
        scanner.forEachToken { token, record in
            if !record.colocated { length += 1 }
            if !Script.isOneHangulSyllable(utf8: token) { counts[String(decoding: token, as: UTF8.self), default: 0] += 1 }
        }
        forEachSpacedBigram(in: text, textIsNFC: !scanner.sawUnnormalized) { counts[String(decoding: $0, as: UTF8.self), default: 0] += 1 }
        return length
    }

    /// Calls `body` with each bigram across a space between Hangul words (`spacedBigrams`), as UTF-8 bytes. When the
    /// text is known to be NFC (`TokenScanner.sawUnnormalized` was false) its bytes are read directly: a space with a
    /// three-byte syllable on each side; otherwise the text is normalised first.
    static func forEachSpacedBigram(in text: String, textIsNFC: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard textIsNFC else {
            for bigram in spacedBigrams(text) {
                var bigram = bigram
                bigram.withUTF8 { body($0) }
            }
            return
        }
        var text = text
        var bigram = [UInt8](repeating: 0, count: 6)
        text.withUTF8 { bytes in
            guard bytes.count >= 7 else { return }
            var index = 3
            while index + 3 < bytes.count {
                if bytes[index] == 0x20,
                   Script.isOneHangulSyllable(utf8: UnsafeBufferPointer(rebasing: bytes[(index - 3)..<index])),
                   Script.isOneHangulSyllable(utf8: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<(index + 4)])) {
                    bigram[0] = bytes[index - 3]; bigram[1] = bytes[index - 2]; bigram[2] = bytes[index - 1]
                    bigram[3] = bytes[index + 1]; bigram[4] = bytes[index + 2]; bigram[5] = bytes[index + 3]
                    bigram.withUnsafeBufferPointer { body($0) }
                }
                index += 1
            }
        }
    }

    /// `앱 아이콘` → `앱아`: the last syllable of a Hangul word and the first of the next, across one space.
    static func spacedBigrams(_ text: String) -> [String] {
        var result: [String] = []
        let scalars = Array(NFC.normalize(text).unicodeScalars)
        var index = 1
        while index + 1 < scalars.count {
            if scalars[index] == " ", Script.isHangulSyllable(scalars[index - 1]), Script.isHangulSyllable(scalars[index + 1]) {
                result.append(String(String.UnicodeScalarView([scalars[index - 1], scalars[index + 1]])))
            }
            index += 1
        }
        return result
    }
}
