import Foundation

/// The folder `hig import` may write in: the exchange file's source paths are read relative to it, and a path
/// that is absolute or leads outside it (`..`, or a symlinked folder pointing elsewhere) is refused. The file a
/// path names may itself be a symlink, which is written through only when its target is under the folder too.
struct ImportBase {
    /// The folder, absolute and standardized.
    let folder: URL
    /// The folder with symlinks resolved.
    let realFolder: String

    init(_ path: String) {
        folder = URL(fileURLWithPath: path).standardizedFileURL
        realFolder = Self.realPath(folder.path) ?? folder.path
    }

    /// The path to open for `reference`, or why it may not be written.
    func resolve(_ reference: String) -> Result<String, ImportPathError> {
        guard !reference.isEmpty else { return .failure(ImportPathError("an empty source path")) }
        guard !reference.hasPrefix("/") else {
            return .failure(ImportPathError("\(reference) is an absolute path; hig import writes only under \(folder.path) (--base), at paths relative to it"))
        }
        let joined = folder.appendingPathComponent(reference).standardizedFileURL
        guard Self.isInside(joined.path, folder.path) else {
            return .failure(ImportPathError("\(reference) leads outside \(folder.path) (--base)"))
        }
        if let parent = Self.realPath(joined.deletingLastPathComponent().path), !Self.isInside(parent, realFolder) {
            return .failure(ImportPathError("\(reference) is in a folder that links outside \(folder.path) (--base)"))
        }
        if let target = Self.realPath(joined.path), !Self.isInside(target, realFolder) {
            return .failure(ImportPathError("\(reference) is a symlink to \(target), outside \(folder.path) (--base); hig import writes only under --base"))
        }
        return .success(joined.path)
    }

    /// Why the file at `path` may not be rewritten, or `nil`: a file nobody may write (mode 0444) is left as it is,
    /// even for root, who could.
    static func writeProblem(_ path: String, shown: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        guard info.st_mode & 0o222 == 0 else { return nil }
        return "\(shown) is read-only (mode \(String(info.st_mode & 0o777, radix: 8))); hig import leaves it as it is. Make it writable (chmod u+w \(shown)) to import into it"
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Why an exchange file's source path is not written.
struct ImportPathError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
