import XCTest
@testable import HIGCompiler
import HIGText

/// The decoder counts lines as the line model does (`SourceLines`, HIGText), so line `n` of a diagnostic is line `n`
/// that `hig import` edits and `hig check` places a finding on.
final class DecodedLinesTests: XCTestCase {
    private func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        (bom ? [UInt16(0xFEFF)] : []).plus(Array(text.utf16)).flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    /// Line `n` of the model is line `n` of the decoded text for every line end and encoding the decoder takes.
    func testCountsLinesAsTheDecoderDoes() throws {
        let text = "one\rtwo\r\nthree\nfour\r\r\nsix"
        let encodings: [(String, [UInt8])] = [
            ("utf8", Array(text.utf8)),
            ("utf8 bom", [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
            ("utf16le bom", utf16(text, bigEndian: false, bom: true)),
            ("utf16be bom", utf16(text, bigEndian: true, bom: true)),
            ("utf16le", utf16(text + " and enough text to sniff", bigEndian: false, bom: false)),
        ]
        for (name, bytes) in encodings {
            guard case .text(let decoded, _) = SourceDecoder(path: "t").decode(bytes) else { return XCTFail(name) }
            let decodedLines = Lines.split(decoded)
            let lines = SourceLines(bytes)
            XCTAssertEqual(lines.count, decodedLines.count, name)
            for number in 1...lines.count {
                XCTAssertEqual(lines.text(number).precomposedStringWithCanonicalMapping, String(decodedLines[number - 1]), "\(name) line \(number)")
            }
            XCTAssertEqual([1, 2, 3, 4, 5].map(lines.lineEnd), ["\r", "\r\n", "\n", "\r", "\r\n"], name)
        }
    }
}

private extension Array {
    func plus(_ other: [Element]) -> [Element] { self + other }
}
