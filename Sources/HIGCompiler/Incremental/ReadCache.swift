import Foundation
import HIGCorpus
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What reading and assembling one file gave: its page or why it was left out, and its diagnostics. The read
/// cache stores it; a file read afresh gives the same value.
struct FileRead: Equatable, Sendable {
    var page: AssembledPage?
    var skipped: SkippedSource?
    var diagnostics: [Diagnostic]
}

/// Read results of earlier builds, content-addressed: a file whose bytes, recorded paths and manifest entry are
/// those of an earlier build skips decode → read → align and gets that build's result back.
///
/// Entries live one per file in a folder (`BuildCache` keeps it beside the output). Each entry is
/// `hig-read 2\n<SHA-256 of the payload>\n<payload>` (`FileReadCoding`); one that does not check out is read afresh and noted,
/// never trusted. `salt` names the hig that wrote the entries, so another hig never reads them.
public final class ReadCache: @unchecked Sendable {
    // Unchecked: `memory`, `used`, `notes` and the counters are guarded by `lock`; the rest is immutable.
    /// The folder of entries; `nil` keeps results in memory only.
    public let folder: URL?
    private let salt: String
    /// Keep every result in memory too, for a process that builds again (`hig serve`).
    private let keepsInMemory: Bool
    private let lock = NSLock()
    private var memory: [String: FileRead] = [:]
    private var used: Set<String> = []
    private var damaged = 0
    /// Files whose result came from the cache, and files read afresh, since the last `startBuild`.
    public private(set) var hits = 0
    public private(set) var misses = 0

    static let header = "hig-read 2\n"

    public init(folder: URL?, salt: String, keepsInMemory: Bool = false) {
        self.folder = folder
        self.salt = salt
        self.keepsInMemory = keepsInMemory
        if let folder { try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    }

    /// Resets what the next build counts and uses.
    public func startBuild() {
        lock.withLock {
            used = []
            hits = 0
            misses = 0
            damaged = 0
        }
    }

    /// The entry name of one input: everything its read depends on (bytes, recorded and relative paths, manifest
    /// entry, what discovery knew) and the salt, hashed.
    func key(for input: SourceInput, pinned: ManifestEntry?) -> String {
        var material = Array("\(salt)\0\(input.path)\0\(input.relativePath)\0\(input.isKnownText)\0".utf8)
        if let pinned { material += Array("\(pinned)".utf8) }
        material.append(0)
        material += Array(Hashing.sha256Hex(input.bytes).utf8)
        return Hashing.sha256Hex(material)
    }

    /// The stored result for `key`, or `nil` (counted as a miss) when there is none or it does not check out.
    func lookup(_ key: String) -> FileRead? {
        lock.lock()
        used.insert(key)
        if let found = memory[key] {
            hits += 1
            lock.unlock()
            return found
        }
        lock.unlock()
        var found: FileRead?
        var isDamaged = false
        if let folder, let data = FileManager.default.contents(atPath: folder.appendingPathComponent(key).path) {
            found = Self.decode(data)
            isDamaged = found == nil
        }
        lock.withLock {
            if found == nil { misses += 1 } else { hits += 1 }
            if isDamaged { damaged += 1 }
            if keepsInMemory, let found { memory[key] = found }
        }
        return found
    }

    /// Stores a fresh result; a failure to write only costs a later build the read.
    func store(_ key: String, _ read: FileRead) {
        lock.withLock {
            used.insert(key)
            if keepsInMemory { memory[key] = read }
        }
        guard let folder else { return }
        let payload = FileReadCoding.encode(read)
        let entry = Array((Self.header + Hashing.sha256Hex(payload) + "\n").utf8) + payload
        // Written in place, without a temporary file or fsync (they cost more than the read they save): an entry
        // cut short by a killed build, or two builds writing one entry at once, fails its checksum and is read afresh.
        let descriptor = open(folder.appendingPathComponent(key).path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var written = 0
        while written < entry.count {
            let count = entry[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            written += count
        }
    }

    /// Keys of the results kept in memory (tests).
    var storedKeys: [String] { lock.withLock { Array(memory.keys) } }

    /// A result kept in memory (tests).
    func memoryEntry(_ key: String) -> FileRead? { lock.withLock { memory[key] } }

    /// Removes the entries this build did not use (files deleted or changed since), so the cache holds one build;
    /// memory keeps only the entries this build used.
    public func prune() {
        let keep = lock.withLock { used }
        lock.withLock { memory = memory.filter { keep.contains($0.key) } }
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where !keep.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// A note when entries were damaged (they were read afresh), else nothing.
    public var damageNote: Diagnostic? {
        let count = lock.withLock { damaged }
        guard count > 0 else { return nil }
        return Diagnostic(.note, "hig.cache.damaged", "\(count) build cache \(count == 1 ? "entry was" : "entries were") damaged; read afresh")
    }

    /// The result in an entry, or `nil` when its header, checksum or payload does not check out.
    static func decode(_ data: Data) -> FileRead? {
        let bytes = [UInt8](data)
        let headerBytes = Array(header.utf8)
        guard bytes.count > headerBytes.count + 65, Array(bytes[..<headerBytes.count]) == headerBytes,
              bytes[headerBytes.count + 64] == UInt8(ascii: "\n") else { return nil }
        let checksum = String(decoding: bytes[headerBytes.count..<(headerBytes.count + 64)], as: UTF8.self)
        let payload = bytes[(headerBytes.count + 65)...]
        guard Hashing.sha256Hex(payload) == checksum else { return nil }
        return try? FileReadCoding.decode(payload)
    }
}
