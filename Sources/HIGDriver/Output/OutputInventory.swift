import Foundation
import HIGCorpus
import HIGText

/// What an existing output folder holds: the files the stamp says hig wrote, and everything else, which hig
/// keeps untouched (a `.git`, a `CNAME` added to publish the site, notes). Symlinks are never followed.
struct OutputInventory {
    enum Kind: Equatable {
        case file, directory, symlink, other
    }

    /// One entry hig did not write, with what is needed to keep it.
    struct Entry: Equatable {
        /// Relative to the output folder.
        var path: String
        var kind: Kind
        var mode: mode_t
    }

    /// The stamp of the previous build, or `nil` when the folder has none (it is new, or not hig's).
    var stamp: OutputStamp?
    /// Entries hig did not write, each folder before what it holds.
    var foreign: [Entry] = []
    /// The folder's own permissions.
    var mode: mode_t

    /// Reads `folder` and its stamp; an entry that cannot be read is an error, because hig could not keep it.
    init(folder: String, in fileSystem: any FileSystem = LocalFileSystem()) throws {
        let stampPath = folder + "/" + OutputStamp.fileName
        var stamp: OutputStamp?
        if let data = fileSystem.contents(atPath: stampPath) {
            guard let read = try? JSONDecoder().decode(OutputStamp.self, from: Data(data)) else {
                throw OutputWriter.Failure(description: "\(stampPath) is not a hig output stamp; remove it or choose another --output")
            }
            stamp = read
        }
        try self.init(folder: folder, stamp: stamp, in: fileSystem)
    }

    /// Reads `folder`, taking `stamp` as the list of what hig wrote there (the stamp read when the commit listed it:
    /// the old output followed after the exchange is judged by what it held then, whatever its stamp file now says).
    init(folder: String, stamp: OutputStamp?, in fileSystem: any FileSystem) throws {
        guard let status = try Self.status(folder, in: fileSystem) else {
            throw OutputWriter.Failure(description: "cannot read \(folder): \(String(cString: strerror(ENOENT)))")
        }
        mode = status.permissions
        self.stamp = stamp
        let owned = Set(stamp?.files ?? [])
        let ownedFolders = Set(owned.flatMap(Self.ancestors))
        var all: [Entry] = []
        try Self.walk(folder, relative: "", in: fileSystem, into: &all)
        foreign = all.filter { entry in
            switch entry.kind {
            case .directory: !ownedFolders.contains(entry.path)
            default: !owned.contains(entry.path) && entry.path != OutputStamp.fileName
            }
        }
    }

    /// Paths among `files` (about to be written) that an entry hig did not write already occupies, or sits under.
    func collisions(with files: [String]) -> [String] {
        let newFiles = Set(files)
        let newFolders = Set(files.flatMap(Self.ancestors))
        return foreign.compactMap { entry in
            switch entry.kind {
            case .directory: newFiles.contains(entry.path) ? entry.path : nil
            default: newFiles.contains(entry.path) || newFolders.contains(entry.path) ? entry.path : nil
            }
        }
    }

    /// `a/b/c` → `a`, `a/b`.
    static func ancestors(_ path: String) -> [String] {
        // A path with an empty component (a stamp edited by hand) is read as its components joined again.
        if path.hasPrefix("/") || path.hasSuffix("/") || path.contains("//") {
            let components = path.split(separator: "/")
            return (1..<max(1, components.count)).map { components.prefix($0).joined(separator: "/") }
        }
        // Else cut at each slash: every path of the output is asked, twice a commit.
        let utf8 = path.utf8
        return utf8.indices.filter { utf8[$0] == UInt8(ascii: "/") }.map { String(path[..<$0]) }
    }

    private static func walk(_ folder: String, relative: String, in fileSystem: any FileSystem, into entries: inout [Entry]) throws {
        let names: [String]
        let listed = relative.isEmpty ? folder : folder + "/" + relative
        do {
            names = try fileSystem.contentsOfFolder(atPath: listed)
        } catch {
            // A folder removed since its parent was listed holds nothing left to keep.
            if !relative.isEmpty, (try? fileSystem.entryStatus(atPath: listed)) == .some(nil) { return }
            throw OutputWriter.Failure(description: "cannot read \(folder)/\(relative), so hig cannot keep what it holds: \(error.localizedDescription)")
        }
        for name in names.sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            // Removed or renamed away since the listing (an editor's or git's temporary file): nothing to keep;
            // what is written from now on is caught by `LateWrites`.
            guard let status = try Self.status(folder + "/" + path, in: fileSystem) else { continue }
            let kind: Kind = status.isRegularFile ? .file : status.isFolder ? .directory : status.isSymbolicLink ? .symlink : .other
            entries.append(Entry(path: path, kind: kind, mode: status.permissions))
            if kind == .directory { try walk(folder, relative: path, in: fileSystem, into: &entries) }
        }
    }

    /// The entry at `path` (a link itself), `nil` when nothing is there, or the failure that keeps hig from keeping it.
    private static func status(_ path: String, in fileSystem: any FileSystem) throws -> FileStatus? {
        do {
            return try fileSystem.entryStatus(atPath: path)
        } catch let failure as FileSystemFailure {
            throw OutputWriter.Failure(description: "cannot read \(path): \(failure.reason)")
        }
    }
}
