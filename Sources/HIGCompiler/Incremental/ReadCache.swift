import Foundation
import HIGCorpus
import HIGText

/// What reading and assembling one file gave: its page or why it was left out, and its diagnostics. The read
/// cache stores it; a file read afresh gives the same value.
struct FileRead: Equatable, Sendable {
    var page: AssembledPage?
    var skipped: SkippedSource?
    var diagnostics: [Diagnostic]
}

/// Where read cache entries are kept between builds (`hig build` keeps them in a folder beside the output); the
/// compiler itself writes no file.
public protocol ReadCacheStore: Sendable {
    /// The entry stored under `key`, if any.
    func load(_ key: String) -> [UInt8]?
    /// Stores an entry; a failure only costs a later build the read.
    func save(_ key: String, _ entry: [UInt8])
    /// Removes every entry but those under `keep`.
    func removeAll(except keep: Set<String>)
}

/// Read results of earlier builds, content-addressed: a file whose bytes, recorded paths and manifest entry are
/// those of an earlier build skips decode → read → align and gets that build's result back.
///
/// Each entry is `hig-read 2\n<SHA-256 of the payload>\n<payload>` (`FileReadCoding`); one that does not check out
/// is read afresh and noted, never trusted. `salt` names the hig that wrote the entries, so another hig never reads
/// them.
public final class ReadCache: @unchecked Sendable {
    // Unchecked: `memory`, `used` and the counters are guarded by `lock`; the rest is immutable.
    /// Where entries are kept; `nil` keeps results in memory only.
    public let store: (any ReadCacheStore)?
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

    public init(store: (any ReadCacheStore)?, salt: String, keepsInMemory: Bool = false) {
        self.store = store
        self.salt = salt
        self.keepsInMemory = keepsInMemory
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

    /// The entry name of every input of `sources`, in order: what the build would read, named by everything each
    /// read depends on (`hig build`'s up-to-date check compares them with the last build's).
    public func keys(for sources: SourceSet) -> [String] {
        ConcurrentMap.map(Array(sources.inputs.indices)) { index in
            let input = sources.inputs[index]
            return key(for: input, pinned: sources.pinned[input.path])
        }
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
        if let data = store?.load(key) {
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
        guard let store else { return }
        store.save(key, ChecksummedEntry.wrap(FileReadCoding.encode(read), header: Self.header))
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
        store?.removeAll(except: keep)
    }

    /// A note when entries were damaged (they were read afresh), else nothing.
    public var damageNote: Diagnostic? {
        let count = lock.withLock { damaged }
        guard count > 0 else { return nil }
        return Diagnostic(.note, "hig.cache.damaged", "\(count) build cache \(count == 1 ? "entry was" : "entries were") damaged; read afresh")
    }

    /// The result in an entry, or `nil` when its header, checksum or payload does not check out.
    static func decode(_ bytes: [UInt8]) -> FileRead? {
        ChecksummedEntry.unwrap(bytes, header: header).flatMap { try? FileReadCoding.decode($0) }
    }
}
