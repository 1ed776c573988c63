/// The key a page's offers are kept under (`TranslationOfferCoding`, keyed by the entries its queries measure), kept
/// under the page and a digest of the whole memory: while no entry of the memory changes, a page's offers are found
/// without the memory's index or its queries' candidates (`TranslationStates.apply`). The value is a key's name, as
/// `ReadCache.key` made it.
enum OfferKeyCoding: StoredKind {
    /// Names the entry's kind and layout: change it with the layout.
    static let header = "hig-offer-key 1\n"

    static func encode(_ name: String) -> [UInt8] {
        var out = CacheWriter()
        out.string(name)
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> String {
        var input = CacheReader(bytes: bytes)
        let name = try input.string()
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return name
    }
}
