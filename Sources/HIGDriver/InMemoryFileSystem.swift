import Foundation
import HIGText

/// A file system held in memory, for tests of the store, the output commit and `hig import`'s replacement: files with
/// their bytes, file numbers, modification times and permissions, folders, hard links sharing one file, symbolic
/// links, and two ways to break it: `refusesWrites` makes every change fail (a full disk, a read-only folder), and
/// `intercept` sees every call before it runs and can fail it or change the file system first (a write into the
/// output while a build commits).
///
/// Symbolic links are followed where `stat` follows them (`status(followingLinks: true)`, `resolvingSymbolicLinks`)
/// and at the last component only; permissions are kept but not enforced.
package final class InMemoryFileSystem: FileSystem, @unchecked Sendable {
    // Unchecked: every field is guarded by `lock`.
    /// A call of the file system, as `intercept` sees it.
    package enum Call: String, Sendable {
        case read, status, list, write, create, rename, exchange, link, copy, symlink, remove, makeFolder, setPermissions
    }

    /// One file, which several paths may name (hard links).
    private final class File {
        var bytes: [UInt8]
        let inode: UInt64
        var modified: Int64
        var permissions: mode_t

        init(bytes: [UInt8], inode: UInt64, modified: Int64, permissions: mode_t = 0o644) {
            self.bytes = bytes
            self.inode = inode
            self.modified = modified
            self.permissions = permissions
        }
    }

    private let lock = NSLock()
    private var files: [String: File] = [:]
    /// Every folder, with its permissions.
    private var folders: [String: mode_t] = ["/": 0o755]
    /// Every symbolic link, with where it points (as written).
    private var symbolicLinks: [String: String] = [:]
    private var nextInode: UInt64 = 1
    /// A clock that moves on with every write, so each write gives a new modification time.
    private var clock: Int64 = 1_000_000_000
    private var refusing = false
    private var canExchange = true
    private var interceptor: ((Call, String) throws -> Void)?

    package init() {}

    /// When set, every write, rename, link and removal fails (a full disk, a read-only folder).
    package var refusesWrites: Bool {
        get { lock.withLock { refusing } }
        set { lock.withLock { refusing = newValue } }
    }

    /// When false, `exchange` answers that this file system cannot exchange two entries (as some network file
    /// systems do), so the commit takes its two renames instead.
    package var exchanges: Bool {
        get { lock.withLock { canExchange } }
        set { lock.withLock { canExchange = newValue } }
    }

    /// Called with every call and its path before the call runs, outside the file system's lock: what it throws
    /// fails the call (a call that cannot fail answers as if nothing were there), and what it does to the file
    /// system happens first. Its own calls are intercepted too.
    package var intercept: ((Call, String) throws -> Void)? {
        get { lock.withLock { interceptor } }
        set { lock.withLock { interceptor = newValue } }
    }

    /// Every file's path, sorted (tests).
    package var filePaths: [String] { lock.withLock { files.keys.sorted() } }
    /// Every folder's path, sorted (tests).
    package var folderPaths: [String] { lock.withLock { folders.keys.sorted() } }

    package func contents(atPath path: String) -> [UInt8]? {
        guard (try? intercept(.read, path)) != nil else { return nil }
        return lock.withLock { files[Self.normal(path)]?.bytes }
    }

    package func holds(_ bytes: Data, atPath path: String) -> Bool {
        contents(atPath: path) == [UInt8](bytes)
    }

    package func sameContents(_ path: String, _ other: String) -> Bool {
        guard let bytes = contents(atPath: path) else { return false }
        return holds(Data(bytes), atPath: other)
    }

    package func write(_ bytes: [UInt8], to path: String, atomically: Bool) throws {
        try intercept(.write, path)
        try lock.withLock {
            let path = Self.normal(path)
            try checkWritable(path, call: "write")
            clock += 1
            // In place, the file (and every link to it) changes; atomically, the path names a new file.
            if !atomically, let file = files[path] {
                file.bytes = bytes
                file.modified = clock
            } else {
                files[path] = newFile(bytes)
            }
        }
    }

    package func create(_ contents: Data, atPath path: String) throws {
        try intercept(.create, path)
        try lock.withLock {
            let path = Self.normal(path)
            try checkWritable(path, call: "create")
            guard folders[path] == nil else { throw FileSystemFailure("create", path, code: EISDIR) }
            clock += 1
            if let file = files[path] {
                file.bytes = [UInt8](contents)
                file.modified = clock
            } else {
                files[path] = newFile([UInt8](contents))
            }
        }
    }

    package func createExclusively(_ contents: [UInt8], atPath path: String, permissions: mode_t, owner: uid_t, group: gid_t) throws {
        try intercept(.create, path)
        try lock.withLock {
            let path = Self.normal(path)
            try checkWritable(path, call: "create")
            guard !occupied(path) else { throw FileSystemFailure("create", path, code: EEXIST) }
            clock += 1
            files[path] = newFile(contents, permissions: permissions)
        }
    }

    package func rename(_ source: String, to target: String) throws {
        try intercept(.rename, source)
        try lock.withLock {
            let (source, target) = (Self.normal(source), Self.normal(target))
            try checkWritable(target, call: "rename")
            guard occupied(source) else { throw FileSystemFailure("rename", source, code: ENOENT) }
            if folders[source] != nil, files[target] != nil { throw FileSystemFailure("rename", source, code: ENOTDIR) }
            if folders[source] != nil, folders[target] != nil, hasChildren(target) { throw FileSystemFailure("rename", source, code: ENOTEMPTY) }
            removeTree(target)
            moveTree(source, to: target)
        }
    }

    package func exchange(_ a: String, _ b: String) throws -> Bool {
        try intercept(.exchange, a)
        return try lock.withLock {
            guard canExchange else { return false }
            let (a, b) = (Self.normal(a), Self.normal(b))
            try checkWritable(a, call: "exchange")
            guard occupied(a), occupied(b) else { throw FileSystemFailure("exchange", "\(a) and \(b)", code: ENOENT) }
            let aside = a + ".\u{1}exchange"
            moveTree(a, to: aside)
            moveTree(b, to: a)
            moveTree(aside, to: b)
            return true
        }
    }

    package func link(_ existing: String, as link: String) throws {
        try intercept(.link, link)
        try lock.withLock {
            let (existing, link) = (Self.normal(existing), Self.normal(link))
            try checkWritable(link, call: "link")
            guard let file = files[existing] else { throw FileSystemFailure("link", existing, code: ENOENT) }
            guard !occupied(link) else { throw FileSystemFailure("link", link, code: EEXIST) }
            files[link] = file
        }
    }

    package func copy(_ source: String, to target: String) throws {
        try intercept(.copy, target)
        try lock.withLock {
            let (source, target) = (Self.normal(source), Self.normal(target))
            try checkWritable(target, call: "copy")
            guard let file = files[source] else { throw FileSystemFailure("copy", source, code: ENOENT) }
            guard !occupied(target) else { throw FileSystemFailure("copy", target, code: EEXIST) }
            clock += 1
            files[target] = newFile(file.bytes, permissions: file.permissions)
        }
    }

    package func makeSymbolicLink(atPath path: String, to destination: String) throws {
        try intercept(.symlink, path)
        try lock.withLock {
            let path = Self.normal(path)
            try checkWritable(path, call: "symlink")
            guard !occupied(path) else { throw FileSystemFailure("symlink", path, code: EEXIST) }
            symbolicLinks[path] = destination
        }
    }

    package func destinationOfSymbolicLink(atPath path: String) throws -> String {
        try intercept(.read, path)
        return try lock.withLock {
            guard let destination = symbolicLinks[Self.normal(path)] else { throw FileSystemFailure("readlink", path, code: EINVAL) }
            return destination
        }
    }

    package func resolvingSymbolicLinks(_ path: String) throws -> String {
        try intercept(.status, path)
        return try lock.withLock {
            var resolved = "/"
            var rest = Self.normal(path).split(separator: "/").map(String.init)
            var hops = 0
            while !rest.isEmpty {
                let next = Self.normal(resolved + "/" + rest.removeFirst())
                if let destination = symbolicLinks[next] {
                    hops += 1
                    guard hops < 40 else { throw FileSystemFailure("open", path, code: ELOOP) }
                    let target = destination.hasPrefix("/") ? destination : resolved + "/" + destination
                    rest = Self.normal(target).split(separator: "/").map(String.init) + rest
                    resolved = "/"
                } else {
                    guard occupied(next) else { throw FileSystemFailure("open", path, code: ENOENT) }
                    resolved = next
                }
            }
            return resolved
        }
    }

    package func contentsOfFolder(atPath path: String) throws -> [String] {
        try intercept(.list, path)
        return try lock.withLock {
            let folder = Self.normal(path)
            guard folders[folder] != nil else { throw FileSystemFailure("list", folder, code: ENOENT) }
            let prefix = folder == "/" ? "/" : folder + "/"
            let all = Array(files.keys) + Array(folders.keys) + Array(symbolicLinks.keys)
            return Array(Set(all.filter { $0.hasPrefix(prefix) && $0 != folder }.map { String($0.dropFirst(prefix.count).prefix { $0 != "/" }) }))
        }
    }

    package func status(atPath path: String, followingLinks: Bool) -> FileStatus? {
        guard (try? intercept(.status, path)) != nil else { return nil }
        return lock.withLock {
            var path = Self.normal(path)
            if followingLinks, let destination = symbolicLinks[path] {
                path = Self.normal(destination.hasPrefix("/") ? destination : (path as NSString).deletingLastPathComponent + "/" + destination)
            }
            return statusHeld(path)
        }
    }

    package func entryStatus(atPath path: String) throws -> FileStatus? {
        try intercept(.status, path)
        return lock.withLock { statusHeld(Self.normal(path)) }
    }

    package func setPermissions(_ permissions: mode_t, atPath path: String) throws {
        try intercept(.setPermissions, path)
        try lock.withLock {
            let path = Self.normal(path)
            guard !refusing else { throw FileSystemFailure("chmod", path, code: EPERM) }
            if let file = files[path] {
                file.permissions = permissions
            } else if folders[path] != nil {
                folders[path] = permissions
            } else {
                throw FileSystemFailure("chmod", path, code: ENOENT)
            }
        }
    }

    package func remove(atPath path: String) throws {
        try intercept(.remove, path)
        try lock.withLock {
            let path = Self.normal(path)
            guard !refusing else { throw FileSystemFailure("remove", path, code: EPERM) }
            guard occupied(path) else { throw FileSystemFailure("remove", path, code: ENOENT) }
            removeTree(path)
        }
    }

    package func makeFolder(atPath path: String) throws {
        try intercept(.makeFolder, path)
        try lock.withLock {
            var folder = Self.normal(path)
            guard !refusing else { throw FileSystemFailure("mkdir", folder, code: EPERM) }
            while folder != "/" && !folder.isEmpty {
                guard files[folder] == nil, symbolicLinks[folder] == nil else { throw FileSystemFailure("mkdir", folder, code: EEXIST) }
                if folders[folder] == nil { folders[folder] = 0o755 }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
    }

    package func openLog(atPath path: String) throws -> any LogFile {
        try intercept(.write, path)
        let file = try lock.withLock { () -> File in
            let path = Self.normal(path)
            if let file = files[path] { return file }
            try checkWritable(path, call: "open")
            clock += 1
            let file = newFile([])
            files[path] = file
            return file
        }
        return Log(fileSystem: self, file: file, path: path)
    }

    /// An open file: it keeps the file it opened, as a descriptor does, when its path is renamed over or removed.
    private final class Log: LogFile, @unchecked Sendable {
        // Unchecked: the file is only touched under the file system's lock.
        let fileSystem: InMemoryFileSystem
        let file: File
        let path: String

        init(fileSystem: InMemoryFileSystem, file: File, path: String) {
            self.fileSystem = fileSystem
            self.file = file
            self.path = path
        }

        var size: Int { fileSystem.lock.withLock { file.bytes.count } }

        func append(_ head: [UInt8], _ body: [UInt8]) throws -> Int {
            try fileSystem.intercept(.write, path)
            return try fileSystem.lock.withLock {
                guard !fileSystem.refusing else { throw FileSystemFailure("write", path, code: EPERM) }
                fileSystem.clock += 1
                file.modified = fileSystem.clock
                defer { file.bytes += head + body }
                return file.bytes.count
            }
        }

        func read(at offset: Int, count: Int) -> [UInt8]? {
            guard (try? fileSystem.intercept(.read, path)) != nil else { return nil }
            return fileSystem.lock.withLock {
                guard offset >= 0, count >= 0, offset + count <= file.bytes.count else { return nil }
                return Array(file.bytes[offset..<(offset + count)])
            }
        }
    }

    // MARK: Held state (called under the lock)

    private func intercept(_ call: Call, _ path: String) throws {
        try intercept?(call, path)
    }

    private func newFile(_ bytes: [UInt8], permissions: mode_t = 0o644) -> File {
        defer { nextInode += 1 }
        return File(bytes: bytes, inode: nextInode, modified: clock, permissions: permissions)
    }

    private func statusHeld(_ path: String) -> FileStatus? {
        if let file = files[path] {
            return FileStatus(isRegularFile: true, isFolder: false, size: Int64(file.bytes.count), modified: file.modified,
                              inode: file.inode, permissions: file.permissions)
        }
        if let destination = symbolicLinks[path] {
            return FileStatus(isRegularFile: false, isFolder: false, isSymbolicLink: true, size: Int64(destination.utf8.count),
                              modified: 0, inode: 0, permissions: 0o777)
        }
        guard let permissions = folders[path] else { return nil }
        return FileStatus(isRegularFile: false, isFolder: true, size: 0, modified: 0, inode: 0, permissions: permissions)
    }

    private func occupied(_ path: String) -> Bool {
        files[path] != nil || folders[path] != nil || symbolicLinks[path] != nil
    }

    private func hasChildren(_ folder: String) -> Bool {
        let prefix = folder + "/"
        return files.keys.contains { $0.hasPrefix(prefix) } || folders.keys.contains { $0.hasPrefix(prefix) }
            || symbolicLinks.keys.contains { $0.hasPrefix(prefix) }
    }

    /// Moves the entry at `source`, and everything under it, to `target`.
    private func moveTree(_ source: String, to target: String) {
        func moved<Value>(_ entries: inout [String: Value]) {
            for (path, value) in entries where path == source || path.hasPrefix(source + "/") {
                entries.removeValue(forKey: path)
                entries[target + path.dropFirst(source.count)] = value
            }
        }
        moved(&files)
        moved(&folders)
        moved(&symbolicLinks)
    }

    private func removeTree(_ path: String) {
        let inside = { (key: String) in key == path || key.hasPrefix(path + "/") }
        files = files.filter { !inside($0.key) }
        folders = folders.filter { !inside($0.key) }
        symbolicLinks = symbolicLinks.filter { !inside($0.key) }
    }

    /// A change at `path` fails when changes are refused or its folder is missing, as on disk.
    private func checkWritable(_ path: String, call: String) throws {
        guard !refusing else { throw FileSystemFailure(call, path, code: EPERM) }
        guard folders[(path as NSString).deletingLastPathComponent] != nil else { throw FileSystemFailure(call, path, code: ENOENT) }
    }

    /// A path without a trailing `/`, `.` parts or repeated separators.
    private static func normal(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
