/// English plurals folded to their singular: one rule for the lexicon's terms, page-title keys and the QA checks' terms.
package enum EnglishPlural {
    /// A lowercase word without its plural ending: `categories` → `category`, `classes` → `class`, `boxes` → `box`,
    /// `switches` → `switch`, `purchases` → `purchase`, `menus` → `menu`. Words that end in s without being a plural
    /// (`status`, `axis`, `glass`) stay as written. A plural of a word ending in a single
    /// s (`buses`, `statuses`) is left one letter long (`buse`): such words are rarer in the guidelines than the `-se`
    /// nouns (`purchases`, `cases`, `responses`, `phrases`) this reading serves.
    package static func singular(_ word: String) -> String {
        // From the bytes when every byte is a Character of its own (ASCII without a carriage return, which joins a
        // line feed): the lexicon folds every English word of the corpus, and Character suffixes showed in its profile.
        let fast = word.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
            return singular(asciiBytes: bytes).map { String(decoding: bytes[..<$0], as: UTF8.self) + ($1 ? "y" : "") } ?? word
        }
        if let fast, let folded = fast { return folded }
        return characterSingular(word)
    }

    /// `singular` by Characters: the rule the byte path gives the answers of.
    static func characterSingular(_ word: String) -> String {
        if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        if ["sses", "xes", "zzes", "ches", "shes"].contains(where: word.hasSuffix) { return String(word.dropLast(2)) }
        if word.hasSuffix("us") { return endingInU.contains(where: word.dropLast().hasSuffix) ? String(word.dropLast()) : word }
        if word.hasSuffix("s"), !["ss", "is"].contains(where: word.hasSuffix) { return String(word.dropLast()) }
        return word
    }

    /// `characterSingular` over bytes that are each a Character: the length of the prefix to keep and whether a `y`
    /// follows it, or `nil` when the word stays as written.
    private static func singular(asciiBytes word: UnsafeBufferPointer<UInt8>) -> (keep: Int, y: Bool)? {
        func ends(_ suffix: [UInt8], _ length: Int = word.count) -> Bool {
            suffix.count <= length && word[(length - suffix.count)..<length].elementsEqual(suffix)
        }
        if ends(Suffix.ies), word.count > 4 { return (word.count - 3, true) }
        if twoLetterEndings.contains(where: { ends($0) }) { return (word.count - 2, false) }
        if ends(Suffix.us) { return endingInUBytes.contains(where: { ends($0, word.count - 1) }) ? (word.count - 1, false) : nil }
        if ends(Suffix.s), !ends(Suffix.ss), !ends(Suffix.is) { return (word.count - 1, false) }
        return nil
    }

    /// The endings `characterSingular` asks about, as bytes.
    private enum Suffix {
        static let ies = Array("ies".utf8), us = Array("us".utf8), s = Array("s".utf8), ss = Array("ss".utf8), `is` = Array("is".utf8)
    }
    /// Endings of which the plural adds two letters (`es`).
    private static let twoLetterEndings = ["sses", "xes", "zzes", "ches", "shes"].map { Array($0.utf8) }

    /// Nouns ending in u, whose plural ends in `us` as `status` and `focus` do (`menus`, `submenus`).
    private static let endingInU = ["menu", "haiku", "guru", "emu", "tofu", "tutu", "gnu", "bayou"]
    private static let endingInUBytes = endingInU.map { Array($0.utf8) }
}
