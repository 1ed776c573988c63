/// One page's aligned sentences (`TranslationMemory.AlignedSentence`, the costly part of its translation-memory
/// entries; the rest is made from the page again) as bytes, in the read cache's entry format (`CacheWriter`);
/// `PagePassCacheTests` checks that every field comes back.
enum AlignedSentenceCoding: StoredKind {
    /// Names the entry's kind and layout: change it with the layout.
    static let header = "hig-aligned 1\n"

    static func encode(_ sentences: [TranslationMemory.AlignedSentence]) -> [UInt8] {
        var out = CacheWriter()
        out.array(sentences) { out, sentence in
            out.int(sentence.block)
            out.string(sentence.en)
            out.string(sentence.ko)
        }
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> [TranslationMemory.AlignedSentence] {
        var input = CacheReader(bytes: bytes)
        var previous = 0
        let sentences = try input.array { input in
            let block = try input.int()
            // In block order, as the aligner gives them.
            guard block >= previous else { throw CacheReader.Malformed() }
            previous = block
            return TranslationMemory.AlignedSentence(block: block, en: try input.string(), ko: try input.string())
        }
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return sentences
    }
}
