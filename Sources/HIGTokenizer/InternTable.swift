import HIGText

/// Byte strings (tokens) interned to dense ids 0, 1, 2… in order of first insertion, their bytes copied into one buffer.
///
/// Written by hand instead of `[String: Int]`: a token is looked up straight from the tokenizer's byte arena, with no
/// `String` made and no SipHash, and the key's hash is kept so a second table (a page's terms merged into the whole
/// index's) never hashes it again. The ranking index counts every token of the corpus through tables like this one,
/// and the tokenizer caches English stems in one.
package struct InternTable: Sendable {
    /// Every key's bytes, one after another.
    package private(set) var bytes: [UInt8] = []
    /// Where each key ends in `bytes` (key `id` starts where key `id - 1` ends).
    package private(set) var ends: [Int32] = []
    /// Each key's hash (`InternTable.hash`).
    package private(set) var hashes: [UInt64] = []
    /// Open addressing, linear probing: an id, or -1 for an empty slot; never more than half full.
    private var slots: [Int32]
    private var mask: Int

    /// An empty table sized for about `capacity` keys.
    package init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        mask = size - 1
        ends.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
        bytes.reserveCapacity(capacity * 8)
    }

    /// How many keys the table holds.
    package var count: Int { ends.count }

    /// The range of key `id` in `bytes`.
    @inline(__always) package func range(of id: Int) -> Range<Int> {
        (id == 0 ? 0 : Int(ends[id - 1]))..<Int(ends[id])
    }

    /// A 64-bit FNV-1a hash of the bytes with a final mix (the table indexes by its low bits).
    @inline(__always) package static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        hash ^= hash >> 29
        hash = hash &* 0xbf58_476d_1ce4_e5b9
        return hash ^ (hash >> 32)
    }

    /// The id of `key`, added if new (`hash` must be `InternTable.hash(key)`).
    @inline(__always) package mutating func intern(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
        if let id = find(key, hash: hash) { return id }
        return insert(key, hash: hash)
    }

    /// The id of `key`, or nil.
    @inline(__always) package func find(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                bytes.withUnsafeBufferPointer { bytes in
                    ends.withUnsafeBufferPointer { ends in
                        var slot = Int(truncatingIfNeeded: hash) & mask
                        while true {
                            let id = Int(slots[slot])
                            if id < 0 { return nil }
                            if hashes[id] == hash {
                                let start = id == 0 ? 0 : Int(ends[id - 1])
                                let end = Int(ends[id])
                                if end - start == key.count
                                    && (key.isEmpty || memcmp(bytes.baseAddress! + start, key.baseAddress!, key.count) == 0) {
                                    return id
                                }
                            }
                            slot = (slot + 1) & mask
                        }
                    }
                }
            }
        }
    }

    /// Adds a key known to be absent; returns its id.
    private mutating func insert(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
        let id = ends.count
        bytes.append(contentsOf: key)
        ends.append(Int32(bytes.count))
        hashes.append(hash)
        if (id + 1) * 2 > slots.count { grow() } else { place(id, hash: hash) }
        return id
    }

    /// Puts `id` in the first free slot of its probe sequence.
    @inline(__always) private mutating func place(_ id: Int, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(id)
    }

    /// Doubles the slots and places every key again.
    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for id in 0..<ends.count { place(id, hash: hashes[id]) }
    }
}

