import HIGCorpus

/// What the translation memory offered one page's blocks that are not current (`TranslationStates.KeptOffer`, one list
/// per block, in block order, before the blocks' neighbours are weighed) as bytes, in the store's entry format
/// (`CacheWriter`); `PagePassCacheTests` checks that every field comes back.
enum TranslationOfferCoding: StoredKind {
    /// Names the entry's kind and layout: change it with the layout.
    static let header = "hig-offers 1\n"

    static func encode(_ blocks: [[TranslationStates.KeptOffer]]) -> [UInt8] {
        var out = CacheWriter()
        out.array(blocks) { out, offers in
            out.array(offers) { out, offer in
                out.bool(offer.isBlockEntry)
                out.suggestion(offer.suggestion)
            }
        }
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> [[TranslationStates.KeptOffer]] {
        var input = CacheReader(bytes: bytes)
        let blocks = try input.array { input in
            try input.array { input in
                let isBlockEntry = try input.bool()
                return TranslationStates.KeptOffer(suggestion: try input.suggestion(), isBlockEntry: isBlockEntry)
            }
        }
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return blocks
    }
}
