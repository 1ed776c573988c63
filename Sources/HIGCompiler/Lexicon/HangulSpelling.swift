import HIGCorpus
import HIGText

/// How the corpus's Korean spells names in Hangul (`LexiconLearner.hangulSpelled`): for each Hangul word that has the
/// phonetic key of a name, the aligned blocks holding it, and for each name the blocks holding it in English beside
/// such a word. Counted page by page and summed, so a page an earlier build counted for the same names is not read.
struct HangulSpelling: PageCountSum {
    /// Hangul word → the aligned blocks whose Korean holds it.
    private(set) var uses: [String: Int] = [:]
    /// Name → Hangul word with its key → the aligned blocks holding the name in English and the word in Korean.
    private(set) var beside: [String: [String: Int]] = [:]

    init() {}

    init(uses: [String: Int], beside: [String: [String: Int]]) {
        (self.uses, self.beside) = (uses, beside)
    }

    /// The corpus's counts for `names` (lowercased, singular): each page's (kept in `cache` for pages whose texts and
    /// the names are an earlier build's), summed, or the last build's sum updated by the pages that changed (`PageSums`).
    init(_ corpus: Corpus, names: Set<String>, cache: ReadCache? = nil) {
        var keyed: [String: [String]] = [:]
        for name in names { if let key = PhoneticKey.latin(name), key.count >= 3 { keyed[key, default: []].append(name) } }
        let namesByKey = keyed
        var material = KeyMaterial()
        material.array(names.sorted()) { $0.string($1) }
        let digest = cache == nil ? "" : material.digest
        let pages = corpus.pages
        self = PageSums<HangulSpellingCoding, HangulSpellingSumCoding, HangulSpelling>(cache: cache, context: digest, asSum: { $0 }).sum(
            count: pages.count,
            key: { $0.textsKey(pages[$1].blocks.map(\.text), context: digest, HangulSpellingCoding.self) },
            make: { HangulSpelling(pages[$0].blocks.map(\.text), namesByKey: namesByKey) })
    }

    /// One page's counts, for names by their phonetic key.
    init(_ texts: [BilingualText], namesByKey: [String: [String]]) {
        for text in texts {
            guard let ko = text.ko else { continue }
            // Hangul word → the names sharing its key.
            var hangul: [String: [String]] = [:]
            for word in LexiconText.koreanWords(ko) where hangul[word] == nil {
                if let key = PhoneticKey.hangul(word), let names = namesByKey[key] { hangul[word] = names }
            }
            guard !hangul.isEmpty else { continue }
            // The block's English words and their singulars, searched in place: a block asks about a few names, and
            // hashing every word into a set cost more than the search.
            let words = LexiconText.lowercasedASCIIWords(text.en)
            let singulars = words.map(EnglishPlural.singular)
            for (word, names) in hangul {
                uses[word, default: 0] += 1
                for name in names where words.contains(name) || singulars.contains(name) { beside[name, default: [:]][word, default: 0] += 1 }
            }
        }
    }

    mutating func add(_ other: HangulSpelling, times: Int) {
        CountSum.add(other.uses, times: times, to: &uses)
        CountSum.add(other.beside, times: times, to: &beside)
    }

    /// The names the Korean spells in Hangul: a Hangul word with the name's key is in two blocks or more beside the
    /// name, and in half the blocks holding that word at least.
    var spelled: Set<String> {
        Set(beside.compactMap { name, words in
            words.contains { word, count in count >= 2 && 2 * count >= uses[word]! } ? name : nil
        })
    }
}
