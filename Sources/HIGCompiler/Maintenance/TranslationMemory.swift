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
    var limit = offerLimit
    static let offerLimit = 3

    /// One translated text of the memory.
    struct Entry: Equatable, Sendable {
        var en: String
        var ko: String
        var from: String
        var source: SourceLocation
        var before: String?
        var after: String?
        /// `WordDiff.keys(en)`, computed once when the memory is made: every query measures up to 24 entries.
        var keys: [String] = []
    }

    /// The entries by number: every entry, or (`TranslationStates`' rebuild) those the queries to answer measure.
    private var blocks: [Int: Entry] = [:]
    private var sentences: [Int: Entry] = [:]
    /// The aligned sentences the memory offers from (tests).
    var sentenceEntries: [Entry] { sentences.sorted { $0.key < $1.key }.map(\.value) }
    /// Every entry's words, by number.
    private(set) var index: MemoryIndex

    /// A memory of every current translation in the corpus; a page compiled as in an earlier build gives the aligned
    /// sentences and word keys that build kept in `cache`.
    init(_ corpus: Corpus, minimumMatch: Double, cache: ReadCache? = nil) {
        self.init(pages: ConcurrentMap.map(corpus.pages) { MemoryPage.entries(of: $0, cache: cache).entries }, minimumMatch: minimumMatch)
    }

    /// A memory of the pages' entries (with their word keys), joined in page order.
    init(pages: [PageEntries], minimumMatch: Double) {
        self.minimumMatch = minimumMatch
        let blocks = pages.flatMap(\.blocks), sentences = pages.flatMap(\.sentences)
        index = MemoryIndex(blocks: MemoryIndex.Postings(blocks), sentences: MemoryIndex.Postings(sentences))
        self.blocks = Dictionary(uniqueKeysWithValues: blocks.enumerated().map { ($0, $1) })
        self.sentences = Dictionary(uniqueKeysWithValues: sentences.enumerated().map { ($0, $1) })
    }

    /// A memory of `index` holding only the entries given by number: it answers the queries whose candidates
    /// (`candidates(for:)`, which reads the index alone) are among them.
    init(index: MemoryIndex, blocks: [Int: Entry], sentences: [Int: Entry], minimumMatch: Double) {
        self.minimumMatch = minimumMatch
        self.index = index
        self.blocks = blocks
        self.sentences = sentences
    }

    /// The words a query for `en` looks up in the index: its own, and its sentences' when it has several.
    static func queryWords(_ en: String) -> Set<String> {
        let sentences = SentenceSplitter.english(en)
        return Set(WordDiff.keys(en) + (sentences.count > 1 ? sentences.flatMap(WordDiff.keys) : []))
    }

    /// One page's entries: its translated blocks, and the sentences the aligner paired in them.
    struct PageEntries: Sendable {
        var blocks: [Entry] = []
        var sentences: [Entry] = []
    }

    /// A digest of an entry but its neighbours (what `reach` writes of it): two entries with the same digest offer
    /// the same.
    static func digest(_ entry: Entry) -> MemoryState.EntryDigest {
        var material = KeyMaterial()
        material.entry(entry)
        let hex = material.digest
        let half = { (part: Substring) in Int(bitPattern: UInt(part, radix: 16)!) }
        return MemoryState.EntryDigest(high: half(hex.prefix(16)), low: half(hex.dropFirst(16).prefix(16)))
    }

    /// The neighbours' English of each block entry, by the entry's place (`from`); `nil` for a place two entries share
    /// with different neighbours.
    static func neighbours(_ pages: [PageEntries]) -> [String: Neighbours?] {
        var found: [String: Neighbours?] = [:]
        for entry in pages.lazy.flatMap(\.blocks) {
            let neighbours = Neighbours(before: entry.before, after: entry.after)
            if let known = found[entry.from], known != neighbours { found[entry.from] = .some(nil) } else { found[entry.from] = neighbours }
        }
        return found
    }

    /// The English of the translatable blocks before and after a block entry's.
    struct Neighbours: Equatable, Sendable {
        var before: String?
        var after: String?
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

    /// One page's entries, its blocks' sentences as `aligned` pairs them; word keys are made when the memory is.
    static func entries(of page: Page, aligned: [AlignedSentence]) -> PageEntries {
        var blocks: [Entry] = [], sentences: [Entry] = []
        let (translatable, memory) = translated(page)
        var next = aligned[...]
        for (place, ko, source) in memory {
            let block = translatable[place]
            let from = "\(page.id)#\(block.id)"
            blocks.append(Entry(en: block.text.en, ko: ko, from: from, source: source,
                                before: place > 0 ? translatable[place - 1].text.en : nil,
                                after: place + 1 < translatable.count ? translatable[place + 1].text.en : nil))
            while let sentence = next.first, sentence.block <= place {
                next.removeFirst()
                if sentence.block == place {
                    sentences.append(Entry(en: sentence.en, ko: sentence.ko, from: from, source: source))
                }
            }
        }
        return PageEntries(blocks: blocks, sentences: sentences)
    }

    /// The best offers for one block (its neighbours' English give the in-context match), excluding its own Korean.
    func suggestions(for en: String, before: String?, after: String?, excluding key: String, current ko: String?) -> [Suggestion] {
        Self.best(offers(for: en, excluding: key, current: ko), before: before, after: after, limit: limit)
    }

    /// A suggestion the memory offers a block, before the block's neighbours are weighed: a block entry's with the
    /// entry's neighbours, one put together sentence by sentence with none.
    struct Offer: Equatable, Sendable {
        var suggestion: Suggestion
        var neighbours: Neighbours?
    }

    /// The entries a query for `en` measures, by number: the block entries sharing enough of its words (`matches`),
    /// and when it has several sentences, the sentence entries sharing enough of each sentence's. What the memory
    /// offers the query is made from these entries alone and the threshold, so they key a page's kept offers (`reach`).
    struct Candidates: Equatable, Sendable {
        var blocks: [Int]
        /// One list per sentence; empty for a text of one sentence.
        var sentences: [[Int]]
    }

    /// The entries a query for `en` measures.
    func candidates(for en: String) -> Candidates {
        let parts = SentenceSplitter.english(en)
        return Candidates(blocks: Self.candidates(WordDiff.keys(en), index: index.blocks, minimumMatch: minimumMatch),
                          sentences: parts.count > 1 ? parts.map { Self.candidates(WordDiff.keys($0), index: index.sentences, minimumMatch: minimumMatch) } : [])
    }

    /// Writes what the memory's answer to a query depends on besides the query and the threshold: each of its
    /// candidate entries (text, Korean, place, source), in the order they are measured. Two memories that give a query
    /// the same candidates with the same contents make it the same `offers`, whatever else they hold.
    func reach(_ candidates: Candidates, into material: inout KeyMaterial) {
        material.array(candidates.blocks) { $0.entry(blocks[$1]!) }
        material.array(candidates.sentences) { material, part in material.array(part) { $0.entry(sentences[$1]!) } }
    }

    /// Every offer for one block, excluding its own Korean: the block-level matches, else one put together sentence
    /// by sentence; an identical text is a 100% match until `best` weighs its neighbours.
    func offers(for en: String, excluding key: String, current ko: String?) -> [Offer] {
        offers(for: en, candidates: candidates(for: en), excluding: key, current: ko)
    }

    /// Every offer for one block from its `candidates` (`candidates(for: en)`).
    func offers(for en: String, candidates: Candidates, excluding key: String, current ko: String?) -> [Offer] {
        let offers = matches(en, candidates.blocks, in: blocks).compactMap { (entry, similarity) -> Offer? in
            guard entry.from != key, entry.ko != ko else { return nil }
            return Offer(suggestion: Suggestion(ko: entry.ko, en: entry.en, match: Self.percent(similarity), from: entry.from, source: entry.source),
                         neighbours: Neighbours(before: entry.before, after: entry.after))
        }
        if offers.isEmpty, let composed = sentenceOffer(en, candidates: candidates.sentences, excluding: key), composed.ko != ko {
            return [Offer(suggestion: composed)]
        }
        return offers
    }

    /// The best `limit` of a block's offers, one per Korean: an identical text whose neighbouring blocks are identical
    /// too is a 101% (in-context) match.
    static func best(_ offers: [Offer], before: String?, after: String?, limit: Int) -> [Suggestion] {
        let weighed = offers.map { offer -> Suggestion in
            var suggestion = offer.suggestion
            if suggestion.match == 100, let neighbours = offer.neighbours, same(before, neighbours.before), same(after, neighbours.after) {
                suggestion.match = 101
            }
            return suggestion
        }
        var seen = Set<String>()
        return weighed.sorted { ($1.match, $0.from) < ($0.match, $1.from) }.filter { seen.insert($0.ko).inserted }.prefix(limit).map { $0 }
    }

    /// An offer put together sentence by sentence, when every sentence of a multi-sentence block has a match among
    /// its `candidates` (one list per sentence).
    private func sentenceOffer(_ en: String, candidates: [[Int]], excluding key: String) -> Suggestion? {
        let parts = SentenceSplitter.english(en)
        guard parts.count > 1, parts.count == candidates.count else { return nil }
        var found: [(Entry, Double)] = []
        for (part, numbers) in zip(parts, candidates) {
            guard let best = matches(part, numbers, in: sentences).first(where: { $0.0.from != key }) else { return nil }
            found.append(best)
        }
        let match = found.map { Self.percent($0.1) }.min() ?? 0
        return Suggestion(ko: found.map(\.0.ko).joined(separator: " "), en: found.map(\.0.en).joined(separator: " "), match: match,
                          granularity: "sentence", from: found[0].0.from, source: found[0].0.source)
    }

    /// The numbers of the entries sharing enough of `keys`' words to reach the threshold, the closest 24 (ties by
    /// source order): the only ones `matches` measures.
    private static func candidates(_ keys: [String], index: MemoryIndex.Postings, minimumMatch: Double) -> [Int] {
        let words = Set(keys).filter { !$0.isEmpty }
        guard !words.isEmpty else { return [] }
        let postings = words.map(index.lookUp)
        var shared: [Int: Int] = [:]
        shared.reserveCapacity(postings.reduce(0) { $0 + $1.count })
        for list in postings { for n in list { shared[n, default: 0] += 1 } }
        let floor = sharedFloor(words: words.count, minimumMatch: minimumMatch)
        return shared.filter { $0.value >= floor }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(24).map(\.key)
    }

    /// How many of a query's `words` (distinct word keys) an entry must share to be measured: half of what the
    /// threshold asks, and at least one.
    static func sharedFloor(words: Int, minimumMatch: Double) -> Int {
        max(1, Int((Double(words) * minimumMatch * 0.5).rounded(.down)))
    }

    /// The `candidates` at least `minimumMatch` similar to `en`, best first (ties by source order).
    private func matches(_ en: String, _ candidates: [Int], in entries: [Int: Entry]) -> [(Entry, Double)] {
        let keys = WordDiff.keys(en)
        return candidates.compactMap { n -> (Entry, Double)? in
            let entry = entries[n]!
            let same = entry.en == en || WordDiff.sameWording(keys: entry.keys, keys)
            let similarity = same ? 1 : WordDiff.similarity(keys: entry.keys, keys)
            return similarity >= minimumMatch ? (entry, similarity) : nil
        }.sorted { ($1.1, $0.0.from) < ($0.1, $1.0.from) }
    }

    private static func percent(_ similarity: Double) -> Int {
        similarity >= 1 ? 100 : min(99, Int((similarity * 100).rounded(.down)))
    }

    static func same(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (x?, y?): WordDiff.sameWording(x, y)
        default: false
        }
    }
}

extension KeyMaterial {
    /// A memory entry's text, Korean, place and source (what an offer made from it shows).
    mutating func entry(_ entry: TranslationMemory.Entry) {
        string(entry.en)
        string(entry.ko)
        string(entry.from)
        writer.location(entry.source)
    }
}
