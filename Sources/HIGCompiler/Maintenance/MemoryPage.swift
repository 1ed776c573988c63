import HIGCorpus
import HIGText

/// One page's part of the translation memory as the store keeps it under the page's every field
/// (`MemoryPageCoding`): what is costly to make of its entries, the sentences the aligner paired in its translated
/// blocks and every entry's word keys. The rest of its entries (text, Korean, place, source, neighbours) is read from
/// the page again.
struct MemoryPage: Equatable, Sendable {
    var aligned: [TranslationMemory.AlignedSentence]
    /// `WordDiff.keys` of each block entry's English, in entry order.
    var blockKeys: [[String]]
    /// `WordDiff.keys` of each sentence entry's English, in entry order.
    var sentenceKeys: [[String]]

    init(aligned: [TranslationMemory.AlignedSentence], blockKeys: [[String]], sentenceKeys: [[String]]) {
        self.aligned = aligned
        self.blockKeys = blockKeys
        self.sentenceKeys = sentenceKeys
    }

    /// The part made from the page.
    init(of page: Page) {
        aligned = TranslationMemory.alignedSentences(of: page)
        let entries = TranslationMemory.entries(of: page, aligned: aligned)
        blockKeys = entries.blocks.map { WordDiff.keys($0.en) }
        sentenceKeys = entries.sentences.map { WordDiff.keys($0.en) }
    }

    /// The page's entries with their word keys; `nil` when the part does not fit the page (as many keys as entries).
    func entries(of page: Page) -> TranslationMemory.PageEntries? {
        var entries = TranslationMemory.entries(of: page, aligned: aligned)
        guard entries.blocks.count == blockKeys.count, entries.sentences.count == sentenceKeys.count else { return nil }
        for n in entries.blocks.indices { entries.blocks[n].keys = blockKeys[n] }
        for n in entries.sentences.indices { entries.sentences[n].keys = sentenceKeys[n] }
        return entries
    }

    /// The page's entries with their word keys, from the part kept under `key` when there is one that fits the page.
    static func entries(of page: Page, key: StoreKey?, cache: ReadCache?) -> TranslationMemory.PageEntries {
        if let key, let cache, let entries = cache.value(key, MemoryPageCoding.self)?.entries(of: page) { return entries }
        let made = MemoryPage(of: page)
        if let key, let cache { cache.keep(key, made, MemoryPageCoding.self) }
        return made.entries(of: page)!
    }

    /// The page's entries with their word keys, and the key its part is kept under (`nil` without a store).
    static func entries(of page: Page, cache: ReadCache?) -> (entries: TranslationMemory.PageEntries, key: StoreKey?) {
        let key = cache?.pageKey(page, MemoryPageCoding.self)
        return (entries(of: page, key: key, cache: cache), key)
    }
}
