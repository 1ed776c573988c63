import HIGCorpus
import HIGDriver
import HIGSearch
import HIGText
import MCP

/// `search_guidelines`: the pages `hig search` ranks for a query, best first, each with its best blocks in both
/// languages. The same request, the same ranking (`SearchIndex.searchPages`) and, in `structuredContent`, the same
/// document as `hig search --json`.
enum SearchGuidelinesTool: GuidelineTool {
    static let definition = Tool(
        name: "search_guidelines",
        title: "Search the guidelines",
        description: """
            Search Apple's Human Interface Guidelines in English and Korean (the community translation): pages best \
            first, each with its best two blocks, their section, the rule they lead and their source file and line. \
            Ask in either language: a Korean word finds the English it translates and back (버튼 finds Buttons), \
            particles and spacing do not matter (시트를 finds 시트). Cite the page id and the source of what you use; \
            get_page reads a whole page.
            """,
        inputSchema: ToolSupport.objectSchema([
            "query": ToolSupport.string("Words to look for, English or Korean (e.g. \"action sheet\", \"작업 시트를 언제 쓰나요\")."),
            "platform": ToolSupport.string("Keep guidance for this platform (general guidance included).", enum: PlatformName.all),
            "language": ToolSupport.string("Language of the answer's text: en, ko or both (default). Ranking is the same.", enum: AnswerLanguage.names),
            "limit": ToolSupport.integer("The most pages to return.", range: limits, default: 10),
        ], required: ["query"]),
        annotations: ToolSupport.readOnly,
        outputSchema: outputSchema
    )

    static let limits = 1...50

    static func call(_ arguments: ToolArguments, in build: BuildStore) async throws -> CallTool.Result {
        let request = try request(from: arguments)
        let language = AnswerLanguage(rawValue: try arguments.choice("language", of: AnswerLanguage.names) ?? "both")!
        let index = try await build.searchIndex()
        let result: PageSearchResult
        do {
            result = try index.searchPages(request)
        } catch {
            throw MCPError.internalError("search failed: \(error)")
        }
        let document = try ToolSupport.value(json: PageSearchJSONReport.encode(query: request.query, result: result))
        return ToolSupport.result(markdown(result, query: request.query, language: language), keeping(language, in: document))
    }

    /// The request `hig search QUERY --platform P --limit N` makes.
    static func request(from arguments: ToolArguments) throws -> SearchRequest {
        let query = try arguments.requiredString("query")
        let platform = try arguments.platform("platform")
        let limit = try arguments.integer("limit", in: limits) ?? 10
        return SearchRequest(query: query, platform: platform, limit: limit)
    }

    /// The answer as Markdown: each page with its id, title and best blocks, each block with its source.
    static func markdown(_ result: PageSearchResult, query: String, language: AnswerLanguage) -> String {
        guard !result.pages.isEmpty else {
            return "No pages match “\(query)”. Try other words, or the other language."
        }
        var lines = ["Pages for “\(query)”, best first (\(result.pages.count) of \(result.total) that match):", ""]
        for (number, page) in result.pages.enumerated() {
            lines.append("\(number + 1). **\(title(page.title, language))** — page `\(page.page)`")
            for hit in page.blocks {
                var place = hit.section.isEmpty ? "   - (page introduction)" : "   - § " + hit.section.joined(separator: " › ")
                if let rule = hit.rule { place += " — rule `\(rule)`" }
                lines.append(place)
                if language.showsEnglish || hit.text.ko == nil {
                    lines.append("     en: " + hit.text.en + (language == .ko ? " (not translated)" : ""))
                }
                if language.showsKorean, let ko = hit.text.ko { lines.append("     ko: " + ko) }
                lines.append("     source: " + ToolSupport.cite(hit.source))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func title(_ title: BilingualText, _ language: AnswerLanguage) -> String {
        let ko = title.ko.flatMap { $0.isEmpty ? nil : $0 }
        switch language {
        case .en: return title.en
        case .ko: return ko ?? title.en
        case .both: return ko.map { "\(title.en) · \($0)" } ?? title.en
        }
    }

    /// The `hig search --json` document with only the answer's language in each `text` and `title`; an untranslated
    /// text keeps its English in a Korean answer, as get_page shows it.
    static func keeping(_ language: AnswerLanguage, in document: Value) -> Value {
        guard language != .both else { return document }
        func strip(_ value: Value) -> Value {
            switch value {
            case .object(var object):
                for key in ["text", "title"] {
                    guard case .object(var pair)? = object[key], pair["en"] != nil else { continue }
                    let hasKorean = pair["ko"].map { $0 != .null && $0 != "" } ?? false
                    if language == .en { pair["ko"] = nil } else if hasKorean { pair["en"] = nil }
                    object[key] = .object(pair)
                }
                return .object(object.mapValues(strip))
            case .array(let items): return .array(items.map(strip))
            default: return value
            }
        }
        return strip(document)
    }

    static let outputSchema: Value = {
        let text: Value = ["type": "object", "properties": ["en": ["type": "string"], "ko": ["type": ["string", "null"]]]]
        let location: Value = ["type": "object", "properties": ["path": ["type": "string"], "line": ["type": "integer"]], "required": ["path", "line"]]
        let block: Value = ["type": "object", "required": ["page", "block", "score", "section", "source", "text"], "properties": [
            "page": ["type": "string"], "block": ["type": "string"], "rule": ["type": ["string", "null"]], "score": ["type": "number"],
            "section": ["type": "array", "items": ["type": "string"]], "source": location, "text": text,
        ]]
        let page: Value = ["type": "object", "required": ["page", "title", "score", "blocks"], "properties": [
            "page": ["type": "string"], "title": text, "score": ["type": "number"], "blocks": ["type": "array", "items": block],
        ]]
        return ["type": "object", "required": ["pages", "query", "total"], "properties": [
            "pages": ["type": "array", "items": page], "query": ["type": "string"], "total": ["type": "integer"],
        ]]
    }()
}
