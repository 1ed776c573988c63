import HIGCorpus

/// The lexicon as query expansion: each English term's key (its stem) leads to its Korean, each Korean term's key
/// (stem, words joined) to its English; at most `limit` per key, in the lexicon's order (glossary, then best first).
/// Transliteration keys carry no weight in search: a consonant skeleton leads a Hangul word to names nobody writes in
/// Hangul (`choosing`, `NSProgress`), below the precision bar the other origins clear (docs/search.md).
package enum LexiconExpansion {
    package static let limit = 3

    package static func table(_ lexicon: TermLexicon) -> [String: [String]] {
        var table: [String: [String]] = [:]
        func add(_ key: String?, _ value: String) {
            guard let key, !key.isEmpty else { return }
            var values = table[key] ?? []
            guard values.count < limit, !values.contains(value) else { return }
            values.append(value)
            table[key] = values
        }
        for pair in lexicon.pairs where pair.origin != .transliteration {
            add(QueryPlan.key(of: pair.en), pair.ko)
            add(QueryPlan.key(of: pair.ko), pair.en)
        }
        return table
    }
}
