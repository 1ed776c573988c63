import Foundation
import HIGCorpus
import HIGDriver
import HIGText

/// `hig serve`: builds the sources into a temporary folder, serves the site on 127.0.0.1, rebuilds when a source
/// or theme file changes and reloads the open pages; a failed build leaves the last good site served and shows its
/// errors in the pages. Ctrl-C stops it and removes the temporary folder.
///
/// It never writes the output folder `hig build` writes: a preview of half-edited sources must not replace a
/// complete build, and the preview builds only the site.
package struct ServeAction {
    package var sources: [String]
    /// 0 picks a free port.
    package var port: UInt16
    /// Open the site in the default browser once it is served.
    package var openBrowser: Bool
    /// A folder of theme files that replace the built-in ones; watched like the sources.
    package var theme: String?
    /// Where the URL and each build's outcome are printed.
    package var console: DiagnosticConsole
    /// Paths to leave out, in gitignore syntax, as `hig build --exclude` (neither built nor watched).
    package var excluding: [String]

    package init(sources: [String], port: UInt16, openBrowser: Bool = false, theme: String? = nil,
                console: DiagnosticConsole = DiagnosticConsole(format: .text), excluding: [String] = []) {
        self.excluding = excluding
        self.sources = sources
        self.port = port
        self.openBrowser = openBrowser
        self.theme = theme
        self.console = console
    }

    /// Serves until interrupted; returns the exit status (0 after Ctrl-C, 1 when the server could not start).
    package func run() async -> Int32 {
        guard let workspace = Self.makeWorkspace() else {
            console.write("hig serve: cannot create a temporary folder in \(FileManager.default.temporaryDirectory.path)\n")
            return 1
        }
        defer { try? FileManager.default.removeItem(at: workspace) }
        let output = workspace.appendingPathComponent("output")
        let builder: any PreviewBuilder = IncrementalRebuild(sources: sources, output: output, theme: theme, excluding: excluding)
        // The first snapshot comes before the first build, so a save during that build is not missed. The watcher
        // walks the sources as the build does (`.higignore`, --exclude, output folders).
        let watcher = SourceWatcher(sources: sources, rules: WatchRules(excluding: excluding, outputFolders: [output.path]),
                                    others: theme.map { [$0] } ?? [])

        let first = builder.build(changes: [])
        report(first)
        let buildCounter = BuildCounter()
        let hub = LiveReloadHub(status: LiveStatus(build: buildCounter.next(), errors: first.errors))

        let server: PreviewServer
        let listeningPort: UInt16
        let overlay = SiteOverlay()
        let siteRoot = output.appendingPathComponent("site")
        do {
            server = try await PreviewServer(root: siteRoot, port: port, hub: hub, overlay: overlay)
            listeningPort = try await server.start()
        } catch {
            console.write("hig serve: cannot serve on 127.0.0.1:\(port): \(error)\n")
            return 1
        }
        let address = "http://127.0.0.1:\(listeningPort)/"
        FileHandle.standardOutput.write(Data("hig serve: serving \(address) (Ctrl-C to stop)\n".utf8))
        if openBrowser { Self.open(address) }

        let session = PreviewSession(builder: builder, console: console, hub: hub, counter: buildCounter, overlay: overlay, siteRoot: siteRoot)
        let loop = RebuildLoop(watcher: watcher, session: session)
        Thread { loop.run() }.start()

        await InterruptSignal.wait()
        await hub.closeAll()
        await server.stop()
        // A build in progress finishes first, so nothing writes into the temporary folder once it is removed
        // (a second Ctrl-C exits at once).
        if loop.isBuilding { console.write("hig serve: stopping after the build in progress (Ctrl-C again to stop now)\n") }
        await loop.stopAndWait()
        console.write("hig serve: stopped\n")
        return 0
    }

    private func report(_ result: PreviewBuildResult) {
        console.write(result.consoleText)
    }

    /// A new private folder `hig-serve-XXXXXX` in the system's temporary folder.
    static func makeWorkspace() -> URL? {
        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("hig-serve-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    /// Opens the address in the default browser (`xdg-open` on Linux, `open` on macOS); failure is not an error.
    static func open(_ address: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        process.arguments = [address]
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", address]
        #endif
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}

/// Watches the sources and the theme on its own thread (builds block, and must not hold up the server's tasks),
/// and after each settled change previews the edited pages and rebuilds (`PreviewSession`).
final class RebuildLoop: @unchecked Sendable {
    // Unchecked: `watcher` and `session` are used only by the thread running `run()` once the loop is made; `stop`,
    // `building` and `finished` are thread-safe.
    private var watcher: SourceWatcher
    private let session: PreviewSession
    private let stop = StopFlag()
    private let building = StopFlag()
    private let finished = DispatchSemaphore(value: 0)

    init(watcher: SourceWatcher, session: PreviewSession) {
        self.watcher = watcher
        self.session = session
    }

    /// Whether a rebuild is running now.
    var isBuilding: Bool { building.isSet }

    func run() {
        defer { finished.signal() }
        while let changes = watcher.nextChanges(shouldStop: { stop.isSet }) {
            building.set()
            session.rebuild(changes)
            building.clear()
        }
    }

    /// Asks the loop to stop and returns once it has (after the build in progress, if any).
    func stopAndWait() async {
        stop.set()
        let finished = finished
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                finished.wait()
                continuation.resume()
            }.start()
        }
    }

    /// `seeds/001.txt` or `3 files`.
    static func describe(_ changes: Set<String>) -> String {
        changes.count == 1 ? changes.first! : "\(changes.count) files"
    }
}

/// Names successive good builds, unique across restarts of the server so a page opened before one reloads after it.
final class BuildCounter: @unchecked Sendable {
    private let lock = NSLock()
    private let run = String(UInt64(Date().timeIntervalSince1970 * 1000), radix: 36)
    private var count = 0

    func next() -> String {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return "\(run)-\(count)"
    }

    var current: String {
        lock.lock()
        defer { lock.unlock() }
        return "\(run)-\(count)"
    }
}

/// A flag set and cleared from any thread.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() { change(to: true) }
    func clear() { change(to: false) }

    private func change(to newValue: Bool) {
        lock.lock()
        value = newValue
        lock.unlock()
    }
}
