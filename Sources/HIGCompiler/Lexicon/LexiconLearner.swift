import HIGCorpus
import HIGText

/// Learns English→Korean term pairs from the corpus, each origin held to a precision measured on pages nobody tuned
/// on (docs/search.md): the glossary (`--glossary` over `Glossary.standard`), the Korean translators wrote for titles
/// and headings (`TranslatorTitles`), the pairs sources state in parentheses, then, for every English word of a title
/// or heading, the Korean noun that co-occurs with it most in aligned blocks (Dice coefficient over blocks holding
/// both) when it clears `Bar`, and Latin names kept in Korean text with their phonetic keys (for transliterated
/// queries). A glossary entry wins over anything learned for its term.
public struct LexiconLearner: Sendable {
    /// What a co-occurrence pair must clear to be kept (used by search and derived Korean alike).
    struct Bar: Sendable {
        /// Aligned blocks holding both terms…
        var minimumCount: Int
        /// …the Dice coefficient…
        var minimumDice: Double
        /// …and the pair is the Korean word's best: of the English words whose best Korean it is, the one it shares
        /// the most blocks with by Dice (`between` and `button` both choosing 버튼 leaves 버튼 to `button`).
        var uniqueBest: Bool
        /// The Korean stands as a word in the corpus (alone or before a case particle), not a stem cut from a verb
        /// (`공개하거` of `공개하거나`).
        var attested: Bool

        static let standard = Bar(minimumCount: 3, minimumDice: 0.6, uniqueBest: true, attested: true)
    }

    /// The user's glossary over the shipped one.
    public var glossary: Glossary
    var bar = Bar.standard

    /// Each page's counts as an earlier build made them, for pages whose inputs to them are unchanged.
    public var cache: ReadCache?

    public init(glossary: Glossary = .standard, cache: ReadCache? = nil) {
        self.glossary = glossary
        self.cache = cache
    }

    public func learn(_ corpus: Corpus) -> TermLexicon {
        learn(corpus, evidence: LexiconEvidence(corpus, cache: cache))
    }

    /// The lexicon from the corpus and its pages' summed counts.
    func learn(_ corpus: Corpus, evidence: LexiconEvidence) -> TermLexicon {
        var pairs: [TermLexicon.Pair] = []
        let preferred = glossary.preferredByTerm
        let variants = glossary.variantsByTerm
        for (term, korean) in preferred.sorted(by: { $0.key < $1.key }) {
            pairs.append(TermLexicon.Pair(en: term, ko: korean, origin: .glossary, count: 0, score: 1))
            // Korean in common use besides the preferred: search finds the term by it; derivation reads the first pair.
            for variant in variants[term] ?? [] { pairs.append(TermLexicon.Pair(en: term, ko: variant, origin: .glossary, count: 0, score: 0.9)) }
        }
        let glossed = Set(preferred.keys.map(TitleKey.of))
        for (key, korean) in evidence.translators.pairs where !glossed.contains(key) {
            pairs.append(TermLexicon.Pair(en: key, ko: korean, origin: .translator, count: 1, score: 1))
        }

        let stated = Self.statedPairs(evidence.stated, glossed: glossed)
        pairs += stated

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
        let bests = CooccurrenceBests.bests(pages: corpus.pages.map { $0.blocks.map(\.text) }, targets: targets, cache: cache)
        let statedEnglish = Set(stated.map(\.en))
        var candidates: [TermLexicon.Pair] = []
        for stem in targets.sorted() {
            let best = bests[stem]
            let surface = surfaces[stem]!.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }[0].key
            guard !glossed.contains(TitleKey.of(surface)), !statedEnglish.contains(surface) else { continue }
            if let best, best.count >= bar.minimumCount, best.dice >= bar.minimumDice {
                candidates.append(TermLexicon.Pair(en: surface, ko: best.ko, origin: .cooccurrence, count: best.count,
                                                   score: (best.dice * 1000).rounded() / 1000))
            }
        }
        pairs += cleared(candidates, trusted: pairs, corpus: corpus)

        pairs += Self.transliterations(corpus, latinNames: evidence.latinNames, surfaces: surfaces, cache: cache)
        return TermLexicon(pairs: Self.sorted(pairs))
    }

    /// Latin names kept in Korean text, and the English words of titles and headings (which Korean designers often
    /// spell in Hangul: 툴바, 내비게이션), keyed by their phonetic key (`~PTN` → button) of three consonant classes or more,
    /// when the corpus's Korean spells the name in Hangul (`hangulSpelled`). A key is a consonant skeleton many words
    /// share (`button`, `between`, a typo's `optino`): it leads only to the name used most under it, and only when that
    /// name is used at least twice as often as the next (a title or heading word counts its uses there twice).
    /// `latinNames` counts the names Korean text keeps in Latin and writes in camel case (`HomeKit`, `VoiceOver`): a
    /// Korean may type them in Hangul by their sound (홈킷). A capitalised word or an acronym there (`Delete`, `PNG`) is
    /// no such name.
    static func transliterations(_ corpus: Corpus, latinNames: [String: Int], surfaces: [String: [String: Int]],
                                 cache: ReadCache? = nil) -> [TermLexicon.Pair] {
        var names = latinNames
        for (_, forms) in surfaces {
            guard let surface = forms.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }).first?.key,
                  surface.count >= 4, PhoneticKey.latin(surface) != nil else { continue }
            names[EnglishPlural.singular(surface), default: 0] += 2 * forms.values.reduce(0, +)
        }
        let spelled = hangulSpelled(corpus, names: Set(names.keys), cache: cache)
        var byKey: [String: [(name: String, count: Int)]] = [:]
        for (name, count) in names where count >= 2 && spelled.contains(name) {
            // Two consonant classes (`~PL`: 애플 and 파일 alike) say too little to lead anywhere.
            guard let key = PhoneticKey.latin(name), key.count >= 3 else { continue }
            byKey[key, default: []].append((name, count))
        }
        return byKey.keys.sorted().compactMap { key in
            let ranked = byKey[key]!.sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
            guard ranked.count == 1 || ranked[0].count >= 2 * ranked[1].count else { return nil }
            return TermLexicon.Pair(en: ranked[0].name, ko: "~" + key, origin: .transliteration, count: ranked[0].count, score: 1)
        }
    }

    /// The names (lowercased, singular) the corpus's Korean spells in Hangul: a Hangul word with the name's key is in
    /// the Korean of two aligned blocks or more whose English holds the name, and in half the blocks holding that
    /// Hangul word at least (`button` and 버튼). A key is a skeleton many Korean words share: a word that merely has
    /// the key of an English word beside it (`choosing`, `useful`) is mostly elsewhere; a name Korean text keeps in
    /// Latin (`NSProgress`, `macOS`) has no Hangul spelling to find.
    static func hangulSpelled(_ corpus: Corpus, names: Set<String>, cache: ReadCache? = nil) -> Set<String> {
        HangulSpelling(corpus, names: names, cache: cache).spelled
    }

    /// Pairs stated in parentheses (`시트(sheet)`, counted by English and Korean), the two given most often for each English term the glossary does
    /// not hold.
    static func statedPairs(_ stated: [String: [String: Int]], glossed: Set<String>) -> [TermLexicon.Pair] {
        var pairs: [TermLexicon.Pair] = []
        for en in stated.keys.sorted() where !glossed.contains(TitleKey.of(en)) {
            for (ko, count) in stated[en]!.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }).prefix(2) {
                pairs.append(TermLexicon.Pair(en: en, ko: ko, origin: .parenthesis, count: count, score: 1))
            }
        }
        return pairs
    }

    /// The co-occurrence candidates that clear the bar's word tests: a Korean word of two syllables or more (one
    /// syllable is as often an adverb or a bound noun: `잘` for `wells`), not already the Korean of a glossary or
    /// translator term, kept for its best English only, written as a word, and not half of a two-word translation.
    func cleared(_ candidates: [TermLexicon.Pair], trusted: [TermLexicon.Pair], corpus: Corpus) -> [TermLexicon.Pair] {
        let owned = Set(trusted.map(\.ko))
        var owner: [String: TermLexicon.Pair] = [:]
        for pair in candidates {
            if let held = owner[pair.ko], (held.score, held.count, pair.en) >= (pair.score, pair.count, held.en) { continue }
            owner[pair.ko] = pair
        }
        let use = KoreanWordUse(corpus, korean: Set(candidates.map(\.ko)), english: Set(candidates.map { EnglishPlural.singular($0.en) }), cache: cache)
        let koreanOf = Dictionary((trusted + candidates).map { (EnglishPlural.singular($0.en), $0.ko) }, uniquingKeysWith: { first, _ in first })
        return candidates.filter { pair in
            guard pair.ko.unicodeScalars.count >= 2, !owned.contains(pair.ko) else { return false }
            guard !bar.uniqueBest || owner[pair.ko]?.en == pair.en else { return false }
            guard !bar.attested || use.standsAlone(pair.ko) else { return false }
            // Bound to a neighbour that is not the translation of the English word's own neighbour.
            if bar.attested, let neighbour = use.boundNeighbour(pair.ko) {
                let englishNeighbour = use.boundNeighbour(EnglishPlural.singular(pair.en))
                guard let englishNeighbour, koreanOf[englishNeighbour].map({ $0.split(separator: " ").contains(Substring(neighbour)) }) ?? false else { return false }
            }
            return true
        }
    }

    /// By English term, then glossary, translator, parenthesis, co-occurrence, transliteration, then the highest score
    /// (a glossary's preferred Korean before its variants) and most evidence first.
    static func sorted(_ pairs: [TermLexicon.Pair]) -> [TermLexicon.Pair] {
        let rank: [TermLexicon.Origin: Int] = [.glossary: 0, .translator: 1, .parenthesis: 2, .cooccurrence: 3, .transliteration: 4]
        return pairs.sorted {
            if $0.en != $1.en { return $0.en < $1.en }
            if $0.origin != $1.origin { return rank[$0.origin]! < rank[$1.origin]! }
            if $0.score != $1.score { return $0.score > $1.score }
            if $0.count != $1.count { return $0.count > $1.count }
            return $0.ko < $1.ko
        }
    }
}
