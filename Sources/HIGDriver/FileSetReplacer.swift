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

    func replace(_ replacements: [Replacement]) throws {
        var staged: [(target: String, temporary: String, original: [UInt8])] = []
        do {
            for (index, replacement) in replacements.enumerated() {
                let target = try Self.resolve(replacement.path)
                Self.removeLeftovers(beside: target)
                guard FileManager.default.contents(atPath: target).map({ [UInt8]($0) == replacement.original }) ?? false else {
                    throw Failure(description: "\(replacement.path) changed since it was read; run the import again")
                }
                let temporary = try Self.writeBeside(target, replacement.contents, tag: index)
                staged.append((target, temporary, replacement.original))
            }
        } catch {
            for entry in staged { unlink(entry.temporary) }
            throw error
        }
        for (index, entry) in staged.enumerated() where rename(entry.temporary, entry.target) != 0 {
            let reason = String(cString: strerror(errno))
            for later in staged[index...] { unlink(later.temporary) }
            var restored = true
            for (position, done) in staged[..<index].enumerated() {
                if let back = try? Self.writeBeside(done.target, done.original, tag: replacements.count + position), rename(back, done.target) == 0 { continue }
                restored = false
            }
            throw Failure(description: "cannot replace \(entry.target): \(reason)"
                          + (restored ? "; the files already replaced were restored" : "; some files already replaced could not be restored"))
        }
    }

    /// Removes the temporary files an import that was killed left beside `target`.
    static func removeLeftovers(beside target: String) {
        let url = URL(fileURLWithPath: target)
        let prefix = ".\(url.lastPathComponent).hig-import-"
        let folder = url.deletingLastPathComponent()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = name.dropFirst(prefix.count).split(separator: "-").first.flatMap({ Int32($0) }), !BuildLeftovers.isRunning(pid) else { continue }
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// The file a path names, following symlinks; it must be a regular file.
    static func resolve(_ path: String) throws -> String {
        guard let real = realpath(path, nil) else {
            throw Failure(description: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        defer { free(real) }
        let target = String(cString: real)
        var info = stat()
        guard stat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw Failure(description: "\(path) is not a regular file")
        }
        return target
    }

    /// Writes `contents` to a new hidden file in `target`'s folder with `target`'s mode and owner; returns its path.
    static func writeBeside(_ target: String, _ contents: [UInt8], tag: Int) throws -> String {
        var info = stat()
        guard stat(target, &info) == 0 else { throw Failure(description: "cannot read \(target): \(String(cString: strerror(errno)))") }
        let url = URL(fileURLWithPath: target)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).hig-import-\(getpid())-\(tag)").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure(description: "cannot write beside \(target): \(String(cString: strerror(errno)))") }
        func fail(_ what: String) -> Failure {
            let failure = Failure(description: "\(what) \(target): \(String(cString: strerror(errno)))")
            close(descriptor)
            unlink(temporary)
            return failure
        }
        var written = 0
        while written < contents.count {
            let count = contents[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw fail("cannot write beside") }
            written += count
        }
        guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else { throw fail("cannot keep the mode of") }
        if info.st_uid != geteuid() || info.st_gid != getegid() {
            guard fchown(descriptor, info.st_uid, info.st_gid) == 0 else { throw fail("cannot keep the owner of") }
        }
        guard fsync(descriptor) == 0 else { throw fail("cannot write beside") }
        close(descriptor)
        return temporary
    }
}
