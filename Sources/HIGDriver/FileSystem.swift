import Foundation
import HIGEmit
import HIGText

/// What the build's store (`EntryPack`, `BuildCache`, `LastBuild`), the output commit (`OutputStaging`,
/// `OutputInventory`, `OutputWriter`, `BuildLeftovers`, `LateWrites`) and `hig import`'s `FileSetReplacer` ask of
/// the file system, and nothing more (as swift-docc's `FileManagerProtocol`): `LocalFileSystem` holds the platform
/// calls once, `InMemoryFileSystem` lets tests run the store and a whole commit without a disk and break any step.
package protocol FileSystem: Sendable {
    /// The bytes of the regular file at `path`, or `nil` when there is none or it cannot be read.
    func contents(atPath path: String) -> [UInt8]?
    /// Whether `path` is a regular file (not a link) holding exactly `bytes` (the output writer links such a file
    /// from the last build instead of writing it again).
    func holds(_ bytes: Data, atPath path: String) -> Bool
    /// Whether `path` and `other` are regular files (not links) holding the same bytes, compared a run at a time so
    /// neither is held whole (a database written in place against the last build's).
    func sameContents(_ path: String, _ other: String) -> Bool
    /// Writes `bytes` to `path`. `atomically` writes a temporary file beside it and renames it into place, so a
    /// reader sees the old file or the new one; otherwise the file is written in place (cheaper, and a reader
    /// may see it cut short).
    func write(_ bytes: [UInt8], to path: String, atomically: Bool) throws
    /// Creates the file at `path` (emptying one there) with `contents`, mode 0666 less the umask, without a sync:
    /// an output file, which reaches its place with the whole folder.
    func create(_ contents: Data, atPath path: String) throws
    /// Creates a new file at `path`, failing when anything is there, with `contents`, `permissions` and the owner
    /// and group given, and flushes it to disk before returning (`hig import`'s replacement of a source).
    func createExclusively(_ contents: [UInt8], atPath path: String, permissions: mode_t, owner: uid_t, group: gid_t) throws
    /// Renames `source` to `target`, replacing a file there.
    func rename(_ source: String, to target: String) throws
    /// Exchanges the entries at `a` and `b` in one step; `false` when the file system cannot (nothing happened then).
    func exchange(_ a: String, _ b: String) throws -> Bool
    /// Makes `link` a second name of the file at `existing` (a hard link).
    func link(_ existing: String, as link: String) throws
    /// Copies the file at `source` to a new file at `target`.
    func copy(_ source: String, to target: String) throws
    /// Makes a symbolic link at `path` that points to `destination` (as written).
    func makeSymbolicLink(atPath path: String, to destination: String) throws
    /// Where the symbolic link at `path` points (as written).
    func destinationOfSymbolicLink(atPath path: String) throws -> String
    /// `path` absolute, with every symbolic link in it resolved; the path must exist.
    func resolvingSymbolicLinks(_ path: String) throws -> String
    /// The names in the folder at `path`, in no order.
    func contentsOfFolder(atPath path: String) throws -> [String]
    /// What `stat` (or `lstat`) tells of `path`, or `nil` when there is nothing there.
    func status(atPath path: String, followingLinks: Bool) -> FileStatus?
    /// What `lstat` tells of `path`: `nil` when nothing is there, a failure when it cannot be told (no permission).
    func entryStatus(atPath path: String) throws -> FileStatus?
    /// Sets the permission bits of `path` (a link's target).
    func setPermissions(_ permissions: mode_t, atPath path: String) throws
    /// Removes the file or folder (with everything in it) at `path`.
    func remove(atPath path: String) throws
    /// Makes a folder at `path` and the folders above it that are missing.
    func makeFolder(atPath path: String) throws
    /// Opens the file at `path` to append to and read back by offset, making it when missing: the store's pack,
    /// which holds thousands of entries without a file each.
    func openLog(atPath path: String) throws -> any LogFile
}

/// A file opened by `FileSystem.openLog`: appended to a record at a time and read back by offset. The caller
/// appends from one thread at a time; reads may run on any.
package protocol LogFile: AnyObject, Sendable {
    /// The file's size now, in bytes.
    var size: Int { get }
    /// Appends `head` then `body` at the end in one write and returns the offset they start at.
    func append(_ head: [UInt8], _ body: [UInt8]) throws -> Int
    /// The `count` bytes from `offset`, or `nil` when the file holds fewer or cannot be read.
    func read(at offset: Int, count: Int) -> [UInt8]?
}

extension FileSystem {
    /// Whether anything is at `path`.
    package func exists(atPath path: String) -> Bool { status(atPath: path, followingLinks: false) != nil }
}

/// Why a file-system call failed: the call, the path and the system's error.
package struct FileSystemFailure: Error, CustomStringConvertible, LocalizedError {
    package var call: String
    package var path: String
    /// The POSIX error number (`EACCES`, `ENOENT`…), for a caller that acts on one.
    package var code: Int32

    package init(_ call: String, _ path: String, code: Int32) {
        self.call = call
        self.path = path
        self.code = code
    }

    /// The system's words for `code`.
    package var reason: String { String(cString: strerror(code)) }
    package var description: String { "\(call) \(path): \(reason)" }
    package var errorDescription: String? { description }
}

/// The file system of this machine.
package struct LocalFileSystem: FileSystem {
    package init() {}

    package func contents(atPath path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// Read a run at a time with plain POSIX calls and compared as it comes: mapping each of the site's many small
    /// files costs more than reading it, and a one-file rebuild compares every one of them.
    package func holds(_ bytes: Data, atPath path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else { return false }
        return bytes.withUnsafeBytes { expected in
            withUnsafeTemporaryAllocation(byteCount: 1 << 16, alignment: 16) { buffer in
                var offset = 0
                while true {
                    let count = read(descriptor, buffer.baseAddress, buffer.count)
                    if count < 0 && errno == EINTR { continue }
                    guard count >= 0 else { return false }
                    if count == 0 { return offset == expected.count }
                    guard offset + count <= expected.count, memcmp(buffer.baseAddress!, expected.baseAddress! + offset, count) == 0 else { return false }
                    offset += count
                }
            }
        }
    }

    package func sameContents(_ path: String, _ other: String) -> Bool {
        let first = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW), second = open(other, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        defer {
            if first >= 0 { close(first) }
            if second >= 0 { close(second) }
        }
        var firstInfo = stat(), secondInfo = stat()
        guard first >= 0, second >= 0, fstat(first, &firstInfo) == 0, fstat(second, &secondInfo) == 0,
              (firstInfo.st_mode & S_IFMT) == S_IFREG, (secondInfo.st_mode & S_IFMT) == S_IFREG,
              firstInfo.st_size == secondInfo.st_size else { return false }
        if firstInfo.st_dev == secondInfo.st_dev && firstInfo.st_ino == secondInfo.st_ino { return true }
        let run = 1 << 16
        return withUnsafeTemporaryAllocation(byteCount: 2 * run, alignment: 16) { buffer in
            let left = buffer.baseAddress!, right = buffer.baseAddress! + run
            while true {
                let count = Self.readFully(first, into: left, count: run)
                guard count >= 0, Self.readFully(second, into: right, count: run) == count else { return false }
                if count == 0 { return true }
                guard memcmp(left, right, count) == 0 else { return false }
            }
        }
    }

    /// Reads up to `count` bytes, fewer only at the end of the file; -1 on an error.
    private static func readFully(_ descriptor: CInt, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        var offset = 0
        while offset < count {
            let read = read(descriptor, buffer + offset, count - offset)
            if read < 0 && errno == EINTR { continue }
            guard read >= 0 else { return -1 }
            if read == 0 { break }
            offset += read
        }
        return offset
    }

    package func write(_ bytes: [UInt8], to path: String, atomically: Bool) throws {
        guard atomically else { return try writeInPlace(bytes, to: path) }
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Plain POSIX calls, without a temporary file or a sync: they cost less than Foundation's for the store's many
    /// small entries.
    private func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("open", path) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw failure("write", path) }
            written += count
        }
    }

    package func rename(_ source: String, to target: String) throws {
        guard systemRename(source, target) == 0 else { throw failure("rename", source) }
    }

    package func link(_ existing: String, as link: String) throws {
        guard systemLink(existing, link) == 0 else { throw failure("link", link) }
    }

    package func contentsOfFolder(atPath path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path)
    }

    package func status(atPath path: String, followingLinks: Bool) -> FileStatus? {
        FileStatus(path: path, followingLinks: followingLinks)
    }

    package func remove(atPath path: String) throws {
        try FileManager.default.removeItem(atPath: path)
    }

    package func makeFolder(atPath path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    fileprivate func failure(_ call: String, _ path: String) -> FileSystemFailure {
        FileSystemFailure(call, path, code: errno)
    }
}

/// The output commit's and `hig import`'s calls.
extension LocalFileSystem {
    /// `ByteFile`'s plain POSIX writes: Foundation's `Data.write(to:)` also `fsync`s every file, most of the CPU of
    /// writing a site of thousands of files.
    package func create(_ contents: Data, atPath path: String) throws {
        try ByteFile.create(path, with: contents)
    }

    package func createExclusively(_ contents: [UInt8], atPath path: String, permissions: mode_t, owner: uid_t, group: gid_t) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("create", path) }
        func fail(_ call: String) -> FileSystemFailure {
            let error = failure(call, path)
            close(descriptor)
            unlink(path)
            return error
        }
        var written = 0
        while written < contents.count {
            let count = contents[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw fail("write") }
            written += count
        }
        guard fchmod(descriptor, permissions) == 0 else { throw fail("chmod") }
        if owner != geteuid() || group != getegid() {
            guard fchown(descriptor, owner, group) == 0 else { throw fail("chown") }
        }
        guard fsync(descriptor) == 0 else { throw fail("fsync") }
        close(descriptor)
    }

    /// Linux `renameat2(RENAME_EXCHANGE)` (looked up at run time: Swift's Glibc module does not declare it), macOS
    /// `renamex_np(RENAME_SWAP)`.
    package func exchange(_ a: String, _ b: String) throws -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        if renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0 { return true }
        #elseif canImport(Darwin)
        if renamex_np(a, b, UInt32(RENAME_SWAP)) == 0 { return true }
        #else
        return false
        #endif
        if [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(errno) { return false }
        throw failure("exchange", "\(a) and \(b)")
    }

    package func copy(_ source: String, to target: String) throws {
        try FileCopy.copy(source, to: target)
    }

    package func makeSymbolicLink(atPath path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    package func destinationOfSymbolicLink(atPath path: String) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: path)
    }

    package func resolvingSymbolicLinks(_ path: String) throws -> String {
        guard let real = realpath(path, nil) else { throw failure("open", path) }
        defer { free(real) }
        return String(cString: real)
    }

    package func entryStatus(atPath path: String) throws -> FileStatus? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw failure("stat", path)
        }
        return FileStatus(info)
    }

    package func setPermissions(_ permissions: mode_t, atPath path: String) throws {
        guard chmod(path, permissions) == 0 else { throw failure("chmod", path) }
    }
}

extension LocalFileSystem {
    package func openLog(atPath path: String) throws -> any LogFile {
        let descriptor = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("open", path) }
        return LocalLogFile(descriptor: descriptor, path: path)
    }
}

/// An open descriptor in append mode: each append lands at the end even when another process appends too, and
/// reads are `pread`s, which leave the descriptor's offset alone.
private final class LocalLogFile: LogFile, @unchecked Sendable {
    // Unchecked: the descriptor is only read, and `append`'s caller serializes appends.
    private let descriptor: Int32
    private let path: String

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    var size: Int {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
    }

    /// One `writev` of both parts, so neither is copied to join them; a short write (a full disk) goes on with the rest.
    func append(_ head: [UInt8], _ body: [UInt8]) throws -> Int {
        let total = head.count + body.count
        var written = 0
        while written < total {
            let count = head.withUnsafeBytes { headBytes in
                body.withUnsafeBytes { bodyBytes in
                    let headLeft = max(0, head.count - written), bodyDone = max(0, written - head.count)
                    var parts = [iovec(iov_base: UnsafeMutableRawPointer(mutating: headBytes.baseAddress.map { $0 + (head.count - headLeft) }), iov_len: headLeft),
                                 iovec(iov_base: UnsafeMutableRawPointer(mutating: bodyBytes.baseAddress.map { $0 + bodyDone }), iov_len: body.count - bodyDone)]
                    return writev(descriptor, &parts, 2)
                }
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw FileSystemFailure("write", path, code: errno) }
            written += count
        }
        // In append mode the descriptor's own offset ends where this write did, whatever other processes appended.
        let end = lseek(descriptor, 0, SEEK_CUR)
        guard end >= 0 else { throw FileSystemFailure("lseek", path, code: errno) }
        return Int(end) - total
    }

    func read(at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return nil }
            done += got
        }
        return bytes
    }
}

// The C calls, named apart from `FileSystem`'s methods of the same names.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, buffer, count) }
private func systemRename(_ source: String, _ target: String) -> Int32 { rename(source, target) }
private func systemLink(_ existing: String, _ new: String) -> Int32 { link(existing, new) }
