import Crypto

/// Content hashes for provenance (`sources[].sha256`).
enum Hashing {
    /// Lowercase hex SHA-256 of `bytes`.
    static func sha256Hex(_ bytes: [UInt8]) -> String {
        SHA256.hash(data: bytes).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
