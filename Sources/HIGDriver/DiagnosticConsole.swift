import Foundation
import HIGCompiler
import HIGCorpus
import HIGEmit
import HIGText

/// How diagnostics are printed.
package enum DiagnosticsFormat: String, CaseIterable, Sendable {
    /// `path:line:column: warning: message [hig.id]`, one per line.
    case text
    /// One JSON document with every diagnostic and the summary.
    case json
}

/// Prints diagnostics and the summary to standard error.
package struct DiagnosticConsole {
    package var format: DiagnosticsFormat
    /// Print only errors and the summary.
    package var quiet: Bool
    package var write: (String) -> Void

    package init(format: DiagnosticsFormat, quiet: Bool = false, write: @escaping (String) -> Void = DiagnosticConsole.standardError) {
        self.format = format
        self.quiet = quiet
        self.write = write
    }

    package static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    package func report(_ diagnostics: [Diagnostic], clusters: [DuplicateCluster] = [], summary: BuildSummary) {
        switch format {
        case .text:
            var out = ""
            for diagnostic in diagnostics where !quiet || diagnostic.severity == .error { out += diagnostic.terminalLine + "\n" }
            out += summary.text
            write(out)
        case .json:
            let shown = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
            let document = DiagnosticsDocument(diagnostics: shown, duplicates: clusters, summary: summary)
            if let data = try? StableJSON.encode(document) { write(String(decoding: data, as: UTF8.self)) }
        }
    }
}

/// The JSON form of a build's diagnostics.
struct DiagnosticsDocument: Encodable {
    var diagnostics: [Diagnostic]
    /// Pages found in more than one file, with each copy's relation and similarity.
    var duplicates: [DuplicateCluster]
    var summary: BuildSummary
}

extension Diagnostic {
    /// `formatted`, escaped for a terminal (`Escape.terminal`): paths and messages quote source text.
    package var terminalLine: String { Escape.terminal(formatted) }
}

/// Where the paths a corpus.json records are, seen from the working folder, so that `path:line:column` opens in an
/// editor from where hig ran. A build records paths from the source folder's own name (`repo/guide/x.md`: the same
/// bytes from any checkout); read back, such a path is found from the working folder as it is, without its first
/// component when hig runs inside that folder (`guide/x.md`), or in a folder above (`../repo/guide/x.md`). Paths
/// compiled in the same run are shown as typed by their `SourceSet` (`typedPath`) instead.
package final class RecordedPaths: @unchecked Sendable {
    private let workingFolder: String
    private let exists: (String) -> Bool
    /// The rewrite found for each first path component: what to drop from the front, what to put before.
    private var rewrites: [Substring: (drop: Int, prefix: String)] = [:]
    private let lock = NSLock()

    /// How far up the working folder's ancestors a source folder is looked for.
    static let levelsUp = 3

    package init(workingFolder: String = FileManager.default.currentDirectoryPath,
                 exists: @escaping (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) {
        self.workingFolder = workingFolder
        self.exists = exists
    }

    /// The path to print (and read) for a recorded one.
    package func displayPath(_ recorded: String) -> String {
        guard !recorded.hasPrefix("/"), let first = recorded.split(separator: "/").first else { return recorded }
        lock.lock()
        defer { lock.unlock() }
        if rewrites[first] == nil { rewrites[first] = rewrite(for: recorded, first: first) }
        let (drop, prefix) = rewrites[first]!
        return prefix + recorded.dropFirst(drop)
    }

    private func rewrite(for recorded: String, first: Substring) -> (drop: Int, prefix: String) {
        func here(_ relative: String) -> Bool { exists(SourceDiscovery.join(workingFolder, relative)) }
        if here(recorded) { return (0, "") }
        let inside = String(recorded.dropFirst(first.count + 1))
        if (workingFolder as NSString).lastPathComponent == first, !inside.isEmpty, here(inside) { return (first.count + 1, "") }
        for level in 1...Self.levelsUp {
            let prefix = String(repeating: "../", count: level)
            if here(prefix + recorded) { return (0, prefix) }
        }
        return (0, "")
    }
}
