import HIGText

/// Joins hard-wrapped paragraphs whose lines were translated one by one back into one paragraph.
///
/// A piece continues the paragraph above when the one above ends mid-sentence and the piece starts in lower
/// case, or the one above ends mid-clause (a comma, an article, a preposition: `…designed for the` / `iPad…`).
/// Where the piece above is translated (the export's bilingual layout), fewer blank lines must separate them
/// than separate whole paragraphs (three, not four); untranslated pieces carry no such convention.
enum HardWrapJoiner {
    /// Blank lines that separate pieces of one paragraph in exports that use four between paragraphs.
    static let maximumPieceGap = 3

    static func join(_ blocks: [RawBlock]) -> [RawBlock] {
        var result: [RawBlock] = []
        result.reserveCapacity(blocks.count)
        // The last piece read decides whether the next continues it (the joined text ends as it does), so a long
        // run of pieces costs linear time: each is appended in place, never re-read.
        var lastPiece: RawBlock?
        for block in blocks {
            if let piece = lastPiece, continues(piece, with: block) {
                append(block, to: &result[result.count - 1])
            } else {
                result.append(block)
            }
            lastPiece = block
        }
        return result
    }

    static func continues(_ previous: RawBlock, with next: RawBlock) -> Bool {
        guard previous.kind == next.kind, previous.kind == .paragraph || previous.kind == .listItem else { return false }
        if previous.korean != nil, let gap = next.blankLinesBefore, gap > maximumPieceGap { return false }
        guard let first = next.english.text.first, !ProseShape.endsSentence(previous.english.text) else { return false }
        return first.isLowercase || endsMidClause(previous.english.text)
    }

    /// Words a sentence does not end on: after one, the text goes on whatever the next piece's first letter.
    static let clauseWords: Set<String> = [
        "a", "an", "the", "and", "or", "nor", "but", "of", "to", "in", "on", "with", "for", "by", "from", "as", "at",
        "into", "onto", "about", "like", "such", "than", "that", "your", "their", "its", "our", "my", "this", "these",
    ]

    /// Ends with a comma or with a word of `clauseWords`.
    static func endsMidClause(_ text: String) -> Bool {
        let trimmed = text.trimmed
        if trimmed.hasSuffix(",") { return true }
        guard let last = trimmed.split(separator: " ").last else { return false }
        return clauseWords.contains(last.lowercased())
    }

    private static func append(_ b: RawBlock, to out: inout RawBlock) {
        out.english.text += " " + b.english.text
        out.english.html += " " + b.english.html
        switch (out.korean, b.korean) {
        case (.some, let y?):
            out.korean!.text += " " + y.text
            out.korean!.html += " " + y.html
            out.korean!.pieces += y.pieces
            out.alignment.confidence = min(out.alignment.confidence, b.alignment.confidence)
        case (nil, let y?):
            out.korean = y
            out.alignment = b.alignment
        default:
            break
        }
        out.links += b.links
        if let summary = b.summary { out.summary = out.summary.map { $0 + " " + summary } ?? summary }
        out.translatorNote = out.translatorNote || b.translatorNote
        out.endLine = b.endLine
    }
}

extension String {
    /// `nil` for the empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
