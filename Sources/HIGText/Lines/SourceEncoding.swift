/// Which Unicode encoding a file is in, from its byte order mark or its NUL pattern.
package enum SourceEncoding: Equatable, Sendable {
    case utf8(bomLength: Int)
    case utf16(bigEndian: Bool, bomLength: Int)

    /// The encoding of `bytes`: a BOM decides; without one, UTF-16 text of mostly ASCII has a NUL in every other byte.
    package static func sniff(_ bytes: [UInt8]) -> SourceEncoding {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8(bomLength: 3) }
        if bytes.starts(with: [0xFF, 0xFE]) { return .utf16(bigEndian: false, bomLength: 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return .utf16(bigEndian: true, bomLength: 2) }
        let sample = bytes.prefix(4096)
        guard sample.count >= 8 else { return .utf8(bomLength: 0) }
        var evenNULs = 0
        var oddNULs = 0
        for (offset, byte) in sample.enumerated() where byte == 0 {
            if offset % 2 == 0 { evenNULs += 1 } else { oddNULs += 1 }
        }
        let half = sample.count / 2
        if oddNULs * 10 > half * 4, evenNULs * 20 < half { return .utf16(bigEndian: false, bomLength: 0) }
        if evenNULs * 10 > half * 4, oddNULs * 20 < half { return .utf16(bigEndian: true, bomLength: 0) }
        return .utf8(bomLength: 0)
    }

    /// UTF-16 code units (an odd last byte dropped) as a string; unpaired surrogates become U+FFFD.
    package static func utf16ToUTF8(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
