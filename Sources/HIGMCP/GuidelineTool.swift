import Foundation
import HIGCorpus
import MCP

/// One tool of `hig mcp`: its definition (name, description, input and output JSON Schemas) and its handler.
protocol GuidelineTool: Sendable {
    static var definition: Tool { get }
    static func call(_ arguments: ToolArguments, in build: BuildStore) async throws -> CallTool.Result
}

extension GuidelineTool {
    /// The argument names the input schema declares: the only ones a call may pass.
    static var argumentNames: [String] {
        definition.inputSchema.objectValue?["properties"]?.objectValue?.keys.sorted() ?? []
    }
}

/// The language an answer's text is written in.
enum AnswerLanguage: String, CaseIterable, Sendable {
    case en, ko, both

    static let names = allCases.map(\.rawValue)

    var showsEnglish: Bool { self != .ko }
    var showsKorean: Bool { self != .en }
}

/// Building blocks of the tools' schemas and answers.
enum ToolSupport {
    /// A JSON Schema for an object with these properties, of which `required` must be given, and no others.
    static func objectSchema(_ properties: [String: Value], required: [String] = []) -> Value {
        var schema: [String: Value] = ["type": "object", "properties": .object(properties), "additionalProperties": false]
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        return .object(schema)
    }

    static func string(_ description: String, enum values: [String]? = nil) -> Value {
        var schema: [String: Value] = ["type": "string", "description": .string(description)]
        if let values { schema["enum"] = .array(values.map { .string($0) }) }
        return .object(schema)
    }

    static func integer(_ description: String, range: ClosedRange<Int>, default value: Int) -> Value {
        ["type": "integer", "description": .string(description), "minimum": .int(range.lowerBound),
         "maximum": .int(range.upperBound), "default": .int(value)]
    }

    /// A read-only tool over a closed world (the build): what clients show and may call without asking.
    static let readOnly = Tool.Annotations(readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)

    /// JSON bytes (the CLI's own `--json` documents) as a protocol value.
    static func value(json bytes: [UInt8]) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(bytes))
    }

    /// An answer: Markdown for the assistant to read, the same facts as structured content.
    static func result(_ markdown: String, _ structured: Value) -> CallTool.Result {
        CallTool.Result(content: [.text(text: markdown, annotations: nil, _meta: nil)], structuredContent: Value?.some(structured), isError: false)
    }

    /// `path:line` of a source location, in backticks.
    static func cite(_ location: SourceLocation?) -> String {
        guard let location else { return "" }
        return "`\(location.path):\(location.line)`"
    }
}
