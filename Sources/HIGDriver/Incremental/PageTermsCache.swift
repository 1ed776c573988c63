import HIGCompiler
import HIGRanking

/// The `PageTermsMemo` of `hig build`: each page's index terms kept in the build's store (`ReadCache`), under a key
/// made from the digest of the page's ranking view, and the last build's whole index, used and pruned with the
/// compiler passes' results, so a rebuild indexes only the pages whose text changed and updates the last index by
/// their difference.
struct PageTermsCache: PageTermsMemo {
    let cache: ReadCache

    /// A page's terms as `PageTermsCoding` wrote them (the ranking decodes them; an entry it cannot read is made again).
    enum Entry: StoredKind {
        static let header = "hig-page-terms 2\n"
        static func encode(_ value: [UInt8]) -> [UInt8] { value }
        static func decode(_ bytes: ArraySlice<UInt8>) throws -> [UInt8] { Array(bytes) }
    }

    /// The last build's index (`RankingIndexCoding`): per-corpus state, one entry under a fixed key.
    enum LastIndex: StoredKind {
        struct Unreadable: Error {}
        static let header = "hig-ranking-index 1\n"
        static func encode(_ value: RankingIndex) -> [UInt8] { RankingIndexCoding.encode(value) }
        static func decode(_ bytes: ArraySlice<UInt8>) throws -> RankingIndex {
            guard let index = RankingIndexCoding.decode(bytes) else { throw Unreadable() }
            return index
        }
    }

    func digest(_ material: [UInt8]) -> String { cache.key(Entry.self) { $0.bytes(material) }.name }

    func load(_ key: String) -> [UInt8]? { cache.value(StoreKey(carried: key), Entry.self) }

    func save(_ key: String, _ entry: [UInt8]) { cache.keep(StoreKey(carried: key), entry, Entry.self) }

    func retain(_ keys: [String]) { cache.retain(keys.map(StoreKey.init(carried:))) }

    /// One entry per store: the index is the state of the whole corpus, not of an input.
    private var lastIndexKey: StoreKey { cache.key(LastIndex.self) { $0.string("last build") } }

    func lastIndex() -> RankingIndex? { cache.value(lastIndexKey, LastIndex.self) }

    func keepIndex(_ index: RankingIndex) { cache.keep(lastIndexKey, index, LastIndex.self) }
}
