/// One page's co-occurrence words (`Cooccurrence.PageWords`: its vocabularies and each aligned block's word ids) as
/// bytes, in the read cache's entry format (`CacheWriter`); `PagePassCacheTests` checks that every field comes back.
enum PageWordsCoding: StoredKind {
    /// Names the entry's kind and layout: change it with the layout.
    static let header = "hig-words 1\n"

    static func encode(_ words: Cooccurrence.PageWords) -> [UInt8] {
        var out = CacheWriter()
        out.array(words.english) { $0.string($1) }
        out.array(words.korean) { $0.string($1) }
        out.array(words.blocks) { out, block in
            out.array(block.english) { $0.int(Int($1)) }
            out.array(block.korean) { $0.int(Int($1)) }
        }
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> Cooccurrence.PageWords {
        var input = CacheReader(bytes: bytes)
        let english = try input.array { try $0.string() }, korean = try input.array { try $0.string() }
        func ids(_ input: inout CacheReader, below count: Int) throws -> [Int32] {
            try input.array { input in
                let id = try input.int()
                guard id >= 0, id < count else { throw CacheReader.Malformed() }
                return Int32(id)
            }
        }
        let blocks = try input.array { input in
            Cooccurrence.PageWords.Block(english: try ids(&input, below: english.count), korean: try ids(&input, below: korean.count))
        }
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return Cooccurrence.PageWords(english: english, korean: korean, blocks: blocks)
    }
}
