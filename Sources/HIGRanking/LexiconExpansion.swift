import HIGCorpus

/// The lexicon as query expansion: each English term's key (its stem) leads to its Korean, each Korean term's key
/// (stem, words joined) to its English; at most `limit` per key, in the lexicon's order (glossary, then best first).
/// A transliteration key leads a Hangul word with that key to the name (`LexiconLearner.hangulSpelled`: only names the
/// corpus's Korean spells in Hangul).
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
        for pair in lexicon.pairs {
            if pair.origin == .transliteration {
                add(pair.ko, pair.en)  // `~MKT` → homekit: a Hangul query word with that phonetic key
                continue
            }
            add(QueryPlan.key(of: pair.en), pair.ko)
            add(QueryPlan.key(of: pair.ko), pair.en)
        }
        return table
    }
}
