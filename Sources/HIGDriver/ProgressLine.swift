import Foundation
import HIGText

/// One updating line on standard error while a build runs longer than a second: files read, pages merged, pages
/// rendered. Nothing is shown when standard error is not a terminal, so logs and pipes never see it.
package final class ProgressLine: @unchecked Sendable {
    /// What the passes report into.
    package let progress: BuildProgress
    private let write: (String) -> Void
    private let timer: DispatchSourceTimer
    private let lock = NSLock()
    private var shown = false
    private var finished = false

    /// Starts a line that first appears after `delay` seconds; nil when standard error is not a terminal
    /// (or `TERM` is `dumb`).
    package static func start(delay: Double = 1, isTerminal: Bool = ProgressLine.standardErrorIsTerminal,
                             write: @escaping (String) -> Void = DiagnosticConsole.standardError) -> ProgressLine? {
        guard isTerminal else { return nil }
        return ProgressLine(delay: delay, write: write)
    }

    /// Whether standard error is an interactive terminal that can redraw a line.
    package static var standardErrorIsTerminal: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    private init(delay: Double, write: @escaping (String) -> Void) {
        self.progress = BuildProgress()
        self.write = write
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "hig.progress"))
        timer.schedule(deadline: .now() + delay, repeating: 0.1)
        timer.setEventHandler { [weak self] in self?.redraw() }
        timer.resume()
    }

    /// Stops redrawing and erases the line, so the summary that follows starts at the left margin.
    package func finish() {
        timer.cancel()
        lock.lock()
        defer { lock.unlock() }
        finished = true
        if shown { write("\r\u{1B}[2K") }
    }

    private func redraw() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        shown = true
        write("\r\u{1B}[2K" + Self.text(progress.snapshot))
    }

    /// `hig: 1200/3380 files read · 3102 pages merged · 810/3102 pages rendered`, only the stages begun so far.
    static func text(_ snapshot: BuildProgress.Snapshot) -> String {
        var parts = ["\(snapshot.filesRead)/\(snapshot.filesTotal) files read"]
        if let merged = snapshot.pagesMerged { parts.append("\(merged) pages merged") }
        if snapshot.pagesTotal > 0 { parts.append("\(snapshot.pagesRendered)/\(snapshot.pagesTotal) pages rendered") }
        if snapshot.writing { parts.append("writing") }
        return "hig: " + parts.joined(separator: " · ")
    }
}
