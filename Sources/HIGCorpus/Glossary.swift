import Foundation

/// A term list: the Korean each English term must get, and renderings to flag. `hig build --glossary` and `hig check
/// --glossary` read a user's file; `Glossary.standard` is the list the project ships for the guidelines' core terms, and
/// `Glossary.standard.overridden(by:)` is the one value both commands use (a user's entry replaces the shipped one).
///
/// File format (UTF-8, one term per line, `#` starts a comment, fields separated by a tab or by ` = `):
///
///     # English term <TAB> preferred Korean <TAB> rejected renderings, comma-separated (optional)
///     action sheet	작업 시트	수행 시트, 행동 시트
///     button = 버튼 = 단추
public struct Glossary: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var term: String
        public var preferred: String
        public var rejected: [String]
        /// Where the entry comes from: the user's file (`nil`), or for a shipped entry its reference.
        public var source: String?
        /// Other Korean in common use for the term, neither preferred nor rejected (`바` for bar, `툴바` for toolbar):
        /// search finds the term by them; derived Korean uses `preferred`.
        public var variants: [String]

        public init(term: String, preferred: String, rejected: [String] = [], source: String? = nil, variants: [String] = []) {
            self.term = term
            self.preferred = preferred
            self.rejected = rejected
            self.source = source
            self.variants = variants
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// Why a glossary file could not be read.
    public struct ParseError: Error, CustomStringConvertible {
        public var line: Int
        public var description: String
    }

    /// Parses the file format above.
    public init(parsing text: String) throws {
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

    /// These entries with `user`'s added; a user's entry replaces a shipped one for the same term (case-insensitively).
    public func overridden(by user: Glossary) -> Glossary {
        let replaced = Set(user.entries.map { $0.term.lowercased() })
        return Glossary(entries: entries.filter { !replaced.contains($0.term.lowercased()) } + user.entries)
    }

    /// English term (lowercased) → the Korean in common use besides the preferred; a later entry for the same term wins.
    public var variantsByTerm: [String: [String]] {
        var result: [String: [String]] = [:]
        for entry in entries { result[entry.term.lowercased()] = entry.variants }
        return result
    }

    /// English term (lowercased) → preferred Korean; a later entry for the same term wins.
    public var preferredByTerm: [String: String] {
        var result: [String: String] = [:]
        for entry in entries { result[entry.term.lowercased()] = entry.preferred }
        return result
    }
}
