import HIGText

/// An English term (`action sheet`) matched case-insensitively as whole words, singular or plural.
package struct EnglishTerm: Hashable {
    let words: [String]

    package init(_ term: String) {
        words = term.lowercased().split(separator: " ").map(String.init)
    }

    /// The singular, lowercased form of a page title: `Action sheets` → `action sheet`; a leading `the` is dropped.
    package init(title: String) {
        var words = title.lowercased().split(separator: " ").map(String.init)
        if words.first == "the" { words.removeFirst() }
        if let last = words.last { words[words.count - 1] = EnglishPlural.singular(last) }
        self.words = words
    }

    package var text: String { words.joined(separator: " ") }

    /// Whether the English text mentions the term.
    package func occurs(in text: String) -> Bool {
        occurs(inTokens: Self.tokens(text))
    }

    /// Lowercased words of an English text, for matching many terms against one text.
    static func tokens(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init)
    }

    /// Whether pre-split tokens (`tokens(_:)`) mention the term.
    func occurs(inTokens tokens: [String]) -> Bool {
        guard tokens.count >= words.count, !words.isEmpty else { return false }
        for start in 0...(tokens.count - words.count) {
            var matches = true
            for (offset, word) in words.enumerated() {
                let token = tokens[start + offset]
                let isLast = offset == words.count - 1
                if !(token == word || (isLast && EnglishPlural.singular(token) == word)) { matches = false; break }
            }
            if matches { return true }
        }
        return false
    }
}
