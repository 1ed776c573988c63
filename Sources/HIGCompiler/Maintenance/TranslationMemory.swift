import HIGCorpus
import HIGText

/// The corpus as a translation memory: every current translation, by block and by sentence, searched for English
/// similar to a block that has no Korean made for its text (untranslated or outdated).
///
/// A block-level match is the word similarity of the two English texts (`WordDiff`), offered from `minimumMatch`
/// up (75%, translate-toolkit `pretranslate`'s default); an identical text whose neighbouring blocks are identical
/// too is a 101% (in-context) match. A block with no block-level match gets a sentence-level offer when every one of
/// its sentences has a match in the sentences the aligner paired with Korean.
struct TranslationMemory {
    /// The least word similarity offered, 0…1.
    var minimumMatch: Double
    /// How many offers a block gets at most.
    var limit = 3

    /// One translated text of the memory.
    struct Entry: Equatable, Sendable {
        var en: String
        var ko: String
        var from: String
        var source: SourceLocation
        var before: String?
        var after: String?
        /// `WordDiff.keys(en)`, computed once: every query measures up to 24 entries.
        var keys: [String] = []
    }

    private var blocks: [Entry] = []
    private var sentences: [Entry] = []
    /// The aligned sentences the memory offers from (tests).
    var sentenceEntries: [Entry] { sentences }
    private var blockIndex: [String: [Int]] = [:]
    private var sentenceIndex: [String: [Int]] = [:]

    /// A memory of every current translation in the corpus; a page compiled as in an earlier build gives the aligned
    /// sentences that build kept in `cache`.
    init(_ corpus: Corpus, minimumMatch: Double, cache: ReadCache? = nil) {
        self.minimumMatch = minimumMatch
        // Pages are read over all cores (sentence alignment and word keys are most of the work), then joined in page
        // order, so entry numbers are those a serial read gives.
        let pages = ConcurrentMap.map(corpus.pages) { page in
            guard let cache else { return Self.entries(of: page) }
            let aligned = cache.result(cache.pageKey(page, AlignedSentenceCoding.self), AlignedSentenceCoding.self) {
                Self.alignedSentences(of: page)
            }
            return Self.entries(of: page, aligned: aligned)
        }
        for page in pages {
            blocks += page.blocks
            sentences += page.sentences
        }
        blockIndex = Self.index(blocks)
        sentenceIndex = Self.index(sentences)
    }

    /// One page's translated blocks, and the sentences the aligner paired in those of several sentences, with keys.
    static func entries(of page: Page) -> (blocks: [Entry], sentences: [Entry]) {
        entries(of: page, aligned: alignedSentences(of: page))
    }

    /// A sentence the aligner paired with Korean in a translated block of several sentences.
    struct AlignedSentence: Equatable, Sendable {
        /// The block's place among the page's translatable blocks.
        var block: Int
        var en: String
        var ko: String
    }

    /// The blocks of `page` the memory takes (translated, not outdated), each with its place among the translatable.
    private static func translated(_ page: Page) -> (translatable: [Block], memory: [(place: Int, ko: String, source: SourceLocation)]) {
        let translatable = page.blocks.filter { $0.kind.isTranslatable }
        let memory = translatable.enumerated().compactMap { place, block -> (Int, String, SourceLocation)? in
            guard let ko = block.text.ko, !block.isOutdated, let source = block.translationSource else { return nil }
            return (place, ko, source)
        }
        return (translatable, memory)
    }

    /// The sentences the aligner pairs in the page's translated blocks: the costly part of its entries (the build
    /// cache keeps it for unchanged pages).
    static func alignedSentences(of page: Page) -> [AlignedSentence] {
        let (translatable, memory) = translated(page)
        var aligned: [AlignedSentence] = []
        for (place, ko, _) in memory {
            let english = SentenceSplitter.english(translatable[place].text.en), korean = SentenceSplitter.korean(ko)
            guard english.count > 1 else { continue }
            for group in SentenceAligner().align(english, korean) where group.english.count == 1 && !group.korean.isEmpty {
                aligned.append(AlignedSentence(block: place, en: english[group.english.lowerBound], ko: group.korean.map { korean[$0] }.joined(separator: " ")))
            }
        }
        return aligned
    }

    /// One page's entries, its blocks' sentences as `aligned` pairs them.
    static func entries(of page: Page, aligned: [AlignedSentence]) -> (blocks: [Entry], sentences: [Entry]) {
        var blocks: [Entry] = [], sentences: [Entry] = []
        let (translatable, memory) = translated(page)
        var next = aligned[...]
        for (place, ko, source) in memory {
            let block = translatable[place]
            let from = "\(page.id)#\(block.id)"
            blocks.append(Entry(en: block.text.en, ko: ko, from: from, source: source,
                                before: place > 0 ? translatable[place - 1].text.en : nil,
                                after: place + 1 < translatable.count ? translatable[place + 1].text.en : nil,
                                keys: WordDiff.keys(block.text.en)))
            while let sentence = next.first, sentence.block <= place {
                next.removeFirst()
                if sentence.block == place {
                    sentences.append(Entry(en: sentence.en, ko: sentence.ko, from: from, source: source, keys: WordDiff.keys(sentence.en)))
                }
            }
        }
        return (blocks, sentences)
    }

    /// Entry numbers by word, skipping words so common they say nothing.
    private static func index(_ entries: [Entry]) -> [String: [Int]] {
        var index: [String: [Int]] = [:]
        for n in entries.indices {
            // Each word once per entry: entries are numbered in order, so a word already listed for this one ends with it.
            for word in entries[n].keys where !word.isEmpty {
                index[word, default: []].appendUnlessLast(n)
            }
        }
        let common = max(64, entries.count / 10)
        return index.filter { $0.value.count <= common }
    }

    /// The best offers for one block (its neighbours' English give the in-context match), excluding its own Korean.
    func suggestions(for en: String, before: String?, after: String?, excluding key: String, current ko: String?) -> [Suggestion] {
        var offers = matches(en, in: blocks, index: blockIndex).compactMap { (entry, similarity) -> Suggestion? in
            guard entry.from != key, entry.ko != ko else { return nil }
            var match = Self.percent(similarity)
            if match == 100, Self.same(before, entry.before), Self.same(after, entry.after) { match = 101 }
            return Suggestion(ko: entry.ko, en: entry.en, match: match, from: entry.from, source: entry.source)
        }
        if offers.isEmpty, let composed = sentenceOffer(en, excluding: key), composed.ko != ko { offers = [composed] }
        var seen = Set<String>()
        return offers.sorted { ($1.match, $0.from) < ($0.match, $1.from) }.filter { seen.insert($0.ko).inserted }.prefix(limit).map { $0 }
    }

    /// An offer put together sentence by sentence, when every sentence of a multi-sentence block has a match.
    private func sentenceOffer(_ en: String, excluding key: String) -> Suggestion? {
        let parts = SentenceSplitter.english(en)
        guard parts.count > 1 else { return nil }
        var found: [(Entry, Double)] = []
        for part in parts {
            guard let best = matches(part, in: sentences, index: sentenceIndex).first(where: { $0.0.from != key }) else { return nil }
            found.append(best)
        }
        let match = found.map { Self.percent($0.1) }.min() ?? 0
        return Suggestion(ko: found.map(\.0.ko).joined(separator: " "), en: found.map(\.0.en).joined(separator: " "), match: match,
                          granularity: "sentence", from: found[0].0.from, source: found[0].0.source)
    }

    /// Entries at least `minimumMatch` similar, best first (ties by source order).
    private func matches(_ en: String, in entries: [Entry], index: [String: [Int]]) -> [(Entry, Double)] {
        let keys = WordDiff.keys(en)
        let words = Set(keys).filter { !$0.isEmpty }
        guard !words.isEmpty else { return [] }
        let postings = words.map { index[$0] ?? [] }
        var shared: [Int: Int] = [:]
        shared.reserveCapacity(postings.reduce(0) { $0 + $1.count })
        for list in postings { for n in list { shared[n, default: 0] += 1 } }
        // Only texts sharing enough words can reach the threshold; the closest 24 are measured exactly.
        let floor = Int((Double(words.count) * minimumMatch * 0.5).rounded(.down))
        let candidates = shared.filter { $0.value >= max(1, floor) }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(24)
        return candidates.compactMap { n, _ -> (Entry, Double)? in
            let entry = entries[n]
            let same = entry.en == en || WordDiff.sameWording(keys: entry.keys, keys)
            let similarity = same ? 1 : WordDiff.similarity(keys: entry.keys, keys)
            return similarity >= minimumMatch ? (entries[n], similarity) : nil
        }.sorted { ($1.1, $0.0.from) < ($0.1, $1.0.from) }
    }

    private static func percent(_ similarity: Double) -> Int {
        similarity >= 1 ? 100 : min(99, Int((similarity * 100).rounded(.down)))
    }

    private static func same(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (x?, y?): WordDiff.sameWording(x, y)
        default: false
        }
    }
}

/// The pass that gives every translatable block its `translationState`: outdated blocks (from `RevisionCarrier`)
/// stay outdated and get offers; translated blocks are current; the rest are suggested when the memory offers
/// something, else untranslated. Other blocks have no state.
public struct TranslationStates: Sendable {
    /// The least word similarity a suggestion needs, 0…1 (default 0.75).
    public var minimumMatch: Double
    /// The translation memory's aligned sentences of earlier builds, for pages compiled as they were.
    public var cache: ReadCache?

    public init(minimumMatch: Double = 0.75, cache: ReadCache? = nil) {
        self.minimumMatch = minimumMatch
        self.cache = cache
    }

    public func apply(to corpus: inout Corpus) {
        let memory = TranslationMemory(corpus, minimumMatch: minimumMatch, cache: cache)
        corpus.pages = ConcurrentMap.map(corpus.pages) { Self.stated($0, memory: memory) }
    }

    /// The page with each translatable block's state, and suggestions from `memory` for those not current.
    static func stated(_ page: Page, memory: TranslationMemory) -> Page {
        var page = page
        let translatable = page.blocks.indices.filter { page.blocks[$0].kind.isTranslatable }
        for (i, index) in translatable.enumerated() {
            var block = page.blocks[index]
            let key = "\(page.id)#\(block.id)"
            if block.isOutdated || !block.isTranslated {
                let offers = memory.suggestions(for: block.text.en,
                                                before: i > 0 ? page.blocks[translatable[i - 1]].text.en : nil,
                                                after: i + 1 < translatable.count ? page.blocks[translatable[i + 1]].text.en : nil,
                                                excluding: key, current: block.text.ko)
                var state = block.translationState ?? TranslationState(status: offers.isEmpty ? .untranslated : .suggested)
                state.suggestions = offers
                block.translationState = state
            } else {
                block.translationState = TranslationState(status: .current)
            }
            page.blocks[index] = block
        }
        return page
    }
}

extension Array where Element == Int {
    /// Appends `n` unless it is already the last element.
    fileprivate mutating func appendUnlessLast(_ n: Int) {
        if last != n { append(n) }
    }
}
