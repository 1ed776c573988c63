import Foundation
import HIGText

/// Replaces a set of files all or nothing, the way `hig import` writes sources.
///
/// Each new content goes to a temporary file beside the file it replaces, with that file's mode and owner; only
/// when every one is written are they renamed over their files. A symlink stays a symlink: its target is
/// replaced. A file that changed on disk since it was read is not overwritten. If a rename fails, the files
/// already replaced get their old bytes back the same way.
struct FileSetReplacer {
    struct Replacement {
        /// The path as opened (it may be a symlink).
        var path: String
        /// The bytes that were read, which must still be there.
        var original: [UInt8]
        var contents: [UInt8]
    }

    /// Why the set was not replaced.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Where the files are read, written and renamed.
    var fileSystem: any FileSystem = LocalFileSystem()

    func replace(_ replacements: [Replacement]) throws {
        var staged: [(target: String, temporary: String, original: [UInt8])] = []
        do {
            for (index, replacement) in replacements.enumerated() {
                let target = try resolve(replacement.path)
                removeLeftovers(beside: target)
                guard fileSystem.contents(atPath: target) == replacement.original else {
                    throw Failure(description: "\(replacement.path) changed since it was read; run the import again")
                }
                let temporary = try writeBeside(target, replacement.contents, tag: index)
                staged.append((target, temporary, replacement.original))
            }
        } catch {
            for entry in staged { try? fileSystem.remove(atPath: entry.temporary) }
            throw error
        }
        for (index, entry) in staged.enumerated() {
            do {
                try fileSystem.rename(entry.temporary, to: entry.target)
            } catch {
                for later in staged[index...] { try? fileSystem.remove(atPath: later.temporary) }
                let restored = restore(staged[..<index], tagsFrom: replacements.count)
                throw Failure(description: "cannot replace \(entry.target): \(Self.reason(error))"
                              + (restored ? "; the files already replaced were restored" : "; some files already replaced could not be restored"))
            }
        }
    }

    /// Gives the files already replaced their old bytes back, the same way; false when one could not be.
    private func restore(_ done: ArraySlice<(target: String, temporary: String, original: [UInt8])>, tagsFrom first: Int) -> Bool {
        var restored = true
        for (position, entry) in done.enumerated() {
            if let back = try? writeBeside(entry.target, entry.original, tag: first + position),
               (try? fileSystem.rename(back, to: entry.target)) != nil { continue }
            restored = false
        }
        return restored
    }

    /// Removes the temporary files an import that was killed left beside `target`.
    func removeLeftovers(beside target: String) {
        let url = URL(fileURLWithPath: target)
        let prefix = ".\(url.lastPathComponent).hig-import-"
        let folder = url.deletingLastPathComponent()
        for name in (try? fileSystem.contentsOfFolder(atPath: folder.path)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = name.dropFirst(prefix.count).split(separator: "-").first.flatMap({ Int32($0) }), !BuildLeftovers.isRunning(pid) else { continue }
            try? fileSystem.remove(atPath: folder.appendingPathComponent(name).path)
        }
    }

    /// The file a path names, following symlinks; it must be a regular file.
    func resolve(_ path: String) throws -> String {
        let target: String
        do {
            target = try fileSystem.resolvingSymbolicLinks(path)
        } catch {
            throw Failure(description: "cannot open \(path): \(Self.reason(error))")
        }
        guard fileSystem.status(atPath: target, followingLinks: true)?.isRegularFile == true else {
            throw Failure(description: "\(path) is not a regular file")
        }
        return target
    }

    /// Writes `contents` to a new hidden file in `target`'s folder with `target`'s mode and owner; returns its path.
    func writeBeside(_ target: String, _ contents: [UInt8], tag: Int) throws -> String {
        guard let status = fileSystem.status(atPath: target, followingLinks: true) else {
            throw Failure(description: "cannot read \(target): \(String(cString: strerror(ENOENT)))")
        }
        let url = URL(fileURLWithPath: target)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).hig-import-\(getpid())-\(tag)").path
        do {
            try fileSystem.createExclusively(contents, atPath: temporary, permissions: status.permissions, owner: status.owner, group: status.group)
        } catch {
            throw Failure(description: "cannot write beside \(target): \(Self.reason(error))")
        }
        return temporary
    }

    /// The system's words for a failure of the file system.
    private static func reason(_ error: any Error) -> String {
        (error as? FileSystemFailure)?.reason ?? error.localizedDescription
    }
}
