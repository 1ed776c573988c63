/// A consonant skeleton that a Latin name and its Hangul spelling share: `HomeKit` and `홈킷` are both `HMKT` less the
/// H, `Apple Pencil`'s words and `애플 펜슬`'s are `PL`, `PNSL`. Vowels carry no weight (Korean spells the same vowel
/// several ways and adds `으` between consonants), voiced and voiceless consonants fall together, `r` after a vowel
/// and before a consonant is silent (CarPlay, 카플레이), and a class repeated in a row counts once (`apple`, `플레`).
/// The site's search.js has the Hangul half (`hangulKey`); RankingParityTests compares them.
package enum PhoneticKey {
    /// Classes of the 19 initial consonants (ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ); "" is silent.
    package static let initials = ["K", "K", "N", "T", "T", "L", "M", "P", "P", "S", "S", "", "S", "S", "S", "K", "T", "P", ""]
    /// Classes of the 27 final consonants (index 1…27; a final ㅅ is said t, ㅇ is ng).
    package static let finals = ["", "K", "K", "K", "N", "N", "N", "T", "L", "K", "M", "L", "L", "L", "P", "L", "M", "P", "P", "T", "T", "NK", "T", "T", "K", "T", "P", ""]

    /// The key of a run of Hangul syllables; `nil` if anything else is in it.
    package static func hangul(_ word: String) -> String? {
        // Collapsed as the classes are appended (`collapse`), in bytes: every class is ASCII.
        var key: [UInt8] = []
        for scalar in word.unicodeScalars {
            guard Script.isHangulSyllable(scalar) else { return nil }
            let index = Int(scalar.value - 0xAC00)
            for byte in initialBytes[index / 588] where key.last != byte { key.append(byte) }
            for byte in finalBytes[index % 28] where key.last != byte { key.append(byte) }
        }
        return String(decoding: key, as: UTF8.self)
    }

    /// `initials` and `finals` as UTF-8.
    private static let initialBytes = initials.map { Array($0.utf8) }
    private static let finalBytes = finals.map { Array($0.utf8) }

    /// The key of a Latin word (ASCII letters, any case); `nil` if anything else is in it.
    package static func latin(_ word: String) -> String? {
        let letters = Array(word.lowercased().utf8)
        guard !letters.isEmpty, letters.allSatisfy({ $0 >= 97 && $0 <= 122 }) else { return nil }
        func isVowel(_ at: Int) -> Bool { at >= 0 && at < letters.count && "aeiouy".utf8.contains(letters[at]) }
        func letter(_ at: Int) -> UInt8 { at >= 0 && at < letters.count ? letters[at] : 0 }
        var classes: [String] = []
        var index = 0
        while index < letters.count {
            let c = letters[index], next = letter(index + 1)
            var step = 1
            var value = ""
            switch c {
            case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "y"),
                 UInt8(ascii: "h"), UInt8(ascii: "w"):
                value = ""
            case UInt8(ascii: "p"):
                value = "P"
                if next == UInt8(ascii: "h") { step = 2 }
            case UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "v"): value = "P"
            case UInt8(ascii: "t"):
                if next == UInt8(ascii: "c"), letter(index + 2) == UInt8(ascii: "h") { value = "S"; step = 3 }
                else if next == UInt8(ascii: "i"), isVowel(index + 2) { value = "S" }  // -tion, -tial: 션, 셜
                else { value = "T" }
            case UInt8(ascii: "d"): value = "T"
            case UInt8(ascii: "c"):
                if next == UInt8(ascii: "h") { value = "S"; step = 2 }
                else if next == UInt8(ascii: "k") { value = "K"; step = 2 }
                else if next == UInt8(ascii: "e") || next == UInt8(ascii: "i") || next == UInt8(ascii: "y") { value = "S" }
                else { value = "K" }
            case UInt8(ascii: "s"):
                value = "S"
                if next == UInt8(ascii: "h") { step = 2 }
            case UInt8(ascii: "z"), UInt8(ascii: "j"): value = "S"
            case UInt8(ascii: "g"):
                value = next == UInt8(ascii: "e") || next == UInt8(ascii: "i") || next == UInt8(ascii: "y") ? "S" : "K"  // gauge, gesture
            case UInt8(ascii: "k"), UInt8(ascii: "q"): value = "K"
            case UInt8(ascii: "x"): value = "KS"
            case UInt8(ascii: "l"): value = "L"
            case UInt8(ascii: "r"): value = isVowel(index - 1) && !isVowel(index + 1) ? "" : "L"
            case UInt8(ascii: "m"): value = "M"
            case UInt8(ascii: "n"): value = "N"
            default: value = ""
            }
            classes.append(value)
            index += step
        }
        return collapse(classes)
    }

    /// Joins the classes, a class repeated in a row counting once.
    static func collapse(_ classes: [String]) -> String {
        var result: [Character] = []
        for character in classes.joined() where result.last != character { result.append(character) }
        return String(result)
    }
}
