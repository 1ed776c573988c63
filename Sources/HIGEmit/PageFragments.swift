import Foundation
import HIGCorpus
import HIGText

/// Where each page's fragment lies in a file written as one fragment per page (corpus.json's `pages`), named by the
/// page's digest (`RenderMemo.pageDigest`: every field of the page), so the next build copies the bytes of a page
/// that did not change from that file instead of encoding the page again.
package struct FragmentLayout: Equatable, Sendable {
    /// Each fragment's page digest, in file order.
    package var digests: [String] = []
    /// Each fragment's bytes in the file, in file order.
    package var ranges: [Range<Int>] = []

    package init(digests: [String] = [], ranges: [Range<Int>] = []) {
        self.digests = digests
        self.ranges = ranges
    }

    mutating func append(_ digest: String, _ range: Range<Int>) {
        digests.append(digest)
        ranges.append(range)
    }

    /// One line per fragment: `digest start end`.
    package func encoded() -> [UInt8] {
        var out: [UInt8] = []
        for (digest, range) in zip(digests, ranges) { out += "\(digest) \(range.lowerBound) \(range.upperBound)\n".utf8 }
        return out
    }

    /// The layout `encoded()` wrote; `nil` for anything else.
    package static func decoded(_ bytes: ArraySlice<UInt8>) -> FragmentLayout? {
        var layout = FragmentLayout()
        for line in bytes.split(separator: 0x0A) {
            let parts = line.split(separator: 0x20)
            guard parts.count == 3, let start = Int(String(decoding: parts[1], as: UTF8.self)),
                  let end = Int(String(decoding: parts[2], as: UTF8.self)), 0 <= start, start <= end else { return nil }
            layout.digests.append(String(decoding: parts[0], as: UTF8.self))
            layout.ranges.append(start..<end)
        }
        return layout
    }
}

/// The last build's file of per-page fragments and its layout, kept across builds by the driver's store: a page whose
/// digest is in the layout has its bytes copied from that file.
package protocol FragmentMemo: Sendable {
    /// The last build's file at `path` (relative to the output folder) and its layout, when the file is still as that
    /// build wrote it and its layout was kept.
    func previous(_ path: String) -> (file: String, layout: FragmentLayout)?
    /// Keeps the layout of the file at `path` just written at `written` (its place in the new output).
    func written(_ path: String, at written: URL, layout: FragmentLayout)
}

/// Every page's `RenderMemo.pageDigest`, made once on first use for every emitter that asks (the site keys its pages
/// by them, corpus.json its fragments).
package final class PageDigests: @unchecked Sendable {
    // Unchecked: `made` is guarded by `lock`.
    private let pages: [Page]
    private let digest: @Sendable (Page) -> String
    private let lock = NSLock()
    private var made: [String]?

    package init(_ pages: [Page], digest: @escaping @Sendable (Page) -> String) {
        self.pages = pages
        self.digest = digest
    }

    /// The digests in page order; the first caller makes them while the others wait.
    package var all: [String] {
        lock.withLock {
            if let made { return made }
            let digests = ConcurrentMap.map(pages, digest)
            made = digests
            return digests
        }
    }
}

/// Consecutive fragments of the last file to copy as one run of bytes (the separators between them included), and
/// where the run goes in the new file.
struct FragmentRun {
    /// The run's bytes in the last file, empty when there is no run.
    private var bytes: Range<Int> = 0..<0
    /// Where the run starts in the new file.
    private var start = 0
    /// The last file's place of the run's last fragment.
    private var lastFragment: Int?

    /// Starts a run at fragment `fragment` of the last file's `layout`, copied to `begin` of the new file.
    mutating func start(_ fragment: Int, of layout: FragmentLayout, at begin: Int, digest: String, into written: inout FragmentLayout) {
        bytes = layout.ranges[fragment]
        start = begin
        lastFragment = fragment
        written.append(digest, begin..<begin + bytes.count)
    }

    /// Adds fragment `fragment` of the last file's `layout` to the run when it follows the run's last one; `false` when
    /// it does not (or there is no run).
    mutating func extend(with fragment: Int, of layout: FragmentLayout, digest: String, into written: inout FragmentLayout) -> Bool {
        guard let lastFragment, fragment == lastFragment + 1 else { return false }
        let range = layout.ranges[fragment]
        let offset = start - bytes.lowerBound
        written.append(digest, range.lowerBound + offset..<range.upperBound + offset)
        bytes = bytes.lowerBound..<range.upperBound
        self.lastFragment = fragment
        return true
    }

    /// Copies the run from `file` into `sink` and ends it.
    mutating func flush(from file: ReadableFile?, into sink: inout some ByteSink) throws {
        guard lastFragment != nil, let file else { return }
        try file.copy(bytes, into: &sink)
        lastFragment = nil
    }
}

/// A file opened for reading runs of its bytes at given offsets (the last output's copy of a fragment).
package final class ReadableFile {
    private let descriptor: Int32
    /// Room for one read, made on the first copy and used for every one after.
    private var buffer: [UInt8] = []

    package init?(path: String) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 { return nil }
    }

    deinit { close(descriptor) }

    /// Copies the bytes of `range` into `sink`, a run at a time; throws when the file holds fewer.
    package func copy(_ range: Range<Int>, into sink: inout some ByteSink) throws {
        if buffer.isEmpty { buffer = [UInt8](repeating: 0, count: 1 << 20) }
        var offset = range.lowerBound
        while offset < range.upperBound {
            let wanted = min(buffer.count, range.upperBound - offset)
            let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, wanted, off_t(offset)) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { throw ShortRead() }
            try buffer.withUnsafeBytes { try sink.write(UnsafeRawBufferPointer(rebasing: $0[0..<read])) }
            offset += read
        }
    }

    /// The file ended before a range it was asked for.
    struct ShortRead: Error {}
}

/// A sink that counts the bytes written through it (where each fragment starts).
struct CountingSink<Base: ByteSink>: ByteSink {
    var base: Base
    private(set) var count = 0

    init(base: Base) { self.base = base }

    mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        try base.write(bytes)
        count += bytes.count
    }

    mutating func reserve(_ count: Int) { base.reserve(count) }
}
