import Foundation
import HIGText

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

    /// Closing punctuation after which a Korean particle is glued to the word before it (`(sheet)를`).
    static let closingScalars: [UInt32] = [0x29, 0x5D, 0x7D, 0x22, 0x201D, 0x00BB, 0xFF09, 0x300D, 0x300F, 0x3009, 0x300B, 0x3011]

    /// Apostrophes: `'` and `’`.
    static let apostropheScalars: [UInt32] = [0x27, 0x2019]

    /// The class of each ASCII punctuation, space and control character (letters and digits are read apart).
    static let asciiPunctuation: [CharacterClass] = (0..<UInt32(128)).map { value in
        apostropheScalars.contains(value) ? .apostrophe : closingScalars.contains(value) ? .closingPunctuation : .separator
    }

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
        if apostropheScalars.contains(scalar.value) { return .apostrophe }
        return closingScalars.contains(scalar.value) ? .closingPunctuation : .separator
    }

    /// Classifies a cluster (a scalar with combining marks or NFD jamo) after NFC normalisation.
    static func classifyCluster(_ cluster: String, appendingLowercaseTo bytes: inout [UInt8], syllable: inout UInt32) -> CharacterClass {
        let nfc = cluster.precomposedStringWithCanonicalMapping
        guard let first = nfc.unicodeScalars.first else { return .separator }
        if Script.isHangulSyllable(first.value) {
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
