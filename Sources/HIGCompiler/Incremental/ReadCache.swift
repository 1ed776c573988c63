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

/// Where the store's entries are kept between builds (`hig build` keeps them in a folder beside the output,
/// `EntryPack`); the compiler itself writes no file. Entries are bytes under a key's name.
public protocol ReadCacheStore: Sendable {
    /// The entry stored under `key`, if any.
    func load(_ key: String) -> [UInt8]?
    /// Stores an entry; a failure only costs a later build the work.
    func save(_ key: String, _ entry: [UInt8])
    /// Stores the entry `prefix` followed by `payload`: a store that can write them apart overrides this, so a large
    /// payload is not copied to join them.
    func save(_ key: String, prefix: [UInt8], payload: [UInt8])
    /// Removes every entry but those under `keep`.
    func removeAll(except keep: Set<String>)
}

extension ReadCacheStore {
    public func save(_ key: String, prefix: [UInt8], payload: [UInt8]) { save(key, prefix + payload) }
}

/// The build's one store of incremental state: every result a pass or an emitter keeps for unchanged input, of
/// every `StoredKind` (a file's read, a group's merge, a page's rules, aligned sentences and lexicon words, its index
/// terms, a themed page's rendering), content-addressed. A result is named by a `StoreKey` made from the bytes of
/// everything it depends on (`key(_:_:)`, the one way to make a key), read back through `value(_:_:)`, kept
/// through `keep(_:_:_:)` or `result(_:_:make:)`. docs/incremental.md describes the design.
///
/// Each entry is `<kind's header><SHA-256 of the payload>\n<payload>` (`ChecksummedEntry`); one that does not check
/// out is made afresh and noted, never trusted. `salt` names the hig that wrote the entries and is part of every
/// key, so another hig never reads them.
public final class ReadCache: @unchecked Sendable {
    // Unchecked: `memory`, `used` and the counters are guarded by `lock`; the rest is immutable.
    /// Where entries are kept; `nil` keeps results in memory only.
    public let store: (any ReadCacheStore)?
    private let salt: String
    /// Keep every result in memory too, for a process that builds again (`hig serve`).
    private let keepsInMemory: Bool
    private let lock = NSLock()
    /// Results made or read by this process, by key name. A key's material holds its kind's header, so the value
    /// under a key is always of that kind's `Value`.
    private var memory: [String: any Sendable] = [:]
    private var used: Set<String> = []
    private var damaged = 0
    /// Files whose result came from the cache, and files read afresh, since the last `startBuild`.
    public private(set) var hits = 0
    public private(set) var misses = 0

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

    // MARK: Keys

    /// The key of a `Kind` result made from `inputs`: the salt, the kind's header, then every input the caller
    /// writes, hashed. The one way to make a key.
    package func key<Kind: StoredKind>(_ kind: Kind.Type, _ inputs: (inout KeyMaterial) -> Void) -> StoreKey {
        var material = KeyMaterial()
        material.string(salt)
        material.string(Kind.header)
        inputs(&material)
        return material.key
    }

    /// The key of one input's read: everything its read depends on (its bytes' digest, recorded and relative
    /// paths, manifest entry, what discovery knew).
    func key(for input: SourceInput, pinned: ManifestEntry?) -> StoreKey {
        key(FileReadCoding.self) { material in
            material.string(input.path)
            material.string(input.relativePath)
            material.bool(input.isKnownText)
            material.optional(pinned) { $0.manifestEntry($1) }
            material.string(Hashing.sha256Hex(input.bytes))
        }
    }

    /// The read key name of every input of `sources`, in order: what the build would read, named by everything each
    /// read depends on (`hig build`'s up-to-date check compares them with the last build's).
    public func keys(for sources: SourceSet) -> [String] {
        ConcurrentMap.map(Array(sources.inputs.indices)) { index in
            let input = sources.inputs[index]
            return key(for: input, pinned: sources.pinned[input.path]).name
        }
    }

    /// The key of a group's merge: the read keys of its files, in the group's order (a file's read key names
    /// everything its read page is made from, and a group's merge depends only on its files' pages).
    func mergeKey(readKeys: [String]) -> StoreKey {
        key(MergedGroupCoding.self) { material in material.array(readKeys) { $0.string($1) } }
    }

    /// The key of a `Kind` result for one page: every field of the page (`CacheWriter.page`, which
    /// `ModelFieldCoverageTests` holds to the model).
    func pageKey<Kind: StoredKind>(_ page: Page, _ kind: Kind.Type) -> StoreKey {
        key(kind) { $0.writer.page(page) }
    }

    /// `pageKey` for a kind outside the compiler (a digest of every field of a page that a key of its kind holds).
    package func pageDigest<Kind: StoredKind>(_ page: Page, _ kind: Kind.Type) -> StoreKey { pageKey(page, kind) }

    /// The key of a `Kind` result for one page's block texts and a digest of what else it reads (`context`).
    func textsKey<Kind: StoredKind>(_ texts: [BilingualText], context: String, _ kind: Kind.Type) -> StoreKey {
        key(kind) { material in
            material.string(context)
            material.writer.array(texts) { $0.bilingual($1) }
        }
    }

    /// The key of a page's `LexiconPageCounts`: each block's texts, whether it is translatable, and its Korean HTML
    /// (for its links).
    func lexiconPageKey(_ page: Page) -> StoreKey {
        key(LexiconPageCoding.self) { material in
            material.writer.array(page.blocks) { out, block in
                out.bilingual(block.text)
                out.bool(block.kind.isTranslatable)
                out.optional(block.html.ko) { $0.string($1) }
            }
        }
    }

    // MARK: Entries

    /// The stored `Kind` result under `key`, or `nil` when there is none or it does not check out (counted as
    /// damaged).
    package func value<Kind: StoredKind>(_ key: StoreKey, _ kind: Kind.Type) -> Kind.Value? {
        if let found = lock.withLock({ () -> (any Sendable)? in
            used.insert(key.name)
            return memory[key.name]
        }) { return found as? Kind.Value }
        guard let data = store?.load(key.name) else { return nil }
        let found = ChecksummedEntry.unwrap(data, header: Kind.header).flatMap { try? Kind.decode($0) }
        lock.withLock {
            if found == nil { damaged += 1 }
            if keepsInMemory, let found { memory[key.name] = found }
        }
        return found
    }

    /// Keeps a fresh `Kind` result under `key`; a failure to write only costs a later build the work.
    package func keep<Kind: StoredKind>(_ key: StoreKey, _ value: Kind.Value, _ kind: Kind.Type) {
        lock.withLock {
            used.insert(key.name)
            if keepsInMemory { memory[key.name] = value }
        }
        let payload = Kind.encode(value)
        store?.save(key.name, prefix: ChecksummedEntry.prefix(of: payload, header: Kind.header), payload: payload)
    }

    /// Counts the entries under `keys` as used by this build without reading them, so `prune` keeps them for the next
    /// build: results this build did not need but a later one may (a per-corpus record names them, e.g. the page counts
    /// `PageSums` sums, or the terms of pages the ranking index kept, read back when those pages change or leave).
    package func retain(_ keys: [StoreKey]) {
        lock.withLock { used.formUnion(keys.map(\.name)) }
    }

    /// The `Kind` result under `key`: the stored one when it checks out, else `make()`'s, kept for the next build.
    package func result<Kind: StoredKind>(_ key: StoreKey, _ kind: Kind.Type, make: () -> Kind.Value) -> Kind.Value {
        if let found = value(key, kind) { return found }
        let made = make()
        keep(key, made, kind)
        return made
    }

    /// The stored read of a file, counted as a hit, or `nil` (counted as a miss).
    func lookup(_ key: StoreKey) -> FileRead? {
        let found = value(key, FileReadCoding.self)
        lock.withLock { if found == nil { misses += 1 } else { hits += 1 } }
        return found
    }

    /// Keeps a file's fresh read.
    func store(_ key: StoreKey, _ read: FileRead) {
        keep(key, read, FileReadCoding.self)
    }

    /// Keys of the files' reads kept in memory (tests).
    var storedKeys: [String] { lock.withLock { memory.filter { $0.value is FileRead }.map(\.key) } }

    /// A file's read kept in memory (tests).
    func memoryEntry(_ key: String) -> FileRead? { lock.withLock { memory[key] as? FileRead } }

    /// Removes the entries this build did not use (files deleted or changed since, groups merged otherwise), so the
    /// store holds one build; memory keeps only the entries this build used.
    public func prune() {
        let keep = lock.withLock { used }
        lock.withLock { memory = memory.filter { keep.contains($0.key) } }
        store?.removeAll(except: keep)
    }

    /// A note when entries were damaged (they were made afresh), else nothing.
    public var damageNote: Diagnostic? {
        let count = lock.withLock { damaged }
        guard count > 0 else { return nil }
        return Diagnostic(.note, "hig.cache.damaged", "\(count) build cache \(count == 1 ? "entry was" : "entries were") damaged; read afresh")
    }

    /// The read in an entry, or `nil` when its header, checksum or payload does not check out.
    static func decode(_ bytes: [UInt8]) -> FileRead? {
        ChecksummedEntry.unwrap(bytes, header: FileReadCoding.header).flatMap { try? FileReadCoding.decode($0) }
    }
}

extension Optional where Wrapped == ReadCache {
    /// `make()`'s result, kept in the store under `key(store)` when there is a store, made every time when there is
    /// none (`--no-cache`, tests): the one shape of every per-page pass that may run without a store.
    func result<Kind: StoredKind>(_ kind: Kind.Type, key: (ReadCache) -> StoreKey, make: () -> Kind.Value) -> Kind.Value {
        guard let store = self else { return make() }
        return store.result(key(store), kind, make: make)
    }
}
