import Foundation
import HIGCorpus
import HIGText
import Yams

/// A Markdown page's YAML front matter (`---` on the first line, then YAML, then `---` or `...`): read as the
/// file's metadata (dates, platforms), never as text. Yams parses the YAML; a block that does not parse is kept out
/// of the text all the same, with a warning.
enum FrontMatterReader {
    struct Result: Equatable {
        /// What the front matter says; `nil` when it says nothing hig reads.
        var frontMatter: FrontMatter?
        /// The lines the block occupies (1-based), which the Markdown reader must not read as text.
        var lines: ClosedRange<Int>
        var diagnostics: [Diagnostic]
    }

    /// What a key is about, from its words as writers spell them (`create-date`, `created-date`, `createdAt`, `date`,
    /// `update-date`, `lastmod`, `supported-platforms`, even `surpported-platforms`).
    enum Field { case created, updated, platforms }

    static func field(ofKey key: String) -> Field? {
        let words = key.lowercased()
        if words.contains("platform") { return .platforms }
        if words.contains("updat") || words.contains("modif") || words.contains("lastmod") { return .updated }
        if words.contains("creat") || words == "date" || words == "published" { return .created }
        return nil
    }

    /// The front matter at the top of `lines`, if the file opens with one.
    static func read(_ lines: [Substring], path: String) -> Result? {
        guard let range = blockRange(lines) else { return nil }
        let yaml = lines[1..<(range.upperBound - 1)].joined(separator: "\n")
        do {
            guard let mapping = try Yams.load(yaml: yaml) as? [String: Any] else {
                return Result(frontMatter: nil, lines: range, diagnostics: [Self.warning("front matter is not a YAML mapping; ignored", path: path)])
            }
            return Result(frontMatter: Self.metadata(mapping), lines: range, diagnostics: [])
        } catch {
            return Result(frontMatter: nil, lines: range, diagnostics: [Self.warning("front matter is not valid YAML; ignored", path: path)])
        }
    }

    /// The lines after a front matter block (all of them without one), for a reader that only looks at text.
    static func linesAfterFrontMatter(_ lines: [Substring]) -> ArraySlice<Substring> {
        guard let range = blockRange(lines) else { return lines[...] }
        return lines[range.upperBound...]
    }

    /// The lines (1-based) of the front matter block, if the file opens with one.
    static func blockRange(_ lines: [Substring]) -> ClosedRange<Int>? {
        guard let first = lines.first, first.trimmed == "---" else { return nil }
        guard let close = lines.indices.dropFirst().first(where: { lines[$0].trimmed == "---" || lines[$0].trimmed == "..." }) else { return nil }
        return 1...(close + 1)
    }

    /// The text with the front matter's lines left blank, so every other line keeps its number.
    static func blanking(_ lines: [Substring], _ range: ClosedRange<Int>) -> String {
        lines.enumerated().map { range.contains($0.offset + 1) ? "" : String($0.element) }.joined(separator: "\n")
    }

    static func metadata(_ mapping: [String: Any]) -> FrontMatter? {
        var created: String?, updated: String?, platforms: [String] = []
        // Keys in sorted order, so that a file with two keys for one field reads the same every time.
        for key in mapping.keys.sorted() {
            guard let value = mapping[key] else { continue }
            switch field(ofKey: key) {
            case .created: created = created ?? date(value)
            case .updated: updated = updated ?? date(value)
            case .platforms: if platforms.isEmpty { platforms = strings(value) }
            case nil: continue
            }
        }
        guard created != nil || updated != nil || !platforms.isEmpty else { return nil }
        return FrontMatter(created: created, updated: updated, platforms: platforms)
    }

    /// An ISO date (`2023-12-19`) from a YAML date, a timestamp or a string that starts with one.
    static func date(_ value: Any) -> String? {
        let text: String
        if let date = value as? Date {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            guard let y = parts.year, let m = parts.month, let d = parts.day else { return nil }
            text = String(format: "%04d-%02d-%02d", y, m, d)
        } else {
            text = "\(value)"
        }
        let prefix = text.prefix(10)
        let parts = prefix.split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, parts.allSatisfy({ Int($0) != nil }) else { return nil }
        return String(prefix)
    }

    /// A YAML list of names, or one name, or names separated by commas.
    static func strings(_ value: Any) -> [String] {
        if let list = value as? [Any] { return list.map { "\($0)".trimmed }.filter { !$0.isEmpty } }
        return "\(value)".split(separator: ",").map { $0.trimmed }.filter { !$0.isEmpty }
    }

    private static func warning(_ message: String, path: String) -> Diagnostic {
        Diagnostic(.warning, "hig.markdown.front-matter", message, at: SourceLocation(path: path, line: 1))
    }
}
