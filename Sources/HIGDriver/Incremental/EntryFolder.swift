import Foundation
import HIGCompiler

/// The store's entries as files of a folder (`read/` in the build cache), one per key name.
struct EntryFolder: ReadCacheStore {
    let folder: String
    let fileSystem: any FileSystem

    init(_ folder: String, fileSystem: any FileSystem = LocalFileSystem()) {
        self.folder = folder
        self.fileSystem = fileSystem
        try? fileSystem.makeFolder(atPath: folder)
    }

    func load(_ key: String) -> [UInt8]? {
        fileSystem.contents(atPath: path(key))
    }

    /// Written in place, without a temporary file or fsync (they cost more than the read they save): an entry cut
    /// short by a killed build, or two builds writing one entry at once, fails its checksum and is made afresh.
    func save(_ key: String, _ entry: [UInt8]) {
        try? fileSystem.write(entry, to: path(key), atomically: false)
    }

    func removeAll(except keep: Set<String>) {
        for name in (try? fileSystem.contentsOfFolder(atPath: folder)) ?? [] where !keep.contains(name) {
            try? fileSystem.remove(atPath: path(name))
        }
    }

    private func path(_ name: String) -> String { folder + "/" + name }
}
