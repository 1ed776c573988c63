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

    private var blocks: [Entry] = []
    private var sentences: [Entry] = []
    /// The aligned sentences the memory offers from (tests).
    var sentenceEntries: [Entry] { sentences }
    private var blockIndex: [String: [Int]] = [:]
    private var sentenceIndex: [String: [Int]] = [:]

    /// A memory of every current translation in the corpus; a page compiled as in an earlier build gives the aligned
    /// sentences that build kept in `cache`.
    init(_ corpus: Corpus, minimumMatch: Double, cache: ReadCache? = nil) {
        self.init(pages: Self.pages(corpus, cache: cache).map(\.entries), minimumMatch: minimumMatch)
    }

    /// A memory of the pages' entries, joined in page order (entry numbers are those a serial read gives); each
    /// entry's word keys are made here, over all cores. Given `words`, only they are indexed: the memory then answers
    /// only queries whose `queryWords` are among them (as it answers them with every word indexed).
    init(pages: [PageEntries], minimumMatch: Double, indexing words: Set<String>? = nil) {
        self.minimumMatch = minimumMatch
        let keyed = ConcurrentMap.map(pages) { page in
            PageEntries(blocks: page.blocks.map(Self.withKeys), sentences: page.sentences.map(Self.withKeys))
        }
        for page in keyed {
            blocks += page.blocks
            sentences += page.sentences
        }
        blockIndex = Self.index(blocks, only: words)
        sentenceIndex = Self.index(sentences, only: words)
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

    /// One page's part of the memory, and the store key its aligned sentences are kept under (`nil` without a store).
    struct MemoryPage: Sendable {
        var entries: PageEntries
        var alignedKey: StoreKey?
    }

    /// Each page's entries, without word keys, read over all cores (sentence alignment is most of the work); a page
    /// compiled as in an earlier build takes its aligned sentences from `cache`.
    static func pages(_ corpus: Corpus, cache: ReadCache?) -> [MemoryPage] {
        ConcurrentMap.map(corpus.pages) { page in
            guard let cache else { return MemoryPage(entries: entries(of: page, aligned: alignedSentences(of: page))) }
            let key = cache.pageKey(page, AlignedSentenceCoding.self)
            let aligned = cache.result(key, AlignedSentenceCoding.self) { alignedSentences(of: page) }
            return MemoryPage(entries: entries(of: page, aligned: aligned), alignedKey: key)
        }
    }

    /// The entry with its word keys (`WordDiff.keys` of its English).
    private static func withKeys(_ entry: Entry) -> Entry {
        var entry = entry
        entry.keys = WordDiff.keys(entry.en)
        return entry
    }

    /// A digest of every entry of `pages` but its neighbours, and of the threshold: two memories with the same
    /// digest give every query the same candidates with the same contents (its neighbours' English only weigh the
    /// offers, in `best`).
    static func digest(_ pages: [PageEntries], minimumMatch: Double) -> String {
        var material = KeyMaterial()
        material.int(Int(truncatingIfNeeded: minimumMatch.bitPattern))
        for page in pages {
            material.array(page.blocks) { $0.entry($1) }
            material.array(page.sentences) { $0.entry($1) }
        }
        return material.digest
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

    /// Entry numbers by word (of `words` alone when given), skipping words so common they say nothing.
    private static func index(_ entries: [Entry], only words: Set<String>?) -> [String: [Int]] {
        var index: [String: [Int]] = [:]
        for n in entries.indices {
            // Each word once per entry: entries are numbered in order, so a word already listed for this one ends with it.
            for word in entries[n].keys where !word.isEmpty && words.map({ $0.contains(word) }) ?? true {
                index[word, default: []].appendUnlessLast(n)
            }
        }
        let common = max(64, entries.count / 10)
        return index.filter { $0.value.count <= common }
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
        return Candidates(blocks: Self.candidates(WordDiff.keys(en), index: blockIndex, minimumMatch: minimumMatch),
                          sentences: parts.count > 1 ? parts.map { Self.candidates(WordDiff.keys($0), index: sentenceIndex, minimumMatch: minimumMatch) } : [])
    }

    /// Writes what the memory's answer to a query depends on besides the query and the threshold: each of its
    /// candidate entries (text, Korean, place, source), in the order they are measured. Two memories that give a query
    /// the same candidates with the same contents make it the same `offers`, whatever else they hold.
    func reach(_ candidates: Candidates, into material: inout KeyMaterial) {
        material.array(candidates.blocks) { $0.entry(blocks[$1]) }
        material.array(candidates.sentences) { material, part in material.array(part) { $0.entry(sentences[$1]) } }
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
    private static func candidates(_ keys: [String], index: [String: [Int]], minimumMatch: Double) -> [Int] {
        let words = Set(keys).filter { !$0.isEmpty }
        guard !words.isEmpty else { return [] }
        let postings = words.map { index[$0] ?? [] }
        var shared: [Int: Int] = [:]
        shared.reserveCapacity(postings.reduce(0) { $0 + $1.count })
        for list in postings { for n in list { shared[n, default: 0] += 1 } }
        let floor = Int((Double(words.count) * minimumMatch * 0.5).rounded(.down))
        return shared.filter { $0.value >= max(1, floor) }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(24).map(\.key)
    }

    /// The `candidates` at least `minimumMatch` similar to `en`, best first (ties by source order).
    private func matches(_ en: String, _ candidates: [Int], in entries: [Entry]) -> [(Entry, Double)] {
        let keys = WordDiff.keys(en)
        return candidates.compactMap { n -> (Entry, Double)? in
            let entry = entries[n]
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

    /// Gives every page's translatable blocks their states. With a store, a page's offers are kept under its every
    /// field and the memory entries its queries measure (`TranslationOfferCoding`, `offersKey`): a page is offered
    /// again only when it changed or an entry one of its queries measures did (the others' offers are weighed against
    /// today's neighbours). Finding those entries takes the memory's index, so the key of a page's offers is also kept
    /// under the page and a digest of the whole memory (`OfferKeyCoding`): while no entry changes, a page's offers are
    /// found without the index, which is then made of the words of the pages still to find alone.
    public func apply(to corpus: inout Corpus) {
        let pages = TranslationMemory.pages(corpus, cache: cache)
        let entries = pages.map(\.entries)
        let queries = ConcurrentMap.map(corpus.pages, Self.queries(of:))
        guard let cache else {
            let memory = Self.memory(entries, asked: queries.joined(), minimumMatch: minimumMatch)
            corpus.pages = ConcurrentMap.map(Array(zip(corpus.pages, queries))) { page, queries in
                Self.stated(page, offers: Self.offers(for: queries, memory: memory), limit: memory.limit)!
            }
            return
        }
        let digest = TranslationMemory.digest(entries, minimumMatch: minimumMatch)
        let neighbours = TranslationMemory.neighbours(entries)
        let items = zip(corpus.pages, zip(queries, pages.map(\.alignedKey))).map { Item(page: $0, queries: $1.0, alignedKey: $1.1) }
        let found = ConcurrentMap.map(items) { item in
            item.found(memory: digest, minimumMatch: minimumMatch, cache: cache).flatMap { Self.take($0, for: item.page, neighbours: neighbours, cache: cache) }
        }
        let toFind = zip(items, found).filter { $0.1 == nil }.map(\.0)
        // Pages with no query need no memory: a build that finds every other page's offers makes none.
        let asked = toFind.flatMap(\.queries)
        let memory = asked.isEmpty ? nil : Self.memory(entries, asked: asked, minimumMatch: minimumMatch)
        var made = ConcurrentMap.map(toFind) { item in
            Self.stated(item, memory: memory, digest: digest, minimumMatch: minimumMatch, neighbours: neighbours, cache: cache)
        }[...]
        corpus.pages = zip(items, found).map { _, found in found ?? made.removeFirst() }
    }

    /// The memory of `entries`, indexing the words `asked` queries look up (`TranslationMemory.queryWords`): an index
    /// of a word counts every entry holding it whichever words are indexed, so those queries' answers are the whole
    /// index's.
    private static func memory(_ entries: [TranslationMemory.PageEntries], asked: some Sequence<Query>, minimumMatch: Double) -> TranslationMemory {
        TranslationMemory(pages: entries, minimumMatch: minimumMatch,
                          indexing: asked.reduce(into: Set<String>()) { $0.formUnion(TranslationMemory.queryWords($1.en)) })
    }

    /// A page, its queries, and the store key of its aligned sentences (every field of the page).
    private struct Item: Sendable {
        var page: Page
        var queries: [Query]
        var alignedKey: StoreKey?

        /// The key its offers were kept under while the memory had `digest`, when a build kept one; a page with no
        /// query needs no memory to find its key.
        func found(memory digest: String, minimumMatch: Double, cache: ReadCache) -> StoreKey? {
            guard let alignedKey else { return nil }
            guard !queries.isEmpty else { return TranslationStates.offersKey(alignedKey: alignedKey, minimumMatch: minimumMatch, candidates: [], memory: nil, cache: cache) }
            return cache.value(TranslationStates.offerKeyKey(alignedKey: alignedKey, memory: digest, cache: cache), OfferKeyCoding.self).map(StoreKey.init(carried:))
        }
    }

    /// The page with the offers kept under `key`, weighed against today's neighbours; `nil` when none are kept or they
    /// do not fit the page.
    private static func take(_ key: StoreKey, for page: Page, neighbours: [String: TranslationMemory.Neighbours?], cache: ReadCache) -> Page? {
        cache.value(key, TranslationOfferCoding.self).flatMap { offers($0, neighbours: neighbours) }.flatMap { stated(page, offers: $0) }
    }

    /// The page with its offers, taken from the store under the entries its queries measure or made from `memory`;
    /// the key they are kept under is kept under the page and the memory's `digest` (`memory` is `nil` only when no
    /// page to find has a query).
    private static func stated(_ item: Item, memory: TranslationMemory?, digest: String, minimumMatch: Double,
                               neighbours: [String: TranslationMemory.Neighbours?], cache: ReadCache) -> Page {
        let candidates = memory.map { memory in item.queries.map { memory.candidates(for: $0.en) } } ?? []
        let made = { memory.map { offers(for: item.queries, candidates: candidates, memory: $0) } ?? [] }
        guard let alignedKey = item.alignedKey else { return stated(item.page, offers: made())! }
        let key = offersKey(alignedKey: alignedKey, minimumMatch: minimumMatch, candidates: candidates, memory: memory, cache: cache)
        if !item.queries.isEmpty { cache.keep(offerKeyKey(alignedKey: alignedKey, memory: digest, cache: cache), key.name, OfferKeyCoding.self) }
        if let kept = take(key, for: item.page, neighbours: neighbours, cache: cache) { return kept }
        let fresh = made()
        cache.keep(key, fresh.map { $0.map(KeptOffer.init) }, TranslationOfferCoding.self)
        return stated(item.page, offers: fresh)!
    }

    /// The key of a page's offers: the key of its aligned sentences (every field of the page), the threshold, and
    /// every entry each of its queries measures, in order (`TranslationMemory.reach`). An entry no query of the page
    /// measures cannot change what the page is offered, so a translation edited elsewhere offers again only the pages
    /// whose queries measure its entry (before or after the edit: an entry that leaves a query's candidates changes
    /// the key as one that joins them does).
    static func offersKey(alignedKey: StoreKey, minimumMatch: Double, candidates: [TranslationMemory.Candidates], memory: TranslationMemory?,
                          cache: ReadCache) -> StoreKey {
        cache.key(TranslationOfferCoding.self) { material in
            material.string(alignedKey.name)
            material.int(Int(truncatingIfNeeded: minimumMatch.bitPattern))
            material.array(candidates) { memory?.reach($1, into: &$0) }
        }
    }

    /// The key under which a page's `offersKey` is kept: the key of its aligned sentences and the memory's digest
    /// (`TranslationMemory.digest`, the threshold with it).
    static func offerKeyKey(alignedKey: StoreKey, memory digest: String, cache: ReadCache) -> StoreKey {
        cache.key(OfferKeyCoding.self) { material in
            material.string(alignedKey.name)
            material.string(digest)
        }
    }

    /// An offer as the store keeps it: its entry's neighbours are read from today's memory when it is taken.
    struct KeptOffer: Equatable, Sendable {
        var suggestion: Suggestion
        /// Whether it is a block entry's (whose neighbours weigh it), not one put together sentence by sentence.
        var isBlockEntry: Bool

        init(suggestion: Suggestion, isBlockEntry: Bool) {
            self.suggestion = suggestion
            self.isBlockEntry = isBlockEntry
        }

        init(_ offer: TranslationMemory.Offer) {
            self.init(suggestion: offer.suggestion, isBlockEntry: offer.neighbours != nil)
        }
    }

    /// Kept offers with their entries' neighbours in today's memory; `nil` when an identical text's entry has no
    /// neighbours to tell (its place is not one entry's).
    static func offers(_ kept: [[KeptOffer]], neighbours: [String: TranslationMemory.Neighbours?]) -> [[TranslationMemory.Offer]]? {
        var offers: [[TranslationMemory.Offer]] = []
        for block in kept {
            var blockOffers: [TranslationMemory.Offer] = []
            for offer in block {
                guard offer.isBlockEntry else {
                    blockOffers.append(TranslationMemory.Offer(suggestion: offer.suggestion, neighbours: nil))
                    continue
                }
                // Only an identical text's neighbours are weighed (`best`); the others' are not read.
                let found = offer.suggestion.match == 100 ? neighbours[offer.suggestion.from] ?? nil : TranslationMemory.Neighbours()
                guard let found else { return nil }
                blockOffers.append(TranslationMemory.Offer(suggestion: offer.suggestion, neighbours: found))
            }
            offers.append(blockOffers)
        }
        return offers
    }

    /// A translatable block that is not current (untranslated or outdated): what the memory is asked for it.
    struct Query: Sendable {
        var block: Int
        var en: String
        var before: String?
        var after: String?
        /// Its own place (`page#block`), whose entry it is not offered.
        var key: String
        var ko: String?
    }

    /// The page's queries, in block order.
    static func queries(of page: Page) -> [Query] {
        let translatable = page.blocks.indices.filter { page.blocks[$0].kind.isTranslatable }
        return translatable.enumerated().compactMap { i, index in
            let block = page.blocks[index]
            guard block.isOutdated || !block.isTranslated else { return nil }
            return Query(block: index, en: block.text.en,
                         before: i > 0 ? page.blocks[translatable[i - 1]].text.en : nil,
                         after: i + 1 < translatable.count ? page.blocks[translatable[i + 1]].text.en : nil,
                         key: "\(page.id)#\(block.id)", ko: block.text.ko)
        }
    }

    /// What `memory` offers each of `queries` (a page's), before their neighbours are weighed; given their
    /// `candidates`, from those.
    static func offers(for queries: [Query], candidates: [TranslationMemory.Candidates]? = nil, memory: TranslationMemory) -> [[TranslationMemory.Offer]] {
        queries.indices.map { i in
            let query = queries[i]
            return memory.offers(for: query.en, candidates: candidates?[i] ?? memory.candidates(for: query.en), excluding: query.key, current: query.ko)
        }
    }

    /// The page with each translatable block's state, and suggestions from `memory` for those not current.
    static func stated(_ page: Page, memory: TranslationMemory) -> Page {
        // The offers are the page's queries', one list each.
        stated(page, offers: offers(for: queries(of: page), memory: memory), limit: memory.limit)!
    }

    /// The page with each translatable block's state: current when translated, else suggested or untranslated (an
    /// outdated block stays so) with the best of `offers`, one list per query; `nil` when the lists are not the
    /// page's queries'.
    static func stated(_ page: Page, offers: [[TranslationMemory.Offer]], limit: Int = TranslationMemory.offerLimit) -> Page? {
        let queries = queries(of: page)
        guard queries.count == offers.count else { return nil }
        var page = page
        let queried = Set(queries.map(\.block))
        for index in page.blocks.indices where page.blocks[index].kind.isTranslatable && !queried.contains(index) {
            page.blocks[index].translationState = TranslationState(status: .current)
        }
        for (query, offers) in zip(queries, offers) {
            let suggestions = TranslationMemory.best(offers, before: query.before, after: query.after, limit: limit)
            var state = page.blocks[query.block].translationState ?? TranslationState(status: suggestions.isEmpty ? .untranslated : .suggested)
            state.suggestions = suggestions
            page.blocks[query.block].translationState = state
        }
        return page
    }
}

extension KeyMaterial {
    /// A memory entry's text, Korean, place and source (what an offer made from it shows).
    fileprivate mutating func entry(_ entry: TranslationMemory.Entry) {
        string(entry.en)
        string(entry.ko)
        string(entry.from)
        writer.location(entry.source)
    }
}

extension Array where Element == Int {
    /// Appends `n` unless it is already the last element.
    fileprivate mutating func appendUnlessLast(_ n: Int) {
        if last != n { append(n) }
    }
}
