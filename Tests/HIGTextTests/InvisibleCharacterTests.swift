import HIGText
import XCTest

/// One list of the characters that are not seen; the decoder, import, the terminal and the title check use it.
final class InvisibleCharacterTests: XCTestCase {
    func testEachKind() {
        let cases: [(Unicode.Scalar, InvisibleCharacter?)] = [
            ("\n", .lineBreak), ("\r", .lineBreak), ("\u{0B}", .lineBreak), ("\u{85}", .lineBreak), ("\u{2028}", .lineBreak),
            ("\t", nil), ("\u{1B}", .control), ("\u{0}", .control), ("\u{7F}", .control), ("\u{9B}", .control),
            ("\u{200B}", .zeroWidth), ("\u{200D}", .zeroWidth), ("\u{2060}", .zeroWidth), ("\u{FEFF}", .zeroWidth),
            ("\u{202E}", .bidiControl), ("\u{2066}", .bidiControl), ("\u{200F}", .bidiControl), ("\u{61C}", .bidiControl),
            ("a", nil), ("가", nil), ("\u{3000}", nil), ("\u{00A0}", nil),
        ]
        for (scalar, kind) in cases {
            XCTAssertEqual(InvisibleCharacter.kind(of: scalar), kind, "U+" + String(scalar.value, radix: 16, uppercase: true))
        }
    }

    func testTheTerminalShowsAllButLineFeedsAndZeroWidthCharacters() {
        XCTAssertEqual(Escape.terminal("a\u{200B}b\u{200F}c\rd"), #"a\#u{200B}b\u{200F}c\u{D}d"#)
    }
}
