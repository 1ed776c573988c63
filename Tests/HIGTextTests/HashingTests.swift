import XCTest
@testable import HIGText

/// The fingerprint in `sources[].sha256` is plain SHA-256: the NIST FIPS 180-4 example vectors pin it.
final class HashingTests: XCTestCase {
    func testNISTShortMessages() {
        XCTAssertEqual(Hashing.sha256Hex([]), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(Hashing.sha256Hex(Array("abc".utf8)),
                       "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(Hashing.sha256Hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testNISTMillionA() {
        XCTAssertEqual(Hashing.sha256Hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Korean text hashes as its UTF-8 bytes (value from coreutils `printf 시트 | sha256sum`).
    func testKoreanHashesAsUTF8Bytes() {
        XCTAssertEqual(Hashing.sha256Hex(Array("시트".utf8)),
                       "b5707950ef640de0ecbb2cb4fe59992cf154a073c96afe73e2ee72f88fb9c933")
    }
}
