/// The translation memory's state as one build left it (`MemoryState`) as bytes, in the store's entry format
/// (`CacheWriter`); entry numbers are written as the difference from the one before. `PagePassCacheTests` checks that
/// every field comes back.
enum MemoryStateCoding: StoredKind {
    /// Names the entry's kind and layout: change it with the layout.
    static let header = "hig-memory-state 1\n"

    static func encode(_ state: MemoryState) -> [UInt8] {
        var out = CacheWriter()
        out.array(state.slots) { out, slot in
            out.string(slot.pageKey)
            out.string(slot.id)
            for digests in [slot.blocks, slot.sentences] {
                out.array(digests) { out, digest in
                    out.int(digest.high)
                    out.int(digest.low)
                }
            }
            out.optional(slot.offers) { $0.string($1) }
        }
        for postings in [state.index.blocks, state.index.sentences] {
            out.int(postings.count)
            numbers(postings.words, into: &out)
        }
        numbers(state.queryWords, into: &out)
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> MemoryState {
        var input = CacheReader(bytes: bytes)
        var state = MemoryState()
        state.slots = try input.array { input in
            let digest = { (input: inout CacheReader) in MemoryState.EntryDigest(high: try input.int(), low: try input.int()) }
            return MemoryState.Slot(pageKey: try input.string(), id: try input.string(), blocks: try input.array(digest), sentences: try input.array(digest),
                                    offers: try input.optional { try $0.string() })
        }
        let blockCount = try input.int()
        state.index.blocks = MemoryIndex.Postings(words: try numbers(&input, below: blockCount), count: blockCount)
        let sentenceCount = try input.int()
        state.index.sentences = MemoryIndex.Postings(words: try numbers(&input, below: sentenceCount), count: sentenceCount)
        state.queryWords = try numbers(&input, below: state.slots.count)
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return state
    }

    /// Each word with its ascending numbers, each written as its difference from the one before.
    private static func numbers(_ words: [String: [Int]], into out: inout CacheWriter) {
        out.int(words.count)
        for (word, numbers) in words {
            out.string(word)
            out.int(numbers.count)
            var previous = -1
            for n in numbers {
                out.int(n - previous)
                previous = n
            }
        }
    }

    /// Words with ascending numbers, each below `limit`.
    private static func numbers(_ input: inout CacheReader, below limit: Int) throws -> [String: [Int]] {
        let count = try input.int()
        var words: [String: [Int]] = [:]
        words.reserveCapacity(count)
        for _ in 0..<count {
            let word = try input.string()
            let length = try input.int()
            guard length > 0, length <= limit else { throw CacheReader.Malformed() }
            var numbers: [Int] = []
            numbers.reserveCapacity(length)
            var previous = -1
            for _ in 0..<length {
                let step = try input.int()
                guard step > 0 else { throw CacheReader.Malformed() }
                previous += step
                numbers.append(previous)
            }
            guard previous < limit, words.updateValue(numbers, forKey: word) == nil else { throw CacheReader.Malformed() }
        }
        return words
    }
}
