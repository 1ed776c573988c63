import HIGCompiler
import HIGRanking

/// The `PageTermsMemo` of `hig build`: each page's index terms kept in the build's read cache (a checksummed entry per
/// digest of the page's ranking view, used and pruned with the compiler passes' results), so a rebuild indexes only
/// the pages whose text changed.
struct PageTermsCache: PageTermsMemo {
    let cache: ReadCache

    static let header = "hig-page-terms 1\n"

    func digest(_ material: [UInt8]) -> String { Hashing.sha256Hex(material) }

    func load(_ key: String) -> [UInt8]? {
        cache.lookupResult(key, header: Self.header) { Array($0) }
    }

    func save(_ key: String, _ entry: [UInt8]) {
        cache.storeResult(key, entry, header: Self.header) { $0 }
    }
}
