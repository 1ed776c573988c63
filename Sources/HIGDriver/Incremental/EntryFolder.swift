import Foundation
import HIGCompiler
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The read cache's entries as files of a folder (`read/` in the build cache), one per key.
struct EntryFolder: ReadCacheStore {
    let folder: URL

    init(_ folder: URL) {
        self.folder = folder
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func load(_ key: String) -> [UInt8]? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(key).path).map { [UInt8]($0) }
    }

    /// Written in place, without a temporary file or fsync (they cost more than the read they save): an entry cut
    /// short by a killed build, or two builds writing one entry at once, fails its checksum and is read afresh.
    func save(_ key: String, _ entry: [UInt8]) {
        let descriptor = open(folder.appendingPathComponent(key).path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var written = 0
        while written < entry.count {
            let count = entry[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            written += count
        }
    }

    func removeAll(except keep: Set<String>) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !keep.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
