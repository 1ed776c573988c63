/// Joins hard-wrapped paragraphs whose lines were translated one by one back into one paragraph.
///
/// A piece continues the paragraph above when the one above ends mid-sentence, the piece starts in lower
/// case, and (in Markdown) fewer blank lines separate them than separate whole paragraphs (three, not four).
enum HardWrapJoiner {
    /// Blank lines that separate pieces of one paragraph in exports that use four between paragraphs.
    static let maximumPieceGap = 3

    static func join(_ blocks: [RawBlock]) -> [RawBlock] {
        var result: [RawBlock] = []
        result.reserveCapacity(blocks.count)
        for block in blocks {
            if let last = result.last, continues(last, with: block) {
                result[result.count - 1] = merged(last, block)
            } else {
                result.append(block)
            }
        }
        return result
    }

    static func continues(_ previous: RawBlock, with next: RawBlock) -> Bool {
        guard previous.kind == next.kind, previous.kind == .paragraph || previous.kind == .listItem else { return false }
        if let gap = next.blankLinesBefore, gap > maximumPieceGap { return false }
        guard let first = next.english.text.first, first.isLowercase else { return false }
        return !ProseShape.endsSentence(previous.english.text)
    }

    private static func merged(_ a: RawBlock, _ b: RawBlock) -> RawBlock {
        var out = a
        out.english = RenderedText(text: a.english.text + " " + b.english.text, html: a.english.html + " " + b.english.html)
        switch (a.korean, b.korean) {
        case let (x?, y?):
            out.korean = KoreanText(text: x.text + " " + y.text, html: x.html + " " + y.html, line: x.line)
            out.alignment.confidence = min(a.alignment.confidence, b.alignment.confidence)
        case let (nil, y?):
            out.korean = y
            out.alignment = b.alignment
        default:
            break
        }
        out.links += b.links
        out.summary = [a.summary, b.summary].compactMap { $0 }.joined(separator: " ").nilIfEmpty
        out.translatorNote = a.translatorNote || b.translatorNote
        out.endLine = b.endLine
        return out
    }
}

extension String {
    /// `nil` for the empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
