import Foundation
import XCTest
@testable import HIGText

/// The byte-level versions of Character and Foundation rules give the rules' own answers, on tricky texts
/// (`TrickyText`) and on the cases each was written for.
final class ByteRuleTests: XCTestCase {
    private let texts = TrickyText.samples()

    func testASCIIPrefixAnswersAsHasPrefix() {
        let prefixes = ["import ", "a", "iOS", "|", ">", "- ", "**", "e", "K", ";", "\r", " ", "sheet"]
        for text in texts + ["iOS\u{301}x", "K", "\u{212A}it", "\r\nx", "import\u{301} x", "\u{600}import x", "; x", "\u{37E} x"] {
            for prefix in prefixes {
                XCTAssertEqual(text.hasASCIIPrefix(prefix), text.hasPrefix(prefix), "\(text.debugDescription) / \(prefix.debugDescription)")
                let slice = text.dropFirst(0)
                XCTAssertEqual(slice.hasASCIIPrefix(prefix), slice.hasPrefix(prefix), "\(text.debugDescription) / \(prefix.debugDescription)")
            }
        }
    }

    /// `hasASCIIPrefix` and `containsASCII` ask the general rule wherever a scalar canonically equivalent to an ASCII
    /// character may lead; these three are all there are.
    func testOnlyThreeScalarsAreCanonicallyEquivalentToASCII() {
        var equivalent: [UInt32] = []
        for value in UInt32(0x80)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
            if decomposed.allSatisfy(\.isASCII) { equivalent.append(value) }
        }
        XCTAssertEqual(equivalent, [0x37E, 0x1FEF, 0x212A])
        for value in equivalent {
            let lead = Array(String(Unicode.Scalar(value)!).utf8)[0]
            XCTAssertTrue(ASCIIPrefix.mayBeEquivalentToASCII(leadByte: lead))
            XCTAssertTrue(String(Unicode.Scalar(value)!).utf8.withContiguousStorageIfAvailable(ASCIISearch.holdsScalarEquivalentToASCII) ?? false)
        }
    }

    func testContainsASCIIAnswersAsFoundation() {
        let needles = ["iOS", "K", ";", "a", "sheet", "Use the", "e", ""]
        for text in texts + ["iOS\u{301}", "iOS\u{FE0F} iOS", "a\u{212A}", "visionOS\u{20DD}", "\u{600}iOS", "iOS\u{200D}"] {
            for needle in needles {
                XCTAssertEqual(text.containsASCII(needle), text.contains(needle), "\(text.debugDescription) / \(needle.debugDescription)")
            }
        }
    }

    func testCharacterCountAsCount() {
        for text in texts { XCTAssertEqual(SimpleScalars.characterCount(text), text.count, text.debugDescription) }
        XCTAssertEqual(SimpleScalars.characterCount("시트 sheet — “x”"), 14)
    }

    func testByteNFCCheckAnswersAsTheScalarOne() {
        func scalarRule(_ text: String) -> Bool { text.unicodeScalars.contains { NFC.changesAlone($0.value) || NFC.extendsCluster($0.value) } }
        for text in texts { XCTAssertEqual(NFC.mayChange(text), scalarRule(text), text.debugDescription) }
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "가" + String(scalar) + "a"
            XCTAssertEqual(NFC.mayChange(text), scalarRule(text), String(value, radix: 16))
        }
    }

    func testWordsCountedAsBefore() {
        for text in texts {
            let count = text.wordCount
            XCTAssertEqual(count, Script.words(in: Array(text.utf8), upTo: .max))
            for limit in [1, 3, 5, 7] { XCTAssertEqual(text.hasWords(atLeast: limit), count >= limit, text.debugDescription) }
        }
    }

    func testRunsAreTheCharacterSplitsPieces() {
        var readFromBytes = 0
        for text in texts {
            let bytes = Array(text.utf8)
            let pieces = { (runs: [Range<Int>]) in runs.map { String(decoding: bytes[$0], as: UTF8.self) } }
            if let runs = bytes.withUnsafeBufferPointer(ScalarRuns.asciiLetters(in:)) {
                readFromBytes += 1
                XCTAssertEqual(pieces(runs), text.split(whereSeparator: { !Script.isASCIILetter($0) }).map(String.init), text.debugDescription)
            }
            if let runs = bytes.withUnsafeBufferPointer(ScalarRuns.hangulSyllables(in:)) {
                XCTAssertEqual(pieces(runs), text.split(whereSeparator: { !Script.isHangul($0) }).map(String.init), text.debugDescription)
            }
        }
        XCTAssertGreaterThan(readFromBytes, texts.count / 10, "the byte path is taken")
    }

    func testLetterCountsOfSlicesAndBuffersAgree() {
        for text in texts {
            let slice = text.dropFirst(0)
            XCTAssertTrue(Script.letterCounts(slice) == Script.letterCounts(utf8: Array(text.utf8)))
        }
    }

    func testTrimmedSliceIsTrimmed() {
        for text in texts + ["\u{A0} a \u{A0}", "  ", ""] { XCTAssertEqual(String(text[...].trimmedSlice), text.trimmed) }
    }

    /// The JSON escaper that copies unescaped runs whole writes what the byte-by-byte one wrote.
    func testJSONStringsAsTheByteByByteEscaper() {
        func byteByByte(_ value: String, forScript: Bool) -> [UInt8] {
            var bytes: [UInt8] = [0x22]
            var previous2: UInt8 = 0, previous1: UInt8 = 0
            for byte in value.utf8 {
                switch byte {
                case 0x22: bytes += [0x5C, 0x22]
                case 0x5C: bytes += [0x5C, 0x5C]
                case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
                case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
                case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
                case 0x00..<0x20: bytes += Array(String(format: "\\u%04x", byte).utf8)
                case 0x3C where forScript: bytes += Array("\\u003c".utf8)
                case 0x3E where forScript: bytes += Array("\\u003e".utf8)
                case 0x26 where forScript: bytes += Array("\\u0026".utf8)
                case 0xA8...0xA9 where previous2 == 0xE2 && previous1 == 0x80:
                    bytes.removeLast(2)
                    bytes += Array((byte == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                default: bytes.append(byte)
                }
                previous2 = previous1
                previous1 = byte
            }
            return bytes + [0x22]
        }
        for text in texts + ["a\u{2028}b\u{2029}", "\u{2028}", "x\u{7}<&>\"\\", "\u{2027}\u{202A}"] {
            for forScript in [false, true] {
                var bytes: [UInt8] = []
                Escape.appendJSONString(text, to: &bytes, forScript: forScript)
                XCTAssertEqual(bytes, byteByByte(text, forScript: forScript), text.debugDescription)
            }
        }
    }
}
