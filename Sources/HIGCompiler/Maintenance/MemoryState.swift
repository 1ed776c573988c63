/// What the translation states pass of one build knew of the whole memory, kept for the next build's
/// (`MemoryStateCoding`): each page's place in it, the word index of every entry, and which pages' queries look up
/// each word. The next build trusts a page's part of it only when the page's key is the same, so a state written by
/// any build gives the same result (`MemoryUpdate`).
struct MemoryState: Equatable, Sendable {
    /// One page of the memory, in page order.
    struct Slot: Equatable, Sendable {
        /// The key of the page's `MemoryPage` (every field of the page).
        var pageKey: String
        var id: String
        /// `TranslationMemory.digest` of each of its block and sentence entries, in order.
        var blocks: [EntryDigest]
        var sentences: [EntryDigest]
        /// The key its offers were kept under; `nil` for a page with no query.
        var offers: String?
    }

    /// The first 128 bits of the SHA-256 of an entry's text, Korean, place and source.
    struct EntryDigest: Equatable, Sendable {
        var high: Int
        var low: Int
    }

    var slots: [Slot] = []
    var index = MemoryIndex()
    /// Word → the pages (slot numbers, ascending) whose queries look it up (`TranslationMemory.queryWords`).
    var queryWords: [String: [Int]] = [:]
}
