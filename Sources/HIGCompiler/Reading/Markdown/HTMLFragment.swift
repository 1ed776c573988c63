import HIGCorpus
import HIGText

/// What an HTML block in a Markdown page means, for the few fragments translators write in place of Markdown:
/// `<h2>…</h2>` (a heading, or the page's abstract when it is a sentence), `<br />` and `<hr>` between guidelines
/// (separators, not content), `<div><img …></div>` and `<p><img …></p>` (a figure). Anything else is not read
/// (the reader warns: hig never copies HTML from sources). Only what the tags mean is kept, never the tags.
enum HTMLFragment: Equatable, Sendable {
    case heading(level: Int, text: String)
    /// One or more images, with the text beside them (a caption), if any.
    case figure(images: [Image], caption: String)
    /// `<br>`, `<hr>`, an empty `<div>` or `<p>`, a comment: no content.
    case separator
    /// Markup hig does not read.
    case other

    struct Image: Equatable, Sendable {
        var src: String
        var alt: String
    }

    /// Reads one HTML block's literal.
    static func read(_ literal: String) -> HTMLFragment {
        let tokens = Tokenizer.tokens(of: literal)
        let tags = tokens.compactMap { if case .tag(let tag) = $0 { tag } else { nil } }
        let text = tokens.compactMap { if case .text(let text) = $0 { text } else { nil } }.joined(separator: " ")
        let plain = Escape.unescapeHTML(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let images = tags.filter { $0.name == "img" && !$0.isClosing }.compactMap { tag in
            tag.attributes["src"].map { Image(src: $0, alt: tag.attributes["alt"] ?? "") }
        }
        if !images.isEmpty { return .figure(images: images, caption: plain) }
        if let heading = tags.first(where: { !$0.isClosing && $0.headingLevel != nil }), !plain.isEmpty,
           tags.allSatisfy({ $0.headingLevel != nil || Self.layoutTags.contains($0.name) }) {
            return .heading(level: heading.headingLevel!, text: plain)
        }
        if plain.isEmpty, tags.allSatisfy({ Self.layoutTags.contains($0.name) || $0.name == "!--" }) { return .separator }
        return .other
    }

    /// A paragraph's inline HTML read as what it means: `<img …>` an image, `<br>` a line break; other tags stay
    /// raw inline HTML, which no renderer copies.
    static func readingInlineHTML(_ inlines: [Inline]) -> [Inline] {
        guard inlines.contains(where: { if case .html = $0 { true } else { false } }) else { return inlines }
        return inlines.flatMap { inline -> [Inline] in
            guard case .html(let literal) = inline else { return [inline] }
            let tags = Tokenizer.tokens(of: literal).compactMap { if case .tag(let tag) = $0 { tag } else { nil } }
            if tags.count == 1, tags[0].name == "br" { return [.lineBreak] }
            if case .figure(let images, _) = read(literal) {
                return images.map { .image(source: $0.src, alt: $0.alt.isEmpty ? [] : [.text($0.alt)]) }
            }
            return [inline]
        }
    }

    /// A figure's images as one image block (escaped `<img>`s, their alt texts as its text).
    static func imageBlock(_ images: [Image], line: Int, endLine: Int) -> RawBlock {
        let html = images.map { HTML.image(source: $0.src, alt: $0.alt) }.joined(separator: " ")
        let alt = images.map { HTML.imageAlt(source: $0.src, alt: $0.alt) }.joined(separator: " ")
        return RawBlock(kind: .image, english: RenderedText(text: alt, html: html), line: line, endLine: endLine)
    }

    /// The warning for HTML hig does not read.
    static func dropped(path: String, line: Int) -> Diagnostic {
        Diagnostic(.warning, "hig.markdown.raw-html", "raw HTML block dropped; hig never copies HTML from sources", at: SourceLocation(path: path, line: line))
    }

    /// Tags that arrange content without meaning anything of their own.
    static let layoutTags: Set<String> = ["br", "hr", "div", "p", "center", "span", "picture", "source", "figure", "a", "strong", "b", "em", "i"]

    /// A tag as the tokenizer reads it: its name (lowercased), whether it closes, and its attributes (unescaped).
    struct Tag: Equatable, Sendable {
        var name: String
        var isClosing: Bool
        var attributes: [String: String]

        var headingLevel: Int? {
            guard name.count == 2, name.hasPrefix("h"), let level = Int(name.dropFirst()), (1...6).contains(level) else { return nil }
            return level
        }
    }

    enum Token: Equatable, Sendable {
        case tag(Tag)
        case text(String)
    }

    /// A small, forgiving HTML tokenizer: enough for the fragments Markdown writers use, never a renderer.
    enum Tokenizer {
        static func tokens(of html: String) -> [Token] {
            var tokens: [Token] = []
            var rest = Substring(html)
            while let open = rest.firstIndex(of: "<") {
                let before = rest[..<open]
                if !before.trimmed.isEmpty { tokens.append(.text(String(before))) }
                if rest[open...].hasPrefix("<!--") {
                    let end = rest[open...].range(of: "-->")?.upperBound ?? rest.endIndex
                    tokens.append(.tag(Tag(name: "!--", isClosing: false, attributes: [:])))
                    rest = rest[end...]
                    continue
                }
                guard let close = rest[open...].firstIndex(of: ">") else {
                    tokens.append(.text(String(rest[open...])))
                    return tokens
                }
                if let tag = tag(rest[rest.index(after: open)..<close]) { tokens.append(.tag(tag)) } else { tokens.append(.text(String(rest[open...close]))) }
                rest = rest[rest.index(after: close)...]
            }
            if !rest.trimmed.isEmpty { tokens.append(.text(String(rest))) }
            return tokens
        }

        /// `img src="a" alt='b' width=3 /` → Tag; `nil` when it does not start like a tag name.
        static func tag(_ body: Substring) -> Tag? {
            var body = body.trimmed[...]
            let isClosing = body.hasPrefix("/")
            if isClosing { body = body.dropFirst() }
            if body.hasSuffix("/") { body = body.dropLast() }
            let name = body.prefix { $0.isLetter || $0.isNumber }
            guard let first = name.first, first.isASCII, first.isLetter else { return nil }
            return Tag(name: name.lowercased(), isClosing: isClosing, attributes: attributes(body.dropFirst(name.count)))
        }

        /// `name="value"`, `name='value'`, `name=value`, `name` pairs.
        static func attributes(_ text: Substring) -> [String: String] {
            var result: [String: String] = [:]
            var rest = text
            while true {
                rest = rest.drop { $0.isWhitespace }
                let name = rest.prefix { !$0.isWhitespace && $0 != "=" }
                guard !name.isEmpty else { return result }
                rest = rest.dropFirst(name.count).drop { $0.isWhitespace }
                var value = ""
                if rest.hasPrefix("=") {
                    rest = rest.dropFirst().drop { $0.isWhitespace }
                    if let quote = rest.first, quote == "\"" || quote == "'" {
                        let inner = rest.dropFirst()
                        let end = inner.firstIndex(of: quote) ?? inner.endIndex
                        value = String(inner[..<end])
                        rest = end < inner.endIndex ? inner[inner.index(after: end)...] : inner[end...]
                    } else {
                        let raw = rest.prefix { !$0.isWhitespace }
                        value = String(raw)
                        rest = rest.dropFirst(raw.count)
                    }
                }
                result[name.lowercased()] = Escape.unescapeHTML(value)
            }
        }
    }
}
