import Foundation
import HIGCorpus
import HIGText

/// What was written into the output folder while a build ran, after its entries were carried into the new output:
/// once the new output is in place, the old one (now beside it) is compared with what was carried, and every entry
/// hig did not write that was added, replaced or removed there since is added, replaced or removed in the new one
/// (by rename, so a file keeps its identity and nothing is copied). A `git commit` in `OUT/.git` during a build
/// keeps its objects and its ref; a file another program saved into the folder stays.
///
/// An entry changed in the new output after the exchange wins over the old one's (it is newer). Passes repeat
/// until one finds nothing to move, so a program still writing into the old folder a moment after the exchange is
/// followed too.
enum LateWrites {
    /// The identity of a file system entry: a hard link carried into the new output has its original's.
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64

        init?(_ path: String, in fileSystem: any FileSystem = LocalFileSystem()) {
            guard let status = fileSystem.status(atPath: path, followingLinks: false) else { return nil }
            device = status.device
            inode = status.inode
        }
    }

    /// Brings what hig did not write from `old` into `new`; `stamp` is the old output's stamp as the commit read it
    /// (what hig wrote there), and `carried` holds the identity each carried entry (not a folder) had in the new
    /// output when it was carried.
    static func follow(from old: URL, into new: URL, stamp: OutputStamp?, carried: [String: Identity],
                       in fileSystem: any FileSystem = LocalFileSystem()) {
        for _ in 0..<8 {
            guard let inventory = try? OutputInventory(folder: old.path, stamp: stamp, in: fileSystem) else { return }
            if pass(inventory.foreign, from: old, into: new, carried: carried, in: fileSystem) == 0 { return }
        }
    }

    /// One comparison of the old folder with the new; returns how many entries were moved or removed.
    private static func pass(_ foreign: [OutputInventory.Entry], from old: URL, into new: URL, carried: [String: Identity],
                             in fileSystem: any FileSystem) -> Int {
        var changes = 0
        for entry in foreign {
            let source = old.appendingPathComponent(entry.path).path
            let target = new.appendingPathComponent(entry.path).path
            if entry.kind == .directory {
                if Identity(target, in: fileSystem) == nil, (try? fileSystem.makeFolder(atPath: target)) != nil {
                    try? fileSystem.setPermissions(entry.mode, atPath: target)
                    changes += 1
                }
                continue
            }
            let now = Identity(target, in: fileSystem)
            guard let was = Identity(source, in: fileSystem), now != was else { continue }
            // Replace only what is as it was carried (or missing, unless it was removed from the new output).
            let untouched = now == nil ? carried[entry.path] != was : now == carried[entry.path]
            if untouched, moveKeepingFolderModes(source, target, in: fileSystem) { changes += 1 }
        }
        // Entries removed from the old folder after they were carried (a lock file git took away).
        let remaining = Set(foreign.map(\.path))
        for (path, identity) in carried where !remaining.contains(path) && Identity(old.appendingPathComponent(path).path, in: fileSystem) == nil {
            let target = new.appendingPathComponent(path).path
            if Identity(target, in: fileSystem) == identity, (try? fileSystem.remove(atPath: target)) != nil { changes += 1 }
        }
        return changes
    }

    /// `rename`, opening a read-only parent folder for the moment it takes (a kept `.git/objects/ab` is 0555).
    private static func moveKeepingFolderModes(_ source: String, _ target: String, in fileSystem: any FileSystem) -> Bool {
        do {
            try fileSystem.rename(source, to: target)
            return true
        } catch {
            guard (error as? FileSystemFailure)?.code == EACCES else { return false }
        }
        let parent = (target as NSString).deletingLastPathComponent
        guard let status = fileSystem.status(atPath: parent, followingLinks: true) else { return false }
        try? fileSystem.setPermissions(status.permissions | S_IWUSR, atPath: parent)
        defer { try? fileSystem.setPermissions(status.permissions, atPath: parent) }
        return (try? fileSystem.rename(source, to: target)) != nil
    }
}
