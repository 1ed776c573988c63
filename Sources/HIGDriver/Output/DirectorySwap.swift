import Foundation
import HIGText

/// Exchanges two folders in one step, so the output is always either the old build or the new one: Linux
/// `renameat2(RENAME_EXCHANGE)` (looked up at run time: Swift's Glibc module does not declare it), macOS
/// `renamex_np(RENAME_SWAP)`.
enum DirectorySwap {
    /// Exchanges `a` and `b`; `false` when the file system cannot do it in one step (nothing happened then).
    static func exchange(_ a: String, _ b: String) throws -> Bool {
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
        throw OutputWriter.Failure(description: "cannot exchange \(a) and \(b): \(String(cString: strerror(errno)))")
    }
}

/// The hidden folders a build makes beside its output (`.Output.hig-staging-PID`, `.Output.hig-previous-PID`,
/// and the `.Output.staging-PID` / `.Output.previous-PID` of older versions), and the cleaning of those a killed
/// build left: a previous output is put back when the output is missing, the rest is removed. Folders of a
/// build that is still running are left alone.
enum BuildLeftovers {
    static func staging(for destination: URL) -> URL { sibling(destination, "hig-staging") }
    static func previous(for destination: URL) -> URL { sibling(destination, "hig-previous") }

    private static func sibling(_ destination: URL, _ kind: String) -> URL {
        destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).\(kind)-\(getpid())")
    }

    static func clean(beside destination: URL) {
        let fileManager = FileManager.default
        let parent = destination.deletingLastPathComponent()
        let prefix = ".\(destination.lastPathComponent)."
        guard let names = try? fileManager.contentsOfDirectory(atPath: parent.path) else { return }
        var leftovers: [(name: String, isPrevious: Bool)] = []
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.lastIndex(of: "-"), let pid = Int32(rest[rest.index(after: dash)...]) else { continue }
            let kind = rest[..<dash]
            guard ["hig-staging", "hig-previous", "staging", "previous"].contains(kind), !isRunning(pid) else { continue }
            leftovers.append((name, kind.hasSuffix("previous")))
        }
        // Put a previous output back first (a build killed between its two renames), then remove the rest.
        for leftover in leftovers.sorted(by: { ($0.isPrevious ? 0 : 1, $0.name) < ($1.isPrevious ? 0 : 1, $1.name) }) {
            let url = parent.appendingPathComponent(leftover.name)
            if leftover.isPrevious, !fileManager.fileExists(atPath: destination.path), (try? fileManager.moveItem(at: url, to: destination)) != nil {
                continue
            }
            remove(url)
        }
    }

    /// Removes a folder that may hold read-only folders (a `.git` kept from the user): they are made writable first.
    static func remove(_ url: URL) {
        let fileManager = FileManager.default
        if (try? fileManager.removeItem(at: url)) != nil || !fileManager.fileExists(atPath: url.path) { return }
        var folders = [url.path]
        while let folder = folders.popLast() {
            chmod(folder, 0o700)
            for name in (try? fileManager.contentsOfDirectory(atPath: folder)) ?? [] {
                var info = stat()
                let path = folder + "/" + name
                if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { folders.append(path) }
            }
        }
        try? fileManager.removeItem(at: url)
    }

    /// Whether another process with this id is running (its leftovers are then still in use).
    static func isRunning(_ pid: Int32) -> Bool {
        pid == getpid() ? false : (kill(pid, 0) == 0 || errno == EPERM)
    }
}
