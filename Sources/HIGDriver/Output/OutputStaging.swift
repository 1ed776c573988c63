import Foundation
import HIGCorpus
import HIGEmit
import HIGText

/// A new output being assembled in the staging folder beside the old one: emitters add files from any thread as
/// they make them (each written at once, or hard-linked when the last build wrote the same bytes), then `commit`
/// carries over what hig did not write, stamps the folder and exchanges it with the output in one step. What
/// `OutputWriter.write` does for a list of files, without holding the list.
package final class OutputStaging: OutputSink, @unchecked Sendable {
    private let writer: OutputWriter
    private let target: URL
    private let inventory: OutputInventory?
    private let staging: URL
    /// `target` and `staging` as paths, which every file's path is appended to (a `URL` per file cost more than its link).
    private let targetPath: String
    private let stagingPath: String
    /// Files the last build wrote (its stamp), the only ones an unchanged file is linked from.
    private let owned: Set<String>
    /// The state the last build recorded of each file it wrote (`LastBuild.files`): a file still in that state is
    /// what that build wrote, so it may be kept without its bytes being read (`keepPrevious`).
    private let recorded: [String: FileSignature]
    private let lock = NSLock()
    private var paths: [String] = []
    private var seen: Set<String> = []
    private var folders: Set<String> = []

    /// Cleans what a killed build left, reads the output folder's inventory and creates an empty staging folder;
    /// `recorded` is the last build's record of the files it wrote, when it has one.
    package init(_ writer: OutputWriter, recorded: [String: FileSignature] = [:]) throws {
        self.writer = writer
        self.recorded = recorded
        target = writer.resolvedDestination()
        let fileSystem = writer.fileSystem
        BuildLeftovers.clean(beside: target, in: fileSystem)
        if let status = fileSystem.status(atPath: target.path, followingLinks: true) {
            guard status.isFolder else { throw OutputWriter.Failure(description: "\(writer.destination.path) exists and is not a folder") }
            inventory = try OutputInventory(folder: target.path, in: fileSystem)
        } else {
            inventory = nil
        }
        owned = Set(inventory?.stamp?.files ?? [])
        staging = BuildLeftovers.staging(for: target)
        targetPath = target.path
        stagingPath = staging.path
        BuildLeftovers.remove(staging, in: fileSystem)
        do {
            try fileSystem.makeFolder(atPath: staging.path)
        } catch {
            throw writer.cannotWrite(staging, error)
        }
    }

    /// Writes one file into the staging folder; its path must be valid and new to this output.
    package func add(_ file: OutputFile) throws {
        let staged = try register(file.path)
        do {
            if owned.contains(file.path), writer.keepUnchanged(file, from: targetPath + "/" + file.path, at: staged) { return }
            try writer.fileSystem.create(file.contents, atPath: staged)
        } catch {
            throw writer.cannotWrite(staging, error)
        }
    }

    /// Links the last build's file at `path` into the new output when it is still as that build recorded it (size,
    /// modification time and file number) and has `size` bytes; a copy where the file system refuses a link.
    package func keepPrevious(_ path: String, size: Int) throws -> Bool {
        guard owned.contains(path), let state = recorded[path], state.size == Int64(size) else { return false }
        let previous = targetPath + "/" + path
        guard FileSignature(path: previous, in: writer.fileSystem) == state else { return false }
        let staged = try register(path)
        do {
            if (try? writer.fileSystem.link(previous, as: staged)) == nil { try writer.fileSystem.copy(previous, to: staged) }
        } catch {
            throw writer.cannotWrite(staging, error)
        }
        return true
    }

    /// Has `write` create the file at its place in the staging folder (a database written in place); the same rules
    /// as `add`: a valid path new to this output, swapped in with the rest by `commit`.
    /// A file whose bytes are what the last build wrote is replaced by a link to that one, as `add` does.
    package func addWritten(_ path: String, by write: (URL) throws -> Void) throws {
        let url = URL(fileURLWithPath: try register(path))
        try write(url)
        if owned.contains(path) { writer.keepUnchanged(writtenAt: url, path: path, from: target) }
    }

    /// Registers a path of the new output and makes its folder; returns where the file goes in the staging folder.
    private func register(_ path: String) throws -> String {
        try OutputWriter.checkPath(path)
        let staged = stagingPath + "/" + path
        // `checkPath` took empty, `.` and `..` components, so the folder is the path up to its last slash.
        let folder = path.lastIndex(of: "/").map { stagingPath + "/" + path[..<$0] } ?? stagingPath
        // Registered and its folder made under the lock, so no file is written into a folder not yet made.
        lock.lock()
        let registered = Result<Void, any Error> {
            guard seen.insert(path).inserted else {
                throw OutputWriter.Failure(description: "two outputs are written to \(path)")
            }
            paths.append(path)
            if folders.insert(folder).inserted {
                do { try writer.fileSystem.makeFolder(atPath: folder) } catch { throw writer.cannotWrite(staging, error) }
            }
        }
        lock.unlock()
        try registered.get()
        return staged
    }

    /// Puts the new output in place (refusing it when a file landed on an entry hig did not write). The output folder
    /// is listed again here, not only when the build started: what was written there during the build is carried
    /// too, and what is written between this listing and the exchange is followed afterwards (`LateWrites`).
    package func commit() throws {
        lock.lock()
        let paths = self.paths
        lock.unlock()
        let fileSystem = writer.fileSystem
        let inventory = try self.inventory.map { _ in try OutputInventory(folder: target.path, in: fileSystem) }
        if let inventory {
            let collisions = inventory.collisions(with: paths)
            if !collisions.isEmpty { throw writer.refusal(collisions, stamped: inventory.stamp != nil) }
        }
        let carried: [String: LateWrites.Identity]
        do {
            carried = try fill(from: inventory, stamping: paths)
        } catch {
            throw writer.cannotWrite(staging, error)
        }
        let old: URL?
        do {
            old = try writer.swap(staging, into: target, exists: inventory != nil)
        } catch {
            throw OutputWriter.Failure(description: "cannot replace \(writer.destination.path): \(OutputWriter.describe(error))")
        }
        if let old {
            LateWrites.follow(from: old, into: target, stamp: inventory?.stamp, carried: carried, in: fileSystem)
            BuildLeftovers.remove(old, in: fileSystem)
        }
    }

    /// Carries what hig did not write into the staging folder, writes the stamp and gives the folders their modes;
    /// returns the identity of each entry carried.
    private func fill(from inventory: OutputInventory?, stamping paths: [String]) throws -> [String: LateWrites.Identity] {
        let fileSystem = writer.fileSystem
        var carried: [String: LateWrites.Identity] = [:]
        for entry in inventory?.foreign ?? [] { carried[entry.path] = try writer.keep(entry, from: target, in: staging) }
        let stamp = try StableJSON.encode(OutputStamp(files: paths))
        try fileSystem.create(stamp, atPath: staging.appendingPathComponent(OutputStamp.fileName).path)
        // Folder modes last, deepest first: a read-only folder must be filled before it is closed. A mode that cannot
        // be kept fails the commit rather than change the user's folder.
        for entry in (inventory?.foreign ?? []).reversed() where entry.kind == .directory {
            try fileSystem.setPermissions(entry.mode, atPath: staging.appendingPathComponent(entry.path).path)
        }
        if let inventory { try fileSystem.setPermissions(inventory.mode, atPath: staging.path) }
        return carried
    }

    /// Removes the staging folder (after a failure: the old output stays as it was).
    package func abandon() {
        BuildLeftovers.remove(staging, in: writer.fileSystem)
    }
}
