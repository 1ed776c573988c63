import Foundation

/// Unicode Normalization Form C, with a fast answer to "can NFC change this?" so plain text never pays for Foundation.
///
/// NFC changes text in two ways only: a scalar that NFC replaces even on its own (`changesAlone`: singleton and
/// excluded decompositions such as the Ohm sign or CJK compatibility ideographs), or a cluster — a scalar and the
/// scalars that extend it (`extendsCluster`: combining marks, Hangul vowel and final jamo, ZWJ, variation selectors)
/// — that composes or reorders. Every composition in Unicode joins a scalar with one that extends it, so a text
/// normalises cluster by cluster; `NFCTests` checks both tables against Foundation over every scalar.
@usableFromInline package enum NFC {
    /// The text in NFC; Foundation is only asked when the text holds a scalar that may change.
    package static func normalize(_ text: String) -> String {
        mayChange(text) ? text.precomposedStringWithCanonicalMapping : text
    }

    /// Whether NFC could change the text: it holds a scalar that changes alone or one that extends a cluster.
    @inlinable package static func mayChange(_ text: some StringProtocol) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable(mayChange(utf8:)) { return answer }
        return text.unicodeScalars.contains { changesAlone($0.value) || extendsCluster($0.value) }
    }

    /// `mayChange` over valid UTF-8. Both tables start at U+0300, so bytes below 0xCC (ASCII, continuation bytes and
    /// the leads of U+0080…U+02FF) are passed over, as are the leads of U+B000…U+CFFF (all Hangul syllables); the
    /// scalar walk it replaces showed in a compile's profile, on the decoder's check of every file.
    @inlinable package static func mayChange(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0xCC || byte == 0xEB || byte == 0xEC {
                index += 1
                continue
            }
            let (value, length) = UTF8Scalar.decode(bytes, at: index)
            if changesAlone(value) || extendsCluster(value) { return true }
            index += length
        }
        return false
    }

    /// UTF-8 offset of the first scalar NFC changes or composes (a combining mark, a conjoining jamo), or `nil` when
    /// the text is already NFC.
    package static func firstChange(in text: String) -> Int? {
        guard mayChange(text) else { return nil }
        let scalars = Array(text.unicodeScalars)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        var start = 0
        while start < scalars.count {
            var end = start + 1
            while end < scalars.count && extendsCluster(scalars[end].value) { end += 1 }
            if end > start + 1 || changesAlone(scalars[start].value) {
                var cluster = String.UnicodeScalarView()
                cluster.append(contentsOf: scalars[start..<end])
                if !String(cluster).precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(cluster) {
                    // Point at what is decomposed: a conjoining jamo that opens the cluster, else the first extender.
                    let first = scalars[start].value
                    let pointed = changesAlone(first) || isConjoiningJamo(first) ? start : start + 1
                    return offsets[pointed]
                }
            }
            start = end
        }
        return nil
    }

    /// Whether NFC replaces the scalar even when it stands alone. Exact (generated from Foundation; `NFCTests`
    /// compares every scalar): Greek tonos and ano teleia, Indic and Hebrew forms with nukta or dagesh, the Ohm,
    /// Kelvin and Angstrom signs, angle brackets, CJK compatibility ideographs, musical symbols.
    @inlinable @inline(__always) package static func changesAlone(_ value: UInt32) -> Bool {
        // Most text (ASCII, Latin, Hangul syllables, CJK) lies outside every range below: answer without the switch.
        if value < 0x0374 || (value > 0x2ADC && value < 0xF900) || (value > 0xFB4E && value < 0x1D15E) { return false }
        switch value {
        case 0x0374, 0x037E, 0x0387, 0x0958...0x095F, 0x09DC...0x09DD, 0x09DF, 0x0A33, 0x0A36, 0x0A59...0x0A5B, 0x0A5E,
             0x0B5C...0x0B5D, 0x0F43, 0x0F4D, 0x0F52, 0x0F57, 0x0F5C, 0x0F69, 0x1F71, 0x1F73, 0x1F75, 0x1F77, 0x1F79,
             0x1F7B, 0x1F7D, 0x1FBB, 0x1FBE, 0x1FC9, 0x1FCB, 0x1FD3, 0x1FDB, 0x1FE3, 0x1FEB, 0x1FEE...0x1FEF, 0x1FF9,
             0x1FFB, 0x1FFD, 0x2000...0x2001, 0x2126, 0x212A...0x212B, 0x2329...0x232A, 0x2ADC, 0xF900...0xFA0D,
             0xFA10, 0xFA12, 0xFA15...0xFA1E, 0xFA20, 0xFA22, 0xFA25...0xFA26, 0xFA2A...0xFA6D, 0xFA70...0xFAD9,
             0xFB1D, 0xFB1F, 0xFB2A...0xFB36, 0xFB38...0xFB3C, 0xFB3E, 0xFB40...0xFB41, 0xFB43...0xFB44,
             0xFB46...0xFB4E, 0x1D15E...0x1D164, 0x1D1BB...0x1D1C0, 0x2F800...0x2FA1D:
            return true
        default:
            return false
        }
    }

    /// Whether the scalar belongs to the cluster before it: a combining mark (every scalar of a non-zero combining
    /// class is one), or one of `clusterExtenders` — Hangul vowel and final jamo (decomposed Hangul), ZWJ, variation
    /// selectors. None is below U+0300.
    @inlinable @inline(__always) package static func extendsCluster(_ value: UInt32) -> Bool {
        if value < 0x300 || Script.isHangulSyllable(value) { return false }
        if clusterExtenders.contains(where: { $0.contains(value) }) { return true }
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Scalars besides combining marks that extend a cluster; the site's search.js gets this table.
    @usableFromInline package static let clusterExtenders: [ClosedRange<UInt32>] = [0x1160...0x11FF, 0xD7B0...0xD7FF, 0x200D...0x200D, 0xFE00...0xFE0F]

    /// Conjoining Hangul jamo (leading, vowel, final), which NFC composes into syllables.
    @inline(__always) static func isConjoiningJamo(_ value: UInt32) -> Bool {
        (value >= 0x1100 && value <= 0x11FF) || (value >= 0xA960 && value <= 0xA97F) || (value >= 0xD7B0 && value <= 0xD7FF)
    }
}

/// Unicode scalars over raw UTF-8, for passes that scan bytes.
@usableFromInline package enum UTF8Scalar {
    /// Decodes the scalar at `index`: its value and its length in bytes. Input is valid UTF-8
    /// (a Swift String's storage), so malformed sequences only yield U+FFFD defensively.
    @inlinable @inline(__always)
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let b0 = UInt32(bytes[index])
        if b0 < 0x80 { return (b0, 1) }
        let count = bytes.count
        if b0 >= 0xE0 && b0 < 0xF0 && index + 2 < count {
            return (Script.threeByteValue(bytes[index], bytes[index + 1], bytes[index + 2]), 3)
        }
        if b0 >= 0xC0 && b0 < 0xE0 && index + 1 < count {
            return (((b0 & 0x1F) << 6) | (UInt32(bytes[index + 1]) & 0x3F), 2)
        }
        if b0 >= 0xF0 && index + 3 < count {
            return (((b0 & 0x07) << 18) | ((UInt32(bytes[index + 1]) & 0x3F) << 12)
                    | ((UInt32(bytes[index + 2]) & 0x3F) << 6) | (UInt32(bytes[index + 3]) & 0x3F), 4)
        }
        return (0xFFFD, 1)
    }
}
