import HIGText

/// A correction without formatting of its own (a PO `msgstr`, an XLIFF target whose codes a tool dropped) keeps the
/// source Korean's bold, italics, code and links: each formatted run goes back around the same words in the new text,
/// in order. A run whose words are no longer there cannot be placed, and the edit is refused rather than the
/// formatting lost (`RewriteRefusal`).
enum KoreanFormatting {
    /// What a correction's text becomes with the source's formatting.
    enum Carried: Equatable {
        /// The source's Korean has no formatting: the text is written plain.
        case plain
        /// The text with every formatted run of the source's Korean placed.
        case formatted([InlineSpan])
        /// A run could not be placed (why, for a refusal).
        case unplaced(String)
    }

    static func carry(from korean: KoreanText?, to text: String) -> Carried {
        guard let korean, let old = InlineSpan.parse(html: korean.html), InlineSpan.hasFormatting(old) else { return .plain }
        var spans: [InlineSpan] = []
        var rest = Substring(text)
        for run in old {
            guard case .formatted = run else { continue }
            let words = InlineSpan.plain([run])
            guard !words.isEmpty, let found = rest.range(of: words) else { return .unplaced(describe(run)) }
            if found.lowerBound > rest.startIndex { spans.append(.text(String(rest[..<found.lowerBound]))) }
            spans.append(run)
            rest = rest[found.upperBound...]
        }
        if !rest.isEmpty { spans.append(.text(String(rest))) }
        return .formatted(spans)
    }

    private static func describe(_ run: InlineSpan) -> String {
        let kind: String
        switch run {
        case .formatted(.bold, _): kind = "bold text"
        case .formatted(.italic, _): kind = "italic text"
        case .formatted(.code, _): kind = "code"
        case .formatted(.link(let href), _): kind = "a link to \(href),"
        case .formatted, .text: kind = "formatted text"
        }
        return "the source's Korean has \(kind) “\(InlineSpan.plain([run]))”, which the translation no longer holds word for word; "
            + "the exchange file carries no formatting for it, so hig puts each run back around the same words: keep those words (in the same order), or edit the source by hand"
    }
}

/// Where a translation would read back differently from what was asked once written into the source, and why.
struct ReadBackDifference: CustomStringConvertible {
    var intended: String
    var read: String

    var description: String {
        let a = Array(intended), b = Array(read)
        var index = 0
        while index < a.count, index < b.count, a[index] == b[index] { index += 1 }
        func excerpt(_ characters: [Character]) -> String {
            let start = max(0, index - 12), end = min(characters.count, index + 12)
            return (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
        }
        let markup = a[max(0, index - 12)..<min(a.count, index + 12)].contains { "*_`[]<>&~\\".contains($0) }
            || String(a[max(0, index - 40)..<min(a.count, index + 1)]).contains("://") || String(a[max(0, index - 40)..<min(a.count, index + 1)]).contains("www.")
        let why = markup
            ? "Markdown there (* _ ` [ ] < & ~ or a web address) reads differently once written into the source; reword the translation there, or edit the source by hand"
            : "reword the translation there, or edit the source by hand"
        return "from character \(index + 1) the translation would read back as “\(excerpt(b))” where it has “\(excerpt(a))”: \(why)"
    }
}
