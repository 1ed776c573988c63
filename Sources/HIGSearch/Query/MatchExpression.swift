import HIGText
import HIGTokenizer

/// Turns what a person typed into a safe FTS5 MATCH expression.
///
/// Every whitespace-separated word becomes a quoted FTS5 string, so FTS5 syntax characters
/// (`-`, `:`, `(`, `^`, …) are never interpreted: the tokenizer then splits a quoted
/// `right-to-left` into the phrase `right to left`. A trailing `*` is kept as a prefix query.
/// Words the tokenizer drops entirely (punctuation, a lone particle) are left out, and so are
/// English function words (`a`, `the`, `in`, …) when the query has other words: they occur in most
/// blocks, so they neither narrow nor rank, and only cost time.
package struct MatchExpression: Equatable, Sendable {
    /// One searchable word of the query.
    package struct Term: Equatable, Sendable {
        /// The word as typed, without its `*`.
        package var word: String
        package var isPrefix: Bool

        /// The FTS5 string: `"word"` or `"word"*`.
        package var quoted: String {
            "\"" + word.replacingOccurrences(of: "\"", with: "\"\"") + "\"" + (isPrefix ? "*" : "")
        }

        /// The tokens the index looks up for this word.
        package var tokens: [String] {
            BilingualTokenizer.tokens(in: word, mode: isPrefix ? .queryPrefix : .query).map(\.text)
        }
    }

    /// The query's terms, in order: FTS5 numbers its phrases in this order.
    package var terms: [Term]

    /// Words left out of a query that has other words (`StopWords.query`).
    package static let stopwords = Set(StopWords.query)

    package init?(_ input: String) {
        var terms: [Term] = []
        for chunk in input.split(whereSeparator: { $0.isWhitespace }) {
            var word = String(chunk)
            var isPrefix = false
            while word.hasSuffix("*") {
                word.removeLast()
                isPrefix = true
            }
            let term = Term(word: word, isPrefix: isPrefix)
            guard !word.isEmpty, !term.tokens.isEmpty else { continue }
            terms.append(term)
        }
        let content = terms.filter { $0.isPrefix || !Self.stopwords.contains($0.word.lowercased()) }
        if !content.isEmpty { terms = content }
        if terms.isEmpty { return nil }
        self.terms = terms
    }

    /// An FTS5 expression and, for each of its phrases in order, the index of the term it came from.
    package struct Expression: Equatable, Sendable {
        package var text: String
        package var phraseTerms: [Int]
    }

    /// How many of the query's words a block must hold, strictest first: all of them; then, for three
    /// words or more, all but one; then any. A block that misses one word of five is a better answer
    /// than one that holds a single word, and asking for it costs far less than asking for any word.
    package var relaxations: [Int] {
        let count = terms.count
        var levels = [count]
        if count >= 3 && count <= Self.maximumRelaxedTerms { levels.append(count - 1) }
        if count > 1 { levels.append(1) }
        return levels
    }

    /// Beyond this many words, the all-but-one step (one AND per left-out word) is skipped.
    static let maximumRelaxedTerms = 8

    /// Blocks holding at least `required` of the words, optionally in some columns only:
    /// an OR of ANDs over the combinations, so FTS5 still narrows by the rarest words.
    package func requiring(_ required: Int, inColumns columns: [String]? = nil) -> Expression {
        let groups: [[Int]]
        if required >= terms.count {
            groups = [Array(terms.indices)]
        } else if required == 1 {
            groups = terms.indices.map { [$0] }
        } else {
            groups = terms.indices.map { left in terms.indices.filter { $0 != left } }  // all but one
        }
        var phraseTerms: [Int] = []
        let parts = groups.map { group -> String in
            phraseTerms += group
            let and = group.map { terms[$0].quoted }.joined(separator: " ")
            return groups.count > 1 && group.count > 1 ? "(" + and + ")" : and
        }
        var text = parts.joined(separator: " OR ")
        if let columns { text = "{" + columns.joined(separator: " ") + "} : (" + text + ")" }
        return Expression(text: text, phraseTerms: phraseTerms)
    }

    /// Every word must match (FTS5's implicit AND).
    package var allTerms: String { requiring(terms.count).text }
}
