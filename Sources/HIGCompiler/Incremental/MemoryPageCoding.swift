/// One page's part of the translation memory (`MemoryPage`: its aligned sentences and its entries' word keys) as
/// bytes, in the store's entry format (`CacheWriter`); `PagePassCacheTests` checks that every field comes back.
enum MemoryPageCoding: StoredKind {
    /// Names the entry's kind and layout: change it with the layout.
    static let header = "hig-memory-page 1\n"

    static func encode(_ part: MemoryPage) -> [UInt8] {
        var out = CacheWriter()
        out.array(part.aligned) { out, sentence in
            out.int(sentence.block)
            out.string(sentence.en)
            out.string(sentence.ko)
        }
        for keys in [part.blockKeys, part.sentenceKeys] {
            out.array(keys) { out, words in out.array(words) { $0.string($1) } }
        }
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> MemoryPage {
        var input = CacheReader(bytes: bytes)
        var previous = 0
        let aligned = try input.array { input in
            let block = try input.int()
            // In block order, as the aligner gives them.
            guard block >= previous else { throw CacheReader.Malformed() }
            previous = block
            return TranslationMemory.AlignedSentence(block: block, en: try input.string(), ko: try input.string())
        }
        let blockKeys = try input.array { input in try input.array { try $0.string() } }
        let sentenceKeys = try input.array { input in try input.array { try $0.string() } }
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return MemoryPage(aligned: aligned, blockKeys: blockKeys, sentenceKeys: sentenceKeys)
    }
}
