import HIGCorpus
import XCTest
@testable import HIGCompiler

/// Bad input is normal input: each damaged encoding gets a diagnostic with its position and never a crash.
final class SourceDecoderTests: XCTestCase {
    private func decode(_ bytes: [UInt8]) -> SourceDecoder.Outcome {
        SourceDecoder(path: "f.md").decode(bytes)
    }

    private func text(_ bytes: [UInt8]) -> (String, [String]) {
        guard case .text(let text, let notes) = decode(bytes) else {
            XCTFail("expected text")
            return ("", [])
        }
        return (text, notes.map { "\($0.location!.line):\($0.location!.column) \($0.severity.rawValue) \($0.id)" })
    }

    func testCleanUTF8PassesUnchanged() {
        let (decoded, notes) = text(Array("Use a sheet.\n시트를 사용하세요.\n".utf8))
        XCTAssertEqual(decoded, "Use a sheet.\n시트를 사용하세요.\n")
        XCTAssertEqual(notes, [])
    }

    func testByteOrderMarkIsRemovedWithANote() {
        let (decoded, notes) = text([0xEF, 0xBB, 0xBF] + Array("# Title\n".utf8))
        XCTAssertEqual(decoded, "# Title\n")
        XCTAssertEqual(notes, ["1:1 note hig.input.bom"])
    }

    func testUTF16WithAndWithoutBOMIsDecoded() {
        let sample = "A sheet.\n시트.\n"
        let le: [UInt8] = [0xFF, 0xFE] + sample.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let be: [UInt8] = sample.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        XCTAssertEqual(text(le).0, sample)
        XCTAssertEqual(text(le).1, ["1:1 note hig.input.utf16"])
        XCTAssertEqual(text([0xFE, 0xFF] + be).0, sample)
        let leNoBOM: [UInt8] = "Plain English text for a page.\n".utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual(text(leNoBOM).0, "Plain English text for a page.\n")
    }

    func testCRLFAndLoneCRBecomeLF() {
        XCTAssertEqual(text(Array("a\r\nb\r\n".utf8)).0, "a\nb\n")
        let (decoded, notes) = text(Array("one\rtwo\rthree".utf8))
        XCTAssertEqual(decoded, "one\ntwo\nthree")
        XCTAssertEqual(notes, ["1:4 note hig.input.line-endings"])
    }

    func testInvalidUTF8IsRepairedAndItsPositionNamed() {
        // Line 2, after "시트" (two characters): a lone continuation byte and a truncated sequence.
        let bytes = Array("first line\n시트".utf8) + [0x80] + Array(" ok ".utf8) + [0xE2, 0x82] + Array("\n".utf8)
        let (decoded, notes) = text(bytes)
        XCTAssertEqual(notes, ["2:3 warning hig.input.invalid-utf8"])
        XCTAssertTrue(decoded.hasPrefix("first line\n시트\u{FFFD} ok \u{FFFD}"))
    }

    func testNULBytesAreRemoved() {
        let (decoded, notes) = text(Array("ab".utf8) + [0] + Array("c\n".utf8))
        XCTAssertEqual(decoded, "abc\n")
        XCTAssertEqual(notes, ["1:3 warning hig.input.nul"])
    }

    func testZeroWidthCharactersAreRemoved() {
        let (decoded, notes) = text(Array("x\ny\u{200B}z\u{FEFF}\u{2060}".utf8))
        XCTAssertEqual(decoded, "x\nyz")
        XCTAssertEqual(notes, ["2:2 warning hig.input.zero-width"])
    }

    func testNFDHangulIsNormalisedToNFC() {
        let nfd = "시트".decomposedStringWithCanonicalMapping
        XCTAssertNotEqual(Array(nfd.utf8), Array("시트".utf8))
        let (decoded, notes) = text(Array("A sheet.\n\(nfd)\n".utf8))
        XCTAssertEqual(Array(decoded.utf8), Array("A sheet.\n시트\n".utf8))
        XCTAssertEqual(notes, ["2:1 note hig.input.nfd"])
    }

    func testEmptyAndWhitespaceOnlyFilesAreSkipped() {
        for bytes in [[], Array(" \n\n\t\r\n".utf8)] as [[UInt8]] {
            guard case .skipped(let reason, let diagnostic) = decode(bytes) else { return XCTFail("expected skip") }
            XCTAssertEqual(reason, "empty")
            XCTAssertEqual(diagnostic.id, "hig.input.empty")
        }
    }

    func testBinaryFilesAreSkipped() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<2000).map { UInt8(($0 * 7919) % 256) }
        guard case .skipped(let reason, let diagnostic) = decode(png) else { return XCTFail("expected skip") }
        XCTAssertEqual(reason, "binary")
        XCTAssertEqual(diagnostic.id, "hig.input.binary")
    }
}
