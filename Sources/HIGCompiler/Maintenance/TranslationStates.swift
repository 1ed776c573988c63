import HIGCorpus
import HIGText

/// The pass that gives every translatable block its `translationState`: outdated blocks (from `RevisionCarrier`)
/// stay outdated and get offers; translated blocks are current; the rest are suggested when the memory offers
/// something, else untranslated. Other blocks have no state.
public struct TranslationStates: Sendable {
    /// The least word similarity a suggestion needs, 0…1 (default 0.75).
    public var minimumMatch: Double
    /// The store: each page's part of the memory, its offers, and the memory's state of the last build.
    public var cache: ReadCache?

    public init(minimumMatch: Double = 0.75, cache: ReadCache? = nil) {
        self.minimumMatch = minimumMatch
        self.cache = cache
    }

    /// Gives every page's translatable blocks their states. With a store, a page's offers are kept under its every
    /// field and the memory entries its queries measure (`TranslationOfferCoding`, `offersKey`), and the memory's
    /// state under the threshold (`MemoryStateCoding`): a page that did not change, none of whose query words an
    /// entry that changed since the last build holds (`MemoryUpdate`), takes the offers the last build kept for it
    /// without the memory; the others' queries are measured against this build's index.
    public func apply(to corpus: inout Corpus) {
        // The states are found first and set after, each page's blocks changed where they are: a page made anew
        // beside the old one would hold every page's blocks twice until the pass ends.
        let found = cache.map { states(of: corpus.pages, cache: $0) } ?? states(of: corpus)
        for (i, states) in found.enumerated() { Self.set(states, on: &corpus.pages[i]) }
    }

    /// Each page's block states, from a memory of every entry.
    private func states(of corpus: Corpus) -> [[BlockState]] {
        let memory = TranslationMemory(corpus, minimumMatch: minimumMatch)
        return ConcurrentMap.map(corpus.pages) { page in
            Self.states(of: page, offers: Self.offers(for: Self.queries(of: page), memory: memory), limit: memory.limit)!
        }
    }

    /// Each page's block states, from the store where they can be, and the memory's state kept for the next build.
    private func states(of pages: [Page], cache: ReadCache) -> [[BlockState]] {
        let queries = ConcurrentMap.map(pages, Self.queries(of:))
        let keys = ConcurrentMap.map(pages) { cache.pageKey($0, MemoryPageCoding.self) }
        let stateKey = Self.stateKey(minimumMatch: minimumMatch, cache: cache)
        var update = cache.value(stateKey, MemoryStateCoding.self).flatMap { MemoryUpdate(previous: $0, pages: pages, keys: keys, queries: queries, minimumMatch: minimumMatch, cache: cache) }
            ?? MemoryUpdate(previous: MemoryState(), pages: pages, keys: keys, queries: queries, minimumMatch: minimumMatch, cache: cache)!
        cache.retain(zip(keys, update.unchanged).compactMap { key, slot in slot == nil ? nil : key })
        let neighbours = TranslationMemory.neighbours(ConcurrentMap.map(pages) { TranslationMemory.entries(of: $0, aligned: []) })
        let taken = ConcurrentMap.map(Array(pages.indices)) { [update] i -> [BlockState]? in
            if queries[i].isEmpty { return Self.states(of: pages[i], offers: []) }
            guard update.unchanged[i] != nil, !update.reached.contains(i), let key = update.state.slots[i].offers else { return nil }
            return Self.take(StoreKey(carried: key), for: pages[i], neighbours: neighbours, cache: cache)
        }
        let toFind = pages.indices.filter { taken[$0] == nil }
        let index = TranslationMemory(index: update.state.index, blocks: [:], sentences: [:], minimumMatch: minimumMatch)
        let candidates = ConcurrentMap.map(toFind) { i in queries[i].map { index.candidates(for: $0.en) } }
        let memory = update.memory(answering: Array(candidates.joined()), pages: pages, keys: keys, cache: cache, minimumMatch: minimumMatch)
        let found = ConcurrentMap.map(Array(zip(toFind, candidates))) { i, candidates in
            Self.states(of: pages[i], queries: queries[i], candidates: candidates, memory: memory, pageKey: keys[i], neighbours: neighbours, cache: cache)
        }
        for (i, found) in zip(toFind, found) { update.state.slots[i].offers = found.key.name }
        cache.keep(stateKey, update.state, MemoryStateCoding.self)
        var made = found.map(\.states)[...]
        return taken.map { $0 ?? made.removeFirst() }
    }

    /// The key the memory's state is kept under: one per threshold, whatever the pages (`MemoryUpdate` trusts a page's
    /// part of it only when the page's key is the same).
    static func stateKey(minimumMatch: Double, cache: ReadCache) -> StoreKey {
        cache.key(MemoryStateCoding.self) { material in
            material.string("the translation memory of the last build")
            material.int(Int(truncatingIfNeeded: minimumMatch.bitPattern))
        }
    }

    /// The page's block states with the offers kept under `key`, weighed against today's neighbours; `nil` when none
    /// are kept or they do not fit the page.
    private static func take(_ key: StoreKey, for page: Page, neighbours: [String: TranslationMemory.Neighbours?], cache: ReadCache) -> [BlockState]? {
        cache.value(key, TranslationOfferCoding.self).flatMap { offers($0, neighbours: neighbours) }.flatMap { states(of: page, offers: $0) }
    }

    /// The page's block states with its offers, taken from the store under the entries its queries measure
    /// (`candidates`) or made from `memory`, and the key they are kept under.
    private static func states(of page: Page, queries: [Query], candidates: [TranslationMemory.Candidates], memory: TranslationMemory, pageKey: StoreKey,
                               neighbours: [String: TranslationMemory.Neighbours?], cache: ReadCache) -> (states: [BlockState], key: StoreKey) {
        let key = offersKey(pageKey: pageKey, minimumMatch: memory.minimumMatch, candidates: candidates, memory: memory, cache: cache)
        if let kept = take(key, for: page, neighbours: neighbours, cache: cache) { return (kept, key) }
        let fresh = offers(for: queries, candidates: candidates, memory: memory)
        cache.keep(key, fresh.map { $0.map(KeptOffer.init) }, TranslationOfferCoding.self)
        return (states(of: page, offers: fresh)!, key)
    }

    /// The key of a page's offers: the key of its part of the memory (every field of the page), the threshold, and
    /// every entry each of its queries measures, in order (`TranslationMemory.reach`). An entry no query of the page
    /// measures cannot change what the page is offered, so a translation edited elsewhere offers again only the pages
    /// whose queries measure its entry (before or after the edit: an entry that leaves a query's candidates changes
    /// the key as one that joins them does).
    static func offersKey(pageKey: StoreKey, minimumMatch: Double, candidates: [TranslationMemory.Candidates], memory: TranslationMemory,
                          cache: ReadCache) -> StoreKey {
        cache.key(TranslationOfferCoding.self) { material in
            material.string(pageKey.name)
            material.int(Int(truncatingIfNeeded: minimumMatch.bitPattern))
            material.array(candidates) { memory.reach($1, into: &$0) }
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

    /// A translatable block's place in its page and its state.
    struct BlockState: Sendable {
        var block: Int
        var state: TranslationState
    }

    /// Each translatable block's state: current when translated, else suggested or untranslated (an outdated block
    /// stays so) with the best of `offers`, one list per query; `nil` when the lists are not the page's queries'.
    static func states(of page: Page, offers: [[TranslationMemory.Offer]], limit: Int = TranslationMemory.offerLimit) -> [BlockState]? {
        let queries = queries(of: page)
        guard queries.count == offers.count else { return nil }
        var asked: [Int: TranslationState] = [:]
        for (query, offers) in zip(queries, offers) {
            let suggestions = TranslationMemory.best(offers, before: query.before, after: query.after, limit: limit)
            var state = page.blocks[query.block].translationState ?? TranslationState(status: suggestions.isEmpty ? .untranslated : .suggested)
            state.suggestions = suggestions
            asked[query.block] = state
        }
        return page.blocks.indices.filter { page.blocks[$0].kind.isTranslatable }.map { BlockState(block: $0, state: asked[$0] ?? TranslationState(status: .current)) }
    }

    /// The page with each translatable block's state (`states(of:offers:limit:)`); `nil` when the lists are not the
    /// page's queries'.
    static func stated(_ page: Page, offers: [[TranslationMemory.Offer]], limit: Int = TranslationMemory.offerLimit) -> Page? {
        guard let states = states(of: page, offers: offers, limit: limit) else { return nil }
        var page = page
        set(states, on: &page)
        return page
    }

    /// Gives the page's blocks their states, in place.
    static func set(_ states: [BlockState], on page: inout Page) {
        for state in states { page.blocks[state.block].translationState = state.state }
    }
}
