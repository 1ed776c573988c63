import CLibCrypto

/// Content hashes for provenance (`sources[].sha256`).
package enum Hashing {
    /// Lowercase hex SHA-256 of `bytes`, computed by the system's libcrypto (OpenSSL).
    package static func sha256Hex(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes(sha256Hex)
    }

    /// Lowercase hex SHA-256 of a slice (a cache entry's payload), without copying it.
    package static func sha256Hex(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.withUnsafeBytes(sha256Hex)
    }

    private static func sha256Hex(_ buffer: UnsafeRawBufferPointer) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let succeeded = EVP_Digest(buffer.baseAddress, buffer.count, &digest, &length, EVP_sha256(), nil) == 1
        // EVP_Digest fails only when OpenSSL cannot allocate a context or its default provider is missing.
        precondition(succeeded && length == 32, "libcrypto could not compute SHA-256")
        let hexDigits = Array("0123456789abcdef".utf8)
        var hex = [UInt8]()
        hex.reserveCapacity(64)
        for byte in digest.prefix(32) {
            hex.append(hexDigits[Int(byte >> 4)])
            hex.append(hexDigits[Int(byte & 0x0f)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}
