import Foundation

/// The folder `hig import` may write in: the exchange file's source paths are read relative to it, and a path
/// that is absolute or leads outside it (`..`, or a symlinked folder pointing elsewhere) is refused. The file a
/// path names may itself be a symlink: the source tree's owner made it, and its target is what gets written.
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
        return .success(joined.path)
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
