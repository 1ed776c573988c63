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
    /// Set when discovery already judged the first bytes not binary, so the decoder need not again.
    var isKnownText = false

    public init(path: String, bytes: [UInt8], relativePath: String? = nil) {
        self.path = path
        self.bytes = bytes
        self.relativePath = relativePath ?? path
    }
}

/// How the paths of inputs are recorded.
public enum PathRecording: Sendable {
    /// As the user named them: `hig check` (it reopens the files to place its findings, and its messages quote other
    /// places), and `Pipeline.run(paths)` (the library's callers, tests and benchmarks).
    case asTyped
    /// Relative to where the named folder sits: a relative path that stays inside the current folder is kept as
    /// typed (`seeds/001.txt`), any other starts at the named folder's own name (`/a/b/hig-ko` → `hig-ko/…`),
    /// so the same tree built from two checkouts gives the same bytes and no output names the builder's folders.
    /// `hig build` and `hig export` record so (`CommandSources`); `hig import` reads such paths against `--base`
    /// (`SourceDiscovery.recordingBase`).
    case relativeToSource
}

/// The files a build reads, found by walking the paths given on the command line.
public struct SourceSet: Sendable {
    public var inputs: [SourceInput]
    /// Manifest entries by input path.
    public var pinned: [String: ManifestEntry]
    public var diagnostics: [Diagnostic]
    /// Files and folders left out by a `.higignore` or `--exclude` (an excluded folder counts once: it is not walked).
    public var excluded: Int = 0
    /// Recorded path prefix → the prefix the user typed, for printing diagnostics where the user can open them.
    public var typedRoots: [(recorded: String, typed: String)] = []
    /// Files and folders left out before reading (unreadable, binary, too large).
    public var skipped: [SkippedSource] = []

    /// The set without its files (their bytes): enough to show paths once the files are read.
    public var withoutInputs: SourceSet {
        var set = self
        set.inputs = []
        return set
    }

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

/// Walks files and folders recursively in a stable order (`FolderWalker`); hidden files are skipped, manifests are
/// read as manifests, and paths matched by a `.higignore` (in any walked folder) or by `excluding` are left out.
/// Output folders (any folder holding an `OutputStamp`, and `outputFolders`) are never read as sources.
public enum SourceDiscovery {
    /// Files larger than this are skipped unread: far above any real page, and above `ParserGuard`'s page size limit,
    /// which judges the files below it.
    public static let maximumFileBytes = 16 << 20

    public static func discover(_ paths: [String], excluding: [String] = [], outputFolders: [String] = [],
                                recording: PathRecording = .asTyped, fileManager: FileManager = .default) -> SourceSet {
        let walker = FolderWalker(fileManager: fileManager, excludedPatterns: IgnorePatterns(lines: excluding),
                                  outputFolders: Set(outputFolders.map { FolderWalker.realPath($0) ?? URL(fileURLWithPath: $0).standardizedFileURL.path }))
        var discovery = Discovery(walker: walker, fileManager: fileManager)
        for path in paths { discovery.collect(path, recording: recording) }
        return discovery.sourceSet
    }

    /// What `discover` has found so far, path by path.
    private struct Discovery {
        let walker: FolderWalker
        let fileManager: FileManager
        var inputs: [SourceInput] = []
        var pinned: [String: ManifestEntry] = [:]
        var diagnostics: [Diagnostic] = []
        var skipped: [SkippedSource] = []
        /// Canonical paths already added, so a file named twice (or inside two named folders) is read once.
        var seen: Set<String> = []
        /// The folder relative paths start from, for `seen`.
        let currentFolder = FileManager.default.currentDirectoryPath
        var excluded = 0
        var typedRoots: [(recorded: String, typed: String)] = []
        /// Who made each folder's Korean: its manifest's `madeBy`, else what its README says.
        var makers: [String: (TranslationOrigin.Maker, TranslationOrigin.Basis)] = [:]

        init(walker: FolderWalker, fileManager: FileManager) {
            self.walker = walker
            self.fileManager = fileManager
        }

        /// The set found, with each folder's maker applied to its inputs.
        var sourceSet: SourceSet {
            var pinned = pinned
            TranslatorEvidence.apply(makers, to: inputs, pinned: &pinned)
            return SourceSet(inputs: inputs, pinned: pinned, diagnostics: diagnostics, excluded: excluded, typedRoots: typedRoots, skipped: skipped)
        }

        /// One command-line path: a file is added, a folder walked; a missing path or an output folder is reported.
        mutating func collect(_ path: String, recording: PathRecording) {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(.error, "hig.input.not-found", "no such file or folder: \(path)"))
                return
            }
            let root = recording == .asTyped ? trimSlash(path) : recordedRoot(path)
            typedRoots.append((root, trimSlash(path)))
            if let output = walker.enclosingOutput(of: path) {
                let why = output.isThisBuilds ? "is this build's output folder" : "holds hig output"
                diagnostics.append(Diagnostic(.warning, "hig.input.output-folder", "\(output.folder) \(why); not read as sources",
                                              at: SourceLocation(path: root, line: 1)))
                return
            }
            if isDirectory.boolValue {
                collectFolder(path, root: root)
            } else {
                add(file: path, recorded: root, relative: URL(fileURLWithPath: path).lastPathComponent)
            }
        }

        /// A walked folder: what could not be read or is output, then manifests, README makers, and the files in order.
        private mutating func collectFolder(_ path: String, root: String) {
            let walk = walker.walk(path)
            for (folder, reason) in walk.unreadable {
                let display = folder.isEmpty ? root : join(root, folder)
                skip(display, reason: "unreadable folder: \(reason)",
                     Diagnostic(.warning, "hig.input.unreadable", "cannot read folder (\(reason)); everything in it is skipped", at: SourceLocation(path: display, line: 1)))
            }
            excluded += walk.excluded
            for folder in walk.outputFolders.sorted() {
                diagnostics.append(Diagnostic(.note, "hig.input.output-folder", "hig output; not read as sources", at: SourceLocation(path: join(root, folder), line: 1)))
            }
            for folder in walk.folders.sorted() {
                readManifest(folder: folder.isEmpty ? path : join(path, folder), recordedFolder: folder.isEmpty ? root : join(root, folder))
            }
            readReadmeMakers(walk.files, path: path, root: root)
            for relative in walk.files.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                add(file: join(path, relative), recorded: join(root, relative), relative: relative)
            }
        }

        /// The maker a folder's README names, for each folder whose manifest named none.
        private mutating func readReadmeMakers(_ files: [String], path: String, root: String) {
            for relative in files where TranslatorEvidence.isReadme(String(relative.split(separator: "/").last ?? "")) {
                let recordedFolder = relative.contains("/") ? join(root, String(relative[..<relative.lastIndex(of: "/")!])) : root
                guard makers[recordedFolder] == nil, let data = fileManager.contents(atPath: join(path, relative)), data.count < 1 << 20,
                      let maker = TranslatorEvidence.fromReadme(String(decoding: data, as: UTF8.self)) else { continue }
                makers[recordedFolder] = (maker, .inferred)
            }
        }

        /// `path` made absolute from `folder`, with its `.`, `..` and empty components resolved by their names (as
        /// `URL.standardizedFileURL` does, without its cost per file).
        static func standardized(_ path: String, from folder: String) -> String {
            var components: [Substring] = []
            for component in ((path.hasPrefix("/") ? "" : folder + "/") + path).split(separator: "/") where component != "." {
                if component == ".." { _ = components.popLast() } else { components.append(component) }
            }
            return "/" + components.joined(separator: "/")
        }

        private mutating func skip(_ path: String, reason: String, _ diagnostic: Diagnostic) {
            diagnostics.append(diagnostic)
            skipped.append(SkippedSource(path: path, reason: reason, diagnostic: diagnostic.id))
        }

        private mutating func add(file: String, recorded: String, relative: String) {
            let canonical = Self.standardized(file, from: currentFolder)
            guard seen.insert(canonical).inserted else { return }
            let at = SourceLocation(path: recorded, line: 1)
            switch FileContents.read(file, path: recorded) {
            case .bytes(let bytes):
                var input = SourceInput(path: recorded, bytes: bytes, relativePath: relative)
                input.isKnownText = true
                inputs.append(input)
            case .unreadable(let reason):
                skip(recorded, reason: "unreadable: \(reason)", Diagnostic(.warning, "hig.input.unreadable", "cannot read file (\(reason)); skipped", at: at))
            case .binary(let diagnostic):
                skip(recorded, reason: "binary", diagnostic)
            case .tooLarge(let size):
                skip(recorded, reason: "too large", Diagnostic(.warning, "hig.input.too-large",
                     "file is \(size) bytes, over the \(maximumFileBytes >> 20) MiB a page can be; skipped unread", at: at))
            }
        }

        private mutating func readManifest(folder: String, recordedFolder: String) {
            let manifestPath = join(folder, Manifest.fileName)
            guard let data = fileManager.contents(atPath: manifestPath) else { return }
            do {
                let manifest = try Manifest.parse(data)
                for (relative, entry) in manifest.pages {
                    var entry = entry
                    if entry.madeBy != nil { entry.madeByBasis = .declared }
                    pinned[join(recordedFolder, relative)] = entry
                }
                if let maker = manifest.madeBy { makers[recordedFolder] = (maker, .declared) }
            } catch {
                diagnostics.append(Diagnostic(.error, "hig.manifest.invalid", "invalid manifest: \(describe(error))",
                                              at: SourceLocation(path: join(recordedFolder, Manifest.fileName), line: 1)))
            }
        }
    }

    /// Every file a build of `paths` reads or is steered by, walked by the same rules as `discover` (`.higignore`,
    /// `excluding`, output folders, hidden entries): the sources, and each walked folder's `.higignore` and
    /// manifest whether or not they exist yet. `hig serve` watches these, so it rebuilds exactly when a build could
    /// change.
    public static func watchedFiles(_ paths: [String], excluding: [String] = [], outputFolders: [String] = [],
                                    fileManager: FileManager = .default) -> [String] {
        let walker = FolderWalker(fileManager: fileManager, excludedPatterns: IgnorePatterns(lines: excluding),
                                  outputFolders: Set(outputFolders.map { FolderWalker.realPath($0) ?? URL(fileURLWithPath: $0).standardizedFileURL.path }))
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory), walker.enclosingOutput(of: path) == nil else { continue }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let walk = walker.walk(path)
            files += walk.files.map { join(path, $0) }
            for folder in walk.folders {
                let full = folder.isEmpty ? path : join(path, folder)
                files += [join(full, IgnorePatterns.fileName), join(full, Manifest.fileName)]
            }
        }
        return files
    }

    /// The folder that paths recorded from the command-line path `path` start from (`PathRecording.relativeToSource`),
    /// which `hig import --base` must name: `nil` for the current folder (a relative path that stays inside it),
    /// else the folder holding the named file or folder.
    public static func recordingBase(_ path: String) -> String? {
        if !staysInCurrentFolder(path) { return URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path }
        return nil
    }

    /// Whether `path` is relative and never climbs out of the current folder, so it is recorded as typed.
    private static func staysInCurrentFolder(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }

    /// The recorded root of a command-line path (`PathRecording.relativeToSource`).
    static func recordedRoot(_ path: String) -> String {
        if staysInCurrentFolder(path) { return path.split(separator: "/").filter { $0 != "." }.joined(separator: "/") }
        return URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
    }

    package static func join(_ folder: String, _ name: String) -> String {
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

/// Reads one source file: its first bytes decide whether it is binary before the rest is read, and a file over
/// `SourceDiscovery.maximumFileBytes` is never read whole.
enum FileContents {
    enum Outcome {
        case bytes([UInt8])
        case unreadable(String)
        case binary(Diagnostic)
        case tooLarge(Int)
    }

    static func read(_ file: String, path: String) -> Outcome {
        // The descriptor's own calls, into one buffer: discovery reads every source file, and a `FileHandle` copied
        // each file through `Data` twice.
        var info = stat()
        guard stat(file, &info) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        // A FIFO or device would block or never end (checked before opening: opening a FIFO blocks).
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .unreadable("not a regular file") }
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(Int(info.st_size), SourceDiscovery.maximumFileBytes) + 1)
        if let failure = readUp(to: SourceDecoder.binarySampleBytes, from: descriptor, into: &bytes) { return .unreadable(failure) }
        if let binary = SourceDecoder(path: path).binaryVerdict(ofPrefix: bytes) { return .binary(binary) }
        guard fstat(descriptor, &info) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        if Int(info.st_size) > SourceDiscovery.maximumFileBytes { return .tooLarge(Int(info.st_size)) }
        if let failure = readUp(to: Int.max, from: descriptor, into: &bytes) { return .unreadable(failure) }
        return .bytes(bytes)
    }

    /// Appends what `descriptor` holds from its offset until `limit` bytes are in `bytes` or the file ends; the
    /// system's reason when a read fails.
    private static func readUp(to limit: Int, from descriptor: Int32, into bytes: inout [UInt8]) -> String? {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return nil
    }
}

/// The system's `read`, which `FileContents.read` hides inside that type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(descriptor, buffer, count) }
