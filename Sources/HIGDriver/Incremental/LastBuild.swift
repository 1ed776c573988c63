import Foundation
import HIGCompiler
import HIGCorpus
import HIGText

/// What the last successful build into an output folder was made from and what it reported (`last-build.json` in the
/// build cache): when a build's inputs have the same fingerprint and the output folder still holds the files that
/// build wrote, untouched, the build is up to date and reports the same outcome without running a pass.
struct LastBuild: Codable, Equatable {
    /// The build's `BuildFingerprint`.
    var fingerprint: String
    /// Its diagnostics as recorded (paths as outputs record them, not as typed), sorted.
    var diagnostics: [Diagnostic]
    var clusters: [DuplicateCluster]
    var summary: BuildSummary
    /// Every file it wrote (and its stamp), by path in the output folder, as the file system described it.
    var files: [String: FileState]
    /// The images it copied from beside the sources (`LocalImages`: no source names them, so the fingerprint cannot),
    /// by path as typed; `nil` in a record written before.
    var images: [String: FileState]?

    /// What tells a file hig wrote from one changed since: its size, modification time and file number.
    typealias FileState = FileSignature

    static let fileName = "last-build.json"

    /// The record in the build cache for `output`, if any and readable.
    static func load(for output: String, fileSystem: any FileSystem = LocalFileSystem()) -> LastBuild? {
        fileSystem.contents(atPath: recordPath(for: output)).flatMap { try? JSONDecoder().decode(LastBuild.self, from: Data($0)) }
    }

    /// Records a build that just replaced `output`, with the state of every file its stamp lists; nothing when the
    /// stamp cannot be read (the next build then runs in full).
    static func record(fingerprint: String, diagnostics: [Diagnostic], clusters: [DuplicateCluster], summary: BuildSummary, output: String,
                       images: [String] = [], fileSystem: any FileSystem = LocalFileSystem()) {
        guard let stampData = fileSystem.contents(atPath: output + "/" + OutputStamp.fileName),
              let stamp = try? JSONDecoder().decode(OutputStamp.self, from: Data(stampData)),
              let files = states(of: (stamp.files + [OutputStamp.fileName]).map { output + "/" + $0 }, in: fileSystem),
              let imageStates = states(of: images, in: fileSystem) else { return }
        let relative = Dictionary(uniqueKeysWithValues: files.map { (String($0.key.dropFirst(output.count + 1)), $0.value) })
        let record = LastBuild(fingerprint: fingerprint, diagnostics: diagnostics, clusters: clusters, summary: summary, files: relative,
                               images: imageStates)
        guard let data = try? JSONEncoder().encode(record) else { return }
        try? fileSystem.write([UInt8](data), to: recordPath(for: output), atomically: true)
    }

    /// The state of every file of `paths`, or `nil` when one is not a regular file.
    private static func states(of paths: [String], in fileSystem: any FileSystem) -> [String: FileState]? {
        var states: [String: FileState] = [:]
        for path in paths {
            guard let state = FileState(path: path, in: fileSystem) else { return nil }
            states[path] = state
        }
        return states
    }

    /// Forgets the record: the output folder is about to change.
    static func forget(for output: String, fileSystem: any FileSystem = LocalFileSystem()) {
        try? fileSystem.remove(atPath: recordPath(for: output))
    }

    private static func recordPath(for output: String) -> String {
        BuildCache.folder(for: output).appendingPathComponent(fileName).path
    }

    /// Whether every file the build wrote is still in `output` as it left it, and every image it copied is unchanged.
    func outputIsIntact(_ output: String, fileSystem: any FileSystem = LocalFileSystem()) -> Bool {
        !files.isEmpty && files.allSatisfy { path, state in FileState(path: output + "/" + path, in: fileSystem) == state }
            && (images ?? [:]).allSatisfy { path, state in FileState(path: path, in: fileSystem) == state }
    }
}

/// Everything a build's output depends on, hashed: the hig (the cache salt), each input's read key (its bytes,
/// paths and manifest entry), what discovery left out, and every option of the build that reaches the output or
/// the report. `BuildFingerprintTests` fails when `BuildAction` gains a property this does not account for.
struct BuildFingerprint {
    /// `BuildAction` properties that never change what a build writes or reports.
    static let unaffectedBy: Set<String> = ["reports", "console", "usesCache", "cache", "keepsProducts"]
    /// `BuildAction` properties the fingerprint holds.
    static let holds: Set<String> = ["sources", "output", "warningsAsErrors", "exportFormats", "theme", "siteURL", "outputs",
                                     "excluding", "glossaryFile"]

    let digest: String

    init(_ action: BuildAction, sources: SourceSet, readKeys: [String]) {
        // Written field by field into `KeyMaterial`, as the store's keys are: every value with its length or count.
        var material = KeyMaterial()
        material.string(BuildCache.salt)
        material.array(action.sources) { $0.string($1) }
        material.string(action.output)
        material.bool(action.warningsAsErrors)
        material.array(action.exportFormats) { $0.string($1.rawValue) }
        material.optional(action.theme) { $0.string(Self.folderDigest($1)) }
        material.optional(action.siteURL) { $0.string($1) }
        material.array(action.outputs.map(\.rawValue).sorted()) { $0.string($1) }
        material.array(action.excluding) { $0.string($1) }
        material.optional(action.glossaryFile) { material, path in
            material.string(path)
            material.string(Self.fileDigest(path))
        }
        material.int(sources.excluded)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        material.array(sources.diagnostics) { $0.bytes([UInt8]((try? encoder.encode($1)) ?? Data())) }
        material.array(sources.skipped) { material, skipped in
            material.string(skipped.path)
            material.string(skipped.reason)
            material.string(skipped.diagnostic)
        }
        material.array(readKeys) { $0.string($1) }
        digest = material.digest
    }

    /// The digest of a file's bytes, or a mark that it cannot be read (the build reports that).
    static func fileDigest(_ path: String) -> String {
        FileManager.default.contents(atPath: path).map { Hashing.sha256Hex([UInt8]($0)) } ?? "unreadable"
    }

    /// The digest of every file under a folder (a theme), by relative path.
    static func folderDigest(_ path: String) -> String {
        let root = URL(fileURLWithPath: path).standardizedFileURL
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return "unreadable" }
        var entries: [String] = []
        while let relative = walker.nextObject() as? String {
            let full = root.appendingPathComponent(relative).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            entries.append("\(relative)\0\(fileDigest(full))")
        }
        return Hashing.sha256Hex(Array(entries.sorted().joined(separator: "\n").utf8))
    }
}

extension FileSignature {
    /// The signature of the regular file at `path` (never a link's target), or nil when there is none.
    init?(path: String, in fileSystem: any FileSystem = LocalFileSystem()) {
        guard let status = fileSystem.status(atPath: path, followingLinks: false), status.isRegularFile else { return nil }
        self = status.signature
    }
}
