import HIGCorpus
import HIGText

/// Learns English→Korean term pairs from the corpus: the pairs sources state in parentheses, then, for every English
/// word of a title or heading, the Korean noun that co-occurs with it most in aligned blocks (Dice coefficient over
/// blocks holding both), and Latin names kept in Korean text with their phonetic keys (for transliterated queries).
/// A glossary entry wins over anything learned for its term.
public struct LexiconLearner: Sendable {
    /// A Dice pair needs this many aligned blocks holding both terms…
    static let minimumJointCount = 2
    /// …and at least this coefficient.
    static let minimumDice = 0.3

    /// English term (lowercased) → preferred Korean, from the user's glossary.
    public var glossary: [String: String]

    /// Each page's words as an earlier build read them, for pages whose texts (and the corpus's titles) are unchanged.
    public var cache: ReadCache?

    public init(glossary: [String: String] = [:], cache: ReadCache? = nil) {
        self.glossary = glossary
        self.cache = cache
    }

    public func learn(_ corpus: Corpus) -> TermLexicon {
        var pairs: [TermLexicon.Pair] = []
        for (term, korean) in glossary.sorted(by: { $0.key < $1.key }) {
            pairs.append(TermLexicon.Pair(en: term.lowercased(), ko: korean, origin: .glossary, count: 0, score: 1))
        }
        let glossed = Set(glossary.keys.map { $0.lowercased() })

        // Pairs stated in parentheses.
        var stated: [String: [String: Int]] = [:]
        for page in ConcurrentMap.map(corpus.pages, { $0.blocks.flatMap { ParentheticalTerms.pairs(in: $0.text.ko ?? "") } }) {
            for pair in page { stated[pair.en, default: [:]][pair.ko, default: 0] += 1 }
        }
        for en in stated.keys.sorted() where !glossed.contains(en) {
            for (ko, count) in stated[en]!.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }).prefix(2) {
                pairs.append(TermLexicon.Pair(en: en, ko: ko, origin: .parenthesis, count: count, score: 1))
            }
        }

        // Co-occurrence for the words of titles and headings.
        var targets: Set<String> = []
        var surfaces: [String: [String: Int]] = [:]
        func target(_ text: String) {
            for word in LexiconText.englishWords(text) {
                targets.insert(word.stem)
                surfaces[word.stem, default: [:]][word.surface, default: 0] += 1
            }
        }
        for page in corpus.pages {
            target(page.title.en)
            for block in page.blocks where block.kind == .heading { target(block.text.en) }
        }
        for category in corpus.categories { target(category.title.en) }
        let cooccurrence = Cooccurrence(pages: corpus.pages.map { $0.blocks.map(\.text) }, targets: targets, cache: cache)
        let statedEnglish = Set(stated.keys)
        // Each term's best Korean is counted on its own, so terms are worked on over all cores, a run at a time
        // (one counter array per run), and read back in order.
        let sortedTargets = targets.sorted()
        let runs = stride(from: 0, to: sortedTargets.count, by: 64).map { sortedTargets[$0..<min($0 + 64, sortedTargets.count)] }
        let bests = ConcurrentMap.map(runs) { run in
            var scratch = Cooccurrence.Scratch()
            return run.map { cooccurrence.best(for: $0, minimumCount: Self.minimumJointCount, scratch: &scratch) }
        }.flatMap { $0 }
        for (stem, best) in zip(sortedTargets, bests) {
            let surface = surfaces[stem]!.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }[0].key
            guard !glossed.contains(surface), !statedEnglish.contains(surface) else { continue }
            if let best, best.dice >= Self.minimumDice {
                pairs.append(TermLexicon.Pair(en: surface, ko: best.ko, origin: .cooccurrence, count: best.count,
                                              score: (best.dice * 1000).rounded() / 1000))
            }
        }

        // Latin names kept in Korean text, and the English words of titles and headings (which Korean designers
        // often spell in Hangul: 툴바, 내비게이션), keyed by their phonetic key (`~MKT` → homekit).
        var names: [String: Int] = [:]
        for page in ConcurrentMap.map(corpus.pages, { $0.blocks.flatMap { LexiconText.latinNames($0.text.ko ?? "") } }) {
            for name in page { names[name, default: 0] += 1 }
        }
        for (stem, forms) in surfaces {
            guard let surface = forms.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }).first?.key,
                  surface.count >= 4, !stem.isEmpty else { continue }
            let singular = surface.hasSuffix("s") && !surface.hasSuffix("ss") ? String(surface.dropLast()) : surface
            names[singular, default: 0] += 2
        }
        for (name, count) in names.sorted(by: { $0.key < $1.key }) where count >= 2 {
            guard let key = PhoneticKey.latin(name), key.count >= 2 else { continue }
            pairs.append(TermLexicon.Pair(en: name, ko: "~" + key, origin: .transliteration, count: count, score: 1))
        }
        return TermLexicon(pairs: Self.sorted(pairs))
    }

    /// By English term, then glossary, parenthesis, co-occurrence, transliteration, then most evidence first.
    static func sorted(_ pairs: [TermLexicon.Pair]) -> [TermLexicon.Pair] {
        let rank: [TermLexicon.Origin: Int] = [.glossary: 0, .parenthesis: 1, .cooccurrence: 2, .transliteration: 3]
        return pairs.sorted {
            if $0.en != $1.en { return $0.en < $1.en }
            if $0.origin != $1.origin { return rank[$0.origin]! < rank[$1.origin]! }
            if $0.count != $1.count { return $0.count > $1.count }
            return $0.ko < $1.ko
        }
    }
}
