/// Scalar-level stand-ins for `Character` tests. Walking `Character`s pays for grapheme breaking on every step;
/// in text whose every scalar is a character of its own, scalars give the same answers several times faster.
@usableFromInline package enum SimpleScalars {
    /// Whether `scalar` always forms a character by itself, whatever stands around it: ASCII but CR (CR LF is one
    /// character), Latin-1 and Latin Extended letters, Hangul syllables (they only join conjoining jamo, which are
    /// not in this list), general and CJK punctuation, CJK ideographs and full-width forms. Combining marks, joiners,
    /// variation selectors, jamo and emoji are left out, so text holding them takes the `Character` path.
    @inlinable @inline(__always) package static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0D: false
        case 0...0x2FF, 0xAC00...0xD7A3, 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029, 0x3031...0x303F,
             0x4E00...0x9FFF, 0xFF01...0xFF60: true
        default: false
        }
    }

    /// Whether every scalar of `text` stands alone.
    @inlinable package static func allStandAlone<S: StringProtocol>(_ text: S) -> Bool {
        text.unicodeScalars.allSatisfy(standsAlone)
    }

    /// `text.count`: the Characters of the text, counted from its UTF-8 bytes (one per scalar) when every scalar
    /// stands alone, else by grapheme breaking. Counting Characters of every block's English and Korean (the length
    /// model) showed in a compile's profile.
    @inlinable package static func characterCount<S: StringProtocol>(_ text: S) -> Int {
        let counted = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var count = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    if byte == 0x0D { return nil }
                    index += 1
                } else if byte < 0xCC {
                    // U+0080…U+02FF: two bytes (a stray continuation byte cannot occur in a String).
                    index += 2
                } else {
                    let (value, length) = UTF8Scalar.decode(bytes, at: index)
                    guard let scalar = Unicode.Scalar(value), standsAlone(scalar) else { return nil }
                    index += length
                }
                count += 1
            }
            return count
        }
        return (counted ?? nil) ?? text.count
    }

    /// `Character.isLetter` of the scalar as a character.
    @inlinable @inline(__always) package static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 { return (v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A }
        if Script.isHangulSyllable(scalar) { return true }
        return Character(scalar).isLetter
    }

    /// `Character.isNumber` of the scalar as a character.
    @inlinable @inline(__always) package static func isNumber(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 { return v >= 0x30 && v <= 0x39 }
        if Script.isHangulSyllable(scalar) { return false }
        return Character(scalar).isNumber
    }

    /// `Character.isWhitespace` of the scalar as a character.
    @inlinable @inline(__always) package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 { return v == 0x20 || (v >= 0x09 && v <= 0x0D) }
        if Script.isHangulSyllable(scalar) { return false }
        return Character(scalar).isWhitespace
    }

    /// `Character.isUppercase` of the scalar as a character.
    @inlinable @inline(__always) package static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 { return v >= 0x41 && v <= 0x5A }
        if Script.isHangulSyllable(scalar) { return false }
        return Character(scalar).isUppercase
    }
}

/// Text as Unicode scalars with their UTF-8 offsets, so pieces are cut from the original bytes.
/// Only made when every scalar stands alone (`SimpleScalars.standsAlone`).
package struct ScalarText {
    package let text: String
    package let scalars: [Unicode.Scalar]
    /// The UTF-8 offset of each scalar, then of the end.
    private let offsets: [Int]

    /// `nil` when some scalar of `text` joins its neighbours into one character.
    package init?(_ text: String) {
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(text.utf8.count)
        offsets.reserveCapacity(text.utf8.count + 1)
        var offset = 0
        for scalar in text.unicodeScalars {
            guard SimpleScalars.standsAlone(scalar) else { return nil }
            scalars.append(scalar)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        self.text = text
        self.scalars = scalars
        self.offsets = offsets
    }

    /// The text of the scalars in `range`.
    package func substring(_ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: offsets[range.lowerBound])
        let upper = utf8.index(utf8.startIndex, offsetBy: offsets[range.upperBound])
        return text[lower..<upper]
    }
}
