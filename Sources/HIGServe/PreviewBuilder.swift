import Foundation
import HIGCorpus
import HIGDriver

/// Builds the site `hig serve` shows. This is the seam where an incremental builder plugs in: it is told which
/// paths changed; the full rebuild below ignores them.
public protocol PreviewBuilder {
    /// Builds after `changes` (paths under the watched sources or theme that changed; empty for the first build)
    /// and replaces the served site only when the build had no error.
    func build(changes: Set<String>) -> PreviewBuildResult
}

/// What the server tells open pages and the console after one build.
public struct PreviewBuildResult: Sendable {
    /// Every diagnostic, sorted by place.
    public var diagnostics: [Diagnostic]
    /// The build's summary line (`hig: 5 files → 4 pages, …`).
    public var summaryLine: String

    /// The errors that kept the site from being replaced, as `path:line:column: error: message [id]`.
    public var errors: [String] { diagnostics.filter { $0.severity == .error }.map(\.formatted) }
    public var succeeded: Bool { errors.isEmpty }
    /// The diagnostics and the summary, as `hig build` prints them.
    public var consoleText: String { diagnostics.map { $0.formatted + "\n" }.joined() + summaryLine + "\n" }

    public init(diagnostics: [Diagnostic], summaryLine: String) {
        self.diagnostics = diagnostics
        self.summaryLine = summaryLine
    }
}

/// Today's builder: every change rebuilds everything through `hig build`'s own action, writing only the site
/// (corpus.json is always written; rules.json and search.sqlite are not needed to preview pages).
public struct FullRebuild: PreviewBuilder {
    public var action: BuildAction

    /// A build of `sources` into `output`, with an optional theme override folder.
    public init(sources: [String], output: URL, theme: String?) {
        action = BuildAction(sources: sources, output: output.path, console: DiagnosticConsole(format: .text),
                             theme: theme, outputs: [.site])
    }

    public func build(changes: Set<String>) -> PreviewBuildResult {
        let progressLine = ProgressLine.start()
        let outcome = action.build(progress: progressLine?.progress)
        progressLine?.finish()
        return PreviewBuildResult(diagnostics: outcome.diagnostics, summaryLine: outcome.summary.line)
    }
}
