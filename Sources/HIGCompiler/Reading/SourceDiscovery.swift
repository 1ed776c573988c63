import Foundation
import HIGCorpus

/// One input file: the path as the user named it and its bytes.
public struct SourceInput: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// The files a build reads, found by walking the paths given on the command line.
public struct SourceSet: Sendable {
    public var inputs: [SourceInput]
    /// Manifest entries by input path.
    public var pinned: [String: ManifestEntry]
    public var diagnostics: [Diagnostic]
}

/// Walks files and folders recursively in a stable order; hidden files are skipped, manifests are read as manifests.
public enum SourceDiscovery {
    public static func discover(_ paths: [String], fileManager: FileManager = .default) -> SourceSet {
        var inputs: [SourceInput] = []
        var pinned: [String: ManifestEntry] = [:]
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []

        func add(file: String, displayPath: String) {
            let canonical = URL(fileURLWithPath: file).standardizedFileURL.path
            guard seen.insert(canonical).inserted else { return }
            guard let data = fileManager.contents(atPath: file) else {
                diagnostics.append(Diagnostic(.warning, "hig.input.unreadable", "cannot read file; skipped", at: SourceLocation(path: displayPath, line: 1)))
                return
            }
            inputs.append(SourceInput(path: displayPath, bytes: [UInt8](data)))
        }

        func readManifest(folder: String, displayFolder: String) {
            let manifestPath = join(folder, Manifest.fileName)
            guard let data = fileManager.contents(atPath: manifestPath) else { return }
            do {
                for (relative, entry) in try Manifest.parse(data).pages {
                    pinned[join(displayFolder, relative)] = entry
                }
            } catch {
                diagnostics.append(Diagnostic(.error, "hig.manifest.invalid", "invalid manifest: \(describe(error))",
                                              at: SourceLocation(path: join(displayFolder, Manifest.fileName), line: 1)))
            }
        }

        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(.error, "hig.input.not-found", "no such file or folder: \(path)"))
                continue
            }
            if !isDirectory.boolValue {
                add(file: path, displayPath: path)
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
            for folder in folders.sorted() {
                readManifest(folder: folder.isEmpty ? path : join(path, folder), displayFolder: folder.isEmpty ? trimSlash(path) : join(path, folder))
            }
            for relative in files.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                add(file: join(path, relative), displayPath: join(path, relative))
            }
        }
        return SourceSet(inputs: inputs, pinned: pinned, diagnostics: diagnostics)
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
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
