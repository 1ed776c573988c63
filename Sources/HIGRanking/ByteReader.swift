/// Reads what `PageTermsCoding` and `RankingIndexCoding` write: little-endian fixed-width values and runs of bytes,
/// failing (nil) past the end.
struct ByteReader {
    let bytes: ArraySlice<UInt8>
    private var offset: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    var isAtEnd: Bool { offset == bytes.endIndex }

    mutating func read<T: FixedWidthInteger>(_: T.Type) -> T? {
        let size = MemoryLayout<T>.size
        guard offset + size <= bytes.endIndex else { return nil }
        var value: T = 0
        withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: bytes[offset..<(offset + size)]) }
        offset += size
        return T(littleEndian: value)
    }

    /// A `UInt32` count no larger than the bytes left (each counted item takes at least one byte).
    mutating func count() -> Int? {
        guard let count = read(UInt32.self).map(Int.init), count <= bytes.endIndex - offset else { return nil }
        return count
    }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, offset + count <= bytes.endIndex else { return nil }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    /// `count` ends of runs stored as `T`, each no less than the one before.
    mutating func ends<T: FixedWidthInteger>(_ count: Int, as _: T.Type) -> [T]? {
        var ends: [T] = []
        ends.reserveCapacity(count)
        for _ in 0..<count {
            guard let end = read(T.self), end >= (ends.last ?? 0) else { return nil }
            ends.append(end)
        }
        return ends
    }
}
