import HIGText

/// A build cache entry as stored: `<header><SHA-256 of the payload>\n<payload>`. Entries are written in place without
/// a sync, so one cut short by a killed build, or written by two builds at once, fails its checksum and is not used.
package enum ChecksummedEntry {
    /// The stored form of `payload` under `header` (which names the kind of entry and its version, ending in `\n`).
    package static func wrap(_ payload: [UInt8], header: String) -> [UInt8] {
        prefix(of: payload, header: header) + payload
    }

    /// What the stored form holds before `payload`: the header and the payload's checksum (a store that writes the two
    /// apart need not copy a large payload to join them).
    package static func prefix(of payload: [UInt8], header: String) -> [UInt8] {
        Array((header + Hashing.sha256Hex(payload) + "\n").utf8)
    }

    /// The payload of a stored entry, or nil when its header or checksum does not check out.
    package static func unwrap(_ bytes: [UInt8], header: String) -> ArraySlice<UInt8>? {
        let headerBytes = Array(header.utf8)
        guard bytes.count > headerBytes.count + 65, Array(bytes[..<headerBytes.count]) == headerBytes,
              bytes[headerBytes.count + 64] == UInt8(ascii: "\n") else { return nil }
        let checksum = String(decoding: bytes[headerBytes.count..<(headerBytes.count + 64)], as: UTF8.self)
        let payload = bytes[(headerBytes.count + 65)...]
        guard Hashing.sha256Hex(payload) == checksum else { return nil }
        return payload
    }
}
