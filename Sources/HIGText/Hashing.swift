import CLibCrypto

/// SHA-256 by the system's libcrypto (OpenSSL), as lowercase hex: content hashes for provenance
/// (`sources[].sha256`), the build store's keys and checksums, and search.sqlite's page digests.
package enum Hashing {
    /// Lowercase hex SHA-256 of `bytes`.
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
        return hex(digest.prefix(32))
    }

    fileprivate static func hex(_ digest: ArraySlice<UInt8>) -> String {
        let hexDigits = Array("0123456789abcdef".utf8)
        var hex = [UInt8]()
        hex.reserveCapacity(64)
        for byte in digest {
            hex.append(hexDigits[Int(byte >> 4)])
            hex.append(hexDigits[Int(byte & 0x0f)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}

/// SHA-256 of bytes given a run at a time, for input too large or too scattered to gather first.
package final class SHA256Stream {
    private let context = EVP_MD_CTX_new()
    private var finished = false

    package init() {
        // Fails only when OpenSSL cannot allocate a context or its default provider is missing.
        precondition(context != nil && EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1, "libcrypto could not start SHA-256")
    }

    deinit {
        EVP_MD_CTX_free(context)
    }

    package func update(_ bytes: UnsafeRawBufferPointer) {
        precondition(!finished, "SHA256Stream updated after finishing")
        precondition(EVP_DigestUpdate(context, bytes.baseAddress, bytes.count) == 1, "libcrypto could not hash")
    }

    /// The lowercase hex digest of every run given; the stream takes no more after it.
    package func finishHex() -> String {
        precondition(!finished, "SHA256Stream finished twice")
        finished = true
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        precondition(EVP_DigestFinal_ex(context, &digest, &length) == 1 && length == 32, "libcrypto could not finish SHA-256")
        return Hashing.hex(digest.prefix(32))
    }
}
