/// A Markdown block as the readers see it: Swift values only, no cmark pointers.
struct MarkdownBlock: Equatable, Sendable {
    var content: MarkdownBlockContent
    /// 1-based source lines the block spans.
    var startLine: Int
    var endLine: Int
}

/// What a Markdown block holds.
indirect enum MarkdownBlockContent: Equatable, Sendable {
    case heading(level: Int, [Inline])
    case paragraph([Inline])
    case blockQuote([MarkdownBlock])
    case list(ordered: Bool, items: [MarkdownListItem])
    case codeBlock(String)
    case htmlBlock(String)
    /// Rows of cells; the first row is the header.
    case table([[[Inline]]])
    case thematicBreak
}

/// One list item and the blocks inside it.
struct MarkdownListItem: Equatable, Sendable {
    var blocks: [MarkdownBlock]
    var startLine: Int
    var endLine: Int
}

/// Inline Markdown content.
indirect enum Inline: Equatable, Sendable {
    case text(String)
    case code(String)
    case emphasis([Inline])
    case strong([Inline])
    case strikethrough([Inline])
    case link(destination: String, [Inline])
    case image(source: String, alt: [Inline])
    case softBreak
    case lineBreak
    /// Raw inline HTML from a source; never rendered.
    case html(String)
}
