import Foundation
import HIGText

/// Renders inline Markdown as plain text or as escaped HTML; raw HTML from sources is never passed through.
enum InlineRenderer {
    /// Plain text: markup removed, breaks as spaces, runs of white space kept as written.
    static func plainText(_ inlines: [Inline]) -> String {
        var out = ""
        appendPlain(inlines, to: &out)
        return out.trimmed
    }

    private static func appendPlain(_ inlines: [Inline], to out: inout String) {
        for (index, inline) in inlines.enumerated() {
            switch inline {
            case .text(let text), .code(let text): out += spaced(text)
            case .emphasis(let children), .strikethrough(let children), .link(_, let children):
                appendPlain(children, to: &out)
            case .strong(let children):
                appendPlain(children, to: &out)
                if needsSpace(after: index, in: inlines) { out += " " }
            case .image(_, let alt): appendPlain(alt, to: &out)
            case .softBreak, .lineBreak: out += " "
            case .html: break
            }
        }
    }

    /// HTML for use inside a block element; every source character is escaped.
    static func html(_ inlines: [Inline]) -> String {
        var out = ""
        appendHTML(inlines, to: &out)
        return out.trimmed
    }

    private static func appendHTML(_ inlines: [Inline], to out: inout String) {
        for (index, inline) in inlines.enumerated() {
            switch inline {
            case .text(let text): out += Escape.html(spaced(text))
            case .code(let text): out += "<code>\(Escape.html(text))</code>"
            case .emphasis(let children): wrap("em", children, &out)
            case .strong(let children):
                wrap("strong", children, &out)
                if needsSpace(after: index, in: inlines) { out += " " }
            case .strikethrough(let children): wrap("del", children, &out)
            case .link(let destination, let children):
                if let href = HTML.safeURL(destination) {
                    out += "<a href=\"\(Escape.html(href))\">"
                    appendHTML(children, to: &out)
                    out += "</a>"
                } else {
                    appendHTML(children, to: &out)
                }
            case .image(let source, let alt):
                out += HTML.image(source: source, alt: plainText(alt))
            case .softBreak, .lineBreak: out += " "
            case .html: break
            }
        }
    }

    /// No-break spaces (common after bold lead sentences in exports) become plain spaces.
    private static func spaced(_ text: String) -> String {
        var previous: UInt8 = 0
        guard text.utf8.contains(where: { byte in defer { previous = byte }; return byte == 0xA0 && previous == 0xC2 }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte == 0xA0, out.last == 0xC2 { out[out.count - 1] = 0x20 } else { out.append(byte) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Exports often drop the space after a bold lead (`**Note**When …`); put it back between words.
    private static func needsSpace(after index: Int, in inlines: [Inline]) -> Bool {
        guard index + 1 < inlines.count, case .text(let next) = inlines[index + 1], let first = next.first else { return false }
        return first.isLetter || first.isNumber
    }

    private static func wrap(_ tag: String, _ children: [Inline], _ out: inout String) {
        out += "<\(tag)>"
        appendHTML(children, to: &out)
        out += "</\(tag)>"
    }

    /// Link destinations in reading order.
    static func links(_ inlines: [Inline]) -> [String] {
        var found: [String] = []
        func walk(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .link(let destination, let children):
                    found.append(destination)
                    walk(children)
                case .emphasis(let children), .strong(let children), .strikethrough(let children):
                    walk(children)
                default: break
                }
            }
        }
        walk(inlines)
        return found
    }

    /// The text of a bold span that opens the paragraph (`**Avoid …**`), if there is one.
    static func boldLead(_ inlines: [Inline]) -> String? {
        for inline in inlines {
            switch inline {
            case .text(let text) where text.trimmed.isEmpty: continue
            case .strong(let children):
                let lead = plainText(children)
                return lead.isEmpty ? nil : lead
            default: return nil
            }
        }
        return nil
    }
}

/// URL vetting and images shared by every renderer (escaping is `Escape.html`).
enum HTML {
    /// The URL when its scheme is safe to link (http, https, mailto, or relative); `nil` for `javascript:` and the like.
    static func safeURL(_ url: String) -> String? {
        let trimmed = url.trimmed
        guard let colon = trimmed.firstIndex(of: ":") else { return trimmed }
        let scheme = trimmed[..<colon].lowercased()
        if scheme.contains("/") || scheme.contains("?") || scheme.contains("#") { return trimmed }
        return ["http", "https", "mailto"].contains(scheme) ? trimmed : nil
    }

    /// A lazily loaded image; alt text falls back to words from the file name when the source gives only a URL.
    static func image(source: String, alt: String) -> String {
        guard let src = safeURL(source) else { return "" }
        return "<img src=\"\(Escape.html(src))\" alt=\"\(Escape.html(imageAlt(source: source, alt: alt)))\" loading=\"lazy\">"
    }

    /// Alt text for an image: its own when meaningful, else words from the file name
    /// (`action-sheet-intro-dark_2x.png` → "action sheet intro").
    static func imageAlt(source: String, alt: String) -> String {
        if !alt.isEmpty && alt != source && !alt.hasPrefix("http") { return alt }
        let file = source.split(separator: "/").last.map(String.init) ?? source
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        let words = stem.split { $0 == "-" || $0 == "_" }.filter { !["2x", "3x", "dark", "light"].contains($0) }
        return words.joined(separator: " ")
    }
}
