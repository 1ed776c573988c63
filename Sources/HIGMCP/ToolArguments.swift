import Foundation
import HIGText
import MCP

/// A tool call's arguments, read by name and type; anything wrong is a protocol error (`invalid params`) that says
/// which argument, what it got and what it takes, so an assistant can correct its call.
struct ToolArguments: Sendable {
    let tool: String
    private let values: [String: Value]

    /// Rejects arguments the tool does not take (a misspelt `platfrom` would otherwise be ignored silently).
    init(tool: String, values: [String: Value]?, accepted: [String]) throws {
        self.tool = tool
        self.values = values ?? [:]
        let unknown = self.values.keys.filter { !accepted.contains($0) }.sorted()
        if let first = unknown.first {
            throw MCPError.invalidParams("\(tool) has no argument '\(first)'; it takes \(accepted.joined(separator: ", "))")
        }
    }

    /// A string argument; `nil` when absent or JSON null; an empty or blank string counts as absent too.
    func string(_ name: String) throws -> String? {
        switch values[name] {
        case nil, .null?: return nil
        case .string(let text)?:
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : text
        case .data?:
            // The SDK reads a string that looks like a `data:` URL as data; as an argument it is still text.
            throw MCPError.invalidParams("\(tool): '\(name)' must be plain text, not a data: URL")
        case let other?: throw mistyped(name, other, "a string")
        }
    }

    /// A string argument that must be given.
    func requiredString(_ name: String) throws -> String {
        guard let text = try string(name) else { throw MCPError.invalidParams("\(tool) needs '\(name)' (a non-empty string)") }
        return text
    }

    /// A string argument that must be one of `choices` (compared without case).
    func choice(_ name: String, of choices: [String]) throws -> String? {
        guard let text = try string(name) else { return nil }
        guard let match = choices.first(where: { $0.caseInsensitiveCompare(text) == .orderedSame }) else {
            throw MCPError.invalidParams("\(tool): '\(name)' is '\(text)'; use one of \(choices.joined(separator: ", "))")
        }
        return match
    }

    /// A platform name in any case (`watchos`), as its canonical spelling (`watchOS`).
    func platform(_ name: String) throws -> String? {
        guard let text = try string(name) else { return nil }
        guard let canonical = PlatformName.canonical(text) else {
            throw MCPError.invalidParams("\(tool): unknown platform '\(text)'; use one of \(PlatformName.all.joined(separator: ", "))")
        }
        return canonical
    }

    /// An integer argument within `range`; a JSON number with no fraction (`10.0`) counts as an integer.
    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        let number: Int
        switch values[name] {
        case nil, .null?: return nil
        case .int(let value)?: number = value
        case .double(let value)? where value.rounded() == value && abs(value) < 1e15: number = Int(value)
        case let other?: throw mistyped(name, other, "an integer")
        }
        guard range.contains(number) else {
            throw MCPError.invalidParams("\(tool): '\(name)' is \(number); it must be from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// A boolean argument.
    func bool(_ name: String) throws -> Bool? {
        switch values[name] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        case let other?: throw mistyped(name, other, "true or false")
        }
    }

    /// An array of strings; a single string is taken as a one-element array.
    func strings(_ name: String) throws -> [String] {
        switch values[name] {
        case nil, .null?: return []
        case .string(let text)?: return [text]
        case .array(let items)?:
            return try items.map { item in
                guard case .string(let text) = item else { throw mistyped(name, item, "an array of strings") }
                return text
            }
        case let other?: throw mistyped(name, other, "an array of strings")
        }
    }

    /// An array of objects (each a dictionary of values).
    func objects(_ name: String) throws -> [[String: Value]] {
        switch values[name] {
        case nil, .null?: return []
        case .array(let items)?:
            return try items.map { item in
                guard case .object(let object) = item else { throw mistyped(name, item, "an array of objects") }
                return object
            }
        case let other?: throw mistyped(name, other, "an array of objects")
        }
    }

    private func mistyped(_ name: String, _ value: Value, _ expected: String) -> MCPError {
        .invalidParams("\(tool): '\(name)' must be \(expected), not \(Self.kind(of: value))")
    }

    static func kind(of value: Value) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string, .data: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
