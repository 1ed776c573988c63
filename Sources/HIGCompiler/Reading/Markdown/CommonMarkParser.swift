import CCmarkGFM
import Foundation

/// The only file that talks to cmark-gfm: parses Markdown and returns Swift values.
///
/// Synchronous on purpose: cmark pointers are not `Sendable`, and every node is freed before return.
/// Callers must run `ParserGuard` first; cmark-gfm 0.29 is super-linear on some inputs.
enum CommonMarkParser {
    /// GFM extensions attached to every parser; strikethrough only to the parsers of text that holds a '~'.
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter"]

    /// Sets up cmark-gfm's process-wide state once, before any parse (Swift runs this initialiser exactly once, and
    /// every parse waits for it).
    ///
    /// The registry of extensions is global, and so is the table of characters the inline parser stops at: each parse
    /// adds its inline extensions' characters (autolink's ':' and 'w', strikethrough's '~') before its inline pass and
    /// removes them after it (`cmark_manage_extensions_special_characters`). A parse that ends on one thread so removes
    /// them under a parse still running on another, which then misses its bare URLs (clean builds of one tree gave
    /// different corpora). Autolink's characters are added here once, for good, and taken off the extension, so no
    /// parse changes them again (autolink is tried at every character anyway; its list only fills the table).
    /// Strikethrough's '~' must stay on its extension, which owns the '~' delimiters by that list: the parsers of text
    /// with a '~' attach it and run one at a time (`tildeLock`), and no other parser touches the '~' entry.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        guard let autolink = cmark_find_syntax_extension("autolink"), let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return true }
        defer { cmark_parser_free(parser) }
        cmark_parser_attach_syntax_extension(parser, autolink)
        cmark_manage_extensions_special_characters(parser, 1)
        cmark_syntax_extension_set_special_inline_chars(autolink, nil)
        return true
    }()

    /// Held by the parses that attach strikethrough (their text holds a '~'), which add and remove the global '~' entry.
    private static let tildeLock = NSLock()

    /// Parses a whole document into its top-level blocks.
    static func parse(_ text: String) -> [MarkdownBlock] {
        _ = registered
        var text = text
        let strikes = text.utf8.contains(UInt8(ascii: "~"))
        if strikes { tildeLock.lock() }
        defer { if strikes { tildeLock.unlock() } }
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return [] }
        defer { cmark_parser_free(parser) }
        for name in extensionNames where strikes || name != "strikethrough" {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        text.withUTF8 { buffer in
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
