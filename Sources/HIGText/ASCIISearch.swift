import Foundation

extension String {
    /// `contains(needle)` as Foundation answers it, for an ASCII needle, read from UTF-8 bytes.
    ///
    /// Foundation searches through NSString (UTF-16, canonical equivalence, a match may not end inside a composed
    /// character sequence), costly when asked of every block in the merge. A byte match is Foundation's
    /// match unless a scalar that does not stand alone follows it (some marks extend the needle's last character), and there is
    /// no other match unless the text holds one of the three scalars canonically equivalent to an ASCII character
    /// (U+037E, U+1FEF, U+212A): in those cases, and for an empty or non-ASCII needle, Foundation is asked.
    /// `ASCIISearchTests` compares the two.
    package func containsASCII(_ needle: String) -> Bool {
        var haystack = self
        var pattern = needle
        let answer = pattern.withUTF8 { pattern in
            haystack.withUTF8 { bytes -> Bool? in
                guard !pattern.isEmpty, pattern.allSatisfy({ $0 < 0x80 }), !ASCIISearch.holdsScalarEquivalentToASCII(bytes) else { return nil }
                guard let match = LiteralSearch.firstMatch(of: pattern, in: bytes) else { return false }
                let end = match + pattern.count
                if end == bytes.count || bytes[end] < 0x80 { return true }
                // A scalar that stands alone (`’`, `—`, a syllable) starts a character of its own, never a mark of the needle's last.
                return Unicode.Scalar(UTF8Scalar.decode(bytes, at: end).0).map(SimpleScalars.standsAlone) == true ? true : nil
            }
        }
        return answer ?? (range(of: needle) != nil)
    }
}

/// The byte facts behind `containsASCII`.
enum ASCIISearch {
    /// Whether the bytes hold U+037E (CD BE), U+1FEF (E1 BF AF) or U+212A (E2 84 AA).
    static func holdsScalarEquivalentToASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 1 < bytes.count {
            switch bytes[index] {
            case 0xCD where bytes[index + 1] == 0xBE: return true
            case 0xE1 where bytes[index + 1] == 0xBF && index + 2 < bytes.count && bytes[index + 2] == 0xAF: return true
            case 0xE2 where bytes[index + 1] == 0x84 && index + 2 < bytes.count && bytes[index + 2] == 0xAA: return true
            default: index += 1
            }
        }
        return false
    }
}
