import Foundation
import HIGText

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

    static func clean(beside destination: URL, in fileSystem: any FileSystem = LocalFileSystem()) {
        let parent = destination.deletingLastPathComponent()
        let prefix = ".\(destination.lastPathComponent)."
        guard let names = try? fileSystem.contentsOfFolder(atPath: parent.path) else { return }
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
            if leftover.isPrevious, fileSystem.status(atPath: destination.path, followingLinks: true) == nil,
               (try? fileSystem.rename(url.path, to: destination.path)) != nil {
                continue
            }
            remove(url, in: fileSystem)
        }
    }

    /// Removes a folder that may hold read-only folders (a `.git` kept from the user): they are made writable first.
    static func remove(_ url: URL, in fileSystem: any FileSystem = LocalFileSystem()) {
        if (try? fileSystem.remove(atPath: url.path)) != nil || !fileSystem.exists(atPath: url.path) { return }
        var folders = [url.path]
        while let folder = folders.popLast() {
            try? fileSystem.setPermissions(0o700, atPath: folder)
            for name in (try? fileSystem.contentsOfFolder(atPath: folder)) ?? [] {
                let path = folder + "/" + name
                if fileSystem.status(atPath: path, followingLinks: false)?.isFolder == true { folders.append(path) }
            }
        }
        try? fileSystem.remove(atPath: url.path)
    }

    /// Whether another process with this id is running (its leftovers are then still in use).
    static func isRunning(_ pid: Int32) -> Bool {
        pid == getpid() ? false : (kill(pid, 0) == 0 || errno == EPERM)
    }
}
