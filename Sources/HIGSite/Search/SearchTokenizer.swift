import Foundation
import HIGText
import HIGTokenizer

/// The document side of the site search tokenizer; `Theme/assets/search.js` mirrors it on the query side.
///
/// Text is NFC-normalised and lowercased, then split into words: runs of letters, digits and marks
/// (ASCII-letter words are Porter-stemmed), and runs of Hangul syllables. An apostrophe between letters is
/// dropped (`don't` → `dont`). A Hangul run glued to a Latin word or closing bracket that is only a particle
/// (`Apple로`, `(sheet)를`) is not a word. Each Hangul word gives its syllable bigrams, and, when its
/// particle-stripped stem is one syllable, `=` + that syllable, so the query `앱` finds `앱을` but not `앱스토어`.
enum SearchTokenizer {
    /// One word of a text.
    enum Word: Equatable {
        case latin(String)
        case hangul([Unicode.Scalar], attached: Bool)
    }

    /// The distinct index terms of a text.
    static func terms(_ text: String) -> Set<String> {
        var terms: Set<String> = []
        for word in words(text) {
            switch word {
            case let .latin(text):
                terms.insert(latinTerm(text))
            case let .hangul(syllables, attached):
                let values = syllables.map(\.value)
                if attached && KoreanParticles.isParticle(values) { continue }
                for index in 0..<(syllables.count - 1) {
                    var bigram = String.UnicodeScalarView()
                    bigram.append(syllables[index])
                    bigram.append(syllables[index + 1])
                    terms.insert(String(bigram))
                }
                if KoreanParticles.stemLength(values, conservative: false) == 1 {
                    terms.insert("=" + String(Character(syllables[0])))
                }
            }
        }
        return terms
    }

    /// A Latin word's term: Porter stem for ASCII-letter words longer than two letters, else the word.
    static func latinTerm(_ word: String) -> String {
        guard word.utf8.count > 2, word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return word }
        return PorterStemmer.stem(word)
    }

    private enum Kind { case latin, hangul, apostrophe, close, separator }

    /// Closing punctuation after which a Hangul particle is still glued to the word before it.
    private static let closing: Set<Unicode.Scalar> = [")", "]", "}", "\"", "\u{201D}", "\u{00BB}", "\u{FF09}", "\u{300D}", "\u{300F}", "\u{3009}", "\u{300B}", "\u{3011}"]

    static func words(_ text: String) -> [Word] {
        let normalized = (mayChangeUnderNFC(text) ? text.precomposedStringWithCanonicalMapping : text).lowercased()
        var words: [Word] = []
        var latin = String.UnicodeScalarView()
        var hangul: [Unicode.Scalar] = []
        var attached = false
        var previous = Kind.separator
        func flush() {
            if !latin.isEmpty { words.append(.latin(String(latin))); latin = String.UnicodeScalarView() }
            if !hangul.isEmpty { words.append(.hangul(hangul, attached: attached)); hangul = [] }
        }
        for scalar in normalized.unicodeScalars {
            let kind = classify(scalar)
            switch kind {
            case .latin:
                if !hangul.isEmpty { flush() }
                latin.append(scalar)
            case .hangul:
                if !latin.isEmpty { flush() }
                if hangul.isEmpty { attached = previous == .latin || previous == .close || previous == .apostrophe }
                hangul.append(scalar)
            case .apostrophe:
                if !(!latin.isEmpty && previous == .latin) { flush() }
            case .close, .separator:
                flush()
            }
            if previous == .apostrophe && kind != .latin && !latin.isEmpty { flush() }
            previous = kind
        }
        flush()
        return words
    }

    /// Whether NFC could change `text`: only when it holds combining marks, conjoining Hangul jamo or
    /// singleton-decomposing characters (composed Hangul and plain text, the usual case, skip Foundation).
    static func mayChangeUnderNFC(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            let value = scalar.value
            if value < 0x300 || (value >= 0xAC00 && value <= 0xD7A3) || (value >= 0x2000 && value <= 0x20FF && value < 0x20D0) { return false }
            if (value >= 0x1100 && value <= 0x11FF) || (value >= 0xD7B0 && value <= 0xD7FF) || (value >= 0xF900 && value <= 0xFAFF)
                || (value >= 0x2126 && value <= 0x212B) || (value >= 0x1F71 && value <= 0x1FFD) || (value >= 0x340 && value <= 0x387) {
                return true
            }
            return scalar.properties.canonicalCombiningClass.rawValue != 0
        }
    }

    private static func classify(_ scalar: Unicode.Scalar) -> Kind {
        let value = scalar.value
        if value >= 0xAC00 && value <= 0xD7A3 { return .hangul }
        if value < 0x80 {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9": return .latin
            case "'": return .apostrophe
            default: return closing.contains(scalar) ? .close : .separator
            }
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return .latin
        default:
            if value == 0x2019 { return .apostrophe }
            return closing.contains(scalar) ? .close : .separator
        }
    }
}
