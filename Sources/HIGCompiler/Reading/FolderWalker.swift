import Foundation
import HIGCorpus

/// Walks a source folder: the files below it, hidden entries skipped, symlinked folders noted but not entered
/// (no loops), hig output folders never entered, paths a `.higignore` or `--exclude` leaves out never entered
/// or read, and every folder that cannot be read reported instead of silently dropped.
struct FolderWalker {
    /// What a walk found, as paths relative to the root.
    struct Walk {
        var files: [String] = []
        /// Every folder, including the root (`""`) and symlinked ones: where manifests may be.
        var folders: [String] = [""]
        var unreadable: [(folder: String, reason: String)] = []
        /// Folders skipped because they hold hig output.
        var outputFolders: [String] = []
        /// Files and folders a `.higignore` or `--exclude` left out (a folder counts once; it is not entered).
        var excluded = 0
    }

    let fileManager: FileManager
    /// `--exclude` patterns, relative to each walked root.
    var excludedPatterns = IgnorePatterns()
    /// Output folders (absolute, symlinks resolved) that are never read, whether stamped yet or not.
    var outputFolders: Set<String> = []

    func walk(_ root: String) -> Walk {
        var result = Walk()
        // The pattern sets in force: `--exclude` for the whole root, and each walked folder's `.higignore` for that
        // folder and below (patterns relative to it). A path is left out when any of them leaves it out.
        var ignores: [(folder: String, patterns: IgnorePatterns)] = excludedPatterns.isEmpty ? [] : [("", excludedPatterns)]
        func isIgnored(_ path: String, isFolder: Bool) -> Bool {
            ignores.contains { ignore in
                if ignore.folder.isEmpty { return ignore.patterns.excludes(path, isFolder: isFolder) }
                guard path.hasPrefix(ignore.folder + "/") else { return false }
                return ignore.patterns.excludes(String(path.dropFirst(ignore.folder.count + 1)), isFolder: isFolder)
            }
        }
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : join(root, relative)
            let names: [String]
            do {
                names = try fileManager.contentsOfDirectory(atPath: folder)
            } catch {
                result.unreadable.append((relative, Self.reason(folder, error)))
                continue
            }
            if names.contains(IgnorePatterns.fileName), let patterns = readIgnoreFile(join(folder, IgnorePatterns.fileName)) {
                ignores.append((relative, patterns))
            }
            for name in names where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : join(relative, name)
                let full = join(root, path)
                let kind = Self.kind(full)
                if isIgnored(path, isFolder: kind != .file) {
                    result.excluded += 1
                    continue
                }
                switch kind {
                case .folder:
                    if isOutput(full) {
                        result.outputFolders.append(path)
                    } else {
                        result.folders.append(path)
                        pending.append(path)
                    }
                case .linkedFolder:
                    result.folders.append(path)
                case .file:
                    if name != Manifest.fileName { result.files.append(path) }
                }
            }
        }
        return result
    }

    /// The patterns of an ignore file (CRLF or LF lines); an unreadable one leaves nothing out.
    private func readIgnoreFile(_ path: String) -> IgnorePatterns? {
        guard let data = fileManager.contents(atPath: path) else { return nil }
        return IgnorePatterns(lines: String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// Whether `folder` holds hig output: it has a stamp, or it is the output of this build.
    func isOutput(_ folder: String) -> Bool {
        if fileManager.fileExists(atPath: join(folder, OutputStamp.fileName)) { return true }
        return !outputFolders.isEmpty && outputFolders.contains(Self.realPath(folder) ?? folder)
    }

    /// The output folder `path` belongs to, looking up through its parents: `path` is an output folder, lies
    /// in this build's output, or is a file or folder an output stamp lists. A user's own folder that happens to
    /// sit inside an output folder is not output.
    func enclosingOutput(of path: String) -> (folder: String, isThisBuilds: Bool)? {
        let start = URL(fileURLWithPath: path).standardizedFileURL
        var url = start
        while true {
            if !outputFolders.isEmpty, outputFolders.contains(Self.realPath(url.path) ?? url.path) { return (url.path, true) }
            if let data = fileManager.contents(atPath: join(url.path, OutputStamp.fileName)) {
                guard url != start, let stamp = try? JSONDecoder().decode(OutputStamp.self, from: data) else { return (url.path, false) }
                let relative = String(start.path.dropFirst(url.path.count).drop { $0 == "/" })
                if stamp.files.contains(where: { $0 == relative || $0.hasPrefix(relative + "/") }) { return (url.path, false) }
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    private enum Kind {
        case folder, linkedFolder, file
    }

    private static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .file }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK:
            var target = stat()
            return stat(path, &target) == 0 && (target.st_mode & S_IFMT) == S_IFDIR ? .linkedFolder : .file
        default: return .file
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The system's reason a folder cannot be listed ("Permission denied"), asked again of `opendir`.
    private static func reason(_ folder: String, _ error: Error) -> String {
        guard let directory = opendir(folder) else { return String(cString: strerror(errno)) }
        closedir(directory)
        return (error as NSError).localizedDescription
    }

    private func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
