import Foundation
import HIGCompiler
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a build leaves out of its sources, so the watcher leaves it out too: `--exclude` patterns and output folders.
struct WatchRules {
    var excluding: [String] = []
    var outputFolders: [String] = []
}

/// What a file looked like at one moment: enough to tell that it changed without reading it.
struct FileSignature: Equatable {
    var size: Int64
    var modified: Int64
    var inode: UInt64
}

/// The files under some paths (walked recursively, hidden files and folders skipped as `hig build` skips them)
/// with their signatures.
struct FileTreeSnapshot: Equatable {
    var files: [String: FileSignature] = [:]

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
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for name in names where !name.hasPrefix(".") {
                add(path.hasSuffix("/") ? path + name : path + "/" + name)
            }
        } else {
            files[path] = FileSignature(size: Int64(info.st_size), modified: Self.nanoseconds(info), inode: UInt64(info.st_ino))
        }
    }

    private mutating func addFile(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { return }
        files[path] = FileSignature(size: Int64(info.st_size), modified: Self.nanoseconds(info), inode: UInt64(info.st_ino))
    }

    private static func nanoseconds(_ info: stat) -> Int64 {
        #if canImport(Darwin)
        return Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        return Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }
}

/// Watches files and folders by polling their snapshot: portable, and it sees editors' save-by-rename, files
/// added in new folders and deletions alike. `nextChanges` waits until a change has settled (nothing more changed
/// for `settle` seconds), so a save that touches several files rebuilds once.
struct SourceWatcher {
    var sources: [String]
    var rules: WatchRules
    /// Folders watched whole (the theme).
    var others: [String]
    /// Seconds between two looks while nothing changes.
    var interval: Double
    /// Seconds without a further change after which a change counts as settled.
    var settle: Double
    private var last: FileTreeSnapshot

    init(sources: [String], rules: WatchRules = WatchRules(), others: [String] = [], interval: Double = 0.2, settle: Double = 0.05) {
        self.sources = sources
        self.rules = rules
        self.others = others
        self.interval = interval
        self.settle = settle
        last = FileTreeSnapshot.take(sources: sources, rules: rules, others: others)
    }

    /// Blocks until something changed and settled; returns the changed paths, or nil once `shouldStop` says so.
    mutating func nextChanges(shouldStop: () -> Bool) -> Set<String>? {
        var pending = Set<String>()
        while !shouldStop() {
            Thread.sleep(forTimeInterval: pending.isEmpty ? interval : settle)
            let current = FileTreeSnapshot.take(sources: sources, rules: rules, others: others)
            let changed = current.changes(since: last)
            last = current
            if !changed.isEmpty {
                pending.formUnion(changed)
            } else if !pending.isEmpty {
                return pending
            }
        }
        return nil
    }
}
