import HIGCorpus
import HIGText

/// Shapes of Markdown blocks that every Markdown reader reads the same way: a quote's paragraphs as one run of
/// inlines, an image-only paragraph and its alt text, a table.
enum MarkdownShapes {
    static func paragraphInlines(_ blocks: [MarkdownBlock]) -> [Inline] {
        var inlines: [Inline] = []
        for block in blocks {
            let content: [Inline]
            switch block.content {
            case .paragraph(let i), .heading(_, let i): content = i
            case .blockQuote(let nested): content = paragraphInlines(nested)
            case .list(_, let items): content = paragraphInlines(items.flatMap(\.blocks))
            default: content = []
            }
            if !content.isEmpty {
                if !inlines.isEmpty { inlines.append(.softBreak) }
                inlines += content
            }
        }
        return inlines
    }

    /// The alt text of an image-only paragraph's images.
    static func imageAlt(_ inlines: [Inline]) -> String {
        inlines.compactMap { inline -> String? in
            guard case .image(let source, let alt) = inline else { return nil }
            return HTML.imageAlt(source: source, alt: InlineRenderer.plainText(alt))
        }.joined(separator: " ")
    }

    static func isImageOnly(_ inlines: [Inline]) -> Bool {
        var sawImage = false
        for inline in inlines {
            switch inline {
            case .image: sawImage = true
            case .softBreak, .lineBreak: continue
            case .text(let text) where text.trimmed.isEmpty: continue
            default: return false
            }
        }
        return sawImage
    }

    static func table(_ rows: [[[Inline]]], _ block: MarkdownBlock) -> RawBlock {
        let text = rows.map { $0.map(InlineRenderer.plainText).joined(separator: " | ") }.joined(separator: "\n")
        var html = "<table>"
        for (index, row) in rows.enumerated() {
            let cell = index == 0 ? "th" : "td"
            if index == 0 { html += "<thead>" } else if index == 1 { html += "<tbody>" }
            html += "<tr>" + row.map { "<\(cell)>\(InlineRenderer.html($0))</\(cell)>" }.joined() + "</tr>"
            if index == 0 { html += "</thead>" }
        }
        html += rows.count > 1 ? "</tbody></table>" : "</table>"
        var raw = RawBlock(kind: .table, english: RenderedText(text: text, html: html), line: block.startLine, endLine: block.endLine)
        raw.links = rows.flatMap { $0.flatMap(InlineRenderer.links) }
        return raw
    }
}
