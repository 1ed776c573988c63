import HIGCorpus
import HIGText

/// The translation memory of this build, made from the state the last build left (`MemoryState`) and the pages
/// that changed since: a page whose key is in that state is unchanged, and its entries, words and offers key are
/// taken from it without reading the page's part; a changed page's part is read or made, its entries numbered in, and
/// the words of every entry that joined or left (or whose own words changed between common and not) tell which
/// unchanged pages' queries they may reach. A query's candidates are the entries sharing enough of its words that
/// are not common, closest first, ties in entry order; an unchanged page none of whose query words such an entry
/// holds measures the same entries, in the same order, as before, so its kept offers are its offers.
struct MemoryUpdate {
    /// This build's state; a page's offers key is the last build's for an unchanged page, else `nil` until found.
    var state: MemoryState
    /// Each page's slot in the last build's state when it is unchanged.
    var unchanged: [Int?]
    /// The entries of the changed pages, by page number.
    var entries: [Int: TranslationMemory.PageEntries] = [:]
    /// The unchanged pages whose queries an entry that joined, left or changed may reach.
    var reached: Set<Int> = []
    /// The number of each page's first block and sentence entry, and one past the last page's.
    var blockStarts: [Int]
    var sentenceStarts: [Int]

    /// The update from `previous`; `nil` when its pages are not in today's order (a caller then updates from none).
    init?(previous: MemoryState, pages: [Page], keys: [StoreKey], queries: [[TranslationStates.Query]], minimumMatch: Double, cache: ReadCache) {
        let oldSlots = Dictionary(previous.slots.enumerated().map { ($1.pageKey, $0) }, uniquingKeysWith: { first, _ in first })
        let unchanged = keys.map { oldSlots[$0.name] }
        let changed = pages.indices.filter { unchanged[$0] == nil }
        let made = ConcurrentMap.map(changed) { i in MemoryPage.entries(of: pages[i], key: keys[i], cache: cache) }
        let entries = Dictionary(uniqueKeysWithValues: zip(changed, made))
        let digests = ConcurrentMap.map(made) { ($0.blocks.map(TranslationMemory.digest), $0.sentences.map(TranslationMemory.digest)) }
        var slots = unchanged.map { $0.map { previous.slots[$0] } }
        for (i, (blocks, sentences)) in zip(changed, digests) {
            slots[i] = MemoryState.Slot(pageKey: keys[i].name, id: pages[i].id, blocks: blocks, sentences: sentences, offers: nil)
        }
        let state = slots.map { $0! }
        let oldBlockStarts = Self.starts(previous.slots.map(\.blocks.count)), oldSentenceStarts = Self.starts(previous.slots.map(\.sentences.count))
        guard let paired = Self.paired(previous: previous, slots: state, unchanged: unchanged),
              oldBlockStarts.last == previous.index.blocks.count, oldSentenceStarts.last == previous.index.sentences.count else { return nil }
        let blockStarts = Self.starts(state.map(\.blocks.count)), sentenceStarts = Self.starts(state.map(\.sentences.count))
        let blocks = Self.renumbered(previous.index.blocks, kept: Self.kept(paired, previous: previous, slots: state, \.blocks, old: oldBlockStarts, new: blockStarts),
                                     adding: Self.added(paired, previous: previous, slots: state, \.blocks, new: blockStarts) { entries[$0]!.blocks[$1].keys })
        let sentences = Self.renumbered(previous.index.sentences,
                                        kept: Self.kept(paired, previous: previous, slots: state, \.sentences, old: oldSentenceStarts, new: sentenceStarts),
                                        adding: Self.added(paired, previous: previous, slots: state, \.sentences, new: sentenceStarts) { entries[$0]!.sentences[$1].keys })
        let queryWords = Self.queryWords(previous.queryWords, unchanged: unchanged, changed: changed, queries: queries)
        // A page whose query words one turned common or stopped being is measured again; one whose queries an entry
        // that left or joined shares enough words with (before or after), too.
        var reached = Set<Int>()
        for word in blocks.flipped.union(sentences.flipped) { reached.formUnion(queryWords[word] ?? []) }
        var sharing = Set<Int>()
        for word in blocks.entries.joined() { sharing.formUnion(queryWords[word] ?? []) }
        for word in sentences.entries.joined() { sharing.formUnion(queryWords[word] ?? []) }
        let toTest = sharing.subtracting(reached).filter { unchanged[$0] != nil }.sorted()
        let tested = ConcurrentMap.map(toTest) { Self.reaches(queries[$0], blocks: blocks.entries, sentences: sentences.entries, minimumMatch: minimumMatch) }
        reached.formUnion(zip(toTest, tested).filter(\.1).map(\.0))
        self.state = MemoryState(slots: state, index: MemoryIndex(blocks: blocks.postings, sentences: sentences.postings), queryWords: queryWords)
        self.unchanged = unchanged
        self.entries = entries
        self.reached = reached.filter { unchanged[$0] != nil }
        self.blockStarts = blockStarts
        self.sentenceStarts = sentenceStarts
    }

    /// Each page's slot in `previous`: an unchanged page's, or a changed one's of the same id; `nil` when those
    /// slots are not in page order.
    private static func paired(previous: MemoryState, slots: [MemoryState.Slot], unchanged: [Int?]) -> [Int?]? {
        let kept = Set(unchanged.compactMap { $0 })
        let left = Dictionary(previous.slots.indices.filter { !kept.contains($0) }.map { (previous.slots[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        let paired = slots.indices.map { unchanged[$0] ?? left[slots[$0].id] }
        let order = paired.compactMap { $0 }
        return zip(order, order.dropFirst()).allSatisfy { $0 < $1 } ? paired : nil
    }

    /// How many of a page's entries (digests) at its start and at its end are the same as its slot's before.
    private static func same(_ old: [MemoryState.EntryDigest], _ new: [MemoryState.EntryDigest]) -> (head: Int, tail: Int) {
        let head = zip(old, new).prefix { $0 == $1 }.count
        let tail = zip(old.dropFirst(head).reversed(), new.dropFirst(head).reversed()).prefix { $0 == $1 }.count
        return (head, tail)
    }

    /// Each entry's new number by its number in `previous` (`-1` for an entry that left): a page keeps the entries
    /// at its start and end that are the same as its slot's.
    private static func kept(_ paired: [Int?], previous: MemoryState, slots: [MemoryState.Slot], _ kind: KeyPath<MemoryState.Slot, [MemoryState.EntryDigest]>,
                             old: [Int], new: [Int]) -> [Int] {
        var map = [Int](repeating: -1, count: old.last!)
        for (i, slot) in paired.enumerated() {
            guard let o = slot else { continue }
            let before = previous.slots[o][keyPath: kind], after = slots[i][keyPath: kind]
            let (head, tail) = same(before, after)
            for k in 0..<head { map[old[o] + k] = new[i] + k }
            for k in 0..<tail { map[old[o + 1] - 1 - k] = new[i + 1] - 1 - k }
        }
        return map
    }

    /// The entries that joined (number, word keys): a new page's every entry, a changed page's between those it kept.
    private static func added(_ paired: [Int?], previous: MemoryState, slots: [MemoryState.Slot], _ kind: KeyPath<MemoryState.Slot, [MemoryState.EntryDigest]>,
                              new: [Int], keys: (Int, Int) -> [String]) -> [(Int, [String])] {
        var added: [(Int, [String])] = []
        for (i, slot) in slots.enumerated() {
            let after = slot[keyPath: kind]
            var range = 0..<after.count
            if let o = paired[i] {
                guard previous.slots[o].pageKey != slot.pageKey else { continue }
                let (head, tail) = same(previous.slots[o][keyPath: kind], after)
                range = head..<(after.count - tail)
            }
            added += range.map { (new[i] + $0, keys(i, $0)) }
        }
        return added
    }

    /// The number of each of `counts`' first entry, and one past the last.
    static func starts(_ counts: [Int]) -> [Int] {
        counts.reduce(into: [0]) { $0.append($0.last! + $1) }
    }

    /// One kind of entry's index after the update, and what changed in it.
    private struct IndexChange {
        var postings: MemoryIndex.Postings
        /// The words of each entry that left or joined that a query looks up (not common then or now).
        var entries: [Set<String>]
        /// The words that turned common or stopped being.
        var flipped: Set<String>
    }

    /// The postings of `previous` with each kept entry renumbered (`kept`: its new number by its old, `-1` for an
    /// entry that left) and `adding`'s entries (number, word keys) put in, and what changed.
    private static func renumbered(_ previous: MemoryIndex.Postings, kept map: [Int], adding: [(Int, [String])]) -> IndexChange {
        var words: [String: [Int]] = [:]
        words.reserveCapacity(previous.words.count)
        var left: [Int: Set<String>] = [:]
        var changed = Set<String>()
        for (word, numbers) in previous.words {
            let kept = numbers.compactMap { map[$0] >= 0 ? map[$0] : nil }
            if kept.count < numbers.count {
                changed.insert(word)
                if !previous.isCommon(word) { for n in numbers where map[n] < 0 { left[n, default: []].insert(word) } }
            }
            if !kept.isEmpty { words[word] = kept }
        }
        var added = MemoryIndex.Postings(words: [:], count: 0)
        for (n, keys) in adding { added.add(keys, as: n) }
        for (word, numbers) in added.words {
            changed.insert(word)
            words[word] = ((words[word] ?? []) + numbers).sorted()
        }
        let postings = MemoryIndex.Postings(words: words, count: map.count { $0 >= 0 } + adding.count)
        let joined = adding.map { Set($0.1.filter { !$0.isEmpty && !postings.isCommon($0) }) }
        return IndexChange(postings: postings, entries: Array(left.values) + joined, flipped: flipped(previous, postings, changed: changed))
    }

    /// The words that turned common or stopped being: of those whose entries changed, and when the limit moved, of all.
    private static func flipped(_ previous: MemoryIndex.Postings, _ postings: MemoryIndex.Postings, changed: Set<String>) -> Set<String> {
        var flipped = changed.filter { previous.isCommon($0) != postings.isCommon($0) }
        if previous.commonLimit != postings.commonLimit {
            for word in previous.words.keys where previous.isCommon(word) != postings.isCommon(word) { flipped.insert(word) }
            for word in postings.words.keys where previous.isCommon(word) != postings.isCommon(word) { flipped.insert(word) }
        }
        return flipped
    }

    /// Whether an entry that left or joined (`blocks`, `sentences`: their words a query looks up) shares enough of a
    /// query's words to be among its candidates, before or after (`TranslationMemory.candidates`).
    private static func reaches(_ queries: [TranslationStates.Query], blocks: [Set<String>], sentences: [Set<String>], minimumMatch: Double) -> Bool {
        let measured = { (text: String, entries: [Set<String>]) -> Bool in
            let words = Set(WordDiff.keys(text)).filter { !$0.isEmpty }
            let floor = TranslationMemory.sharedFloor(words: words.count, minimumMatch: minimumMatch)
            return entries.contains { $0.intersection(words).count >= floor }
        }
        return queries.contains { query in
            let parts = SentenceSplitter.english(query.en)
            return measured(query.en, blocks) || (parts.count > 1 && parts.contains { measured($0, sentences) })
        }
    }

    /// Which pages' queries look up each word: the unchanged pages' as the last build found them, renumbered, and the
    /// changed pages' afresh.
    private static func queryWords(_ previous: [String: [Int]], unchanged: [Int?], changed: [Int],
                                   queries: [[TranslationStates.Query]]) -> [String: [Int]] {
        var map = [Int](repeating: -1, count: (unchanged.compactMap { $0 }.max() ?? -1) + 1)
        for (i, slot) in unchanged.enumerated() { if let slot { map[slot] = i } }
        var words: [String: [Int]] = [:]
        for (word, slots) in previous {
            let kept = slots.compactMap { $0 < map.count && map[$0] >= 0 ? map[$0] : nil }
            if !kept.isEmpty { words[word] = kept }
        }
        let asked = ConcurrentMap.map(changed) { i in queries[i].reduce(into: Set<String>()) { $0.formUnion(TranslationMemory.queryWords($1.en)) } }
        var touched = Set<String>()
        for (i, pageWords) in zip(changed, asked) {
            for word in pageWords where !word.isEmpty {
                words[word, default: []].append(i)
                touched.insert(word)
            }
        }
        for word in touched { words[word]!.sort() }
        return words
    }

    /// The page holding entry `n`, by `starts` (`blockStarts` or `sentenceStarts`).
    private static func page(holding n: Int, starts: [Int]) -> Int {
        var low = 0, high = starts.count - 1
        // The last page whose first entry is at or before `n`, with an entry after it.
        while low < high {
            let middle = (low + high) / 2
            if starts[middle + 1] <= n { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// A memory of this build's index holding the entries `candidates` name, read from the changed pages' entries and
    /// the other pages' kept parts.
    func memory(answering candidates: [TranslationMemory.Candidates], pages: [Page], keys: [StoreKey], cache: ReadCache,
                minimumMatch: Double) -> TranslationMemory {
        let blockNumbers = Set(candidates.flatMap(\.blocks)), sentenceNumbers = Set(candidates.flatMap { $0.sentences.joined() })
        let holders = Set(blockNumbers.map { Self.page(holding: $0, starts: blockStarts) } + sentenceNumbers.map { Self.page(holding: $0, starts: sentenceStarts) })
        let toRead = holders.filter { entries[$0] == nil }.sorted()
        var all = entries
        for (i, read) in zip(toRead, ConcurrentMap.map(toRead) { MemoryPage.entries(of: pages[$0], key: keys[$0], cache: cache) }) { all[i] = read }
        let blocks = blockNumbers.map { n in
            let i = Self.page(holding: n, starts: blockStarts)
            return (n, all[i]!.blocks[n - blockStarts[i]])
        }
        let sentences = sentenceNumbers.map { n in
            let i = Self.page(holding: n, starts: sentenceStarts)
            return (n, all[i]!.sentences[n - sentenceStarts[i]])
        }
        return TranslationMemory(index: state.index, blocks: Dictionary(uniqueKeysWithValues: blocks), sentences: Dictionary(uniqueKeysWithValues: sentences),
                                 minimumMatch: minimumMatch)
    }
}
