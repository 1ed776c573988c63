/// The translation memory's word index: for each of its two kinds of entry (blocks, aligned sentences), the numbers
/// of the entries holding each word (every word, each entry once, numbers ascending), and how many entries there are.
/// A word held by more entries than `commonLimit` says nothing and is not looked up.
struct MemoryIndex: Equatable, Sendable {
    /// Word → entry numbers, for the entries of one kind.
    struct Postings: Equatable, Sendable {
        var words: [String: [Int]] = [:]
        var count = 0

        /// Entries holding more words than this share them with too many to tell them apart.
        var commonLimit: Int { max(64, count / 10) }

        /// The numbers of the entries holding `word`, or none for a common word.
        func lookUp(_ word: String) -> [Int] {
            guard let numbers = words[word], numbers.count <= commonLimit else { return [] }
            return numbers
        }

        /// Whether `word` is looked up at all (held by at most `commonLimit` entries).
        func isCommon(_ word: String) -> Bool { (words[word]?.count ?? 0) > commonLimit }

        /// The postings of `entries`' word keys, numbered in order.
        init(_ entries: some Sequence<TranslationMemory.Entry>) {
            for entry in entries {
                add(entry.keys, as: count)
                count += 1
            }
        }

        init(words: [String: [Int]], count: Int) {
            self.words = words
            self.count = count
        }

        /// Lists entry `n` under each of `keys` (an entry numbered after every one listed).
        mutating func add(_ keys: [String], as n: Int) {
            for word in keys where !word.isEmpty {
                // Each word once per entry: a word already listed for this one ends with it.
                if words[word]?.last != n { words[word, default: []].append(n) }
            }
        }
    }

    var blocks = Postings([])
    var sentences = Postings([])
}
