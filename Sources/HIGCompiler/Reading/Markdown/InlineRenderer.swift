import Foundation
import HIGText

/// Renders inline Markdown as plain text or as escaped HTML; raw HTML from sources is never passed through.
///
/// Both are written as UTF-8 bytes into one buffer and made a String once: a String per text run (no-break spaces
/// replaced, then escaped, then appended) costs more than the reading around it.
enum InlineRenderer {
    /// Plain text: markup removed, breaks as spaces, runs of white space kept as written.
    static func plainText(_ inlines: [Inline]) -> String {
        var out: [UInt8] = []
        appendPlain(inlines, to: &out)
        return Trimming.string(out)
    }

    private static func appendPlain(_ inlines: [Inline], to out: inout [UInt8]) {
        for (index, inline) in inlines.enumerated() {
            switch inline {
            case .text(let text), .code(let text): appendSpaced(text, to: &out, escaped: false)
            case .emphasis(let children), .strikethrough(let children), .link(_, let children):
                appendPlain(children, to: &out)
            case .strong(let children):
                appendPlain(children, to: &out)
                if needsSpace(after: index, in: inlines) { out.append(0x20) }
            case .image(_, let alt): appendPlain(alt, to: &out)
            case .softBreak, .lineBreak: out.append(0x20)
            case .html: break
            }
        }
    }

    /// HTML for use inside a block element; every source character is escaped.
    static func html(_ inlines: [Inline]) -> String {
        var out: [UInt8] = []
        appendHTML(inlines, to: &out)
        return Trimming.string(out)
    }

    private static func appendHTML(_ inlines: [Inline], to out: inout [UInt8]) {
        for (index, inline) in inlines.enumerated() {
            switch inline {
            case .text(let text): appendSpaced(text, to: &out, escaped: true)
            case .code(let text):
                out += "<code>".utf8
                Escape.appendHTML(text, to: &out)
                out += "</code>".utf8
            case .emphasis(let children): wrap("em", children, &out)
            case .strong(let children):
                wrap("strong", children, &out)
                if needsSpace(after: index, in: inlines) { out.append(0x20) }
            case .strikethrough(let children): wrap("del", children, &out)
            case .link(let destination, let children):
                if let href = HTML.safeURL(destination) {
                    out += "<a href=\"".utf8
                    Escape.appendHTML(href, to: &out)
                    out += "\">".utf8
                    appendHTML(children, to: &out)
                    out += "</a>".utf8
                } else {
                    appendHTML(children, to: &out)
                }
            case .image(let source, let alt):
                out += HTML.image(source: source, alt: plainText(alt)).utf8
            case .softBreak, .lineBreak: out.append(0x20)
            case .html: break
            }
        }
    }

    /// Appends the text with its no-break spaces (common after bold lead sentences in exports) as plain spaces,
    /// HTML-escaped when `escaped`.
    private static func appendSpaced(_ text: String, to out: inout [UInt8], escaped: Bool) {
        var text = text
        text.withUTF8 { bytes in
            out.reserveCapacity(out.count + bytes.count)
            var previous: UInt8 = 0
            for byte in bytes {
                // U+00A0 is C2 A0; C2 is never escaped, so it is the last byte written.
                if byte == 0xA0 && previous == 0xC2 {
                    out[out.count - 1] = 0x20
                } else if escaped, let entity = Escape.htmlEntity(for: byte) {
                    out += entity
                } else {
                    out.append(byte)
                }
                previous = byte
            }
        }
    }

    /// Exports often drop the space after a bold lead (`**Note**When …`); put it back between words.
    private static func needsSpace(after index: Int, in inlines: [Inline]) -> Bool {
        guard index + 1 < inlines.count, case .text(let next) = inlines[index + 1], let first = next.first else { return false }
        return first.isLetter || first.isNumber
    }

    private static func wrap(_ tag: String, _ children: [Inline], _ out: inout [UInt8]) {
        out.append(UInt8(ascii: "<"))
        out += tag.utf8
        out.append(UInt8(ascii: ">"))
        appendHTML(children, to: &out)
        out += "</".utf8
        out += tag.utf8
        out.append(UInt8(ascii: ">"))
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
        // From the bytes when an ASCII scheme and an ASCII byte after its `:` make the first `:` byte the first ":"
        // Character and the scheme's case ASCII (Foundation's `contains` and `lowercased` here showed in a compile's profile).
        let utf8 = trimmed.utf8
        guard let colonByte = utf8.firstIndex(of: UInt8(ascii: ":")) else { return trimmed }
        let schemeBytes = utf8[..<colonByte], next = utf8.index(after: colonByte)
        if schemeBytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }), next == utf8.endIndex || utf8[next] < 0x80 {
            if schemeBytes.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { return trimmed }
            let lowered = String(decoding: schemeBytes.map(Script.asciiLowercased), as: UTF8.self)
            return ["http", "https", "mailto"].contains(lowered) ? trimmed : nil
        }
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
        // An ASCII source without CR (nearly every URL) splits into the same pieces by bytes as by Characters.
        if source.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            let file = source.utf8.split(separator: UInt8(ascii: "/")).last ?? source.utf8[...]
            let stem = file.split(separator: UInt8(ascii: ".")).first ?? file
            let words = stem.split { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }.map { String(decoding: $0, as: UTF8.self) }
            return words.filter { !["2x", "3x", "dark", "light"].contains($0) }.joined(separator: " ")
        }
        let file = source.split(separator: "/").last.map(String.init) ?? source
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        let words = stem.split { $0 == "-" || $0 == "_" }.filter { !["2x", "3x", "dark", "light"].contains($0) }
        return words.joined(separator: " ")
    }
}
