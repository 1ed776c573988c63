import Foundation
import HIGText

/// What the build's store (`EntryFolder`, `BuildCache`, `LastBuild`) and the output writer's links of unchanged
/// files (`OutputWriter.keepUnchanged`) ask of the file system, and nothing more (as
/// swift-docc's `FileManagerProtocol`): `LocalFileSystem` holds the platform calls once, `InMemoryFileSystem` lets
/// tests run the store without a disk and break it on purpose.
package protocol FileSystem: Sendable {
    /// The bytes of the regular file at `path`, or `nil` when there is none or it cannot be read.
    func contents(atPath path: String) -> [UInt8]?
    /// Whether `path` is a regular file (not a link) holding exactly `bytes` (the output writer links such a file
    /// from the last build instead of writing it again).
    func holds(_ bytes: Data, atPath path: String) -> Bool
    /// Writes `bytes` to `path`. `atomically` writes a temporary file beside it and renames it into place, so a
    /// reader sees the old file or the new one; otherwise the file is written in place (cheaper, and a reader
    /// may see it cut short).
    func write(_ bytes: [UInt8], to path: String, atomically: Bool) throws
    /// Renames `source` to `target`, replacing a file there.
    func rename(_ source: String, to target: String) throws
    /// Makes `link` a second name of the file at `existing` (a hard link).
    func link(_ existing: String, as link: String) throws
    /// The names in the folder at `path`, in no order.
    func contentsOfFolder(atPath path: String) throws -> [String]
    /// What `stat` (or `lstat`) tells of `path`, or `nil` when there is nothing there.
    func status(atPath path: String, followingLinks: Bool) -> FileStatus?
    /// Removes the file or folder (with everything in it) at `path`.
    func remove(atPath path: String) throws
    /// Makes a folder at `path` and the folders above it that are missing.
    func makeFolder(atPath path: String) throws
}

extension FileSystem {
    /// Whether anything is at `path`.
    package func exists(atPath path: String) -> Bool { status(atPath: path, followingLinks: false) != nil }
}

/// Why a file-system call failed: the call, the path and the system's error.
package struct FileSystemFailure: Error, CustomStringConvertible {
    package var description: String
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

    private func failure(_ call: String, _ path: String) -> FileSystemFailure {
        FileSystemFailure(description: "\(call) \(path): \(String(cString: strerror(errno)))")
    }
}

// The C calls, named apart from `FileSystem`'s methods of the same names.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, buffer, count) }
private func systemRename(_ source: String, _ target: String) -> Int32 { rename(source, target) }
private func systemLink(_ existing: String, _ new: String) -> Int32 { link(existing, new) }
