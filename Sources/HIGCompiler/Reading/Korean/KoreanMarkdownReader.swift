import HIGCorpus
import HIGText

/// Reads a Markdown page that holds only Korean: a person's translation with no English beside it (YAML front
/// matter, an `<h2>` abstract, `<br />` between guidelines, `<div><img>` figures, headings often left in English,
/// bold Korean leads, callouts as `> **Important**` quotes). Every block's text is the translator's: text with
/// Hangul goes to `korean`, text without (a heading left in English, a list of links, code) to `english`, so no
/// Korean is ever read as English. `CrossFileAligner` pairs the blocks with Apple's English from another file.
struct KoreanMarkdownReader {
    let path: String

    struct Result {
        /// The title line when it names the page in Latin letters (`# Launching`); a Korean title is `koreanTitle`.
        var titleLine: TitleLine?
        var koreanTitle: String?
        /// The lines of the title, whichever language it is in.
        var titleLines: ClosedRange<Int>?
        var frontMatter: FrontMatter?
        var blocks: [RawBlock]
        var diagnostics: [Diagnostic]
    }

    func read(_ text: String, lines: [Substring]) -> Result {
        var diagnostics: [Diagnostic] = []
        var frontMatter: FrontMatter?
        var body = text
        var bodyLines = lines
        if let front = FrontMatterReader.read(lines, path: path) {
            frontMatter = front.frontMatter
            diagnostics += front.diagnostics
            body = FrontMatterReader.blanking(lines, front.lines)
            bodyLines = Lines.split(body)
        }
        var titleLine = TitleLine.find(in: bodyLines)
        let titleLines = titleLine?.lines
        var koreanTitle: String?
        if let name = titleLine?.name, Script.containsHangul(name) {
            koreanTitle = Self.koreanPart(of: name)
            titleLine = nil
        }
        var builder = KoreanBlockBuilder(path: path, previousEnd: titleLines?.upperBound ?? 0)
        for block in CommonMarkParser.parse(body) where !(titleLines?.contains(block.startLine) ?? false) {
            builder.add(block)
        }
        return Result(titleLine: titleLine, koreanTitle: koreanTitle, titleLines: titleLines, frontMatter: frontMatter, blocks: builder.blocks,
                      diagnostics: diagnostics + builder.diagnostics)
    }

    /// `손쉬운 사용(Accessibility)` → `손쉬운 사용`: the English in parentheses names the page, it is no Korean.
    static func koreanPart(of title: String) -> String {
        guard title.hasSuffix(")"), let open = title.lastIndex(of: "(") else { return title }
        let inner = title[title.index(after: open)..<title.index(before: title.endIndex)]
        let before = title[..<open].trimmed
        return !Script.containsHangul(inner) && !before.isEmpty ? before : title
    }
}

/// Accumulates a Korean-only page's blocks in reading order.
private struct KoreanBlockBuilder {
    let path: String
    var previousEnd: Int
    var blocks: [RawBlock] = []
    var diagnostics: [Diagnostic] = []
    var sawHeading = false

    init(path: String, previousEnd: Int) {
        self.path = path
        self.previousEnd = previousEnd
    }

    mutating func add(_ block: MarkdownBlock) {
        switch block.content {
        case .heading(let level, let inlines):
            let unwrapped: [Inline] = if inlines.count == 1, case .strong(let inner) = inlines[0] { inner } else { inlines }
            append(.heading, unwrapped, block, headingLevel: level)
            sawHeading = true
        case .paragraph(let written):
            let inlines = HTMLFragment.readingInlineHTML(written)
            append(MarkdownShapes.isImageOnly(inlines) ? .image : .paragraph, inlines, block)
        case .blockQuote(let children):
            // A callout (`> **Important**`, a blank quote line, its text; or GitHub's `> [!NOTE]`): its label and
            // each paragraph a block of its own, as Apple's exports give the label and the text.
            for (index, child) in children.enumerated() {
                if index == 0, case .paragraph(let inlines) = child.content, let alert = AlertLabel.split(inlines) {
                    append(.paragraph, [.text(alert.label)], child)
                    if !alert.rest.isEmpty { append(.paragraph, alert.rest, child) }
                } else {
                    add(child)
                }
            }
        case .list(_, let items):
            for item in items { addListItem(item) }
        case .codeBlock(let literal):
            let code = literal.hasSuffix("\n") ? String(literal.dropLast()) : literal
            push(RawBlock(kind: .code, english: RenderedText(text: code, html: "<code>\(Escape.html(code))</code>"),
                          line: block.startLine, endLine: block.endLine), startLine: block.startLine)
        case .table(let rows):
            push(Self.translatorsText(MarkdownShapes.table(rows, block)), startLine: block.startLine)
        case .htmlBlock(let literal):
            addHTML(HTMLFragment.read(literal), block)
        case .thematicBreak:
            previousEnd = block.endLine
        }
    }

    private mutating func addListItem(_ item: MarkdownListItem) {
        for child in item.blocks {
            switch child.content {
            case .paragraph(let inlines): append(.listItem, inlines, child)
            case .list(_, let nested): for nestedItem in nested { addListItem(nestedItem) }
            default: add(child)
            }
        }
    }

    /// `<h2>` (the abstract when it comes before any heading), figures, separators; other HTML dropped with a warning.
    private mutating func addHTML(_ fragment: HTMLFragment, _ block: MarkdownBlock) {
        switch fragment {
        case .heading(let level, let text):
            let isAbstract = !sawHeading && !blocks.contains { $0.kind == .abstract || $0.kind == .paragraph }
            if isAbstract {
                append(.abstract, [.text(text)], block)
            } else {
                add(MarkdownBlock(content: .heading(level: level, [.text(text)]), startLine: block.startLine, endLine: block.endLine))
            }
        case .figure(let images, let caption):
            push(Self.translatorsText(HTMLFragment.imageBlock(images, line: block.startLine, endLine: block.endLine)), startLine: block.startLine)
            if !caption.isEmpty {
                push(Self.translatorsText(RawBlock(kind: .caption, english: RenderedText(text: caption, html: Escape.html(caption)),
                                                   line: block.startLine, endLine: block.endLine)), startLine: block.startLine)
            }
        case .separator:
            previousEnd = block.endLine
        case .other:
            diagnostics.append(HTMLFragment.dropped(path: path, line: block.startLine))
            previousEnd = block.endLine
        }
    }

    private mutating func append(_ kind: BlockKind, _ inlines: [Inline], _ block: MarkdownBlock, headingLevel: Int? = nil) {
        var rendered = RenderedText(text: InlineRenderer.plainText(inlines), html: InlineRenderer.html(inlines))
        if kind == .image { rendered.text = MarkdownShapes.imageAlt(inlines) }
        guard !rendered.text.isEmpty || kind == .image else { previousEnd = block.endLine; return }
        var raw = RawBlock(kind: kind, english: rendered, line: block.startLine, endLine: block.endLine)
        raw.links = InlineRenderer.links(inlines)
        raw.headingLevel = headingLevel
        push(Self.translatorsText(raw), startLine: block.startLine)
    }

    private mutating func push(_ block: RawBlock, startLine: Int) {
        var block = block
        block.blankLinesBefore = max(0, startLine - previousEnd - 1)
        blocks.append(block)
        previousEnd = block.endLine
    }

    /// A block read into `english` moved to `korean` when it holds any Hangul: the file's text is the translator's.
    static func translatorsText(_ block: RawBlock) -> RawBlock {
        guard Script.containsHangul(block.english.text) || (block.kind == .table && Script.containsHangul(block.english.html)) else { return block }
        var korean = block
        korean.korean = KoreanText(text: block.english.text, html: block.english.html, line: block.line, pieces: [block.line...block.endLine])
        korean.english = RenderedText(text: "", html: "")
        korean.alignment = Alignment(method: .none, confidence: 1)
        return korean
    }
}

/// GitHub's alert syntax, `> [!NOTE]` (`TIP`, `IMPORTANT`, `WARNING`, `CAUTION`), as the label Apple's exports write
/// (`Note`) and the text after it.
enum AlertLabel {
    static func split(_ inlines: [Inline]) -> (label: String, rest: [Inline])? {
        var opening = ""
        var index = 0
        while index < inlines.count, case .text(let text) = inlines[index], !opening.contains("]") {
            opening += text
            index += 1
        }
        let trimmed = opening.trimmed
        guard trimmed.hasPrefix("[!"), let close = trimmed.firstIndex(of: "]") else { return nil }
        let word = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<close]
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var rest = Array(inlines[index...])
        let after = trimmed[trimmed.index(after: close)...].trimmed
        if !after.isEmpty { rest.insert(.text(after), at: 0) }
        while let first = rest.first, first == .softBreak || first == .lineBreak { rest.removeFirst() }
        return (word.prefix(1).uppercased() + word.dropFirst().lowercased(), rest)
    }
}
