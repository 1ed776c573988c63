import HIGText

/// Writes a block's Korean into an interleaved plain-text source the way `InterleavedTextReader` reads it: one
/// Korean line after the English line.
///
/// The Korean line keeps its indentation and gets the new text; a hard-wrapped paragraph, translated piece by
/// piece, gets the new text split over its Korean lines in proportion (`KoreanPieces`). Plain text has no escapes, so text the line classifier would read as
/// something other than Korean (English, a `→` summary, a note marker) is refused.
struct InterleavedKoreanRewriter: KoreanRewriter {
    func replace(_ korean: KoreanText, with text: String, in source: SourceLines) throws -> [LineEdit] {
        try checkReadsAsKorean(text)
        let lines = korean.pieces.flatMap { Array($0) }.filter { $0 <= source.count }
        guard let first = lines.first else { throw RewriteRefusal("the Korean line is past the end of the file") }
        func indent(_ number: Int) -> Substring { source.text(number).prefix { $0 == " " || $0 == "\t" } }
        // A hard-wrapped paragraph keeps one Korean line per piece; with too few spaces, the first line takes it all.
        if lines.count > 1, let parts = KoreanPieces.split(text, proportions: lines.map { source.text($0).trimmed.count }),
           parts.allSatisfy({ LineClassifier.classifyText($0) == .korean }) {
            return zip(lines, parts).map { number, part in LineEdit(lines: (number - 1)..<number, replacement: [indent(number) + part]) }
        }
        return [LineEdit(lines: (first - 1)..<first, replacement: [indent(first) + text])]
            + lines.dropFirst().map { LineEdit(lines: ($0 - 1)..<$0, replacement: []) }
    }

    func add(_ text: String, to block: RawBlock, in source: SourceLines) throws -> [LineEdit] {
        try checkReadsAsKorean(text)
        return [LineEdit(lines: block.endLine..<block.endLine, replacement: [text])]
    }

    private func checkReadsAsKorean(_ text: String) throws {
        switch LineClassifier.classifyText(text) {
        case .korean: return
        case .summary: throw RewriteRefusal("a line that starts with → or -> reads as a translator's summary in plain text")
        case .noteMarker: throw RewriteRefusal("a line that starts with \(LineClassifier.noteMarker) reads as a translator-note marker")
        default: throw RewriteRefusal("the text has too little Hangul to read as a Korean line in plain text")
        }
    }
}
