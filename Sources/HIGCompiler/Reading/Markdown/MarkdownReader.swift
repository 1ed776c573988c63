import HIGCorpus
import HIGText

/// Reads a Markdown page, bilingual (Korean as `> ` quotes under each block) or English only,
/// pairing each quote with the block above it.
struct MarkdownReader {
    let path: String

    struct Result {
        var titleLine: TitleLine?
        var blocks: [RawBlock]
        var diagnostics: [Diagnostic]
        var frontMatter: FrontMatter?
    }

    func read(_ text: String, lines: [Substring]) -> Result {
        // Front matter is the file's metadata: its lines are left blank, so no line of it is read as text.
        guard let front = FrontMatterReader.read(lines, path: path) else { return readBody(text, lines: lines) }
        let body = FrontMatterReader.blanking(lines, front.lines)
        var result = readBody(body, lines: Lines.split(body))
        result.frontMatter = front.frontMatter
        result.diagnostics = front.diagnostics + result.diagnostics
        return result
    }

    private func readBody(_ text: String, lines: [Substring]) -> Result {
        let titleLine = TitleLine.find(in: lines)
        // The repairs read the lines already split; the second splits again only when the first changed the text.
        let setext = SetextRepair.repaired(text, lines: lines)
        let repaired = BoldLeadRepair.repair(setext ?? text, lines: setext.map(Lines.split) ?? lines)
        let parsed = CommonMarkParser.parse(repaired).filter { block in
            !(titleLine?.lines.contains(block.startLine) ?? false)
        }
        var builder = Builder(path: path, previousEnd: titleLine?.lines.upperBound ?? 0)
        for block in parsed {
            builder.add(block)
        }
        return Result(titleLine: titleLine, blocks: builder.blocks, diagnostics: builder.diagnostics)
    }
}

/// Accumulates blocks in reading order and attaches each Korean quote to the block it follows.
private struct Builder {
    let path: String
    var previousEnd: Int
    var blocks: [RawBlock] = []
    var diagnostics: [Diagnostic] = []
    var sawSectionHeading = false

    init(path: String, previousEnd: Int) {
        self.path = path
        self.previousEnd = previousEnd
    }

    mutating func add(_ block: MarkdownBlock) {
        switch block.content {
        case .heading(let level, let inlines):
            let text = InlineRenderer.plainText(inlines)
            if ProseShape.isSentence(text) {
                // Exports put the page's one-line abstract (and sometimes prose) in a heading.
                let kind: BlockKind = sawSectionHeading || blocks.contains { $0.kind == .abstract } ? .paragraph : .abstract
                append(kind, inlines, block)
            } else {
                sawSectionHeading = true
                // Exports bold whole headings (`# **Best practices**`); the heading is emphasis enough.
                let unwrapped: [Inline] = if inlines.count == 1, case .strong(let inner) = inlines[0] { inner } else { inlines }
                append(.heading, unwrapped, block, headingLevel: level)
            }
        case .paragraph(let written):
            let inlines = HTMLFragment.readingInlineHTML(written)
            if MarkdownShapes.isImageOnly(inlines) {
                append(.image, inlines, block)
            } else if let pieces = FigureSplitter.split(inlines) {
                // An image, its caption and prose glued into one paragraph: each its own block.
                for piece in pieces {
                    switch piece {
                    case .prose(let prose): append(.paragraph, prose, block)
                    case .image(let image): append(.image, [image], block)
                    case .caption(let caption): append(.caption, caption, block)
                    case .heading(let level, let heading):
                        sawSectionHeading = true
                        append(.heading, heading, block, headingLevel: level)
                    }
                }
            } else {
                append(.paragraph, inlines, block)
            }
        case .blockQuote(let children):
            addQuote(children, block)
        case .list(_, let items):
            for item in items { addListItem(item) }
        case .codeBlock(let literal):
            // cmark keeps the final line break of a code block; it is not part of the code.
            let code = literal.hasSuffix("\n") ? String(literal.dropLast()) : literal
            let english = RenderedText(text: code, html: "<code>\(Escape.html(code))</code>")
            push(RawBlock(kind: .code, english: english, line: block.startLine, endLine: block.endLine), startLine: block.startLine)
        case .table(let rows):
            push(MarkdownShapes.table(rows, block), startLine: block.startLine)
        case .htmlBlock(let literal):
            addHTML(HTMLFragment.read(literal), block)
        case .thematicBreak:
            previousEnd = block.endLine
        }
    }

    /// An HTML fragment as what it means: a heading (or the abstract), a figure, a separator; other HTML is dropped
    /// with a warning.
    private mutating func addHTML(_ fragment: HTMLFragment, _ block: MarkdownBlock) {
        switch fragment {
        case .heading(let level, let text):
            add(MarkdownBlock(content: .heading(level: level, [.text(text)]), startLine: block.startLine, endLine: block.endLine))
        case .figure(let images, _):
            push(HTMLFragment.imageBlock(images, line: block.startLine, endLine: block.endLine), startLine: block.startLine)
        case .separator:
            previousEnd = block.endLine
        case .other:
            diagnostics.append(HTMLFragment.dropped(path: path, line: block.startLine))
            previousEnd = block.endLine
        }
    }

    private mutating func append(_ kind: BlockKind, _ inlines: [Inline], _ block: MarkdownBlock, headingLevel: Int? = nil) {
        var english = RenderedText(text: InlineRenderer.plainText(inlines), html: InlineRenderer.html(inlines))
        if kind == .image { english.text = MarkdownShapes.imageAlt(inlines) }
        guard !english.text.isEmpty || kind == .image else { previousEnd = block.endLine; return }
        var raw = RawBlock(kind: kind, english: english, line: block.startLine, endLine: block.endLine)
        raw.lead = kind == .paragraph || kind == .listItem ? InlineRenderer.boldLead(inlines) : nil
        raw.links = InlineRenderer.links(inlines)
        raw.headingLevel = headingLevel
        if kind == .paragraph || kind == .listItem { raw.linkList = LinkList.read(inlines) }
        push(raw, startLine: block.startLine)
    }

    private mutating func push(_ block: RawBlock, startLine: Int) {
        var block = block
        block.blankLinesBefore = max(0, startLine - previousEnd - 1)
        blocks.append(block)
        previousEnd = block.endLine
    }

    /// A quote in Korean is the translation of the block above; one in English is a quote block of its own.
    private mutating func addQuote(_ children: [MarkdownBlock], _ block: MarkdownBlock) {
        let inlines = MarkdownShapes.paragraphInlines(children)
        let text = InlineRenderer.plainText(inlines)
        guard !text.isEmpty else { previousEnd = block.endLine; return }
        if Script.isKorean(text) {
            attachKorean(KoreanText(text: text, html: InlineRenderer.html(inlines), line: block.startLine, pieces: [block.startLine...block.endLine]),
                         endLine: block.endLine)
        } else {
            append(.quote, inlines, block)
        }
    }

    private mutating func addListItem(_ item: MarkdownListItem) {
        let quotes = item.blocks.filter { if case .blockQuote = $0.content { true } else { false } }
        let others = item.blocks.filter { if case .blockQuote = $0.content { false } else { true } }
        if others.isEmpty, !quotes.isEmpty {
            // `- > 한국어`: the Korean of the item above.
            for quote in quotes {
                if case .blockQuote(let children) = quote.content { addQuote(children, quote) }
            }
            previousEnd = max(previousEnd, item.endLine)
            return
        }
        for child in others {
            switch child.content {
            case .paragraph(let inlines):
                append(.listItem, inlines, child)
            case .list(_, let nested):
                for nestedItem in nested { addListItem(nestedItem) }
            default:
                add(child)
            }
        }
        for quote in quotes {
            if case .blockQuote(let children) = quote.content { addQuote(children, quote) }
        }
    }

    private mutating func attachKorean(_ korean: KoreanText, endLine: Int) {
        guard var last = blocks.indices.last else {
            diagnostics.append(Diagnostic(.warning, "hig.align.orphan-translation", "Korean text with no English block above it; dropped",
                                          at: SourceLocation(path: path, line: korean.line)))
            previousEnd = endLine
            return
        }
        // A paragraph split into prose and a figure (`FigureSplitter`): its Korean translates the prose or the
        // caption, never the image.
        while last > 0, blocks[last].kind == .image, blocks[last - 1].line == blocks[last].line { last -= 1 }
        if var existing = blocks[last].korean {
            // A second quote under the same block continues its translation.
            existing.text += " " + korean.text
            existing.html += " " + korean.html
            existing.pieces += korean.pieces
            blocks[last].korean = existing
        } else {
            blocks[last].korean = korean
            blocks[last].alignment = Alignment(method: .structural, confidence: LengthModel.structuralConfidence(english: blocks[last].english.text, korean: korean.text))
        }
        blocks[last].endLine = endLine
        previousEnd = endLine
    }
}
