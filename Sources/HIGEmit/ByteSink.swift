import Foundation
import HIGText

/// Where an emitter's bytes go as they are made: memory (`Data` or `[UInt8]`, for tests and small outputs) or a file being
/// written (`ByteFile`), so a large output is never held whole.
package protocol ByteSink {
    /// Appends `bytes` after what was written.
    mutating func write(_ bytes: UnsafeRawBufferPointer) throws
    /// Room for about `count` more bytes, when the sink can make it ahead (memory); a file ignores it.
    mutating func reserve(_ count: Int)
}

extension ByteSink {
    package mutating func reserve(_ count: Int) {}

    /// Appends `bytes` after what was written.
    package mutating func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }
}

extension Data: ByteSink {
    package mutating func write(_ bytes: UnsafeRawBufferPointer) {
        append(contentsOf: bytes)
    }

    package mutating func reserve(_ count: Int) {
        reserveCapacity(self.count + count)
    }
}

extension Array: ByteSink where Element == UInt8 {
    package mutating func write(_ bytes: UnsafeRawBufferPointer) {
        append(contentsOf: bytes)
    }

    package mutating func reserve(_ count: Int) {
        reserveCapacity(self.count + count)
    }
}

/// A new file written with plain POSIX calls: no buffer of its own (writers hand it large runs) and no `fsync`
/// (Foundation's `Data.write(to:)` syncs every file; hig's outputs reach the disk as one folder exchanged at the end,
/// so no file needs to be on disk before the rest).
package final class ByteFile: ByteSink {
    private let descriptor: Int32
    /// The file's path, for messages.
    package let path: String

    /// Creates the file at `path` (mode 0666 less the umask), emptying it if it exists.
    package init(creating path: String) throws {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw ByteFileError(path: path, code: errno) }
    }

    deinit { close(descriptor) }

    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let written = posixWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw ByteFileError(path: path, code: errno)
            }
            offset += written
        }
    }

    /// Writes a whole file at `path` from `data`.
    package static func create(_ path: String, with data: Data) throws {
        let file = try ByteFile(creating: path)
        try data.withUnsafeBytes { try file.write($0) }
    }
}

/// A file that could not be created or written, with the system's reason.
package struct ByteFileError: Error, CustomStringConvertible {
    package var path: String
    package var code: Int32

    package var description: String { "\(path): \(String(cString: strerror(code)))" }
}

/// The C library's `write`, which `ByteFile.write` hides by name.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
