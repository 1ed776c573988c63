import Foundation
import HIGCorpus

/// Reads the entries of a PO file written by `POWriter` (or edited in a PO editor).
public struct POReader {
    public init() {}

    public func read(_ text: String) throws -> [ImportedUnit] {
        var units: [ImportedUnit] = []
        var references: [String] = []
        var current: WritableKeyPath<Entry, String?>?
        var entry = Entry()

        func finish() {
            defer { entry = Entry(); references = []; current = nil }
            guard let key = entry.context, let en = entry.msgid, !en.isEmpty, let hash = key.lastIndex(of: "#") else { return }
            let locations = references.compactMap { SourceLocation(reference: $0) }
            units.append(ImportedUnit(pageID: String(key[..<hash]), blockID: String(key[key.index(after: hash)...]), en: en,
                                      ko: entry.msgstr, source: locations.first, translationSource: locations.dropFirst().first))
        }
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.isEmpty { finish(); continue }
            if line.hasPrefix("#:") {
                references += Self.references(line.dropFirst(2))
                continue
            }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("msgctxt ") { current = \.context; entry.context = try Self.unquote(line.dropFirst(8), line: number + 1) }
            else if line.hasPrefix("msgid ") { current = \.msgid; entry.msgid = try Self.unquote(line.dropFirst(6), line: number + 1) }
            else if line.hasPrefix("msgstr ") { current = \.msgstr; entry.msgstr = try Self.unquote(line.dropFirst(7), line: number + 1) }
            else if line.hasPrefix("\""), let current {
                entry[keyPath: current] = (entry[keyPath: current] ?? "") + (try Self.unquote(line, line: number + 1))
            } else {
                throw ExchangeParseError("line \(number + 1): unexpected “\(line.prefix(40))”")
            }
        }
        finish()
        return units
    }

    /// `#:` references: space-separated, a name holding spaces isolated in U+2068 … U+2069 as gettext writes it.
    static func references(_ text: Substring) -> [String] {
        var references: [String] = []
        var current = ""
        var isolated = false
        for character in text {
            switch character {
            case "\u{2068}": isolated = true
            case "\u{2069}": isolated = false
            case " " where !isolated:
                if !current.isEmpty { references.append(current) }
                current = ""
            default: current.append(character)
            }
        }
        if !current.isEmpty { references.append(current) }
        return references
    }

    private struct Entry {
        var context: String?
        var msgid: String?
        var msgstr: String?
    }

    static func unquote(_ quoted: Substring, line: Int) throws -> String {
        let trimmed = quoted.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else {
            throw ExchangeParseError("line \(line): expected a quoted string")
        }
        var out = ""
        var escaping = false
        for character in trimmed.dropFirst().dropLast() {
            if escaping {
                switch character {
                case "n": out += "\n"
                case "t": out += "\t"
                case "r": out += "\r"
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
