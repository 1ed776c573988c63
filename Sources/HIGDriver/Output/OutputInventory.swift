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

    /// Reads `folder`; an entry that cannot be read is an error, because hig could not keep it.
    init(folder: String) throws {
        var info = stat()
        guard lstat(folder, &info) == 0 else { throw OutputWriter.Failure(description: "cannot read \(folder): \(String(cString: strerror(errno)))") }
        mode = info.st_mode & 0o7777
        let stampPath = folder + "/" + OutputStamp.fileName
        if let data = FileManager.default.contents(atPath: stampPath) {
            guard let stamp = try? JSONDecoder().decode(OutputStamp.self, from: data) else {
                throw OutputWriter.Failure(description: "\(stampPath) is not a hig output stamp; remove it or choose another --output")
            }
            self.stamp = stamp
        }
        let owned = Set(stamp?.files ?? [])
        let ownedFolders = Set(owned.flatMap(Self.ancestors))
        var all: [Entry] = []
        try Self.walk(folder, relative: "", into: &all)
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
        let components = path.split(separator: "/")
        return (1..<max(1, components.count)).map { components.prefix($0).joined(separator: "/") }
    }

    private static func walk(_ folder: String, relative: String, into entries: inout [Entry]) throws {
        let names: [String]
        let listed = relative.isEmpty ? folder : folder + "/" + relative
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: listed)
        } catch {
            // A folder removed since its parent was listed holds nothing left to keep.
            if !relative.isEmpty, access(listed, F_OK) != 0, errno == ENOENT { return }
            throw OutputWriter.Failure(description: "cannot read \(folder)/\(relative), so hig cannot keep what it holds: \(error.localizedDescription)")
        }
        for name in names.sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(folder + "/" + path, &info) == 0 else {
                // Removed or renamed away since the listing (an editor's or git's temporary file): nothing to keep;
                // what is written from now on is caught by `LateWrites`.
                if errno == ENOENT { continue }
                throw OutputWriter.Failure(description: "cannot read \(folder)/\(path): \(String(cString: strerror(errno)))")
            }
            let kind: Kind = switch info.st_mode & S_IFMT {
            case S_IFREG: .file
            case S_IFDIR: .directory
            case S_IFLNK: .symlink
            default: .other
            }
            entries.append(Entry(path: path, kind: kind, mode: info.st_mode & 0o7777))
            if kind == .directory { try walk(folder, relative: path, into: &entries) }
        }
    }
}
