import HIGCorpus
import HIGText

/// Reads a plain-text export that interleaves English lines with their Korean lines (Notion exports):
/// classifies each line, aligns with `InterleavedAligner`, and keeps summaries, note markers and the change log apart.
struct InterleavedTextReader {
    let path: String

    struct Result {
        var blocks: [RawBlock]
        var changeLog: [ChangeLogEntry]
        var diagnostics: [Diagnostic]
    }

    func read(lines: [Substring]) -> Result {
        let classified = LineClassifier.classify(lines)
        let (pairs, stray) = InterleavedAligner(lines: classified).align()
        var diagnostics: [Diagnostic] = []
        var blocks: [RawBlock] = []
        /// Block index for each English line, to hang summaries and notes on.
        var blockAtLine: [Int: Int] = [:]
        for pair in pairs {
            let english = classified[pair.english]
            var block = RawBlock(kind: .paragraph, english: RenderedText(text: english.text, html: Escape.html(english.text)),
                                 line: english.number, endLine: english.number)
            if let k = pair.korean {
                let korean = classified[k]
                block.korean = KoreanText(text: korean.text, html: Escape.html(korean.text), line: korean.number)
                block.alignment = Alignment(method: .computed, confidence: pair.confidence)
                block.endLine = korean.number
            } else {
                block.alignment = Alignment(method: .none, confidence: pair.confidence)
                if ProseShape.isAPIReference(english.text) {
                    block.kind = .apiReference
                } else if ProseShape.isCaptionLike(english.text) {
                    block.kind = .caption
                }
            }
            block.links = Self.urls(in: english.text)
            blockAtLine[english.number] = blocks.count
            blocks.append(block)
        }
        for index in stray {
            diagnostics.append(Self.keep(classified[index], in: &blocks, path: path))
        }
        // Summaries and note markers belong to the nearest English block above them.
        var current: Int?
        var changeLogRows: [[String]] = []
        for line in classified {
            switch line.role {
            case .english:
                current = blockAtLine[line.number]
            case .summary:
                let text = Self.summaryText(line.text)
                if let current {
                    blocks[current].summary = blocks[current].summary.map { $0 + " " + text } ?? text
                } else {
                    diagnostics.append(Diagnostic(.warning, "hig.align.orphan-summary", "translator summary before any English line; dropped",
                                                  at: SourceLocation(path: path, line: line.number)))
                }
            case .noteMarker:
                if let current {
                    blocks[current].translatorNote = true
                } else {
                    diagnostics.append(Diagnostic(.warning, "hig.align.orphan-note", "translator-note marker before any English line; ignored",
                                                  at: SourceLocation(path: path, line: line.number)))
                }
            case .changeLogRow:
                changeLogRows.append(line.text.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmed })
            case .blank, .korean, .changeLogHeading:
                break
            }
        }
        return Result(blocks: blocks, changeLog: ChangeLogTable.entries(changeLogRows), diagnostics: diagnostics)
    }

    /// A Korean line the aligner paired with no English line is never dropped: it joins the translation of the
    /// nearest block above it (the first block when none is above), as a further piece `hig import` rewrites.
    static func keep(_ line: ClassifiedLine, in blocks: inout [RawBlock], path: String) -> Diagnostic {
        let at = SourceLocation(path: path, line: line.number)
        guard !blocks.isEmpty else {
            return Diagnostic(.warning, "hig.align.orphan-translation", "Korean line with no English line in the file; dropped", at: at)
        }
        let target = blocks.lastIndex { $0.line < line.number } ?? 0
        let html = Escape.html(line.text)
        if var korean = blocks[target].korean {
            let below = korean.line < line.number
            korean.text = below ? korean.text + " " + line.text : line.text + " " + korean.text
            korean.html = below ? korean.html + " " + html : html + " " + korean.html
            korean.pieces = (korean.pieces + [line.number...line.number]).sorted { $0.lowerBound < $1.lowerBound }
            korean.line = korean.pieces[0].lowerBound
            blocks[target].korean = korean
        } else {
            blocks[target].korean = KoreanText(text: line.text, html: html, line: line.number)
            blocks[target].alignment = Alignment(method: .computed, confidence: 0.5)
        }
        blocks[target].endLine = max(blocks[target].endLine, line.number)
        return Diagnostic(.warning, "hig.align.orphan-translation",
                          "Korean line with no English line of its own; kept with the translation of line \(blocks[target].line)", at: at)
    }

    private static func summaryText(_ line: String) -> String {
        let body = line.hasPrefix("→") ? line.dropFirst() : line.dropFirst(2)
        return body.trimmed
    }

    /// `http(s)://` URLs in plain text.
    static func urls(in text: String) -> [String] {
        text.split(separator: " ").filter { $0.hasPrefix("http://") || $0.hasPrefix("https://") }.map(String.init)
    }
}

/// Reads the change-log table that closes a Notion export; its column names are Korean.
enum ChangeLogTable {
    static func entries(_ rows: [[String]]) -> [ChangeLogEntry] {
        var columns = (date: 0, author: 1, change: 2)
        var body = rows
        if let header = rows.first, !header.contains(where: { $0.first?.isNumber ?? false }) {
            for (index, name) in header.enumerated() {
                if name.contains("날짜") || name.lowercased().contains("date") { columns.date = index }
                else if name.contains("작성자") || name.lowercased().contains("author") { columns.author = index }
                else if name.contains("수정") || name.contains("내용") || name.lowercased().contains("change") { columns.change = index }
            }
            body = Array(rows.dropFirst())
        }
        return body.compactMap { cells in
            func cell(_ i: Int) -> String { i < cells.count ? cells[i] : "" }
            let entry = ChangeLogEntry(date: cell(columns.date), author: cell(columns.author), change: cell(columns.change))
            return entry.date.isEmpty && entry.author.isEmpty && entry.change.isEmpty ? nil : entry
        }
    }
}
