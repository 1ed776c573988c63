import HIGCorpus
import HIGText

/// Recognises a source's format from its content, never from its name.
enum FormatDetector {
    /// What the content is.
    enum Verdict: Equatable {
        case page(SourceFormat)
        /// Not a guideline page; the reason says why.
        case notAPage(String)
    }

    /// Counts of line shapes that decide the format.
    struct Tally {
        var koreanQuotes = 0
        var markdownSignals = 0
        var koreanLines = 0
        var englishLines = 0
        var proseLines = 0
        var codeLike = 0
        var nonBlank = 0
        /// Lines of prose outside headings and quotes, by script: what a page's translator wrote decides its layout.
        var koreanProse = 0
        var englishProse = 0
    }

    /// Lines looked at: the format shows long before this, and longer files need not cost more.
    static let sampleLines = 600

    static func detect(_ lines: [Substring]) -> Verdict {
        if let reason = foreignShape(lines) { return .notAPage(reason) }
        var tally = Tally()
        // Front matter is metadata, no line of prose.
        let body = FrontMatterReader.linesAfterFrontMatter(lines)
        for line in body.prefix(sampleLines) { count(line, into: &tally) }
        if isKoreanOnly(tally) { return .page(.koreanMarkdown) }
        if tally.koreanQuotes > 0 && (tally.markdownSignals > 0 || tally.koreanQuotes >= tally.koreanLines) {
            return .page(.bilingualMarkdown)
        }
        if TitleLine.find(in: Array(body)) != nil {
            return .page(.englishMarkdown)
        }
        if tally.codeLike * 4 > tally.nonBlank {
            return .notAPage("looks like code or data, not prose")
        }
        if tally.proseLines == 0 {
            return .notAPage("no line of prose")
        }
        if tally.koreanLines >= 2 && tally.englishLines >= 2 && tally.koreanLines * 4 >= tally.englishLines {
            return .page(.interleavedText)
        }
        if tally.englishLines > 0 && tally.englishLines >= tally.koreanLines {
            return .page(.englishMarkdown)
        }
        return .notAPage("no English guideline text")
    }

    /// Korean prose outside quotes, and next to no English prose: a translation that left Apple's English out
    /// (its headings may still be English; interleaved text has about as many English lines as Korean ones). A short
    /// page with Korean prose and no English prose at all is one too, whatever its quotes: in a bilingual file a
    /// Korean quote translates English prose above it.
    static func isKoreanOnly(_ tally: Tally) -> Bool {
        (tally.koreanProse >= 3 && tally.englishProse * 4 < tally.koreanProse) || (tally.koreanProse >= 1 && tally.englishProse == 0)
    }

    /// Files whose first and last lines show they are data or a program: JSON (`{ "key": … }`), a script (`#!`).
    static func foreignShape(_ lines: [Substring]) -> String? {
        guard let first = lines.first(where: { !$0.trimmed.isEmpty })?.trimmed, let last = lines.last(where: { !$0.trimmed.isEmpty })?.trimmed else { return nil }
        if first.hasPrefix("#!") { return "a script (#! first line)" }
        let opens = first.hasPrefix("{") || first.hasPrefix("[")
        let closes = last.hasSuffix("}") || last.hasSuffix("]")
        if opens && closes && lines.prefix(50).contains(where: hasJSONKey) { return "JSON data" }
        return nil
    }

    /// `":`, the end of a JSON object key.
    private static func hasJSONKey(_ line: Substring) -> Bool {
        var previous: UInt8 = 0
        for byte in line.utf8 {
            if previous == UInt8(ascii: "\"") && byte == UInt8(ascii: ":") { return true }
            previous = byte
        }
        return false
    }

    /// Looks at one line's bytes: no String is made.
    private static func count(_ line: Substring, into tally: inout Tally) {
        let bytes = line.utf8
        guard let start = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return }
        tally.nonBlank += 1
        let body = line[start...]
        let b0 = bytes[start]
        let second = bytes.index(after: start)
        let b1: UInt8 = second < bytes.endIndex ? bytes[second] : 0
        // `> 한국어` or `- > 한국어`
        var quoteBody: Substring?
        if b0 == UInt8(ascii: ">") {
            quoteBody = body.dropFirst()
        } else if b0 == UInt8(ascii: "-"), body.utf8.starts(with: "- >".utf8) {
            quoteBody = body.dropFirst(3)
        }
        let (hangul, latin) = Script.letterCounts(quoteBody ?? body)
        let isKorean = hangul > 0 && Double(hangul) >= 0.15 * Double(hangul + latin)
        if quoteBody != nil && isKorean {
            tally.koreanQuotes += 1
            return
        }
        let isListMarker = (b0 == UInt8(ascii: "-") || b0 == UInt8(ascii: "*")) && b1 == 0x20
        if b0 == UInt8(ascii: "#") || (b0 == UInt8(ascii: "*") && b1 == UInt8(ascii: "*")) || (b0 == UInt8(ascii: "!") && b1 == UInt8(ascii: "["))
            || isListMarker || b0 == UInt8(ascii: "|") || containsLinkOpener(body) {
            tally.markdownSignals += 1
        }
        if isKorean { tally.koreanLines += 1 } else if hangul == 0 && latin > 0 { tally.englishLines += 1 }
        if quoteBody == nil && b0 != UInt8(ascii: "#") {
            if isKorean && hangul >= 8 {
                tally.koreanProse += 1
            } else if hangul == 0 && body.hasWords(atLeast: 5) && !isMarkupLine(b0) && !(isListMarker && body.hasSuffix(")") && containsLinkOpener(body)) {
                tally.englishProse += 1
            }
        }
        if body.hasWords(atLeast: 5) { tally.proseLines += 1 }
        if symbols(in: body) * 12 > body.utf8.count { tally.codeLike += 1 }
    }

    /// A line of HTML (`<img alt=… src=…>`), an image or a table row: words there are no prose.
    private static func isMarkupLine(_ first: UInt8) -> Bool {
        first == UInt8(ascii: "<") || first == UInt8(ascii: "!") || first == UInt8(ascii: "|")
    }

    /// How many of the bytes code is dense in (`{ } ; = < > $ \`) the text holds.
    private static func symbols(in text: Substring) -> Int {
        func count(_ bytes: some Sequence<UInt8>) -> Int {
            var symbols = 0
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "$"), UInt8(ascii: "\\"):
                    symbols += 1
                default: break
                }
            }
            return symbols
        }
        return text.utf8.withContiguousStorageIfAvailable(count) ?? count(text.utf8)
    }

    /// `](`, the middle of a Markdown link.
    private static func containsLinkOpener(_ text: Substring) -> Bool {
        func find(_ bytes: some Sequence<UInt8>) -> Bool {
            var previous: UInt8 = 0
            for byte in bytes {
                if previous == UInt8(ascii: "]") && byte == UInt8(ascii: "(") { return true }
                previous = byte
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable(find) ?? find(text.utf8)
    }
}
