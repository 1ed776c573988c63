import HIGCompiler
import HIGRanking

/// The `PageTermsMemo` of `hig build`: each page's index terms kept in the build's store (`ReadCache`), under a key
/// made from the page's ranking view, used and pruned with the compiler passes' results, so a rebuild indexes only
/// the pages whose text changed.
struct PageTermsCache: PageTermsMemo {
    let cache: ReadCache

    /// A page's terms as `PageTermsCoding` wrote them (the ranking decodes them; an entry it cannot read is made again).
    enum Entry: StoredKind {
        static let header = "hig-page-terms 1\n"
        static func encode(_ value: [UInt8]) -> [UInt8] { value }
        static func decode(_ bytes: ArraySlice<UInt8>) throws -> [UInt8] { Array(bytes) }
    }

    func digest(_ material: [UInt8]) -> String { cache.key(Entry.self) { $0.bytes(material) }.name }

    func load(_ key: String) -> [UInt8]? { cache.value(StoreKey(carried: key), Entry.self) }

    func save(_ key: String, _ entry: [UInt8]) { cache.keep(StoreKey(carried: key), entry, Entry.self) }
}
