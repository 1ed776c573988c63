import Foundation
import HIGCompiler
import HIGText

/// The store's entries in one append-only file, `entries.pack`, beside the list of those the last build used,
/// `entries.index`: thousands of entries without a file each (the kernel's cost of making a file per entry was most
/// of what writing the store cost).
///
/// A record is `HIGE`, the key's and the entry's lengths (UInt32, little-endian), the key, then the entry. Records are
/// only appended, each in one write, so a killed build leaves at most a torn last record, where the next open stops.
/// A record is used only for the key it names, and `ReadCache` checks the entry's own checksum.
///
/// The index names the records the last build used, since a store holds one build (a site page's entry stands for the
/// file the last output holds), and how far the pack reached then; records after that point, from a build that did
/// not finish, are found by reading the pack from there. `removeAll(except:)` writes the index of the entries kept,
/// and first rewrites the pack with those alone when the rest weigh more than half as much, or a record was torn.
///
/// An entry of a megabyte or more is a file of its own in `large/` instead, removed by the prune when unused: its file
/// costs little beside its bytes, and a per-corpus record saved again by every build (the ranking index) would
/// otherwise fill the pack with unused copies and have it rewritten every few builds.
final class EntryPack: ReadCacheStore, @unchecked Sendable {
    // Unchecked: `pack`, `records` and `isTorn` are guarded by `lock`; the rest is immutable.
    /// Where a record lies in the pack: its first byte and its length, header included.
    struct Record: Equatable {
        var offset: Int
        var length: Int
    }

    static let packName = "entries.pack"
    static let indexName = "entries.index"
    static let indexHeader = "hig-pack-index 1\n"
    static let largeFolderName = "large"
    static let largeEntryBytes = 1 << 20

    let folder: String
    let fileSystem: any FileSystem
    private let lock = NSLock()
    /// Opened at the first load or save, so a build found up to date never reads the index.
    private var isOpen = false
    private var pack: (any LogFile)?
    private var records: [String: Record] = [:]
    /// The entries kept as files of their own, by key.
    private var largeKeys: Set<String> = []
    /// Whether the pack holds a record the open could not read through (it is rewritten at the next prune).
    private var isTorn = false

    init(_ folder: String, fileSystem: any FileSystem = LocalFileSystem()) {
        self.folder = folder
        self.fileSystem = fileSystem
    }

    private var packPath: String { folder + "/" + Self.packName }
    private var indexPath: String { folder + "/" + Self.indexName }
    private var largeFolder: String { folder + "/" + Self.largeFolderName }

    /// Opens the pack and finds its records, once (called under the lock).
    private func openOnce() {
        guard !isOpen else { return }
        isOpen = true
        try? fileSystem.makeFolder(atPath: folder)
        largeKeys = Set((try? fileSystem.contentsOfFolder(atPath: largeFolder)) ?? [])
        pack = try? fileSystem.openLog(atPath: packPath)
        guard let pack else { return }
        let inode = fileSystem.status(atPath: packPath, followingLinks: false)?.inode
        (records, isTorn) = Self.records(in: pack, index: fileSystem.contents(atPath: indexPath), packInode: inode)
        // A key saved small is never left as a file too (saving it small removes the file), so a file is its latest.
        for key in largeKeys { records[key] = nil }
    }

    func load(_ key: String) -> [UInt8]? {
        var isLarge = false
        guard let (pack, record) = lock.withLock({ () -> ((any LogFile), Record)? in
            openOnce()
            isLarge = largeKeys.contains(key)
            guard let pack, let record = records[key] else { return nil }
            return (pack, record)
        }) else { return isLarge ? fileSystem.contents(atPath: largeFolder + "/" + key) : nil }
        guard let bytes = pack.read(at: record.offset, count: record.length),
              let parsed = PackRecord.parse(bytes[...]), parsed.length == record.length,
              parsed.key.elementsEqual(key.utf8) else { return nil }
        return Array(parsed.entry)
    }

    func save(_ key: String, _ entry: [UInt8]) {
        save(key, prefix: [], payload: entry)
    }

    /// Appended in one write, without a sync (a record cut short by a killed build is where the next open stops), and
    /// without copying the payload: the record's header, key and the entry's prefix go first, the payload after.
    func save(_ key: String, prefix: [UInt8], payload: [UInt8]) {
        if prefix.count + payload.count >= Self.largeEntryBytes { return saveLarge(key, prefix: prefix, payload: payload) }
        let head = PackRecord.head(key: Array(key.utf8), entryLength: prefix.count + payload.count) + prefix
        lock.withLock {
            openOnce()
            guard let pack, let offset = try? pack.append(head, payload) else { return }
            records[key] = Record(offset: offset, length: head.count + payload.count)
            if largeKeys.remove(key) != nil { try? fileSystem.remove(atPath: largeFolder + "/" + key) }
        }
    }

    /// A large entry as a file of its own, written anew (a reader of the old one keeps it) without a sync: one cut
    /// short by a killed build fails its checksum.
    private func saveLarge(_ key: String, prefix: [UInt8], payload: [UInt8]) {
        let path = largeFolder + "/" + key
        lock.withLock {
            openOnce()
            records[key] = nil
            largeKeys.remove(key)
            try? fileSystem.makeFolder(atPath: largeFolder)
            try? fileSystem.remove(atPath: path)
            guard let file = try? fileSystem.openLog(atPath: path), (try? file.append(prefix, payload)) != nil else {
                try? fileSystem.remove(atPath: path)
                return
            }
            largeKeys.insert(key)
        }
    }

    func removeAll(except keep: Set<String>) {
        lock.withLock {
            openOnce()
            guard let current = pack else { return }
            for key in largeKeys.subtracting(keep) { try? fileSystem.remove(atPath: largeFolder + "/" + key) }
            largeKeys.formIntersection(keep)
            var kept = records.filter { keep.contains($0.key) }
            let keptBytes = kept.values.reduce(0) { $0 + $1.length }
            if isTorn || (current.size - keptBytes) * 2 > keptBytes, let rewritten = rewrite(kept, from: current) {
                (pack, kept, isTorn) = (rewritten.pack, rewritten.records, false)
            }
            records = kept
            if let pack { writeIndex(kept, pack: pack) }
        }
    }

    // MARK: Opening

    /// The records an open finds: the index's, when it describes this pack, then every whole record after the point
    /// the index reached (all of them without an index); and whether reading stopped at a torn record.
    private static func records(in pack: any LogFile, index: [UInt8]?, packInode: UInt64?) -> (records: [String: Record], isTorn: Bool) {
        var records: [String: Record] = [:]
        var offset = 0
        let size = pack.size
        if let listed = index.flatMap({ Self.listed(in: $0) }), listed.packInode == packInode, listed.reach <= size {
            records = listed.records
            offset = listed.reach
        }
        while offset < size {
            guard let header = pack.read(at: offset, count: PackRecord.headerSize), let lengths = PackRecord.lengths(header[...]),
                  offset + lengths.record <= size,
                  let key = pack.read(at: offset + PackRecord.headerSize, count: lengths.key) else { return (records, true) }
            records[String(decoding: key, as: UTF8.self)] = Record(offset: offset, length: lengths.record)
            offset += lengths.record
        }
        return (records, false)
    }

    /// An index's records and what it was written for, or `nil` when it does not check out.
    private static func listed(in index: [UInt8]) -> (packInode: UInt64, reach: Int, records: [String: Record])? {
        guard var rest = ChecksummedEntry.unwrap(index, header: indexHeader), let head = PackRecord.parse(rest),
              head.key.isEmpty, let (packInode, reach) = PackRecord.pair(head.entry) else { return nil }
        rest = rest.dropFirst(head.length)
        var records: [String: Record] = [:]
        while !rest.isEmpty {
            guard let listed = PackRecord.parse(rest), let (offset, length) = PackRecord.pair(listed.entry) else { return nil }
            records[String(decoding: listed.key, as: UTF8.self)] = Record(offset: Int(offset), length: Int(length))
            rest = rest.dropFirst(listed.length)
        }
        return (packInode, Int(reach), records)
    }

    // MARK: Pruning (called under the lock)

    /// A new pack holding `kept` alone, moved into place; `nil` (and the old pack left as it was) when it cannot be
    /// written whole.
    private func rewrite(_ kept: [String: Record], from old: any LogFile) -> (pack: any LogFile, records: [String: Record])? {
        let newPath = packPath + ".new"
        try? fileSystem.remove(atPath: newPath)
        guard let fresh = try? fileSystem.openLog(atPath: newPath) else { return nil }
        var moved: [String: Record] = [:]
        for (key, record) in kept.sorted(by: { $0.value.offset < $1.value.offset }) {
            guard let bytes = old.read(at: record.offset, count: record.length) else { continue }
            guard let offset = try? fresh.append(bytes, []) else {
                try? fileSystem.remove(atPath: newPath)
                return nil
            }
            moved[key] = Record(offset: offset, length: record.length)
        }
        guard (try? fileSystem.rename(newPath, to: packPath)) != nil else {
            try? fileSystem.remove(atPath: newPath)
            return nil
        }
        return (fresh, moved)
    }

    /// Written atomically: the first record names the pack (its file number) and how far it reached; the others are the
    /// kept entries', sorted by key.
    private func writeIndex(_ kept: [String: Record], pack: any LogFile) {
        guard let inode = fileSystem.status(atPath: packPath, followingLinks: false)?.inode else { return }
        var payload = PackRecord.make(key: [], entry: PackRecord.pair(inode, UInt64(pack.size)))
        for (key, record) in kept.sorted(by: { $0.key < $1.key }) {
            payload += PackRecord.make(key: Array(key.utf8), entry: PackRecord.pair(UInt64(record.offset), UInt64(record.length)))
        }
        try? fileSystem.write(ChecksummedEntry.wrap(payload, header: Self.indexHeader), to: indexPath, atomically: true)
    }
}

/// The pack's record format, which the index shares: `HIGE`, the key's and the entry's lengths, the key, the entry.
enum PackRecord {
    static let magic: [UInt8] = Array("HIGE".utf8)
    static let headerSize = 12

    static func make(key: [UInt8], entry: [UInt8]) -> [UInt8] {
        head(key: key, entryLength: entry.count) + entry
    }

    /// A record's header and key, before an entry of `entryLength` bytes.
    static func head(key: [UInt8], entryLength: Int) -> [UInt8] {
        var bytes = magic
        bytes.appendLittleEndian(UInt32(key.count))
        bytes.appendLittleEndian(UInt32(entryLength))
        return bytes + key
    }

    /// The key's length and the whole record's, from its header; `nil` when the header is not one.
    static func lengths(_ header: ArraySlice<UInt8>) -> (key: Int, record: Int)? {
        var reader = ByteReader(header)
        guard reader.take(magic.count)?.elementsEqual(magic) == true,
              let key = reader.read(UInt32.self), let entry = reader.read(UInt32.self) else { return nil }
        return (Int(key), headerSize + Int(key) + Int(entry))
    }

    /// The record at the start of `bytes`, or `nil` when they do not hold a whole one.
    static func parse(_ bytes: ArraySlice<UInt8>) -> (key: ArraySlice<UInt8>, entry: ArraySlice<UInt8>, length: Int)? {
        guard let lengths = lengths(bytes), bytes.count >= lengths.record else { return nil }
        let keyStart = bytes.startIndex + headerSize, entryStart = keyStart + lengths.key
        return (bytes[keyStart..<entryStart], bytes[entryStart..<(bytes.startIndex + lengths.record)], lengths.record)
    }

    /// Two numbers as an index record's entry.
    static func pair(_ first: UInt64, _ second: UInt64) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.appendLittleEndian(first)
        bytes.appendLittleEndian(second)
        return bytes
    }

    /// The two numbers of an index record's entry, or `nil` when it is not one.
    static func pair(_ entry: ArraySlice<UInt8>) -> (UInt64, UInt64)? {
        var reader = ByteReader(entry)
        guard let first = reader.read(UInt64.self), let second = reader.read(UInt64.self), reader.isAtEnd else { return nil }
        return (first, second)
    }
}
