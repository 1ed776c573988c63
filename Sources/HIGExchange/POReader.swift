import Foundation
import HIGCorpus

/// Reads the entries of a PO file written by `POWriter` (or edited in a PO editor). Strings are decoded exactly:
/// an escape other than gettext's common ones is an error, never guessed at; `#, fuzzy` entries are read as fuzzy.
package struct POReader {
    package init() {}

    /// Reads a PO file's bytes, which must be UTF-8 (a byte order mark is allowed).
    package func read(_ data: Data) throws -> [ImportedUnit] {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ExchangeParseError("the PO file is not valid UTF-8 text")
        }
        return try read(text)
    }

    package func read(_ text: String) throws -> [ImportedUnit] {
        var units: [ImportedUnit] = []
        var references: [String] = []
        var current: WritableKeyPath<Entry, String?>?
        var entry = Entry()

        func finish() throws {
            defer { entry = Entry(); references = []; current = nil }
            if entry.msgid == "", entry.context == nil, let header = entry.msgstr { try Self.checkCharset(header) }
            guard let key = entry.context, let en = entry.msgid, !en.isEmpty, let hash = key.lastIndex(of: "#") else { return }
            let locations = references.compactMap { SourceLocation(reference: $0) }
            var unit = ImportedUnit(pageID: String(key[..<hash]), blockID: String(key[key.index(after: hash)...]), en: en,
                                    ko: entry.msgstr, source: locations.first, translationSource: locations.dropFirst().first,
                                    isFuzzy: entry.isFuzzy, line: entry.line, previousEn: entry.previous)
            unit.exported = entry.exported.map { ExportedKorean($0, isFormatted: false) }
            units.append(unit)
        }
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.trimmingCharacters(in: .whitespaces).isEmpty { try finish(); continue }
            if entry.line == nil { entry.line = number }
            if line.hasPrefix("#:") {
                references += Self.references(line.dropFirst(2))
                continue
            }
            if line.hasPrefix("#,") {
                if line.dropFirst(2).split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "fuzzy" }) { entry.isFuzzy = true }
                continue
            }
            if line.hasPrefix(POWriter.exportedPrefix) {
                guard let data = Data(base64Encoded: String(line.dropFirst(POWriter.exportedPrefix.count)).trimmingCharacters(in: .whitespaces)),
                      let text = String(data: data, encoding: .utf8) else {
                    throw ExchangeParseError("line \(number): the exported Korean is not base64 of UTF-8 text; keep hig's `#. exported-korean-base64:` comments as they are")
                }
                entry.exported = text
                continue
            }
            if line.hasPrefix("#| msgid ") {
                entry.previous = try Self.unquote(line.dropFirst(9), line: number)
                continue
            }
            if line.hasPrefix("#| \""), entry.previous != nil {
                entry.previous! += try Self.unquote(line.dropFirst(3), line: number)
                continue
            }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("msgctxt ") { current = \.context; entry.context = try Self.unquote(line.dropFirst(8), line: number) }
            else if line.hasPrefix("msgid ") { current = \.msgid; entry.msgid = try Self.unquote(line.dropFirst(6), line: number) }
            else if line.hasPrefix("msgstr ") { current = \.msgstr; entry.msgstr = try Self.unquote(line.dropFirst(7), line: number) }
            else if line.hasPrefix("msgid_plural") || line.hasPrefix("msgstr[") {
                throw ExchangeParseError("line \(number): plural entries are not hig's; hig exports one msgstr per block")
            } else if line.trimmingCharacters(in: .whitespaces).hasPrefix("\""), let current {
                entry[keyPath: current] = (entry[keyPath: current] ?? "") + (try Self.unquote(line, line: number))
            } else {
                throw ExchangeParseError("line \(number): unexpected “\(line.prefix(40))”")
            }
        }
        try finish()
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
        var isFuzzy = false
        /// `#| msgid`: the English an outdated entry's Korean was made for (or a suggestion's English).
        var previous: String?
        /// The entry's first line.
        var line: Int?
        /// `#. exported:` the Korean the entry was exported with.
        var exported: String?
    }

    /// The header's `Content-Type: text/plain; charset=…` must say UTF-8 (the text was read as UTF-8).
    private static func checkCharset(_ header: String) throws {
        guard let range = header.range(of: "charset=", options: .caseInsensitive) else { return }
        let charset = header[range.upperBound...].prefix { !$0.isWhitespace && $0 != ";" }
        guard ["utf-8", "utf8"].contains(charset.lowercased()) else {
            throw ExchangeParseError("the PO header declares charset=\(charset); hig reads and writes UTF-8 only")
        }
    }

    /// A C-style quoted PO string. The escapes gettext writes are decoded (`\n \t \r \" \\` and `\a \b \f \v`);
    /// any other backslash sequence, an unescaped quote inside, or text after the closing quote is an error.
    static func unquote(_ quoted: Substring, line: Int) throws -> String {
        let trimmed = quoted.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else {
            throw ExchangeParseError("line \(line): expected a quoted string")
        }
        var out = ""
        var escaping = false
        var column = 1
        for character in trimmed.dropFirst().dropLast() {
            column += 1
            if escaping {
                switch character {
                case "n": out += "\n"
                case "t": out += "\t"
                case "r": out += "\r"
                case "a": out += "\u{07}"
                case "b": out += "\u{08}"
                case "f": out += "\u{0C}"
                case "v": out += "\u{0B}"
                case "\"", "\\": out.append(character)
                default:
                    throw ExchangeParseError("line \(line): unsupported escape “\\\(character)” in a PO string; hig reads \\n, \\t, \\r, \\\" and \\\\",
                                             id: "hig.import.malformed-escape")
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "\"" {
                throw ExchangeParseError("line \(line): a quote inside a PO string must be written \\\"", id: "hig.import.malformed-escape")
            } else {
                out.append(character)
            }
        }
        if escaping {
            throw ExchangeParseError("line \(line): a PO string ends in a lone backslash", id: "hig.import.malformed-escape")
        }
        return out
    }
}
