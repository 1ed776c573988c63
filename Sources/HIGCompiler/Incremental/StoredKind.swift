import HIGCorpus
import HIGText

/// One kind of result the build's store keeps (`ReadCache`): a file's read, a group's merge, a page's rules, its
/// memory part, its lexicon words and counts, its index terms, a rendered page. A kind names itself in its
/// header, which heads each stored entry and is part of every key of the kind, so two kinds never share an entry.
package protocol StoredKind {
    associatedtype Value: Sendable
    /// Names the entry's kind and layout (`hig-<kind> <version>\n`): change it with the layout.
    static var header: String { get }
    static func encode(_ value: Value) -> [UInt8]
    static func decode(_ bytes: ArraySlice<UInt8>) throws -> Value
}

/// The name of one stored entry: the SHA-256 of its `KeyMaterial`. Only `ReadCache.key` makes one.
package struct StoreKey: Hashable, Sendable {
    /// The entry's name in the store (64 hex digits).
    package let name: String

    fileprivate init(name: String) { self.name = name }

    /// A key `ReadCache.key` made, carried back as its name through a layer that cannot see this type (the
    /// ranking's `PageTermsMemo` names entries by strings).
    package init(carried name: String) { self.name = name }
}

/// The bytes a key is made from, each input written as `CacheWriter` writes an entry (integers as LEB128, strings
/// and byte runs with their length, optionals and arrays with a flag or count), so two different sequences of
/// inputs never give the same bytes. A key is made from what its result depends on, named field by field; never
/// from a printed description, which a type may change without notice.
package struct KeyMaterial {
    var writer = CacheWriter()

    package mutating func string(_ value: String) { writer.string(value) }
    package mutating func int(_ value: Int) { writer.int(value) }
    package mutating func bool(_ value: Bool) { writer.bool(value) }

    /// A run of bytes, with its length.
    package mutating func bytes(_ value: [UInt8]) {
        writer.int(value.count)
        writer.bytes += value
    }

    package mutating func optional<T>(_ value: T?, _ write: (inout KeyMaterial, T) -> Void) {
        writer.bool(value != nil)
        if let value { write(&self, value) }
    }

    package mutating func array<T>(_ values: [T], _ write: (inout KeyMaterial, T) -> Void) {
        writer.int(values.count)
        for value in values { write(&self, value) }
    }

    /// A manifest entry's every field (`ManifestEntryKeyTests` fails when one is added and not written here).
    mutating func manifestEntry(_ entry: ManifestEntry) {
        optional(entry.id) { $0.string($1) }
        optional(entry.title) { material, title in
            material.string(title.en)
            material.optional(title.ko) { $0.string($1) }
            material.optional(title.derivedKo) { $0.string($1) }
        }
        optional(entry.category) { $0.string($1) }
        optional(entry.madeBy) { $0.string($1.rawValue) }
        optional(entry.madeByBasis) { $0.string($1.rawValue) }
    }

    package init() {}

    /// The SHA-256 of the material, in hex: a store key's name, or a fingerprint of what is not a stored result
    /// (`BuildFingerprint`).
    package var digest: String { Hashing.sha256Hex(writer.bytes) }

    /// The key this material names.
    var key: StoreKey { StoreKey(name: digest) }
}
