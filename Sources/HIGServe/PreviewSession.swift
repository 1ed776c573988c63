import Foundation
import HIGCorpus
import HIGDriver
import HIGText

/// Pages served from memory over the built site: an edited page, previewed before the full build that follows
/// puts its own in the site folder.
final class SiteOverlay: @unchecked Sendable {
    // Unchecked: `pages` is guarded by `lock`.
    private let lock = NSLock()
    private var pages: [String: Data] = [:]

    /// The bytes served for a path of the site folder in place of the file's, if any.
    func contents(of path: String) -> Data? { lock.withLock { pages[path] } }

    /// Serves these pages until `clear`.
    func show(_ newPages: [String: Data]) { lock.withLock { pages.merge(newPages) { _, new in new } } }

    /// Stops serving every page; returns the paths of those whose bytes the site folder now holds too.
    func clear(matching root: URL) -> [String] {
        let shown = lock.withLock {
            defer { pages = [:] }
            return pages
        }
        return shown.filter { FileManager.default.contents(atPath: root.appendingPathComponent($0.key).path) == $0.value }.keys.sorted()
    }

    var isEmpty: Bool { lock.withLock { pages.isEmpty } }
}

/// One edit, from the save to the full build served: the edited pages first (from memory, reloading only them),
/// then the full build (which reloads every open page but the previewed ones it left as they were shown).
struct PreviewSession {
    let builder: any PreviewBuilder
    let console: DiagnosticConsole
    let hub: LiveReloadHub
    let counter: BuildCounter
    let overlay: SiteOverlay
    /// The served site folder, to compare the previewed pages with what the full build wrote.
    let siteRoot: URL

    func rebuild(_ changes: Set<String>) {
        let described = RebuildLoop.describe(changes)
        switch builder.previewPages(changes: changes) {
        case .pages(let pages):
            overlay.show(pages)
            publish(LiveStatus(build: counter.next(), errors: [], reload: pages.keys.sorted()))
            console.write(Escape.terminal("hig serve: \(described) changed; serving \(RebuildLoop.describe(Set(pages.keys))), rebuilding") + "\n")
        case .fullBuildFirst(let reason):
            console.write(Escape.terminal("hig serve: \(described) changed; rebuilding (\(reason))") + "\n")
        }
        let result = builder.build(changes: changes)
        console.write(result.consoleText)
        let unchanged = overlay.clear(matching: siteRoot)
        publish(result.succeeded ? LiveStatus(build: counter.next(), errors: [], kept: unchanged.isEmpty ? nil : unchanged)
                                 : LiveStatus(build: counter.current, errors: result.errors))
    }

    /// Tells the open pages, in order: the next status is not sent before this one.
    private func publish(_ status: LiveStatus) {
        let hub = hub
        let sent = DispatchSemaphore(value: 0)
        Task {
            await hub.publish(status)
            sent.signal()
        }
        sent.wait()
    }
}
