import HIGCorpus
import HIGText

/// How the corpus uses the words of candidate pairs, for the tests a learned pair must pass:
/// - whether a Korean word stands as a word: alone, or followed by a case particle that only follows a noun. A stem
///   cut from a verb by a particle-like ending (`공개하거` of `공개하거나`) never stands so;
/// - whether a word is bound to one neighbour: in half its uses or more, the same word stands right before or after
///   it (`자리` in `자리 표시자`, `가기` in `바로 가기`, English `activity` before `rings`). A Korean word so bound, for an
///   English word that is not bound to the translation of that neighbour, is half of a two-word translation.
struct KoreanWordUse: PageCountSum {
    /// Particles that follow a noun and nothing else, so `word + particle` shows `word` is a noun.
    static let nounParticles: [String] = ["에서", "으로", "에게", "과", "와", "은", "는", "을", "를", "이", "가", "의", "에", "로"]
    /// Times each asked-about Korean word stands alone or before a noun particle.
    private(set) var standing: [String: Int] = [:]
    /// Asked-about word → its uses and the neighbours beside it, Korean words by stem and English words by
    /// `LexiconText`'s stem.
    private(set) var neighbours: [String: Neighbours] = [:]

    /// How often a word is used, and how often each neighbour stands right before or after it.
    struct Neighbours: Equatable, Sendable {
        var uses = 0
        var beside: [String: Int] = [:]
    }

    init() {}

    init(standing: [String: Int], neighbours: [String: Neighbours]) {
        (self.standing, self.neighbours) = (standing, neighbours)
    }

    /// The corpus's use of the asked-about words: each page's counts (kept in `cache` for pages whose texts and the
    /// asked-about words are an earlier build's), summed, or the last build's sum updated by the pages that changed
    /// (`PageSums`).
    init(_ corpus: Corpus, korean: Set<String>, english: Set<String> = [], cache: ReadCache? = nil) {
        var asked = KeyMaterial()
        asked.array(korean.sorted()) { $0.string($1) }
        asked.array(english.sorted()) { $0.string($1) }
        let digest = cache == nil ? "" : asked.digest
        let pages = corpus.pages
        self = PageSums<KoreanWordUseCoding, KoreanWordUseSumCoding, KoreanWordUse>(cache: cache, context: digest, asSum: { $0 }).sum(
            count: pages.count,
            key: { $0.textsKey(pages[$1].blocks.map(\.text), context: digest, KoreanWordUseCoding.self) },
            make: { KoreanWordUse(pages[$0].blocks.map(\.text), korean: korean, english: english) })
    }

    /// One page's use of the asked-about words.
    init(_ texts: [BilingualText], korean: Set<String>, english: Set<String>) {
        for text in texts {
            if let ko = text.ko {
                countStanding(ko, words: korean)
                countNeighbours(LexiconText.koreanWords(ko), asked: korean)
            }
            if !english.isEmpty { countNeighbours(LexiconText.englishWords(text.en).map(\.stem), asked: english) }
        }
    }

    mutating func add(_ other: KoreanWordUse, times: Int) {
        CountSum.add(other.standing, times: times, to: &standing)
        for (word, entry) in other.neighbours {
            var total = neighbours[word] ?? Neighbours()
            total.uses += entry.uses * times
            CountSum.add(entry.beside, times: times, to: &total.beside)
            neighbours[word] = total == Neighbours() ? nil : total
        }
    }

    mutating func countStanding(_ text: String, words: Set<String>) {
        // From the bytes when the text is NFC and splits as Characters do (`ScalarRuns`): each run is then a word of
        // Hangul syllables, and a particle (whole syllables) ends it exactly when its bytes end it.
        let counted = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !NFC.mayChange(utf8: bytes), let runs = ScalarRuns.hangulSyllables(in: bytes) else { return false }
            for run in runs { countStanding(syllables: bytes[run], words: words) }
            return true
        }
        if counted != true { countStandingCharacters(text, words: words) }
    }

    /// `countStanding` for one run of Hangul syllables' bytes.
    private mutating func countStanding(syllables: Slice<UnsafeBufferPointer<UInt8>>, words: Set<String>) {
        let word = String(decoding: syllables, as: UTF8.self)
        if words.contains(word) { standing[word, default: 0] += 1; return }
        for particle in Self.nounParticleBytes where particle.count <= syllables.count && syllables.suffix(particle.count).elementsEqual(particle) {
            let stem = String(decoding: syllables.dropLast(particle.count), as: UTF8.self)
            if words.contains(stem) { standing[stem, default: 0] += 1; return }
        }
    }

    /// `nounParticles` as UTF-8.
    private static let nounParticleBytes = nounParticles.map { Array($0.utf8) }

    /// `countStanding` split by Characters: the rule the byte path gives the answers of.
    mutating func countStandingCharacters(_ text: String, words: Set<String>) {
        for token in text.split(whereSeparator: { !Script.isHangul($0) }) {
            let word = String(token)
            if words.contains(word) { standing[word, default: 0] += 1; continue }
            for particle in Self.nounParticles where word.hasSuffix(particle) {
                let stem = String(word.dropLast(particle.count))
                if words.contains(stem) { standing[stem, default: 0] += 1; break }
            }
        }
    }

    private mutating func countNeighbours(_ words: [String], asked: Set<String>) {
        for (index, word) in words.enumerated() where asked.contains(word) {
            var entry = neighbours[word] ?? Neighbours()
            entry.uses += 1
            var seen: Set<String> = []
            for other in [index > 0 ? words[index - 1] : nil, index + 1 < words.count ? words[index + 1] : nil].compactMap({ $0 })
            where other != word && seen.insert(other).inserted {
                entry.beside[other, default: 0] += 1
            }
            neighbours[word] = entry
        }
    }

    /// Whether `word` stands as a word at least twice.
    func standsAlone(_ word: String) -> Bool {
        (standing[word] ?? 0) >= 2
    }

    /// The neighbour beside `word` in half its uses or more (three uses at least), if any.
    func boundNeighbour(_ word: String) -> String? {
        guard let entry = neighbours[word], entry.uses >= 3 else { return nil }
        let best = entry.beside.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }
        guard let best, 2 * best.value >= entry.uses else { return nil }
        return best.key
    }
}
