import Foundation

/// A file system held in memory, for tests of the store and the output writer: files with their bytes, file
/// numbers and modification times, folders, hard links sharing one file, and a switch that makes every write fail.
package final class InMemoryFileSystem: FileSystem, @unchecked Sendable {
    // Unchecked: every field is guarded by `lock`.
    /// One file, which several paths may name (hard links).
    private final class File {
        var bytes: [UInt8]
        let inode: UInt64
        var modified: Int64

        init(bytes: [UInt8], inode: UInt64, modified: Int64) {
            self.bytes = bytes
            self.inode = inode
            self.modified = modified
        }
    }

    private let lock = NSLock()
    private var files: [String: File] = [:]
    private var folders: Set<String> = ["/"]
    private var nextInode: UInt64 = 1
    /// A clock that moves on with every write, so each write gives a new modification time.
    private var clock: Int64 = 1_000_000_000
    /// When set, every write, rename and link fails (a full disk, a read-only folder).
    package var refusesWrites = false

    package init() {}

    /// Every file's path, sorted (tests).
    package var filePaths: [String] { lock.withLock { files.keys.sorted() } }

    package func contents(atPath path: String) -> [UInt8]? {
        lock.withLock { files[Self.normal(path)]?.bytes }
    }

    package func holds(_ bytes: Data, atPath path: String) -> Bool {
        contents(atPath: path) == [UInt8](bytes)
    }

    package func write(_ bytes: [UInt8], to path: String, atomically: Bool) throws {
        try lock.withLock {
            let path = Self.normal(path)
            try checkWritable(path)
            clock += 1
            // In place, the file (and every link to it) changes; atomically, the path names a new file.
            if !atomically, let file = files[path] {
                file.bytes = bytes
                file.modified = clock
            } else {
                files[path] = File(bytes: bytes, inode: nextInode, modified: clock)
                nextInode += 1
            }
        }
    }

    package func rename(_ source: String, to target: String) throws {
        try lock.withLock {
            let (source, target) = (Self.normal(source), Self.normal(target))
            try checkWritable(target)
            if let file = files.removeValue(forKey: source) {
                files[target] = file
            } else if folders.contains(source) {
                for path in folders where path == source || path.hasPrefix(source + "/") {
                    folders.remove(path)
                    folders.insert(target + path.dropFirst(source.count))
                }
                for (path, file) in files where path.hasPrefix(source + "/") {
                    files.removeValue(forKey: path)
                    files[target + path.dropFirst(source.count)] = file
                }
            } else {
                throw FileSystemFailure(description: "rename \(source): no such file")
            }
        }
    }

    package func link(_ existing: String, as link: String) throws {
        try lock.withLock {
            let (existing, link) = (Self.normal(existing), Self.normal(link))
            try checkWritable(link)
            guard let file = files[existing] else { throw FileSystemFailure(description: "link \(existing): no such file") }
            guard files[link] == nil else { throw FileSystemFailure(description: "link \(link): file exists") }
            files[link] = file
        }
    }

    package func contentsOfFolder(atPath path: String) throws -> [String] {
        try lock.withLock {
            let folder = Self.normal(path)
            guard folders.contains(folder) else { throw FileSystemFailure(description: "list \(folder): no such folder") }
            let prefix = folder == "/" ? "/" : folder + "/"
            let children = (Array(files.keys) + Array(folders)).filter { $0.hasPrefix(prefix) && $0 != folder }
                .map { String($0.dropFirst(prefix.count).prefix { $0 != "/" }) }
            return Array(Set(children))
        }
    }

    package func status(atPath path: String, followingLinks: Bool) -> FileStatus? {
        lock.withLock {
            let path = Self.normal(path)
            if let file = files[path] {
                return FileStatus(isRegularFile: true, isFolder: false, size: Int64(file.bytes.count), modified: file.modified, inode: file.inode)
            }
            guard folders.contains(path) else { return nil }
            return FileStatus(isRegularFile: false, isFolder: true, size: 0, modified: 0, inode: 0)
        }
    }

    package func remove(atPath path: String) throws {
        try lock.withLock {
            let path = Self.normal(path)
            guard !refusesWrites else { throw FileSystemFailure(description: "remove \(path): not permitted") }
            guard files.removeValue(forKey: path) != nil || folders.contains(path) else {
                throw FileSystemFailure(description: "remove \(path): no such file")
            }
            folders = folders.filter { $0 != path && !$0.hasPrefix(path + "/") }
            files = files.filter { !$0.key.hasPrefix(path + "/") }
        }
    }

    package func makeFolder(atPath path: String) throws {
        try lock.withLock {
            var folder = Self.normal(path)
            guard !refusesWrites else { throw FileSystemFailure(description: "make \(folder): not permitted") }
            while folder != "/" && !folder.isEmpty {
                folders.insert(folder)
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
    }

    /// A write into `path` fails when writes are refused or its folder is missing, as on disk.
    private func checkWritable(_ path: String) throws {
        guard !refusesWrites else { throw FileSystemFailure(description: "write \(path): not permitted") }
        guard folders.contains((path as NSString).deletingLastPathComponent) else {
            throw FileSystemFailure(description: "write \(path): no such folder")
        }
    }

    /// A path without a trailing `/`, `.` parts or repeated separators.
    private static func normal(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
