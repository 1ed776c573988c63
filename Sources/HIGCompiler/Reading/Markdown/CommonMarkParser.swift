import CCmarkGFM

/// The only file that talks to cmark-gfm: parses Markdown and returns Swift values.
///
/// Synchronous on purpose: cmark pointers are not `Sendable`, and every node is freed before return.
/// Callers must run `ParserGuard` first; cmark-gfm 0.29 is super-linear on some inputs.
enum CommonMarkParser {
    /// GFM extensions attached to every parser.
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter"]

    /// Registers the core extensions once per process (cmark's registry is global).
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// Parses a whole document into its top-level blocks.
    static func parse(_ text: String) -> [MarkdownBlock] {
        _ = registered
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return [] }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        var bytes = text
        bytes.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else { return [] }
        defer { cmark_node_free(document) }
        return blocks(of: document)
    }

    /// The blocks among a node's children, read straight off the tree (no array of child pointers first).
    private static func blocks(of node: OpaquePointer) -> [MarkdownBlock] {
        var result: [MarkdownBlock] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            if let block = block(current) { result.append(block) }
            child = cmark_node_next(current)
        }
        return result
    }

    // MARK: - Blocks

    private static func block(_ node: OpaquePointer) -> MarkdownBlock? {
        let start = Int(cmark_node_get_start_line(node))
        let end = max(start, Int(cmark_node_get_end_line(node)))
        let content: MarkdownBlockContent
        switch NodeKind(node) {
        case .heading:
            content = .heading(level: Int(cmark_node_get_heading_level(node)), inlines(of: node))
        case .paragraph:
            content = .paragraph(inlines(of: node))
        case .blockQuote:
            content = .blockQuote(blocks(of: node))
        case .list:
            let items = children(of: node).map { item in
                MarkdownListItem(
                    blocks: blocks(of: item),
                    startLine: Int(cmark_node_get_start_line(item)),
                    endLine: Int(cmark_node_get_end_line(item))
                )
            }
            content = .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST, items: items)
        case .codeBlock:
            content = .codeBlock(literal(node))
        case .htmlBlock:
            content = .htmlBlock(literal(node))
        case .thematicBreak:
            content = .thematicBreak
        case .table:
            content = .table(children(of: node).map { row in children(of: row).map(inlines(of:)) })
        default:
            return nil
        }
        return MarkdownBlock(content: content, startLine: start, endLine: end)
    }

    // MARK: - Inlines

    private static func inlines(of node: OpaquePointer) -> [Inline] {
        var result: [Inline] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            if let inline = inline(current) { result.append(inline) }
            child = cmark_node_next(current)
        }
        return result
    }

    private static func inline(_ node: OpaquePointer) -> Inline? {
        switch NodeKind(node) {
        case .text: .text(literal(node))
        case .code: .code(literal(node))
        case .emphasis: .emphasis(inlines(of: node))
        case .strong: .strong(inlines(of: node))
        case .strikethrough: .strikethrough(inlines(of: node))
        case .link: .link(destination: url(node), inlines(of: node))
        case .image: .image(source: url(node), alt: inlines(of: node))
        case .softBreak: .softBreak
        case .lineBreak: .lineBreak
        case .htmlInline: .html(literal(node))
        default: nil
        }
    }

    // MARK: - Node access

    /// Node kinds hig reads; extension nodes are told apart by their type string.
    private enum NodeKind {
        case heading, paragraph, blockQuote, list, codeBlock, htmlBlock, thematicBreak, table
        case text, code, emphasis, strong, strikethrough, link, image, softBreak, lineBreak, htmlInline
        case other

        init(_ node: OpaquePointer) {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING: self = .heading
            case CMARK_NODE_PARAGRAPH: self = .paragraph
            case CMARK_NODE_BLOCK_QUOTE: self = .blockQuote
            case CMARK_NODE_LIST: self = .list
            case CMARK_NODE_CODE_BLOCK: self = .codeBlock
            case CMARK_NODE_HTML_BLOCK: self = .htmlBlock
            case CMARK_NODE_THEMATIC_BREAK: self = .thematicBreak
            case CMARK_NODE_TEXT: self = .text
            case CMARK_NODE_CODE: self = .code
            case CMARK_NODE_EMPH: self = .emphasis
            case CMARK_NODE_STRONG: self = .strong
            case CMARK_NODE_LINK: self = .link
            case CMARK_NODE_IMAGE: self = .image
            case CMARK_NODE_SOFTBREAK: self = .softBreak
            case CMARK_NODE_LINEBREAK: self = .lineBreak
            case CMARK_NODE_HTML_INLINE: self = .htmlInline
            default:
                switch cmark_node_get_type_string(node).map({ String(cString: $0) }) {
                case "table": self = .table
                case "strikethrough": self = .strikethrough
                default: self = .other
                }
            }
        }
    }

    private static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    private static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    private static func url(_ node: OpaquePointer) -> String {
        cmark_node_get_url(node).map { String(cString: $0) } ?? ""
    }
}
