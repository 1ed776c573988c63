import Foundation
import HIGCorpus
import HIGDriver

/// Builds the site `hig serve` shows, told which paths changed (`IncrementalRebuild` needs no list: its cache
/// finds the unchanged files by their bytes).
package protocol PreviewBuilder {
    /// Builds after `changes` (paths under the watched sources or theme that changed; empty for the first build)
    /// and replaces the served site only when the build had no error.
    func build(changes: Set<String>) -> PreviewBuildResult
}

/// What the server tells open pages and the console after one build.
package struct PreviewBuildResult: Sendable {
    /// Every diagnostic, sorted by place.
    package var diagnostics: [Diagnostic]
    /// The build's summary line (`hig: 5 files → 4 pages, …`).
    package var summaryLine: String

    /// The errors that kept the site from being replaced, as `path:line:column: error: message [id]`.
    package var errors: [String] { diagnostics.filter { $0.severity == .error }.map(\.formatted) }
    package var succeeded: Bool { errors.isEmpty }
    /// The diagnostics and the summary, as `hig build` prints them (source text escaped for a terminal).
    package var consoleText: String { diagnostics.map { $0.terminalLine + "\n" }.joined() + summaryLine + "\n" }

    package init(diagnostics: [Diagnostic], summaryLine: String) {
        self.diagnostics = diagnostics
        self.summaryLine = summaryLine
    }
}

/// `hig build`'s own action, writing only the site (corpus.json is always written; rules.json and search.sqlite
/// are not needed to preview pages), with a read cache kept in memory across builds (and beside the output): a
/// save reads only the files whose bytes changed, and output files that did not change are not rewritten.
package struct IncrementalRebuild: PreviewBuilder {
    package var action: BuildAction

    /// A build of `sources` into `output`, with an optional theme override folder and `--exclude` patterns.
    package init(sources: [String], output: URL, theme: String?, excluding: [String] = []) {
        action = BuildAction(sources: sources, output: output.path, console: DiagnosticConsole(format: .text),
                             theme: theme, outputs: [.site], excluding: excluding)
        action.cache = BuildCache.open(for: output.path, keepsInMemory: true).cache
    }

    package func build(changes: Set<String>) -> PreviewBuildResult {
        let progressLine = ProgressLine.start()
        let outcome = action.build(progress: progressLine?.progress)
        progressLine?.finish()
        return PreviewBuildResult(diagnostics: outcome.diagnostics, summaryLine: outcome.summary.line)
    }
}
