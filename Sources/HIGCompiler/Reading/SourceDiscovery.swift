import Foundation
import HIGCorpus

/// One input file: the path recorded for it, where it is on disk, and its bytes.
public struct SourceInput: Sendable {
    /// The path outputs record (`PathRecording`); diagnostics and blocks carry it.
    public var path: String
    /// The path inside the folder named on the command line (the file's name for a file named directly): what a
    /// known folder layout is read from, never the builder's own folders.
    public var relativePath: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8], relativePath: String? = nil) {
        self.path = path
        self.bytes = bytes
        self.relativePath = relativePath ?? path
    }
}

/// How the paths of inputs are recorded.
public enum PathRecording: Sendable {
    /// As the user named them (`hig check`, `hig export` and `hig import` reopen the files).
    case asTyped
    /// Relative to where the named folder sits: a relative path that stays inside the current folder is kept as
    /// typed (`seeds/001.txt`), any other starts at the named folder's own name (`/a/b/hig-ko` → `hig-ko/…`),
    /// so the same tree built from two checkouts gives the same bytes and no output names the builder's folders.
    case relativeToSource
}

/// The files a build reads, found by walking the paths given on the command line.
public struct SourceSet: Sendable {
    public var inputs: [SourceInput]
    /// Manifest entries by input path.
    public var pinned: [String: ManifestEntry]
    public var diagnostics: [Diagnostic]
    /// Files left out by a `.higignore` or `--exclude`.
    public var excluded: Int = 0
    /// Recorded path prefix → the prefix the user typed, for printing diagnostics where the user can open them.
    public var typedRoots: [(recorded: String, typed: String)] = []

    /// The path to show on a terminal for a recorded path.
    public func typedPath(_ recorded: String) -> String {
        for root in typedRoots where root.recorded != root.typed {
            if recorded == root.recorded { return root.typed }
            if root.recorded.isEmpty { return SourceDiscovery.join(root.typed, recorded) }
            if recorded.hasPrefix(root.recorded + "/") { return root.typed + recorded.dropFirst(root.recorded.count) }
        }
        return recorded
    }

    /// A diagnostic with its path as the user typed it.
    public func typed(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let location = diagnostic.location else { return diagnostic }
        var copy = diagnostic
        copy.location?.path = typedPath(location.path)
        return copy
    }
}

/// Walks files and folders recursively in a stable order; hidden files are skipped, manifests are read as
/// manifests, and paths matched by a `.higignore` (in any walked folder) or by `excluding` are left out.
public enum SourceDiscovery {
    public static func discover(_ paths: [String], excluding: [String] = [], recording: PathRecording = .asTyped,
                                fileManager: FileManager = .default) -> SourceSet {
        var inputs: [SourceInput] = []
        var pinned: [String: ManifestEntry] = [:]
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        var excluded = 0
        var typedRoots: [(recorded: String, typed: String)] = []
        let commandLinePatterns = IgnorePatterns(lines: excluding)

        func add(file: String, recorded: String, relative: String) {
            let canonical = URL(fileURLWithPath: file).standardizedFileURL.path
            guard seen.insert(canonical).inserted else { return }
            guard let data = fileManager.contents(atPath: file) else {
                diagnostics.append(Diagnostic(.warning, "hig.input.unreadable", "cannot read file; skipped", at: SourceLocation(path: recorded, line: 1)))
                return
            }
            inputs.append(SourceInput(path: recorded, bytes: [UInt8](data), relativePath: relative))
        }

        func readManifest(folder: String, recordedFolder: String) {
            let manifestPath = join(folder, Manifest.fileName)
            guard let data = fileManager.contents(atPath: manifestPath) else { return }
            do {
                for (relative, entry) in try Manifest.parse(data).pages {
                    pinned[join(recordedFolder, relative)] = entry
                }
            } catch {
                diagnostics.append(Diagnostic(.error, "hig.manifest.invalid", "invalid manifest: \(describe(error))",
                                              at: SourceLocation(path: join(recordedFolder, Manifest.fileName), line: 1)))
            }
        }

        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(.error, "hig.input.not-found", "no such file or folder: \(path)"))
                continue
            }
            let root = recording == .asTyped ? trimSlash(path) : recordedRoot(path)
            typedRoots.append((root, trimSlash(path)))
            if !isDirectory.boolValue {
                add(file: path, recorded: root, relative: URL(fileURLWithPath: path).lastPathComponent)
                continue
            }
            var folders: Set<String> = [""]
            var files: [String] = []
            let enumerator = fileManager.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                let components = relative.split(separator: "/")
                if components.contains(where: { $0.hasPrefix(".") }) {
                    continue
                }
                var isDir: ObjCBool = false
                if fileManager.fileExists(atPath: join(path, relative), isDirectory: &isDir), isDir.boolValue {
                    folders.insert(relative)
                } else if components.last.map(String.init) == Manifest.fileName {
                    continue
                } else {
                    files.append(relative)
                }
            }
            // Ignore files apply to their own folder and below, patterns relative to that folder.
            var ignores: [(folder: String, patterns: IgnorePatterns)] = commandLinePatterns.isEmpty ? [] : [("", commandLinePatterns)]
            for folder in folders.sorted() {
                let absolute = folder.isEmpty ? path : join(path, folder)
                if let data = fileManager.contents(atPath: join(absolute, IgnorePatterns.fileName)) {
                    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    ignores.append((folder, IgnorePatterns(lines: lines)))
                }
            }
            func isExcluded(_ relative: String, isFolder: Bool) -> Bool {
                ignores.contains { ignore in
                    if ignore.folder.isEmpty { return ignore.patterns.excludes(relative, isFolder: isFolder) }
                    guard relative.hasPrefix(ignore.folder + "/") else { return false }
                    return ignore.patterns.excludes(String(relative.dropFirst(ignore.folder.count + 1)), isFolder: isFolder)
                }
            }
            for folder in folders.sorted() where folder.isEmpty || !isExcluded(folder, isFolder: true) {
                readManifest(folder: folder.isEmpty ? path : join(path, folder), recordedFolder: folder.isEmpty ? root : join(root, folder))
            }
            for relative in files.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                if isExcluded(relative, isFolder: false) {
                    excluded += 1
                    continue
                }
                add(file: join(path, relative), recorded: join(root, relative), relative: relative)
            }
        }
        return SourceSet(inputs: inputs, pinned: pinned, diagnostics: diagnostics, excluded: excluded, typedRoots: typedRoots)
    }

    /// The recorded root of a command-line path (`PathRecording.relativeToSource`).
    static func recordedRoot(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        if !path.hasPrefix("/") && !parts.contains("..") { return parts.joined(separator: "/") }
        return URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
    }

    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func trimSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    private static func describe(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error { return context.debugDescription }
        if case DecodingError.typeMismatch(_, let context) = error { return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)" }
        return "\(error)"
    }
}
