/// `hasPrefix` for an ASCII prefix, answered from UTF-8 bytes.
///
/// `hasPrefix` compares Characters under canonical equivalence: on text that is not all ASCII it walks grapheme
/// clusters, which cost the reading passes' line tests (`NonPageFile`, `SetextRepair`) most of their time. For an
/// ASCII prefix the bytes decide it except in two places, where this asks `hasPrefix` itself: a non-ASCII scalar
/// right after the matched bytes (a combining mark would make the prefix's last character another one), and a
/// mismatch on a non-ASCII lead byte that may start one of the three scalars canonically equivalent to an ASCII
/// character (U+037E `;`, U+1FEF `` ` ``, U+212A `K`). `ASCIIPrefixTests` checks it against `hasPrefix`.
extension StringProtocol {
    /// Whether the text starts with `prefix` (ASCII), with the answer `hasPrefix(prefix)` gives.
    @inlinable package func hasASCIIPrefix(_ prefix: String) -> Bool {
        var index = utf8.startIndex
        var last: UInt8 = 0
        for byte in prefix.utf8 {
            guard index != utf8.endIndex else { return false }
            let own = utf8[index]
            if own != byte {
                return ASCIIPrefix.mayBeEquivalentToASCII(leadByte: own) ? hasPrefix(prefix) : false
            }
            last = byte
            index = utf8.index(after: index)
        }
        guard index != utf8.endIndex else { return true }
        let next = utf8[index]
        // `\r\n` is one Character, as is a character and the marks that extend it: let `hasPrefix` judge those.
        return next < 0x80 && !(last == 0x0D && next == 0x0A) ? true : hasPrefix(prefix)
    }
}

/// The byte facts behind `hasASCIIPrefix`.
@usableFromInline package enum ASCIIPrefix {
    /// Whether a byte may lead a scalar canonically equivalent to an ASCII character: U+037E (CD BE), U+1FEF
    /// (E1 BF AF) and U+212A (E2 84 AA), the only ones (NFC maps each to ASCII).
    @inlinable @inline(__always) package static func mayBeEquivalentToASCII(leadByte byte: UInt8) -> Bool {
        byte == 0xCD || byte == 0xE1 || byte == 0xE2
    }
}
