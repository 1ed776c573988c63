import HIGCorpus
import HIGDriver
import HIGEmit
import HIGText
import MCP

/// `list_rules`: the rules `hig rules` lists for the same filters (`RulesAction.select`), in its order, a part at a
/// time; each rule as rules.json writes it.
enum ListRulesTool: GuidelineTool {
    static let definition = Tool(
        name: "list_rules",
        title: "List guideline rules",
        description: """
            List the rules of the Human Interface Guidelines — each guideline's lead sentence (\"Avoid letting an \
            action sheet scroll.\") with its Korean, kind (do, dont, consider), platforms, section and source line. \
            Filter by page (id, last part or title in either language), platform, kind, section and words \
            (English or Korean, all must occur). With a platform, rules naming it come first, then rules for all \
            platforms. Answers come a part at a time: pass nextCursor to continue.
            """,
        inputSchema: ToolSupport.objectSchema([
            "page": ToolSupport.string("A page id, its last part, a category (components/presentation) or a title in English or Korean."),
            "platform": ToolSupport.string("Rules for this platform (and for all platforms, unless specific is true).", enum: PlatformName.all),
            "specific": ["type": "boolean", "description": "With platform: leave out rules for all platforms."],
            "kind": ToolSupport.string("Only rules of this kind.", enum: RuleKind.allCases.map(\.rawValue)),
            "section": ToolSupport.string("Text within a heading of the rule's section (\"Best practices\")."),
            "words": ToolSupport.string("Words that must all occur in the rule, its rationale or id, English or Korean, separated by spaces (버튼을 finds what 버튼 finds)."),
            "limit": ToolSupport.integer("The most rules in one part.", range: limits, default: defaultLimit),
            "cursor": ToolSupport.string("The nextCursor of the previous part."),
        ]),
        annotations: ToolSupport.readOnly,
        outputSchema: outputSchema
    )

    static let limits = 1...500
    static let defaultLimit = 50

    static func call(_ arguments: ToolArguments, in build: BuildStore) async throws -> CallTool.Result {
        let query = try query(from: arguments)
        let limit = try arguments.integer("limit", in: limits) ?? defaultLimit
        let cursor = try arguments.string("cursor")
        let catalogue = try await build.ruleCatalogue()
        let rules = RulesAction.select(query, from: catalogue, output: build.output)
        let start = try start(cursor, total: rules.count)
        let part = Array(rules[start..<min(start + limit, rules.count)])
        let next = start + part.count < rules.count ? start + part.count : nil
        let structured = try ToolSupport.value(json: document(part, schemaVersion: catalogue.schemaVersion, total: rules.count, next: next))
        return ToolSupport.result(markdown(part, start: start, total: rules.count, next: next), structured)
    }

    /// The filters of `hig rules WORDS --page P --platform P --kind K --section S [--specific]`.
    static func query(from arguments: ToolArguments) throws -> RulesQuery {
        let platform = try arguments.platform("platform")
        let specific = try arguments.bool("specific") ?? false
        if specific && platform == nil { throw MCPError.invalidParams("list_rules: specific needs a platform") }
        let kind = try arguments.choice("kind", of: RuleKind.allCases.map(\.rawValue)).flatMap(RuleKind.init(rawValue:))
        let words = (try arguments.string("words") ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        return RulesQuery(page: try arguments.string("page"), platform: platform, kind: kind, section: try arguments.string("section"),
                          terms: words, specificOnly: specific)
    }

    static func start(_ cursor: String?, total: Int) throws -> Int {
        guard let cursor else { return 0 }
        guard cursor.hasPrefix("rule:"), let index = Int(cursor.dropFirst(5)), (0..<max(total, 1)).contains(index) else {
            throw MCPError.invalidParams("list_rules: cursor '\(cursor)' is not one these filters gave; start again without a cursor")
        }
        return index
    }

    /// `{"nextCursor", "rules": [rule as rules.json writes it…], "schemaVersion", "total"}`.
    static func document(_ rules: [Rule], schemaVersion: String, total: Int, next: Int?) -> [UInt8] {
        var json = JSONWriter(capacity: 4096)
        json.beginObject()
        json.field("nextCursor", next.map { "rule:\($0)" })
        json.key("rules")
        json.beginArray()
        for rule in rules { RulesJSONEmitter.write(rule, to: &json) }
        json.endArray()
        json.field("schemaVersion", schemaVersion)
        json.field("total", total)
        json.endObject()
        return json.finish()
    }

    static func markdown(_ rules: [Rule], start: Int, total: Int, next: Int?) -> String {
        guard total > 0 else { return "No rules match these filters.\n" }
        var lines = ["Rules \(start + 1)–\(start + rules.count) of \(total):", ""]
        for rule in rules {
            let platforms = rule.platforms.isEmpty ? "all platforms" : rule.platforms.joined(separator: ", ")
            lines.append("- **\(rule.text.en)** [\(rule.kind.rawValue) · \(platforms)]")
            lines.append("  ko: " + (rule.text.ko ?? (rule.translation == .missing ? "(the translation dropped this sentence)" : "(not translated)")))
            let place = (["\(rule.pageTitle.en) (`\(rule.page)`)"] + rule.section).joined(separator: " › ")
            lines.append("  in \(place) · rule `\(rule.id)` · source \(ToolSupport.cite(rule.source))")
        }
        if let next { lines += ["", "More follows: call list_rules again with the same filters and cursor \"rule:\(next)\"."] }
        return lines.joined(separator: "\n") + "\n"
    }

    static let outputSchema: Value = [
        "type": "object", "required": ["rules", "schemaVersion", "total"],
        "properties": [
            "rules": ["type": "array", "items": ["type": "object", "required": ["id", "page", "kind", "text", "source"]]],
            "schemaVersion": ["type": "string"], "total": ["type": "integer"], "nextCursor": ["type": ["string", "null"]],
        ],
    ]
}
