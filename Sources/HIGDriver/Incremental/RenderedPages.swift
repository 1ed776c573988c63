import Foundation
import HIGCompiler
import HIGCorpus
import HIGEmit
import HIGText

/// The `RenderMemo` of `hig build`: for each site page the last build rendered, an entry in the build's store
/// (`ReadCache`) under a key made from its output path, a digest of every field of its page and everything else its
/// rendering read, holding the size of the file it wrote. The store keeps the last build's entries only, so a key found there
/// names the file the last build wrote at that path; the output writer takes that file when `LastBuild` records it
/// unchanged since (`OutputStaging.keepPrevious`).
struct RenderedPages: RenderMemo {
    let cache: ReadCache

    /// The byte count of a page rendered under its key, in decimal digits.
    enum Entry: StoredKind {
        static let header = "hig-page 2\n"

        struct Unreadable: Error {}

        static func encode(_ value: Int) -> [UInt8] { Array(String(value).utf8) }

        static func decode(_ bytes: ArraySlice<UInt8>) throws -> Int {
            guard let size = Int(String(decoding: bytes, as: UTF8.self)), size >= 0 else { throw Unreadable() }
            return size
        }
    }

    func digest(_ material: [UInt8]) -> String { Hashing.sha256Hex(material) }

    func pageDigest(_ page: Page) -> String { cache.pageDigest(page, Entry.self).name }

    func key(_ path: String, material: [UInt8]) -> String {
        cache.key(Entry.self) { input in
            input.string(path)
            input.bytes(material)
        }.name
    }

    func lastSize(_ key: String) -> Int? { cache.value(StoreKey(carried: key), Entry.self) }

    func rendered(_ key: String, size: Int) { cache.keep(StoreKey(carried: key), size, Entry.self) }
}
