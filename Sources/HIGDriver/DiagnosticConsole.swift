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
