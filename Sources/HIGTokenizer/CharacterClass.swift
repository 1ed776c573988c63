import Foundation

/// What a character is to the tokenizer.
enum CharacterClass {
    /// A letter or digit outside Hangul syllables (Latin, Greek, CJK ideographs, …): part of a word.
    case latin
    case hangul
    /// `'` or `’`: dropped between letters, a separator elsewhere.
    case apostrophe
    /// `)`, `]`, `"`, `”`, …: a separator after which a Korean particle (`(sheet)를`) is not a word.
    case closingPunctuation
    case separator

    /// Classifies a scalar that NFC leaves alone; appends its lowercase form when it is a letter or digit.
    static func classify(_ scalar: Unicode.Scalar, appendingLowercaseTo bytes: inout [UInt8]) -> CharacterClass {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            return .latin
        default:
            break
        }
        switch scalar.value {
        case 0x2019: return .apostrophe
        case 0x201D, 0x00BB, 0xFF09, 0x300D, 0x300F, 0x3009, 0x300B, 0x3011: return .closingPunctuation
        default: return .separator
        }
    }

    /// Classifies a cluster (a scalar with combining marks or NFD jamo) after NFC normalisation.
    static func classifyCluster(_ cluster: String, appendingLowercaseTo bytes: inout [UInt8], syllable: inout UInt32) -> CharacterClass {
        let nfc = cluster.precomposedStringWithCanonicalMapping
        guard let first = nfc.unicodeScalars.first else { return .separator }
        if UTF8Scalar.isHangulSyllable(first.value) {
            // NFD 시 (ᄉ + ᅵ) → 시; a stray mark after it is dropped.
            syllable = first.value
            return .hangul
        }
        var ignored: [UInt8] = []
        let characterClass = classify(first, appendingLowercaseTo: &ignored)
        if characterClass == .latin { bytes.append(contentsOf: nfc.lowercased().utf8) }
        return characterClass
    }
}

/// Unicode scalar helpers over raw UTF-8.
enum UTF8Scalar {
    /// Decodes the scalar at `index`: its value and its length in bytes. Input is valid UTF-8
    /// (a Swift String's storage), so malformed sequences only yield U+FFFD defensively.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let b0 = UInt32(bytes[index])
        if b0 < 0x80 { return (b0, 1) }
        let count = bytes.count
        if b0 >= 0xE0 && b0 < 0xF0 && index + 2 < count {
            return (((b0 & 0x0F) << 12) | ((UInt32(bytes[index + 1]) & 0x3F) << 6) | (UInt32(bytes[index + 2]) & 0x3F), 3)
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

    /// A precomposed Hangul syllable, U+AC00…U+D7A3.
    @inline(__always)
    static func isHangulSyllable(_ value: UInt32) -> Bool { value >= 0xAC00 && value <= 0xD7A3 }

    /// Single scalars that NFC replaces (singleton decompositions) in blocks this corpus may hold:
    /// Ohm, Kelvin and Angstrom signs, CJK compatibility ideographs, Greek tonos variants.
    @inline(__always)
    static func mayChangeUnderNFC(_ value: UInt32) -> Bool {
        switch value {
        case 0x2126...0x212B, 0xF900...0xFAFF, 0x1F71...0x1FFD, 0x0340, 0x0341, 0x0343, 0x0344, 0x0374, 0x037E, 0x0387: true
        default: false
        }
    }

    /// Whether the scalar belongs to the cluster before it: a combining mark, a Hangul vowel or
    /// final jamo (NFD Hangul), ZWJ or a variation selector.
    @inline(__always)
    static func extendsCluster(_ value: UInt32) -> Bool {
        if value < 0x300 || isHangulSyllable(value) { return false }
        if (value >= 0x1160 && value <= 0x11FF) || (value >= 0xD7B0 && value <= 0xD7FF) { return true }
        if value == 0x200D || (value >= 0xFE00 && value <= 0xFE0F) { return true }
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar.properties.canonicalCombiningClass.rawValue != 0
        }
    }
}
