import Foundation

/// Inline formatting a translator can carry through an exchange file: bold, italic, code and links, read from the
/// compiler's escaped inline HTML and written back as Markdown. The one model XLIFF `<pc>` codes and `hig import`
/// share.
package enum InlineSpan: Hashable, Sendable {
    /// Plain text, unescaped.
    case text(String)
    /// A run of text with one kind of formatting (nested runs inside).
    case formatted(InlineFormat, [InlineSpan])

    /// The text without formatting.
    package static func plain(_ spans: [InlineSpan]) -> String {
        spans.map { span in
            switch span {
            case .text(let text): text
            case .formatted(_, let inner): plain(inner)
            }
        }.joined()
    }

    /// Whether any span is formatted.
    package static func hasFormatting(_ spans: [InlineSpan]) -> Bool {
        spans.contains { if case .formatted = $0 { true } else { false } }
    }

    /// One string for a translation and its formatting, the same wherever the translation was read: the plain text
    /// when `html` carries no formatting (or does not read as `plain`), else its runs as Markdown, unescaped
    /// (`**굵게**`, `[링크](주소)`). What `hig import` compares to tell an edited translation, or a changed source,
    /// from the one exported.
    package static func form(plain: String, html: String?) -> String {
        guard let html, let spans = parse(html: html), hasFormatting(spans), InlineSpan.plain(spans) == plain else { return plain }
        return form(spans)
    }

    /// The same for spans already read.
    package static func form(_ spans: [InlineSpan]) -> String {
        markdown(spans, escape: { $0 })
    }

    /// Markdown for the spans, each text run through `escape` (the writer's own escaping of Markdown punctuation).
    package static func markdown(_ spans: [InlineSpan], escape: (String) -> String) -> String {
        spans.map { span in
            switch span {
            case .text(let text): return escape(text)
            case .formatted(let format, let inner):
                switch format {
                case .bold: return "**" + markdown(inner, escape: escape) + "**"
                case .italic: return "*" + markdown(inner, escape: escape) + "*"
                case .code: return "`" + plain(inner) + "`"
                case .link(let href): return "[" + markdown(inner, escape: escape) + "](" + href + ")"
                }
            }
        }.joined()
    }

    /// The spans of hig's inline HTML (`<strong>`, `<em>`, `<code>`, `<a href>` and escaped text); `nil` for any other
    /// markup (an image, a strikethrough), which an exchange file then carries as plain text.
    package static func parse(html: String) -> [InlineSpan]? {
        var stack: [(InlineFormat?, [InlineSpan])] = [(nil, [])]
        var text = ""
        var rest = Substring(html)
        func flush() {
            if !text.isEmpty { stack[stack.count - 1].1.append(.text(Escape.unescapeHTML(text))); text = "" }
        }
        while let first = rest.first {
            guard first == "<" else { text.append(first); rest = rest.dropFirst(); continue }
            guard let end = rest.firstIndex(of: ">") else { return nil }
            let tag = rest[rest.index(after: rest.startIndex)..<end]
            rest = rest[rest.index(after: end)...]
            flush()
            if tag.hasPrefix("/") {
                guard stack.count > 1, let format = stack.last?.0, format.tag == tag.dropFirst() else { return nil }
                let (_, inner) = stack.removeLast()
                stack[stack.count - 1].1.append(.formatted(format, inner))
                continue
            }
            let format: InlineFormat
            switch tag {
            case "strong": format = .bold
            case "em": format = .italic
            case "code": format = .code
            default:
                guard tag.hasPrefix("a href=\""), tag.hasSuffix("\"") else { return nil }
                format = .link(Escape.unescapeHTML(String(tag.dropFirst(8).dropLast())))
            }
            stack.append((format, []))
        }
        flush()
        return stack.count == 1 ? stack[0].1 : nil
    }
}

/// What an inline run is.
package enum InlineFormat: Hashable, Sendable {
    case bold, italic, code
    case link(String)

    /// The HTML tag hig writes for it.
    var tag: Substring {
        switch self {
        case .bold: "strong"
        case .italic: "em"
        case .code: "code"
        case .link: "a"
        }
    }
}
