import HIGCorpus
import HIGText

/// What the read pass did with one file's Korean lines (lines holding Hangul): the first half of the Korean ledger
/// (`KoreanLedger` settles the rest once the corpus is made). A line is read when it is part of a block (its Korean,
/// or a Korean heading or paragraph), the title, or a translator's summary, note marker or change log; every other
/// Korean line is listed with the reason it was not read.
struct KoreanLines: Equatable, Sendable {
    /// Korean lines in the file.
    var count = 0
    /// Korean lines no block, title, summary or change log holds, with the reason.
    var unread: [UnreadKorean] = []
    /// For each block's Korean, by its first line: the Korean lines it spans.
    var blockLines: [Int: Int] = [:]

    /// A run of Korean lines the reader left out.
    struct UnreadKorean: Equatable, Sendable {
        var line: Int
        var lines: Int
        var reason: String
        /// The diagnostic that said so, when one did.
        var diagnostic: String?
    }

    /// Diagnostics that mean the line they point at was not kept.
    private static let dropping: Set<String> = ["hig.align.orphan-summary", "hig.markdown.raw-html"]

    /// Accounts for the Korean lines of `lines` (the text as read), given what the reader made of them.
    static func account(_ lines: [Substring], title: ClosedRange<Int>?, blocks: [RawBlock], format: SourceFormat,
                        diagnostics: [Diagnostic]) -> KoreanLines {
        let korean = lines.indices.filter { Script.containsHangul(lines[$0]) }.map { $0 + 1 }
        guard !korean.isEmpty else { return KoreanLines() }
        var read = [Bool](repeating: false, count: lines.count + 2)
        func mark(_ range: ClosedRange<Int>) { for line in range where line < read.count { read[line] = true } }
        if let title { mark(title) }
        var blockLines: [Int: Int] = [:]
        for block in blocks {
            mark(block.line...max(block.line, block.endLine))
            guard let ko = block.korean else { continue }
            ko.pieces.forEach(mark)
            blockLines[ko.line] = ko.pieces.reduce(0) { sum, piece in sum + korean.filter(piece.contains).count }
        }
        if format == .interleavedText {
            for line in LineClassifier.classify(lines) where [.summary, .noteMarker, .changeLogRow, .changeLogHeading].contains(line.role) {
                read[line.number] = true
            }
        }
        let dropped = diagnostics.filter { dropping.contains($0.id) || $0.message.hasSuffix("dropped") }
        for diagnostic in dropped { if let line = diagnostic.location?.line, line < read.count, !isBlockStart(line, blocks) { read[line] = false } }
        var result = KoreanLines(count: korean.count, blockLines: blockLines)
        for line in korean where !read[line] {
            if let last = result.unread.last, last.line + last.lines == line {
                result.unread[result.unread.count - 1].lines += 1
                continue
            }
            let cause = dropped.last { ($0.location?.line ?? .max) <= line && !(($0.location?.line ?? 0)..<line).contains(where: { read[$0] }) }
            result.unread.append(UnreadKorean(line: line, lines: 1, reason: cause.map { "not read: \($0.message)" } ?? "not read: Korean outside any block the reader recognised",
                                              diagnostic: cause?.id))
        }
        return result
    }

    /// Adds the Korean lines of the copies a file repeated (`RepeatedText`): the page is compiled once, so each
    /// repeated line is the same text as a line read, and is kept as that line is.
    mutating func addRepeats(of original: [Substring]) {
        let repeats = original.filter { Script.containsHangul($0) }.count - count
        guard repeats > 0, count > 0 else { return }
        count += repeats
    }

    private static func isBlockStart(_ line: Int, _ blocks: [RawBlock]) -> Bool {
        blocks.contains { $0.line == line }
    }
}
