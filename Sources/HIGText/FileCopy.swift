import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Copies one file whole, with its permission bits: the previous search index before a patch writes to it, and a file
/// the output writer keeps where the file system refuses a hard link.
package enum FileCopy {
    /// Copies `source` to `destination`, which must not exist. On Linux the kernel copies the bytes (`sendfile`), so
    /// they never pass through this process; elsewhere, or when the kernel refuses, `FileManager` copies them.
    package static func copy(_ source: String, to destination: String) throws {
        #if os(Linux)
        if kernelCopy(source, to: destination) { return }
        #endif
        try FileManager.default.copyItem(atPath: source, toPath: destination)
    }

    #if os(Linux)
    /// Whether the kernel copied the whole file and its permission bits; a file it made and could not finish is removed,
    /// and a file already at `destination` is left as it is.
    private static func kernelCopy(_ source: String, to destination: String) -> Bool {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return false }
        defer { close(input) }
        var status = stat()
        guard fstat(input, &status) == 0 else { return false }
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { return false }
        var left = Int(status.st_size)
        var copied = true
        while left > 0 && copied {
            let sent = sendfile(output, input, nil, left)
            copied = sent > 0
            left -= max(0, sent)
        }
        copied = copied && fchmod(output, status.st_mode & 0o7777) == 0
        copied = close(output) == 0 && copied
        if !copied { unlink(destination) }
        return copied
    }
    #endif
}
