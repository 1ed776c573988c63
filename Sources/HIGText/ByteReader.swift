/// Reads little-endian fixed-width values and runs of bytes, failing (nil) past the end: what `appendLittleEndian`
/// writes (the ranking index's and its page terms' store entries, the store's pack records).
package struct ByteReader {
    package let bytes: ArraySlice<UInt8>
    private var offset: Int

    package init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    package var isAtEnd: Bool { offset == bytes.endIndex }

    package mutating func read<T: FixedWidthInteger>(_: T.Type) -> T? {
        let size = MemoryLayout<T>.size
        guard offset + size <= bytes.endIndex else { return nil }
        var value: T = 0
        withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: bytes[offset..<(offset + size)]) }
        offset += size
        return T(littleEndian: value)
    }

    /// A `UInt32` count no larger than the bytes left (each counted item takes at least one byte).
    package mutating func count() -> Int? {
        guard let count = read(UInt32.self).map(Int.init), count <= bytes.endIndex - offset else { return nil }
        return count
    }

    package mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, offset + count <= bytes.endIndex else { return nil }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    /// `count` ends of runs stored as `T`, each no less than the one before.
    package mutating func ends<T: FixedWidthInteger>(_ count: Int, as _: T.Type) -> [T]? {
        var ends: [T] = []
        ends.reserveCapacity(count)
        for _ in 0..<count {
            guard let end = read(T.self), end >= (ends.last ?? 0) else { return nil }
            ends.append(end)
        }
        return ends
    }
}

extension Array where Element == UInt8 {
    /// Appends `value` in little-endian byte order, as `ByteReader.read` reads it.
    package mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
