import HIGCorpus

/// One page's translation-memory entries (its translated blocks and aligned sentences, with their word keys) as bytes,
/// in the read cache's entry format (`CacheWriter`); `PagePassCacheTests` checks that every field comes back.
enum MemoryEntryCoding {
    /// Names the entry's kind and layout: change it with the layout.
    static let header = "hig-memory 1\n"

    static func encode(_ page: (blocks: [TranslationMemory.Entry], sentences: [TranslationMemory.Entry])) -> [UInt8] {
        var out = CacheWriter()
        for entries in [page.blocks, page.sentences] {
            out.array(entries) { out, entry in
                out.string(entry.en)
                out.string(entry.ko)
                out.string(entry.from)
                out.location(entry.source)
                out.optional(entry.before) { $0.string($1) }
                out.optional(entry.after) { $0.string($1) }
                out.array(entry.keys) { $0.string($1) }
            }
        }
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> (blocks: [TranslationMemory.Entry], sentences: [TranslationMemory.Entry]) {
        var input = CacheReader(bytes: bytes)
        func entries() throws -> [TranslationMemory.Entry] {
            try input.array { input in
                TranslationMemory.Entry(en: try input.string(), ko: try input.string(), from: try input.string(), source: try input.location(),
                                        before: try input.optional { try $0.string() }, after: try input.optional { try $0.string() },
                                        keys: try input.array { try $0.string() })
            }
        }
        let blocks = try entries(), sentences = try entries()
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return (blocks, sentences)
    }
}
