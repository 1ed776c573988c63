import Foundation
import HIGCorpus
import HIGEmit

/// Where every user-facing diagnostic of a command that is not a build goes (`hig check`, `export`, `rules`,
/// `search`), as swift-format's `DiagnosticsEngine`: in text each is printed as it comes
/// (`path:line:column: error: message [hig.id]`); in JSON they are gathered, and `finish` writes one document on
/// standard error, so `--diagnostics-format json` covers every error. `hig build` reports its whole outcome at once
/// through the same console (`DiagnosticConsole.report`).
package final class DiagnosticsEngine: @unchecked Sendable {
    package let console: DiagnosticConsole
    /// The command's closing line (`hig check: 3 findings …`): printed last in text, `summaryLine` in JSON.
    package var summaryLine: String?
    private var gathered: [Diagnostic] = []
    private var finished = false
    private let lock = NSLock()

    package init(_ console: DiagnosticConsole) {
        self.console = console
    }

    package convenience init(format: DiagnosticsFormat = .text, write: @escaping (String) -> Void = DiagnosticConsole.standardError) {
        self.init(DiagnosticConsole(format: format, write: write))
    }

    package func emit(_ diagnostic: Diagnostic) {
        lock.lock()
        defer { lock.unlock() }
        switch console.format {
        case .text: console.write(diagnostic.terminalLine + "\n")
        case .json: gathered.append(diagnostic)
        }
    }

    package func emit(_ severity: Severity, _ id: String, _ message: String, at location: SourceLocation? = nil) {
        emit(Diagnostic(severity, id, message, at: location))
    }

    /// Ends the command's report: the summary line in text; in JSON the one document of every diagnostic emitted,
    /// in the order they came, and the summary line. A second call writes nothing.
    package func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        switch console.format {
        case .text:
            if let summaryLine { console.write(summaryLine + "\n") }
        case .json:
            let document = CommandDiagnosticsDocument(diagnostics: gathered, summaryLine: summaryLine)
            if let data = try? StableJSON.encode(document) { console.write(String(decoding: data, as: UTF8.self)) }
        }
    }
}

/// The JSON form of a command's diagnostics (`hig build` writes `DiagnosticsDocument`, with its build summary).
struct CommandDiagnosticsDocument: Encodable {
    var diagnostics: [Diagnostic]
    var summaryLine: String?
}
