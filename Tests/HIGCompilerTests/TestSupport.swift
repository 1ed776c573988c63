import Foundation
import HIGCorpus
@testable import HIGCompiler

/// Helpers shared by the compiler tests.
enum TestSupport {
    /// The repository root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the repository, when present.
    static var sharedFolder: URL? {
        let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Compiles one in-memory file into a page (or nil when skipped), with its diagnostics.
    static func compile(_ text: String, path: String = "t.md") -> (Page?, [Diagnostic]) {
        let (outcome, diagnostics) = SourceReader().read(SourceInput(path: path, bytes: Array(text.utf8)))
        guard case .page(let raw) = outcome else { return (nil, diagnostics) }
        var all = diagnostics
        let page = PageAssembler().assemble(raw, pinned: nil, diagnostics: &all).page
        return (page, all)
    }

    /// One line per block: `L<line> <kind> <en> | <ko or ->`, texts cut to `width` characters.
    static func dump(_ page: Page?, width: Int = 1000) -> [String] {
        guard let page else { return [] }
        return page.blocks.map { block in
            let en = String(block.text.en.prefix(width))
            let ko = block.text.ko.map { String($0.prefix(width)) } ?? "-"
            return "L\(block.source.line) \(block.kind.rawValue) \(en) | \(ko)"
        }
    }

    /// Compiles whole folders the way `hig build` does.
    static func compile(paths: [String]) -> Compilation {
        CorpusCompiler().compile(SourceDiscovery.discover(paths))
    }
}

/// Build cache entries in memory, as a build cache folder holds them.
final class MemoryCacheStore: ReadCacheStore, @unchecked Sendable {
    // Unchecked: tests use it from the compiler's worker threads, so `entries` is guarded by `lock`.
    private let lock = NSLock()
    private var stored: [String: [UInt8]] = [:]

    var entries: [String: [UInt8]] {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    func load(_ key: String) -> [UInt8]? { lock.withLock { stored[key] } }
    func save(_ key: String, _ entry: [UInt8]) { lock.withLock { stored[key] = entry } }
    func removeAll(except keep: Set<String>) { lock.withLock { stored = stored.filter { keep.contains($0.key) } } }

    /// The names of the entries under `header`, sorted.
    func keys(header: String) -> [String] {
        entries.filter { $0.value.starts(with: Array(header.utf8)) }.map(\.key).sorted()
    }
}
