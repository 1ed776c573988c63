import HIGCorpus
import HIGText

/// Each title and heading term's best Korean by co-occurrence (`Cooccurrence.best`, two shared blocks at least), and
/// the per-corpus record a build keeps of them: the targets' digest, the store keys of the pages' words they were
/// counted from (each with how many pages have it), and each term's best.
///
/// A build with a record for the same targets takes the pages that left and joined as a difference of aligned blocks
/// (each block as its target words and Korean words). A term's best reads the blocks holding it and, for each Korean
/// word of those blocks, the blocks holding that word (Dice's denominator). So when no block changed, no best
/// changes; when blocks changed and no Korean word lost a block, only the terms of the changed blocks and the terms
/// whose best Korean gained blocks can choose otherwise (another word's Dice only falls as it gains blocks), and only
/// those are chosen again; when a Korean word lost a block, every term is.
struct CooccurrenceBests: Equatable, Sendable {
    var targets: String
    var pages: [String: Int]
    var bests: [String: Cooccurrence.Best]

    /// The blocks a term and its Korean must share to be a term's best.
    static let minimumCount = 2

    /// The best Korean of each term of `targets` that has one, over the aligned blocks of `pages` (each page's block
    /// texts).
    static func bests(pages: [[BilingualText]], targets: Set<String>, cache: ReadCache?) -> [String: Cooccurrence.Best] {
        guard let cache else { return chosen(Cooccurrence(pages: pages, targets: targets), terms: targets) }
        let digest = Cooccurrence.digest(targets)
        let keys = ConcurrentMap.map(pages) { cache.textsKey($0, context: digest, PageWordsCoding.self) }
        let words: @Sendable (Int) -> Cooccurrence.PageWords = { index in
            cache.result(keys[index], PageWordsCoding.self) { Cooccurrence.PageWords(pages[index], targets: targets) }
        }
        let allWords = { Cooccurrence(words: ConcurrentMap.map(Array(pages.indices), words)) }
        let recordKey = cache.key(CooccurrenceBestsCoding.self) { $0.string(digest) }
        if let last = cache.value(recordKey, CooccurrenceBestsCoding.self), last.targets == digest,
           let updated = last.updated(PageChanges(keys: keys, last: last.pages), cache: cache, words: words, all: allWords) {
            cache.retain(keys)
            if updated != last { cache.keep(recordKey, updated, CooccurrenceBestsCoding.self) }
            return updated.bests
        }
        let bests = chosen(allWords(), terms: targets)
        cache.keep(recordKey, CooccurrenceBests(targets: digest, pages: PageChanges.multiset(keys), bests: bests), CooccurrenceBestsCoding.self)
        return bests
    }

    /// This record for today's pages, or `nil` when a page that left has no words in the store to take out, or a
    /// Korean word lost a block.
    private func updated(_ changes: PageChanges, cache: ReadCache, words: @Sendable (Int) -> Cooccurrence.PageWords,
                         all: () -> Cooccurrence) -> CooccurrenceBests? {
        var net: [BlockWords: Int] = [:]
        for change in changes.changed {
            guard let counted = change.page.map(words) ?? cache.value(StoreKey(carried: change.name), PageWordsCoding.self) else { return nil }
            for block in BlockWords.of(counted) { net[block, default: 0] += change.times }
        }
        var record = CooccurrenceBests(targets: targets, pages: changes.now, bests: bests)
        var gained: [String: Int] = [:], terms: Set<String> = []
        for (block, times) in net where times != 0 {
            for word in block.korean { gained[word, default: 0] += times }
            terms.formUnion(block.english)
        }
        guard !gained.isEmpty || !terms.isEmpty else { return record }
        guard !gained.values.contains(where: { $0 < 0 }) else { return nil }
        for (term, best) in bests where gained[best.ko, default: 0] > 0 { terms.insert(term) }
        let cooccurrence = all()
        for term in terms { record.bests[term] = Self.best(term, in: cooccurrence) }
        return record
    }

    /// The best Korean of each of `terms`, counted over all cores a run at a time (one counter array per run).
    private static func chosen(_ cooccurrence: Cooccurrence, terms: Set<String>) -> [String: Cooccurrence.Best] {
        let sorted = terms.sorted()
        let runs = stride(from: 0, to: sorted.count, by: 64).map { sorted[$0..<min($0 + 64, sorted.count)] }
        let bests = ConcurrentMap.map(runs) { run in
            var scratch = Cooccurrence.Scratch()
            return run.map { best($0, in: cooccurrence, scratch: &scratch) }
        }.flatMap { $0 }
        var chosen: [String: Cooccurrence.Best] = [:]
        for (term, best) in zip(sorted, bests) { chosen[term] = best }
        return chosen
    }

    private static func best(_ term: String, in cooccurrence: Cooccurrence) -> Cooccurrence.Best? {
        var scratch = Cooccurrence.Scratch()
        return best(term, in: cooccurrence, scratch: &scratch)
    }

    private static func best(_ term: String, in cooccurrence: Cooccurrence, scratch: inout Cooccurrence.Scratch) -> Cooccurrence.Best? {
        cooccurrence.best(for: term, minimumCount: minimumCount, scratch: &scratch).map { Cooccurrence.Best(ko: $0.ko, count: $0.count, dice: $0.dice) }
    }

    /// One aligned block's words, by word rather than by a page's ids, so two pages' blocks compare.
    private struct BlockWords: Hashable {
        var english: [String]
        var korean: [String]

        static func of(_ page: Cooccurrence.PageWords) -> [BlockWords] {
            page.blocks.map { block in
                BlockWords(english: block.english.map { page.english[Int($0)] }.sorted(), korean: block.korean.map { page.korean[Int($0)] }.sorted())
            }
        }
    }
}

/// How today's pages differ from the pages a per-corpus record was made from, both as store keys with how many
/// pages have each (`PageSums`, `CooccurrenceBests`).
struct PageChanges {
    /// Today's keys, each with how many pages have it.
    var now: [String: Int]
    /// Each key whose count changed: its name, a page that has it today (`nil` when none has), and how many more
    /// pages have it than before (fewer when negative). In name order.
    var changed: [(name: String, page: Int?, times: Int)]

    init(keys: [StoreKey], last: [String: Int]) {
        now = Self.multiset(keys)
        var firstPage: [String: Int] = [:]
        for (index, key) in keys.enumerated() where firstPage[key.name] == nil { firstPage[key.name] = index }
        let now = now
        changed = Set(now.keys).union(last.keys).sorted().compactMap { name in
            let times = now[name, default: 0] - last[name, default: 0]
            return times == 0 ? nil : (name, firstPage[name], times)
        }
    }

    /// Each key's name with how many pages have it.
    static func multiset(_ keys: [StoreKey]) -> [String: Int] {
        keys.reduce(into: [:]) { $0[$1.name, default: 0] += 1 }
    }
}
