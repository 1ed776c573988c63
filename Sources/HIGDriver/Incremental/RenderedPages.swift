import Foundation
import HIGCompiler
import HIGEmit

/// The `RenderMemo` of `hig build`: pages of a theme that replaces templates, kept in the build's store (`ReadCache`)
/// under a key made from their output path and everything their rendering read, so a page whose input did not
/// change is taken as it was instead of rendered again.
struct RenderedPages: RenderMemo {
    let cache: ReadCache

    /// A rendered page's bytes.
    enum Entry: StoredKind {
        static let header = "hig-page 1\n"
        static func encode(_ value: Data) -> [UInt8] { [UInt8](value) }
        static func decode(_ bytes: ArraySlice<UInt8>) throws -> Data { Data(bytes) }
    }

    func digest(_ material: [UInt8]) -> String { Hashing.sha256Hex(material) }

    func rendered(_ path: String, material: [UInt8], render: () throws -> Data) rethrows -> Data {
        let key = cache.key(Entry.self) { input in
            input.string(path)
            input.bytes(material)
        }
        if let page = cache.value(key, Entry.self) { return page }
        let page = try render()
        cache.keep(key, page, Entry.self)
        return page
    }
}
