import Foundation
import HIGCorpus
import HIGDriver
import MCP

/// `get_page`: one page of the build as Markdown, in English, Korean or both, whole or one section, with each
/// block's source and translation state. A page longer than `max_chars` comes in parts: the answer ends with the
/// cursor of the next part, and never drops a block.
enum GetPageTool: GuidelineTool {
    static let definition = Tool(
        name: "get_page",
        title: "Read a guideline page",
        description: """
            Read one page of the Human Interface Guidelines in English, Korean or both, as Markdown: each block with \
            its source file and line, its translation state (current, outdated, suggested, untranslated) and the \
            rule it leads. Name the page by id (components/presentation/action-sheets), its last part \
            (action-sheets) or its title in either language (Action sheets, 작업 시트). Give `section` for one \
            section only. A long page comes in parts: when the answer has a nextCursor, call again with it.
            """,
        inputSchema: ToolSupport.objectSchema([
            "page": ToolSupport.string("The page: id, last part of the id, or title in English or Korean."),
            "mode": ToolSupport.string("en, ko or both (default): which language's text to show. Untranslated blocks show their English in ko mode, marked.", enum: AnswerLanguage.names),
            "section": ToolSupport.string("Only this section (and its subsections): a heading in English or Korean, e.g. \"Best practices\" or \"watchOS\"."),
            "cursor": ToolSupport.string("The nextCursor of the previous part, to read the next part."),
            "max_chars": ToolSupport.integer("The most characters of blocks in one part; a part holds at least one block.", range: budgets, default: defaultBudget),
        ], required: ["page"]),
        annotations: ToolSupport.readOnly,
        outputSchema: outputSchema
    )

    static let budgets = 1_000...200_000
    static let defaultBudget = 20_000

    static func call(_ arguments: ToolArguments, in build: BuildStore) async throws -> CallTool.Result {
        let name = try arguments.requiredString("page")
        let mode = AnswerLanguage(rawValue: try arguments.choice("mode", of: AnswerLanguage.names) ?? "both")!
        let section = try arguments.string("section")
        let budget = try arguments.integer("max_chars", in: budgets) ?? defaultBudget
        let cursor = try arguments.string("cursor")
        let facts = try await build.corpusFacts()
        let catalogue = try await build.ruleCatalogue()
        let page = try PageLookup(facts: facts, output: build.output).page(named: name)
        let document = PageMarkdown(page: page, mode: mode, rules: catalogue.rules)
        let blocks = try PageSection.blocks(of: page, in: section)
        let start = try PageCursor.start(cursor, total: blocks.count)
        let part = PagePart(document: document, blocks: blocks, start: start, budget: budget)
        return ToolSupport.result(part.markdown(section: section), part.structured(section: section))
    }

    static let outputSchema: Value = {
        let location: Value = ["type": ["object", "null"], "properties": ["path": ["type": "string"], "line": ["type": "integer"]]]
        let block: Value = ["type": "object", "required": ["id", "kind", "section", "text", "source"], "properties": [
            "id": ["type": "string"], "kind": ["type": "string"], "section": ["type": "array", "items": ["type": "string"]],
            "text": ["type": "object"], "state": ["type": ["string", "null"]], "rule": ["type": ["string", "null"]],
            "source": location, "translationSource": location,
        ]]
        return ["type": "object", "required": ["page", "title", "mode", "blocks", "range", "status", "sources"], "properties": [
            "page": ["type": "string"], "title": ["type": "object"], "category": ["type": "string"], "mode": ["type": "string"],
            "section": ["type": ["string", "null"]], "sources": ["type": "array"], "status": ["type": "object"],
            "blocks": ["type": "array", "items": block],
            "range": ["type": "object", "required": ["first", "last", "total"]],
            "nextCursor": ["type": ["string", "null"]],
        ]]
    }()
}

/// The blocks of one section of a page (a heading in either language, with its subsections), or all of them.
enum PageSection {
    static func blocks(of page: Page, in section: String?) throws -> [Block] {
        guard let section else { return page.blocks }
        let wanted = RulesQuery.fold(section.trimmingCharacters(in: .whitespaces))
        let paths = sectionPaths(page)
        var chosen = paths.filter { $0.names.contains(wanted) }
        if chosen.isEmpty { chosen = paths.filter { $0.names.contains { $0.contains(wanted) } } }
        guard !chosen.isEmpty else {
            let all = paths.map { $0.path.joined(separator: " › ") }
            throw MCPError.invalidParams("get_page: page \(page.id) has no section '\(section)'"
                                         + (all.isEmpty ? " (it has no headings)" : "; its sections: \(all.joined(separator: "; "))"))
        }
        return page.blocks.filter { block in chosen.contains { block.section.starts(with: $0.path) } }
    }

    /// Every section path of the page in reading order, with its heading's names folded: the English, and the
    /// Korean of its heading block when there is one.
    static func sectionPaths(_ page: Page) -> [(path: [String], names: [String])] {
        var headings: [[String]: Block] = [:]
        for block in page.blocks where block.kind == .heading { headings[block.section] = headings[block.section] ?? block }
        var seen: Set<[String]> = []
        var paths: [(path: [String], names: [String])] = []
        for block in page.blocks where !block.section.isEmpty {
            for length in 1...block.section.count {
                let path = Array(block.section.prefix(length))
                guard seen.insert(path).inserted else { continue }
                let heading = headings[path]
                let names = [path.last, heading?.text.ko, heading?.derivedKo].compactMap { $0 }.map(RulesQuery.fold)
                paths.append((path, names))
            }
        }
        return paths
    }
}

/// The cursor of a page's next part: the index of its first block, as `block:N`.
enum PageCursor {
    static func make(_ index: Int) -> String { "block:\(index)" }

    static func start(_ cursor: String?, total: Int) throws -> Int {
        guard let cursor else { return 0 }
        guard cursor.hasPrefix("block:"), let index = Int(cursor.dropFirst(6)), (0..<max(total, 1)).contains(index) else {
            throw MCPError.invalidParams("get_page: cursor '\(cursor)' is not one this page gave (the page, mode and section must be the same as the call that returned it); start again without a cursor")
        }
        return index
    }
}

/// The blocks from `start` that fit in `budget` characters (at least one), as Markdown and as structured content.
struct PagePart {
    var document: PageMarkdown
    var blocks: [Block]
    var start: Int
    var rendered: [String] = []
    var next: Int?

    init(document: PageMarkdown, blocks: [Block], start: Int, budget: Int) {
        self.document = document
        self.blocks = blocks
        self.start = start
        var used = 0
        var index = start
        while index < blocks.count {
            let text = document.markdown(blocks[index])
            if !rendered.isEmpty && used + text.count > budget { break }
            rendered.append(text)
            used += text.count
            index += 1
        }
        next = index < blocks.count ? index : nil
    }

    var end: Int { start + rendered.count }

    func markdown(section: String?) -> String {
        var text = start == 0 ? document.header + "\n" : "(page `\(document.page.id)`, continued)\n\n"
        if let section, start == 0 { text += "Section “\(section)” only.\n\n" }
        text += rendered.joined(separator: "\n")
        if let next {
            text += "\n---\nBlocks \(start + 1)–\(end) of \(blocks.count). More follows: call get_page again with cursor \"\(PageCursor.make(next))\" (same page, mode and section).\n"
        }
        return text
    }

    func structured(section: String?) -> Value {
        let page = document.page
        let status = document.status
        let items: [Value] = blocks[start..<end].map { block in
            var text: [String: Value] = [:]
            if document.mode.showsEnglish || block.text.ko == nil { text["en"] = .string(block.text.en) }
            if document.mode.showsKorean { text["ko"] = block.text.ko.map(Value.string) ?? .null }
            return .object([
                "id": .string(block.id), "kind": .string(block.kind.rawValue), "section": .array(block.section.map(Value.string)),
                "text": .object(text), "state": block.kind.isTranslatable ? .string(block.status.rawValue) : .null,
                "rule": document.rules[block.id].map { .string($0.id) } ?? .null,
                "source": PagePart.location(block.source), "translationSource": PagePart.location(block.translationSource),
            ])
        }
        return .object([
            "page": .string(page.id), "category": .string(page.category), "mode": .string(document.mode.rawValue),
            "title": .object(["en": .string(page.title.en), "ko": page.title.ko.map(Value.string) ?? .null,
                              "derivedKo": page.title.derivedKo.map(Value.string) ?? .null]),
            "section": section.map(Value.string) ?? .null,
            "sources": .array(page.sources.map { .object(["path": .string($0.path), "relation": .string($0.relation), "format": .string($0.format.rawValue)]) }),
            "status": .object(["translatable": .int(status.translatable), "current": .int(status.translated), "outdated": .int(status.outdated),
                               "suggested": .int(status.suggested), "untranslated": .int(status.untranslated), "share": .double(status.share)]),
            "blocks": .array(items),
            "range": .object(["first": .int(start), "last": .int(end), "total": .int(blocks.count)]),
            "nextCursor": next.map { .string(PageCursor.make($0)) } ?? .null,
        ])
    }

    static func location(_ location: SourceLocation?) -> Value {
        guard let location else { return .null }
        return .object(["path": .string(location.path), "line": .int(location.line)])
    }
}
