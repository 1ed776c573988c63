import Foundation
import HIGCompiler
import HIGRanking

/// The `PageTermsMemo` of `hig build`: each page's index terms in the build cache (`ranking/`, one checksummed entry
/// per digest of the page's ranking view), so a rebuild indexes only the pages whose text changed. Entries this build
/// did not use are removed once its output is in place, so the folder holds one build's pages.
final class PageTermsCache: PageTermsMemo, @unchecked Sendable {
    // Unchecked: `used` is guarded by `lock`; the rest is immutable.
    private let store: EntryFolder
    private let lock = NSLock()
    private var used: Set<String> = []

    static let folderName = "ranking"
    static let header = "hig-page-terms 1\n"

    init(cacheFolder: URL) {
        store = EntryFolder(cacheFolder.appendingPathComponent(Self.folderName))
    }

    func digest(_ material: [UInt8]) -> String { Hashing.sha256Hex(material) }

    func load(_ key: String) -> [UInt8]? {
        let payload = store.load(key).flatMap { ChecksummedEntry.unwrap($0, header: Self.header) }
        lock.withLock { _ = used.insert(key) }
        return payload.map(Array.init)
    }

    func save(_ key: String, _ entry: [UInt8]) {
        lock.withLock { _ = used.insert(key) }
        store.save(key, ChecksummedEntry.wrap(entry, header: Self.header))
    }

    /// Removes the entries of pages this build did not index.
    func prune() {
        store.removeAll(except: lock.withLock { used })
    }
}
