import XCTest
@testable import HIGText

/// The text rules declared once in HIGText for several layers: each variant says what it means, and the wider ones
/// hold the narrower.
final class TextRuleTests: XCTestCase {
    func testSentenceEndVariantsNest() {
        let ascii = (0..<128).map { UInt8($0) }
        XCTAssertEqual(ascii.filter(SentenceEnd.isTerminal).map { Character(Unicode.Scalar($0)) }, ["!", ".", "?"])
        XCTAssertEqual(ascii.filter(SentenceEnd.isClauseEnd).map { Character(Unicode.Scalar($0)) }, ["!", ".", ":", "?"])
        let characters: [Character] = [".", "!", "?", ":", "。", ";", ",", "\r\n", "．", "…", "a", "가"]
        XCTAssertEqual(characters.filter(SentenceEnd.isTerminal), [".", "!", "?"])
        XCTAssertEqual(characters.filter(SentenceEnd.isClauseEnd), [".", "!", "?", ":"])
        XCTAssertEqual(characters.filter(SentenceEnd.isClauseEndInAnyScript), [".", "!", "?", ":", "。"])
    }

    func testTheSplitterCutsAtTerminalsOnly() {
        let characters: [Character] = [".", "!", "?", ":", "。", ";", "\"", "”", ")", "a"]
        XCTAssertEqual(characters.filter(\.isTerminator), characters.filter(SentenceEnd.isTerminal))
        let scalars = characters.compactMap(\.unicodeScalars.first)
        XCTAssertEqual(scalars.filter(\.isTerminator).map(Character.init), characters.filter(SentenceEnd.isTerminal))
        XCTAssertEqual(characters.filter(\.isTerminatorOrCloser), [".", "!", "?", "\"", "”", ")"])
        XCTAssertEqual(SentenceSplitter.english("Tap Done: it saves. Then quit!"), ["Tap Done: it saves.", "Then quit!"])
    }

    func testQueryStopWordsAreNamingStopWordsInTheirOrder() {
        XCTAssertEqual(StopWords.query.count, 30)
        XCTAssertEqual(StopWords.query.first, "a")
        XCTAssertEqual(StopWords.query.last, "your")
        XCTAssertTrue(Set(StopWords.query).isSubset(of: StopWords.naming))
        XCTAssertTrue(StopWords.naming.isSuperset(of: ["use", "avoid", "consider", "people"]))
        XCTAssertFalse(StopWords.naming.contains("button"))
    }

    func testOneHangulSyllableFromBytes() {
        func check(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { Script.isOneHangulSyllable(utf8: $0) }
        }
        XCTAssertTrue(check("가"))
        XCTAssertTrue(check("힣"))
        XCTAssertFalse(check("가나"))
        XCTAssertFalse(check("ㄱ"))  // compatibility jamo: three bytes, lead E3
        XCTAssertFalse(check("中"))
        XCTAssertFalse(check("a"))
        XCTAssertEqual(Script.threeByteValue(0xEA, 0xB0, 0x80), 0xAC00)
    }

    func testHTMLUnescapingReadsBackWhatEscapingWrites() {
        let text = "<a href=\"x\">Tom's & Jerry's</a> &lt;"
        XCTAssertEqual(Escape.unescapeHTML(Escape.html(text)), text)
        XCTAssertEqual(InlineSpan.parse(html: "Tom &amp; <strong>&quot;Jerry&quot;</strong>")?.first, .text("Tom & "))
    }
}
