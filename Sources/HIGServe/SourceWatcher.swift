import Foundation
import HIGCompiler
import HIGDriver

/// What a build leaves out of its sources, so the watcher leaves it out too: `--exclude` patterns and output folders.
struct WatchRules {
    var excluding: [String] = []
    var outputFolders: [String] = []
}

/// The files under some paths (walked recursively, hidden files and folders skipped as `hig build` skips them)
/// with their signatures.
struct FileTreeSnapshot: Equatable {
    var files: [String: FileSignature] = [:]
    /// The folders the files were found in (and the folders walked), for `FolderEvents` to watch.
    var folders: Set<String> = []

    /// Takes a snapshot of `paths`; a path that does not exist (yet) is simply absent.
    static func take(_ paths: [String]) -> FileTreeSnapshot {
        var snapshot = FileTreeSnapshot()
        for path in paths { snapshot.add(path) }
        return snapshot
    }

    /// Takes a snapshot of what a build of `sources` reads, walked as `hig build` walks them
    /// (`SourceDiscovery.watchedFiles`), and of every file under `others` (the theme).
    static func take(sources: [String], rules: WatchRules, others: [String]) -> FileTreeSnapshot {
        var snapshot = take(others)
        for path in SourceDiscovery.watchedFiles(sources, excluding: rules.excluding, outputFolders: rules.outputFolders) {
            snapshot.addFile(path)
            // Every walked folder's ignore file and manifest are watched paths, present or not: their folders are
            // every folder the build walks.
            snapshot.folders.insert((path as NSString).deletingLastPathComponent)
        }
        return snapshot
    }

    /// The paths added, removed or changed between `earlier` and this snapshot.
    func changes(since earlier: FileTreeSnapshot) -> Set<String> {
        var changed = Set<String>()
        for (path, signature) in files where earlier.files[path] != signature { changed.insert(path) }
        for path in earlier.files.keys where files[path] == nil { changed.insert(path) }
        return changed
    }

    private mutating func add(_ path: String) {
        guard let status = FileStatus(path: path) else { return }
        if status.isFolder {
            folders.insert(path)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for name in names where !name.hasPrefix(".") {
                add(path.hasSuffix("/") ? path + name : path + "/" + name)
            }
        } else {
            files[path] = status.signature
        }
    }

    private mutating func addFile(_ path: String) {
        guard let status = FileStatus(path: path), !status.isFolder else { return }
        files[path] = status.signature
    }
}

/// Watches files and folders by comparing snapshots: portable, and it sees editors' save-by-rename, files added in
/// new folders and deletions alike. It looks when the kernel reports a change in a watched folder (`FolderEvents`,
/// on Linux) and in any case after its interval. `nextChanges` waits until a change has settled (nothing more
/// changed for `settle` seconds), so a save that touches several files rebuilds once.
struct SourceWatcher {
    var sources: [String]
    var rules: WatchRules
    /// Folders watched whole (the theme).
    var others: [String]
    /// Seconds between two looks while nothing changes, at least, where there are no folder events: a look that took
    /// longer is followed by a wait of `idleShare`'s inverse times its length, so a large tree costs the idle server a
    /// bounded share of one core.
    var interval: Double
    /// The most of one core the watcher may spend while nothing changes.
    static let idleShare = 0.1
    /// Seconds between two looks, at least, while folder events wake the watcher: the looks are then only for what
    /// an event missed (a folder filled before its watch began), and this bounds how late that is seen.
    var intervalWithEvents: Double
    /// Seconds without a further change after which a change counts as settled.
    var settle: Double
    private var last: FileTreeSnapshot
    private let events: FolderEvents?

    init(sources: [String], rules: WatchRules = WatchRules(), others: [String] = [], interval: Double = 0.05,
         intervalWithEvents: Double = 0.5, settle: Double = 0.02, events: FolderEvents? = FolderEvents.make()) {
        self.sources = sources
        self.rules = rules
        self.others = others
        self.interval = interval
        self.intervalWithEvents = intervalWithEvents
        self.settle = settle
        self.events = events
        last = FileTreeSnapshot.take(sources: sources, rules: rules, others: others)
        events?.watch(last.folders)
    }

    /// Blocks until something changed and settled; returns the changed paths, or nil once `shouldStop` says so.
    mutating func nextChanges(shouldStop: () -> Bool) -> Set<String>? {
        var pending = Set<String>()
        var lookTook = 0.0
        while !shouldStop() {
            if pending.isEmpty {
                wait(seconds: max(events == nil ? interval : intervalWithEvents, lookTook / Self.idleShare - lookTook))
            } else if let events {
                // Settled when no folder reported anything more: the look that would confirm it is not needed.
                if !events.wait(seconds: settle) { return pending }
            } else {
                Thread.sleep(forTimeInterval: settle)
            }
            let start = ContinuousClock.now
            let current = FileTreeSnapshot.take(sources: sources, rules: rules, others: others)
            lookTook = Self.seconds(ContinuousClock.now - start)
            let changed = current.changes(since: last)
            last = current
            events?.watch(current.folders)
            if !changed.isEmpty {
                pending.formUnion(changed)
            } else if !pending.isEmpty {
                return pending
            }
        }
        return nil
    }

    /// Until a watched folder reports a change, or `seconds` pass.
    private func wait(seconds: Double) {
        if let events {
            _ = events.wait(seconds: seconds)
        } else {
            Thread.sleep(forTimeInterval: seconds)
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
