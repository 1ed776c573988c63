import HIGText
import XCTest

/// The line model import edits through and checks place findings with: every untouched byte kept.
final class SourceLinesTests: XCTestCase {
    private func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        (bom ? [UInt16(0xFEFF)] : []).plus(Array(text.utf16)).flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    func testALineEndsAtCRLFALoneCROrLF() {
        XCTAssertEqual(SourceLines.lineEndLength(UInt8(0x0D), next: 0x0A), 2)
        XCTAssertEqual(SourceLines.lineEndLength(UInt8(0x0D), next: 0x0D), 1)
        XCTAssertEqual(SourceLines.lineEndLength(UInt8(0x0D), next: nil), 1)
        XCTAssertEqual(SourceLines.lineEndLength(UInt16(0x0A), next: 0x0D), 1)
        XCTAssertEqual(SourceLines.lineEndLength(UInt16(0x2028), next: nil), 0, "U+2028 is text, as cmark-gfm reads it")
        XCTAssertEqual(SourceLines(Array("a\rb\r\nc\nd\r".utf8)).texts, ["a", "b", "c", "d", ""])
        XCTAssertEqual(SourceLines([0xFF, 0xFE] + Array("가\r나".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).texts, ["가", "나"])
    }

    func testAReplacementKeepsEveryOtherByteAndTheLineEnds() throws {
        let bytes = Array("a\rb\r\nc\nd".utf8)
        let lines = SourceLines(bytes)
        XCTAssertEqual(try lines.applying([LineEdit(lines: 1..<2, replacement: ["B"])]), Array("a\rB\r\nc\nd".utf8))
        XCTAssertEqual(try lines.applying([LineEdit(lines: 1..<3, replacement: ["X"])]), Array("a\rX\nd".utf8), "the last line replaced keeps its end")
        XCTAssertEqual(try lines.applying([LineEdit(lines: 1..<2, replacement: [])]), Array("a\rc\nd".utf8))
        XCTAssertEqual(try lines.applying([LineEdit(lines: 3..<4, replacement: ["D"])]), Array("a\rb\r\nc\nD".utf8), "no line end added at the end")
        XCTAssertEqual(try lines.applying([LineEdit(lines: 1..<1, replacement: ["new"])]), Array("a\rnew\rb\r\nc\nd".utf8), "inserted lines take the end above")
        XCTAssertEqual(try lines.applying([LineEdit(lines: 4..<4, replacement: ["e"])]), Array("a\rb\r\nc\nd\re".utf8), "after a last line without an end")
        XCTAssertThrowsError(try lines.applying([LineEdit(lines: 0..<2, replacement: []), LineEdit(lines: 1..<2, replacement: [])]))
    }

    func testUTF16StaysUTF16WithItsByteOrderMark() throws {
        for bigEndian in [false, true] {
            let bytes = utf16("# t\r\n> 옛 번역\r\n", bigEndian: bigEndian, bom: true)
            let edited = try SourceLines(bytes).applying([LineEdit(lines: 1..<2, replacement: ["> 새 번역"])])
            XCTAssertEqual(edited, utf16("# t\r\n> 새 번역\r\n", bigEndian: bigEndian, bom: true))
        }
    }

    func testInvalidUTF8OnOtherLinesIsKeptByteForByte() throws {
        let bytes = Array("> 옛\n".utf8) + [0xE9, 0x0A] + Array("end".utf8)
        XCTAssertEqual(try SourceLines(bytes).applying([LineEdit(lines: 0..<1, replacement: ["> 새"])]), Array("> 새\n".utf8) + [0xE9, 0x0A] + Array("end".utf8))
    }
}

private extension Array {
    func plus(_ other: [Element]) -> [Element] { self + other }
}
