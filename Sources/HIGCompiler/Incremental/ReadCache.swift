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
/// those of an earlier build skips decode → read → align and gets that build's result back. The passes after the
/// read keep their results for unchanged input here too (`lookupResult`): a group of such files that dedup puts
/// together again gets its merged page back, and a page compiled the same gets its rules, aligned sentences and
/// lexicon words back.
///
/// Each entry is `hig-read 6\n<SHA-256 of the payload>\n<payload>` (`FileReadCoding`; a pass's result has its
/// own header, e.g. `MergedGroupCoding.header`); one that does not check out is made afresh and noted, never
/// trusted. `salt` names the hig that wrote the entries, so another hig never reads them.
public final class ReadCache: @unchecked Sendable {
    // Unchecked: `memory`, `results`, `used` and the counters are guarded by `lock`; the rest is immutable.
    /// Where entries are kept; `nil` keeps results in memory only.
    public let store: (any ReadCacheStore)?
    private let salt: String
    /// Keep every result in memory too, for a process that builds again (`hig serve`).
    private let keepsInMemory: Bool
    private let lock = NSLock()
    private var memory: [String: FileRead] = [:]
    /// Results of passes over unchanged input (`lookupResult`), by entry name.
    private var results: [String: any Sendable] = [:]
    private var used: Set<String> = []
    private var damaged = 0
    /// Files whose result came from the cache, and files read afresh, since the last `startBuild`.
    public private(set) var hits = 0
    public private(set) var misses = 0

    static let header = "hig-read 6\n"

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

    /// The entry name of a group's merge: the read entry names of its files, in the group's order (a file's entry
    /// names everything its read page is made from, and a group's merge depends only on its files' pages).
    func mergeKey(readKeys: [String]) -> String {
        Hashing.sha256Hex(Array("\(salt)\0merge\0\(readKeys.joined(separator: "\0"))".utf8))
    }

    /// The entry name of a pass's result for one page: the pass and every field of the page (`CacheWriter.page`).
    func pageKey(_ page: Page, pass: String) -> String {
        var out = CacheWriter()
        out.string(salt)
        out.string(pass)
        out.page(page)
        return Hashing.sha256Hex(out.bytes)
    }

    /// The entry name of a pass's result for one page's block texts: the pass and every text, English and Korean.
    func textsKey(_ texts: [BilingualText], pass: String) -> String {
        var out = CacheWriter()
        out.string(salt)
        out.string(pass)
        out.array(texts) { $0.bilingual($1) }
        return Hashing.sha256Hex(out.bytes)
    }

    /// A stored result of a pass (a group's merge, a page's rules, its index terms…) for `key`, or `nil` when there is none or it does
    /// not check out (counted as damaged, not as a file read or skipped).
    public func lookupResult<T: Sendable>(_ key: String, header: String, decode: (ArraySlice<UInt8>) throws -> T) -> T? {
        if let found = lock.withLock({ () -> T? in
            used.insert(key)
            return results[key] as? T
        }) { return found }
        guard let data = store?.load(key) else { return nil }
        let found = ChecksummedEntry.unwrap(data, header: header).flatMap { try? decode($0) }
        lock.withLock {
            if found == nil { damaged += 1 }
            if keepsInMemory, let found { results[key] = found }
        }
        return found
    }

    /// A pass's result for `key`: the stored one when it checks out, else `make()`'s, stored for the next build.
    func result<Coding: PassResultCoding>(_ key: String, _ coding: Coding.Type, make: () -> Coding.Value) -> Coding.Value {
        if let found = lookupResult(key, header: Coding.header, decode: Coding.decode) { return found }
        let made = make()
        storeResult(key, made, header: Coding.header, encode: Coding.encode)
        return made
    }

    /// Stores a pass's fresh result; a failure to write only costs a later build the work.
    public func storeResult<T: Sendable>(_ key: String, _ value: T, header: String, encode: (T) -> [UInt8]) {
        lock.withLock {
            used.insert(key)
            if keepsInMemory { results[key] = value }
        }
        store?.save(key, ChecksummedEntry.wrap(encode(value), header: header))
    }

    /// Keys of the results kept in memory (tests).
    var storedKeys: [String] { lock.withLock { Array(memory.keys) } }

    /// A result kept in memory (tests).
    func memoryEntry(_ key: String) -> FileRead? { lock.withLock { memory[key] } }

    /// Removes the entries this build did not use (files deleted or changed since, groups merged otherwise), so the
    /// cache holds one build; memory keeps only the entries this build used.
    public func prune() {
        let keep = lock.withLock { used }
        lock.withLock {
            memory = memory.filter { keep.contains($0.key) }
            results = results.filter { keep.contains($0.key) }
        }
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

/// How a compiler pass's result is kept in the read cache (`ReadCache.result`): its entry header and its bytes.
protocol PassResultCoding {
    associatedtype Value: Sendable
    /// Names the entry's kind and layout: change it with the layout.
    static var header: String { get }
    static func encode(_ value: Value) -> [UInt8]
    static func decode(_ bytes: ArraySlice<UInt8>) throws -> Value
}
