/// Splits prose into sentences: English for lead sentences in unmarked sources, Korean for finding the
/// translation of a rule sentence.
enum SentenceSplitter {
    /// English sentences. A boundary is `.`, `!` or `?` (with closing quotes or brackets) followed by white space
    /// and a capital, digit or opening quote; `e.g.`, `i.e.`, `etc.` and `vs.` are not boundaries. A piece that is
    /// only punctuation (`**Lead without period**.`) joins the sentence before it.
    static func english(_ text: String) -> [String] {
        split(text) { characters, end in
            guard let next = nextNonSpace(characters, after: end) else { return false }
            guard next.index > end + 1 else { return false }  // no white space: "UIAlertAction.Style"
            let c = characters[next.index]
            guard c.isUppercase || c.isNumber || "“\"‘'(".contains(c) else { return false }
            return !endsWithAbbreviation(characters, periodAt: lastTerminator(characters, before: end))
        }
    }

    /// Korean sentences. A boundary is `.`, `!` or `?` (with closers) followed by white space, or a period right
    /// after a Hangul syllable with no space before the next letter, as machine translation often writes
    /// (`사용합니다.iOS`, `조정합니다.격자선이`).
    static func korean(_ text: String) -> [String] {
        split(text) { characters, end in
            if end + 1 < characters.count, characters[end + 1].isWhitespace { return true }
            let terminator = lastTerminator(characters, before: end)
            guard characters[terminator] == ".", terminator == end, terminator > 0, end + 1 < characters.count else { return false }
            let before = characters[terminator - 1]
            let after = characters[end + 1]
            return isHangulSyllable(before) && (after.isLetter)
        }
    }

    /// Cuts after every terminator run for which `isBoundary(characters, indexOfLastCharacterOfRun)` holds.
    private static func split(_ text: String, isBoundary: ([Character], Int) -> Bool) -> [String] {
        let characters = Array(text)
        var sentences: [String] = []
        var start = 0
        var index = 0
        while index < characters.count {
            guard ".!?".contains(characters[index]) else { index += 1; continue }
            var end = index
            while end + 1 < characters.count, ".!?\"”’')]".contains(characters[end + 1]) { end += 1 }
            if isBoundary(characters, end) {
                append(String(characters[start...end]), to: &sentences)
                start = end + 1
            }
            index = end + 1
        }
        if start < characters.count { append(String(characters[start...]), to: &sentences) }
        return sentences
    }

    private static func append(_ piece: String, to sentences: inout [String]) {
        let trimmed = piece.trimmed
        guard !trimmed.isEmpty else { return }
        if !trimmed.contains(where: { $0.isLetter || $0.isNumber }), let last = sentences.popLast() {
            sentences.append(last + trimmed)
        } else {
            sentences.append(trimmed)
        }
    }

    private static func nextNonSpace(_ characters: [Character], after end: Int) -> (index: Int, character: Character)? {
        var i = end + 1
        while i < characters.count, characters[i].isWhitespace { i += 1 }
        return i < characters.count ? (i, characters[i]) : nil
    }

    /// The last `.`, `!` or `?` at or before `end` (skipping the closers after it).
    private static func lastTerminator(_ characters: [Character], before end: Int) -> Int {
        var i = end
        while i > 0, !".!?".contains(characters[i]) { i -= 1 }
        return i
    }

    private static let abbreviations: Set<String> = ["e.g", "i.e", "etc", "vs", "cf"]

    private static func endsWithAbbreviation(_ characters: [Character], periodAt index: Int) -> Bool {
        guard characters[index] == "." else { return false }
        var start = index
        while start > 0, characters[start - 1].isLetter || characters[start - 1] == "." { start -= 1 }
        return abbreviations.contains(String(characters[start..<index]).lowercased())
    }

    private static func isHangulSyllable(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(Script.isHangulSyllable) ?? false
    }
}
