import Foundation

/// Counts a build's progress as its passes run (files read, pages merged, pages rendered), for a progress line.
/// Passes report into it from any thread; a reader takes consistent snapshots.
public final class BuildProgress: @unchecked Sendable {
    /// The counts at one moment.
    public struct Snapshot: Equatable, Sendable {
        public var filesTotal = 0
        public var filesRead = 0
        /// Pages after dedup/merge; nil until merging finished.
        public var pagesMerged: Int?
        public var pagesTotal = 0
        public var pagesRendered = 0
        /// Whether the output files are being written.
        public var writing = false

        public init() {}
    }

    private let lock = NSLock()
    private var state = Snapshot()

    public init() {}

    public var snapshot: Snapshot {
        lock.lock()
        defer { lock.unlock() }
        return state
    }

    public func startReading(files: Int) { update { $0.filesTotal = files } }
    public func fileRead() { update { $0.filesRead += 1 } }
    public func merged(pages: Int) { update { $0.pagesMerged = pages } }
    public func startRendering(pages: Int) { update { $0.pagesTotal = pages } }
    public func pageRendered() { update { $0.pagesRendered += 1 } }
    public func startWriting() { update { $0.writing = true } }

    private func update(_ change: (inout Snapshot) -> Void) {
        lock.lock()
        change(&state)
        lock.unlock()
    }
}
