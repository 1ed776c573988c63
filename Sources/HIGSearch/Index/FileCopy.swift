import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Copies the previous index before a patch writes to it.
enum FileCopy {
    /// Copies `source` to `destination`, which must not exist. On Linux the kernel copies the bytes (`sendfile`), so
    /// they never pass through this process; elsewhere, or when the kernel refuses, `FileManager` copies them.
    static func copy(_ source: String, to destination: String) throws {
        #if os(Linux)
        if kernelCopy(source, to: destination) { return }
        try? FileManager.default.removeItem(atPath: destination)
        #endif
        try FileManager.default.copyItem(atPath: source, toPath: destination)
    }

    #if os(Linux)
    /// Whether the kernel copied the whole file; a file it left behind half-written is the caller's to remove.
    private static func kernelCopy(_ source: String, to destination: String) -> Bool {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return false }
        defer { close(input) }
        var status = stat()
        guard fstat(input, &status) == 0 else { return false }
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard output >= 0 else { return false }
        var left = Int(status.st_size)
        while left > 0 {
            let sent = sendfile(output, input, nil, left)
            guard sent > 0 else { close(output); return false }
            left -= sent
        }
        return close(output) == 0
    }
    #endif
}
