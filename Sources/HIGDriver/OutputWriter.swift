import Foundation
import HIGCorpus
import HIGEmit
import HIGText

/// Replaces hig's output in a folder in one step, keeping everything hig did not write.
///
/// The folder's stamp (`.hig-output.json`) lists the files the last build wrote; only those are replaced or
/// removed. Everything else (a `.git`, a `CNAME` in `site/`, notes) is carried into the new output untouched
/// (hard links, so nothing is copied); a new file that would land on such an entry refuses the build instead.
/// The new output is assembled in a staging folder beside the old and exchanged with it in one rename, so a
/// kill at any moment leaves either the old output or the new one; a later build cleans what a killed one left.
/// A symlinked output folder stays a symlink: its target is replaced.
package struct OutputWriter {
    /// Why the output could not be written.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    package let destination: URL
    /// Where every file of the commit is written, linked, listed and exchanged.
    let fileSystem: any FileSystem

    package init(destination: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.destination = destination.standardizedFileURL
        self.fileSystem = fileSystem
    }

    /// Longest file name most file systems take, in bytes.
    static let maximumNameBytes = 255

    /// Replaces the output with `files` (see `OutputStaging` for an output added file by file).
    package func write(_ files: [OutputFile]) throws {
        try Self.checkPaths(files)
        let staging = try OutputStaging(self)
        do {
            for file in files { try staging.add(file) }
            try staging.commit()
        } catch {
            staging.abandon()
            throw error
        }
    }

    /// The failure of writing into the staging folder.
    func cannotWrite(_ staging: URL, _ error: any Error) -> Failure {
        Failure(description: "cannot write output to \(staging.path): \(Self.describe(error))")
    }

    /// Carries a file the last build wrote with the same bytes into the new output as a hard link, so an unchanged
    /// file is not rewritten (its modification time stays); false when it changed or cannot be linked.
    func keepUnchanged(_ file: OutputFile, from old: URL, at url: URL) -> Bool {
        keepUnchanged(file, from: old.appendingPathComponent(file.path).path, at: url.path)
    }

    /// `keepUnchanged(_:from:at:)` with the last build's file at `previous` and the new one's place at `staged`.
    func keepUnchanged(_ file: OutputFile, from previous: String, at staged: String) -> Bool {
        guard fileSystem.holds(file.contents, atPath: previous) else { return false }
        return (try? fileSystem.link(previous, as: staged)) != nil
    }

    /// Replaces the file just written at `url` by a link to the last build's file at `path` when their bytes are the
    /// same (a file written in place, compared once it is complete); else leaves it.
    func keepUnchanged(writtenAt url: URL, path: String, from old: URL) {
        let previous = old.appendingPathComponent(path).path
        // Compared a run at a time: reading both whole held a large file (search.sqlite, corpus.json) three times.
        guard fileSystem.sameContents(url.path, previous) else { return }
        // Already that file (an emitter linked it): renaming a link over another link to the same file does nothing.
        if let written = fileSystem.status(atPath: url.path, followingLinks: false),
           let last = fileSystem.status(atPath: previous, followingLinks: false),
           written.device == last.device, written.inode == last.inode { return }
        // Linked beside it, then renamed over it: the new file is never missing.
        let linked = url.path + ".unchanged"
        guard (try? fileSystem.link(previous, as: linked)) != nil else { return }
        if (try? fileSystem.rename(linked, to: url.path)) == nil { try? fileSystem.remove(atPath: linked) }
    }

    /// The folder to replace: the output path, or where it points when it is a symlink.
    func resolvedDestination() -> URL {
        guard let real = try? fileSystem.resolvingSymbolicLinks(destination.path) else { return destination }
        return URL(fileURLWithPath: real)
    }

    /// Puts the new output in place in one exchange; returns where the old output now is (the staging path), for
    /// the caller to take late writes from and remove, or `nil` when there was none.
    func swap(_ staging: URL, into target: URL, exists: Bool) throws -> URL? {
        guard exists else {
            try fileSystem.rename(staging.path, to: target.path)
            return nil
        }
        if try fileSystem.exchange(staging.path, target.path) { return staging }
        // No exchange on this file system: two renames; a build killed between them is undone by the next one.
        let previous = BuildLeftovers.previous(for: target)
        try fileSystem.rename(target.path, to: previous.path)
        do {
            try fileSystem.rename(staging.path, to: target.path)
        } catch {
            try? fileSystem.rename(previous.path, to: target.path)
            throw error
        }
        return previous
    }

    /// Carries an entry hig did not write into the new output: folders (their mode is set once they are filled),
    /// files as hard links (copies where the file system refuses a link), symlinks as symlinks. Returns the identity
    /// of what it made (not for folders), so later changes to the old entry can be told from it.
    @discardableResult
    func keep(_ entry: OutputInventory.Entry, from old: URL, in staging: URL) throws -> LateWrites.Identity? {
        let source = old.appendingPathComponent(entry.path).path
        let copy = staging.appendingPathComponent(entry.path)
        try fileSystem.makeFolder(atPath: entry.kind == .directory ? copy.path : copy.deletingLastPathComponent().path)
        switch entry.kind {
        case .directory:
            return nil
        case .file:
            if (try? fileSystem.link(source, as: copy.path)) == nil {
                // Gone since the folder was listed (git renames its lock file over the index): nothing to keep here;
                // `LateWrites` follows what the old folder holds once the new one is in place.
                if LateWrites.Identity(source, in: fileSystem) == nil { return nil }
                try fileSystem.copy(source, to: copy.path)
            }
        case .symlink:
            guard let destination = try? fileSystem.destinationOfSymbolicLink(atPath: source) else {
                if LateWrites.Identity(source, in: fileSystem) == nil { return nil }
                throw Failure(description: "cannot read the symbolic link \(source)")
            }
            try fileSystem.makeSymbolicLink(atPath: copy.path, to: destination)
        case .other:
            throw Failure(description: "\(source) is a special file that hig cannot keep; move it out of the output folder")
        }
        return LateWrites.Identity(copy.path, in: fileSystem)
    }

    func refusal(_ collisions: [String], stamped: Bool) -> Failure {
        let listed = collisions.prefix(3).joined(separator: ", ") + (collisions.count > 3 ? " and \(collisions.count - 3) more" : "")
        let why = stamped
            ? "hig did not write \(collisions.count == 1 ? "it" : "them") (\(OutputStamp.fileName) does not list \(collisions.count == 1 ? "it" : "them"))"
            : "the folder has no \(OutputStamp.fileName), so hig did not write \(collisions.count == 1 ? "it" : "them"); if it is the output of an older hig, delete the folder"
        return Failure(description: "refusing to replace \(listed) in \(destination.path): \(why). hig keeps files it did not write but never replaces them; move them or choose another --output")
    }

    static func describe(_ error: Error) -> String {
        (error as? Failure)?.description ?? error.localizedDescription
    }

    /// Output paths are relative, stay inside the folder, fit a file name each, and are written once.
    static func checkPaths(_ files: [OutputFile]) throws {
        var seen: Set<String> = []
        for file in files {
            try checkPath(file.path)
            guard seen.insert(file.path).inserted else {
                throw Failure(description: "two outputs are written to \(file.path)")
            }
        }
    }

    /// One output path is relative, stays inside the folder, fits a file name, and is not the stamp's.
    static func checkPath(_ path: String) throws {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw Failure(description: "an output file has an invalid path: \(path)")
        }
        if let long = components.first(where: { $0.utf8.count > maximumNameBytes }) {
            throw Failure(description: "an output file name is longer than \(maximumNameBytes) bytes: \(long.prefix(60))…")
        }
        guard path != OutputStamp.fileName else { throw Failure(description: "two outputs are written to \(path)") }
    }
}
