import HIGCorpus
import HIGText

/// Links in the English that the Korean lost, changed or added.
///
/// Policy: a URL written out in the English text must appear verbatim in the Korean; where the Korean carries
/// links (`<a href>` in its HTML), their targets must match the English ones. Korean source files that carry no
/// links at all (most bilingual Markdown exports translate link text as plain words) get one note per page and
/// file instead of one warning per block, so the format's habit does not drown real losses.
package struct LinkMismatch: QualityCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.links",
        name: "Link or URL mismatch",
        summary: "A URL or link target in the English is missing from the Korean, or the Korean links somewhere else.",
        rationale: "Links carry readers to the API and related guidance; a Korean page without them is a dead end. A note: read on pages not tuned on, 3 of 8 per-block findings were worth a fix (the others were files whose only link was a bare URL, now told apart), so the check stays a note until a fresh reading says otherwise.",
        severity: .note,
        triggering: [
            CheckExample("See https://developer.apple.com/design for more.", "자세한 내용은 디자인 문서를 참조하십시오."),
        ],
        nonTriggering: [
            CheckExample("See https://developer.apple.com/design for more.", "자세한 내용은 https://developer.apple.com/design 을 참조하십시오."),
            CheckExample("Keep titles short.", "제목을 짧게 유지합니다."),
        ]
    )

    /// `href` targets of `<a>` elements in escaped inline HTML.
    static func linkTargets(inHTML html: String) -> [String] {
        var targets: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<a href=\"") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            targets.append(Escape.unescapeHTML(String(after[..<end])))
            rest = after[end...]
        }
        return targets
    }

    /// Whether the HTML holds a link a translator wrote: link text other than its own address (a bare URL that the
    /// Markdown reader turned into a link says nothing of whether the file carries links).
    static func carriesWrittenLinks(_ html: String) -> Bool {
        var rest = html[...]
        while let start = rest.range(of: "<a href=\"") {
            let after = rest[start.upperBound...]
            guard let quote = after.firstIndex(of: "\""), let open = after[quote...].firstIndex(of: ">"),
                  let close = after[open...].range(of: "</a>") else { return false }
            let target = Escape.unescapeHTML(String(after[..<quote]))
            let text = Escape.unescapeHTML(String(after[after.index(after: open)..<close.lowerBound]))
            if text != target { return true }
            rest = after[close.upperBound...]
        }
        return false
    }

    /// URLs written out in plain text (`https://…`, `www.…`), without trailing punctuation.
    static func visibleURLs(in text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "(" || $0 == ")" }).compactMap { word in
            guard word.hasPrefix("http://") || word.hasPrefix("https://") || word.hasPrefix("www.") else { return nil }
            return String(word.reversed().drop(while: { ".,;:!?”\"'".contains($0) }).reversed())
        }
    }

    package func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for page in context.corpus.pages {
            let translated = page.blocks.filter(CheckContext.isPair)
            // Decided per Korean source file: a page merged from several copies can take its Korean from a
            // bilingual export that never carries links and from one that does.
            let sourcesWithLinks = Set(translated.filter { Self.carriesWrittenLinks($0.html.ko ?? "") }.map(\.koreanPath))
            var unlinked: [String: [Block]] = [:]
            var unlinkedOrder: [String] = []
            for block in translated {
                let ko = block.text.ko ?? ""
                for url in Set(Self.visibleURLs(in: block.text.en)).sorted() where !ko.contains(url) {
                    findings.append(Finding(self, "URL \(url) in the English is missing from the Korean", block: block, page: page))
                }
                guard !block.links.isEmpty else { continue }
                if sourcesWithLinks.contains(block.koreanPath) {
                    let korean = Self.linkTargets(inHTML: block.html.ko ?? "")
                    for link in Set(block.links).sorted() where !korean.contains(link) {
                        findings.append(Finding(self, "link to \(link) in the English is missing from the Korean", block: block, page: page))
                    }
                    for link in Set(korean).sorted() where !block.links.contains(link) {
                        findings.append(Finding(self, "the Korean links to \(link), which the English does not", block: block, page: page))
                    }
                } else {
                    if unlinked[block.koreanPath] == nil { unlinkedOrder.append(block.koreanPath) }
                    unlinked[block.koreanPath, default: []].append(block)
                }
            }
            for path in unlinkedOrder {
                let blocks = unlinked[path]!
                let count = blocks.reduce(0) { $0 + $1.links.count }
                findings.append(Finding(self, "the Korean of this page carries none of the English links (\(count) link\(count == 1 ? "" : "s") in \(blocks.count) block\(blocks.count == 1 ? "" : "s"))",
                                        block: blocks[0], page: page, severity: .note))
            }
        }
        return findings
    }
}

private extension Block {
    /// The file the block's Korean comes from.
    var koreanPath: String { translationSource?.path ?? source.path }
}
