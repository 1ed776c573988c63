import HIGText
import HIGTokenizer

/// The terms a text is indexed under for page ranking: `BilingualTokenizer`'s document tokens less its one-syllable
/// position tokens (bigrams find any Korean word of two syllables or more, `=`-marked stems the one-syllable words),
/// plus a bigram across each single space between two Hangul words, so `앱아이콘` finds `앱 아이콘` and back.
package enum RankingTerms {
    /// Each term of `text` with how often it occurs, and the text's length in positions (words and syllables).
    package static func count(_ text: String, into counts: inout [String: Int]) -> Int {
        var length = 0
        BilingualTokenizer.forEachToken(in: text, mode: .document) { token, _, colocated in
            if !colocated { length += 1 }
            if !isOneSyllable(token) { counts[String(decoding: token, as: UTF8.self), default: 0] += 1 }
            return true
        }
        for bigram in spacedBigrams(text) { counts[bigram, default: 0] += 1 }
        return length
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

    /// Whether UTF-8 bytes are one precomposed Hangul syllable (three bytes, lead EA–ED).
    static func isOneSyllable(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        guard token.count == 3 else { return false }
        let value = (UInt32(token[0] & 0x0F) << 12) | (UInt32(token[1] & 0x3F) << 6) | UInt32(token[2] & 0x3F)
        return token[0] >= 0xEA && token[0] <= 0xED && Script.isHangulSyllable(value)
    }
}
