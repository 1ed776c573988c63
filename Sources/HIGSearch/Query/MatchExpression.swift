import HIGTokenizer

/// Turns what a person typed into a safe FTS5 MATCH expression.
///
/// Every whitespace-separated word becomes a quoted FTS5 string, so FTS5 syntax characters
/// (`-`, `:`, `(`, `^`, …) are never interpreted: the tokenizer then splits a quoted
/// `right-to-left` into the phrase `right to left`. A trailing `*` is kept as a prefix query.
/// Words the tokenizer drops entirely (punctuation, a lone particle) are left out.
public struct MatchExpression: Equatable, Sendable {
    /// Quoted FTS5 strings, one per searchable word, `*` kept.
    public var terms: [String]

    public init?(_ input: String) {
        var terms: [String] = []
        for chunk in input.split(whereSeparator: { $0.isWhitespace }) {
            var word = String(chunk)
            var isPrefix = false
            while word.hasSuffix("*") {
                word.removeLast()
                isPrefix = true
            }
            guard !word.isEmpty,
                  !BilingualTokenizer.tokens(in: word, mode: isPrefix ? .queryPrefix : .query).isEmpty
            else { continue }
            let quoted = "\"" + word.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            terms.append(isPrefix ? quoted + "*" : quoted)
        }
        if terms.isEmpty { return nil }
        self.terms = terms
    }

    /// Every word must match (FTS5's implicit AND).
    public var allTerms: String { terms.joined(separator: " ") }

    /// Any word may match.
    public var anyTerm: String { terms.joined(separator: " OR ") }

    /// `allTerms` restricted to some columns: `{a b} : (…)`.
    public func allTerms(inColumns columns: [String]) -> String {
        "{" + columns.joined(separator: " ") + "} : (" + allTerms + ")"
    }

    /// `anyTerm` restricted to some columns.
    public func anyTerm(inColumns columns: [String]) -> String {
        "{" + columns.joined(separator: " ") + "} : (" + anyTerm + ")"
    }
}
