import Foundation

/// A user's term list: the Korean each English term must get, and renderings to flag.
///
/// File format (UTF-8, one term per line, `#` starts a comment, fields separated by a tab or by ` = `):
///
///     # English term <TAB> preferred Korean <TAB> rejected renderings, comma-separated (optional)
///     action sheet	작업 시트	수행 시트, 행동 시트
///     button = 버튼 = 단추
package struct Glossary: Sendable, Equatable {
    package struct Entry: Sendable, Equatable {
        package var term: String
        package var preferred: String
        package var rejected: [String]

        package init(term: String, preferred: String, rejected: [String] = []) {
            self.term = term
            self.preferred = preferred
            self.rejected = rejected
        }
    }

    package var entries: [Entry]

    package init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The entry for an English term, matched singular and case-insensitively (`Action sheets` finds `action sheet`).
    func entry(for term: EnglishTerm) -> Entry? {
        entries.first { EnglishTerm(title: $0.term) == term }
    }

    /// Why a glossary file could not be read.
    package struct ParseError: Error, CustomStringConvertible {
        package var line: Int
        package var description: String
    }

    /// Parses the file format above.
    package init(parsing text: String) throws {
        var entries: [Entry] = []
        for (index, rawLine) in text.components(separatedBy: .newlines).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = (line.contains("\t") ? line.components(separatedBy: "\t") : line.components(separatedBy: " = "))
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw ParseError(line: index + 1, description: "line \(index + 1): expected `English term<TAB>Korean[<TAB>rejected, …]`")
            }
            let rejected = fields.count > 2 ? fields[2].components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } : []
            entries.append(Entry(term: fields[0], preferred: fields[1], rejected: rejected))
        }
        self.entries = entries
    }
}
