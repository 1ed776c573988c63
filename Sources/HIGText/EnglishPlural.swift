/// English plurals folded to their singular: one rule for the lexicon's terms, page-title keys and the QA checks' terms.
package enum EnglishPlural {
    /// A lowercase word without its plural ending: `categories` → `category`, `classes` → `class`, `boxes` → `box`,
    /// `switches` → `switch`, `purchases` → `purchase`, `menus` → `menu`. Words that end in s without being a plural
    /// (`status`, `axis`, `glass`) stay as written. A plural of a word ending in a single
    /// s (`buses`, `statuses`) is left one letter long (`buse`): such words are rarer in the guidelines than the `-se`
    /// nouns (`purchases`, `cases`, `responses`, `phrases`) this reading serves.
    package static func singular(_ word: String) -> String {
        if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        if ["sses", "xes", "zzes", "ches", "shes"].contains(where: word.hasSuffix) { return String(word.dropLast(2)) }
        if word.hasSuffix("us") { return endingInU.contains(where: word.dropLast().hasSuffix) ? String(word.dropLast()) : word }
        if word.hasSuffix("s"), !["ss", "is"].contains(where: word.hasSuffix) { return String(word.dropLast()) }
        return word
    }

    /// Nouns ending in u, whose plural ends in `us` as `status` and `focus` do (`menus`, `submenus`).
    private static let endingInU = ["menu", "haiku", "guru", "emu", "tofu", "tutu", "gnu", "bayou"]
}
