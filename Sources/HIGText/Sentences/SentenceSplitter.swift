/// Splits prose into sentences, in English and in Korean: for rule sentences and their translation, and for the QA
/// checks that compare sentences.
///
/// Text whose scalars all stand alone (`SimpleScalars`) is split scalar by scalar, the rest character by
/// character; the rules are the same and so are the sentences (grapheme breaking made the character walk the
/// costliest step of rule extraction).
package enum SentenceSplitter {
    /// English sentences. A boundary is `.`, `!` or `?` (with closing quotes or brackets) followed by white space
    /// and a capital, digit or opening quote; a period after an abbreviation (`e.g.`, `etc.`, `Dr.`) is not a boundary. A piece that is
    /// only punctuation (`**Lead without period**.`) joins the sentence before it. With `limit`, only the first
    /// `limit` sentences are worked out.
    package static func english(_ text: String, limit: Int = .max) -> [String] {
        split(text, limit: limit, scalarBoundary: isEnglishBoundary, characterBoundary: isEnglishBoundary)
    }

    /// Korean sentences. A boundary is `.`, `!` or `?` (with closers) followed by white space, or a period right
    /// after a sentence-final Hangul syllable with no space before the next letter, as machine translation often
    /// writes (`사용합니다.iOS`, `조정합니다.격자선이`); after another syllable such a period is inside a name
    /// (`느낌표.삼각형`, translated from `exclamationmark.triangle`).
    package static func korean(_ text: String) -> [String] {
        split(text, limit: .max, scalarBoundary: isKoreanBoundary, characterBoundary: isKoreanBoundary)
    }

    /// Whether text ends like a sentence: `.`, `!`, `?`, `:` or `。`, before any closing quotes, brackets or emphasis
    /// marks (`…”`, `…)`, `…**`). Captions, labels and table rows do not.
    package static func endsSentence(_ text: String) -> Bool {
        var trimmed = Substring(text.trimmed)
        while let last = trimmed.last, "\"”’')*_".contains(last) { trimmed = trimmed.dropLast() }
        guard let last = trimmed.last else { return false }
        return SentenceEnd.isClauseEndInAnyScript(last)
    }

    private static func isEnglishBoundary<U: SentenceUnit>(_ units: [U], _ end: Int) -> Bool {
        guard let next = nextNonSpace(units, after: end) else { return false }
        guard next > end + 1 else { return false }  // no white space: "UIAlertAction.Style"
        let c = units[next]
        guard c.isUppercase || c.isNumber || c.isOpener else { return false }
        return !endsWithAbbreviation(units, periodAt: lastTerminator(units, before: end))
    }

    private static func isKoreanBoundary<U: SentenceUnit>(_ units: [U], _ end: Int) -> Bool {
        if end + 1 < units.count, units[end + 1].isWhitespace { return true }
        let terminator = lastTerminator(units, before: end)
        guard units[terminator].asciiValue == UInt8(ascii: "."), terminator == end, terminator > 0, end + 1 < units.count else { return false }
        return units[terminator - 1].isHangulSyllable && units[end + 1].isLetter
            && units[terminator - 1].singleScalarValue.map(sentenceFinalScalars.contains) == true
    }

    /// `KoreanParticles.sentenceFinalSyllables` as scalar values.
    private static let sentenceFinalScalars = Set(KoreanParticles.sentenceFinalSyllables.compactMap { $0.unicodeScalars.first?.value })

    /// Where a Korean sentence divides into clauses: each comma after a clause ending (`KoreanParticles.clauseEndings`:
    /// `표시하며,`, `원하는 경우,`), and whether the clause before it could stand as a sentence of its own (a
    /// coordinating ending: `표시하며,` can, `원하는 경우,` cannot). A comma between the items of a list (`텍스트, 게이지`)
    /// divides no clauses.
    package static func koreanClauseBoundaries(_ sentence: String) -> [(comma: String.Index, headStandsAlone: Bool)] {
        var boundaries: [(comma: String.Index, headStandsAlone: Bool)] = []
        var index = sentence.startIndex
        while let comma = sentence[index...].firstIndex(of: ",") {
            let head = sentence[..<comma]
            if KoreanParticles.clauseEndings.contains(where: { head.hasSuffix($0) }) {
                boundaries.append((comma, KoreanParticles.coordinatingEndings.contains(where: { head.hasSuffix($0) })))
            }
            index = sentence.index(after: comma)
        }
        return boundaries
    }

    /// Splits scalar by scalar when every scalar stands alone, else character by character.
    private static func split(_ text: String, limit: Int, scalarBoundary: ([Unicode.Scalar], Int) -> Bool,
                              characterBoundary: ([Character], Int) -> Bool) -> [String] {
        if let scalarText = ScalarText(text) {
            return split(scalarText.scalars, limit: limit, isBoundary: scalarBoundary) { scalarText.substring($0) }
        }
        let characters = Array(text)
        return split(characters, limit: limit, isBoundary: characterBoundary) { Substring(String(characters[$0])) }
    }

    /// Cuts after every terminator run for which `isBoundary(units, indexOfLastUnitOfRun)` holds, until `limit`
    /// sentences are certain (a later piece that is only punctuation may still join the last one).
    private static func split<U: SentenceUnit>(_ units: [U], limit: Int, isBoundary: ([U], Int) -> Bool,
                                               piece: (Range<Int>) -> Substring) -> [String] {
        var sentences: [String] = []
        var start = 0
        var index = 0
        while index < units.count, sentences.count <= limit {
            guard units[index].isTerminator else { index += 1; continue }
            var end = index
            while end + 1 < units.count, units[end + 1].isTerminatorOrCloser { end += 1 }
            if isBoundary(units, end) {
                append(units[start...end], piece(start..<(end + 1)), to: &sentences)
                start = end + 1
            }
            index = end + 1
        }
        if start < units.count, sentences.count <= limit { append(units[start...], piece(start..<units.count), to: &sentences) }
        return sentences.count > limit ? Array(sentences.prefix(limit)) : sentences
    }

    private static func append<U: SentenceUnit>(_ units: ArraySlice<U>, _ piece: Substring, to sentences: inout [String]) {
        let trimmed = piece.trimmed
        guard !trimmed.isEmpty else { return }
        // Trimming removes only white space, so the untrimmed units tell whether the piece has a letter or digit.
        if !units.contains(where: { $0.isLetter || $0.isNumber }), let last = sentences.popLast() {
            sentences.append(last + trimmed)
        } else {
            sentences.append(trimmed)
        }
    }

    private static func nextNonSpace<U: SentenceUnit>(_ units: [U], after end: Int) -> Int? {
        var i = end + 1
        while i < units.count, units[i].isWhitespace { i += 1 }
        return i < units.count ? i : nil
    }

    /// The last `.`, `!` or `?` at or before `end` (skipping the closers after it).
    private static func lastTerminator<U: SentenceUnit>(_ units: [U], before end: Int) -> Int {
        var i = end
        while i > 0, !units[i].isTerminator { i -= 1 }
        return i
    }

    /// Abbreviations whose period ends no sentence, lowercased. `No.` is left out: `Tap No.` ends a sentence far more
    /// often in guideline text than `No. 5` abbreviates.
    static let abbreviations: Set<String> = ["e.g", "i.e", "etc", "vs", "cf", "mr", "ms", "dr", "st", "approx"]

    /// The longest abbreviation, in letters and dots.
    private static let longestAbbreviation = abbreviations.map(\.count).max() ?? 0

    private static func endsWithAbbreviation<U: SentenceUnit>(_ units: [U], periodAt index: Int) -> Bool {
        guard units[index].asciiValue == UInt8(ascii: ".") else { return false }
        var start = index
        while start > 0, units[start - 1].isLetter || units[start - 1].asciiValue == UInt8(ascii: ".") { start -= 1 }
        guard index - start <= longestAbbreviation else { return false }
        return abbreviations.contains(U.string(units[start..<index]).lowercased())
    }
}
