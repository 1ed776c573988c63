import Foundation
import HIGCompiler
import HIGEmit

/// The `RenderMemo` of `hig build`: the pages of the output folder's last build, each known by the digest of the
/// template input it was rendered from and by the digest of its bytes (`render-index.json` in the build cache).
/// A page whose input digest is unchanged is read back from the output folder, and used only when its bytes still
/// have their recorded digest; anything else is rendered.
final class PageMemo: RenderMemo, @unchecked Sendable {
    // Unchecked: `next` is guarded by `lock`; the rest is immutable.
    struct Entry: Codable, Equatable {
        /// Digest of the template input.
        var input: String
        /// Digest of the page's bytes.
        var output: String
    }

    /// The index as stored: which hig wrote it, and an entry per output path.
    struct Index: Codable {
        var salt: String
        var pages: [String: Entry]
    }

    let output: URL
    let indexFile: URL
    let salt: String
    private let previous: [String: Entry]
    private var next: [String: Entry] = [:]
    private let lock = NSLock()
    /// Pages taken from the last build.
    private(set) var reused = 0

    static let fileName = "render-index.json"

    init(output: URL, cacheFolder: URL, salt: String) {
        self.output = output
        self.indexFile = cacheFolder.appendingPathComponent(Self.fileName)
        self.salt = salt
        let stored = (try? Data(contentsOf: indexFile)).flatMap { try? JSONDecoder().decode(Index.self, from: $0) }
        previous = stored?.salt == salt ? stored?.pages ?? [:] : [:]
    }

    func digest(_ material: [UInt8]) -> String { Hashing.sha256Hex(material) }

    func rendered(_ path: String, material: [UInt8], render: () throws -> Data) rethrows -> Data {
        let input = Hashing.sha256Hex(material)
        if let earlier = previous[path], earlier.input == input,
           let bytes = try? Data(contentsOf: output.appendingPathComponent(path)), Hashing.sha256Hex([UInt8](bytes)) == earlier.output {
            lock.withLock {
                next[path] = earlier
                reused += 1
            }
            return bytes
        }
        let bytes = try render()
        let entry = Entry(input: input, output: Hashing.sha256Hex([UInt8](bytes)))
        lock.withLock { next[path] = entry }
        return bytes
    }

    /// Records the pages of this build, once they are in the output folder; before, the old index stays true.
    func save() {
        let pages = lock.withLock { next }
        guard let data = try? JSONEncoder().encode(Index(salt: salt, pages: pages)) else { return }
        try? data.write(to: indexFile, options: .atomic)
    }

    /// Forgets every page: the output folder is about to hold something else.
    func discard() {
        try? FileManager.default.removeItem(at: indexFile)
    }
}
