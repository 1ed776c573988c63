import XCTest
@testable import HIGCompiler
import HIGText

/// Each format's rewriter on its own: the edits it asks for, before the editor applies and proves them.
final class KoreanRewriterTests: XCTestCase {
    private func korean(_ line: Int, _ pieces: [ClosedRange<Int>]) -> KoreanText {
        KoreanText(text: "", html: "", line: line, pieces: pieces)
    }

    func testMarkdownMarkersAreKeptUpToTheText() {
        let cases = [("> 한국어", "> "), ("- >  한국어", "- >  "), ("  > 한국어", "  > "), ("> > 한국어", "> > "), ("1. > 한국어", "1. > "),
                     ("> **굵게** 한국어", "> "), ("> -한국어", "> "), (">한국어", ">"), ("한국어", "")]
        for (line, marker) in cases { XCTAssertEqual(String(MarkdownKoreanRewriter.marker(of: line)), marker, line) }
    }

    func testMarkdownEscapesOnlyWhatCmarkWouldRead() {
        XCTAssertEqual(MarkdownKoreanRewriter.escape("*강조* _밑줄_ [링크] <태그> ~취소~ `코드` \\"), "\\*강조\\* \\_밑줄\\_ \\[링크\\] \\<태그\\> \\~취소\\~ \\`코드\\` \\\\")
        XCTAssertEqual(MarkdownKoreanRewriter.escape("R&D와 &amp;"), "R&D와 \\&amp;")
        XCTAssertEqual(MarkdownKoreanRewriter.escape("# 제목 아님 #"), "\\# 제목 아님 #")
        XCTAssertEqual(MarkdownKoreanRewriter.escape("12. 항목 아님, 3.5배"), "12\\. 항목 아님, 3.5배")
        XCTAssertEqual(MarkdownKoreanRewriter.escape("- 목록 아님 - 그대로"), "\\- 목록 아님 - 그대로")
    }

    /// A correction inside one piece of a hard-wrapped paragraph leaves the other pieces where they were; the cuts go
    /// in proportion only where no old piece is kept at the start or the end.
    func testPiecesKeepTheirPlaceWhenTheirTextIsKept() {
        let old = ["첫째 조각은 그대로입니다", "둘째 조각을 고칩니다", "셋째 조각도 그대로입니다"]
        XCTAssertEqual(KoreanPieces.split("첫째 조각은 그대로입니다 둘째 조각을 완전히 새로 고쳐 씁니다 셋째 조각도 그대로입니다", proportions: [1, 9, 1], old: old),
                       ["첫째 조각은 그대로입니다", "둘째 조각을 완전히 새로 고쳐 씁니다", "셋째 조각도 그대로입니다"])
        XCTAssertEqual(KoreanPieces.split("하나 둘 셋 넷", proportions: [1, 1], old: ["다른", "글"]), ["하나 둘", "셋 넷"], "no anchor: in proportion")
    }

    /// The reproduction: a URL with `_` was refused (its `\\_` stayed in the autolinked address). A bare address is left
    /// as it is, but for the trailing punctuation autolink leaves out; the text around it is escaped as before.
    func testBareAddressesAreLeftForAutolink() {
        XCTAssertEqual(MarkdownKoreanRewriter.escape("주소 https://example.com/a_b_c 와 www.x.com/*y*, _끝_"),
                       "주소 https://example.com/a_b_c 와 www.x.com/*y\\*, \\_끝\\_")
        XCTAssertEqual(MarkdownKoreanRewriter.escape("(https://a.com/b_c)."), "(https://a.com/b_c).")
        XCTAssertEqual(MarkdownKoreanRewriter.escape("xhttps://a_b"), "xhttps://a\\_b", "not at a word's start: not an address")
    }

    func testMarkdownReplacesTheTextLinesOfEachQuote() throws {
        let source = SourceLines(Array("English\n> 하나\n> 둘\n>\n\nmore\n> 셋\n>\n".utf8))
        let edits = try MarkdownKoreanRewriter(addsTranslations: true).replace(korean(2, [2...4, 7...8]), with: "새 번역 둘째 조각", in: source)
        XCTAssertEqual(edits, [LineEdit(lines: 1..<2, replacement: ["> 새 번역 둘째"]), LineEdit(lines: 2..<3, replacement: []),
                               LineEdit(lines: 6..<7, replacement: ["> 조각"])], "split 4 : 1, as the old pieces")
    }

    func testInterleavedReplacesTheKoreanLineAndRefusesWhatWouldReadOtherwise() throws {
        let source = SourceLines(Array("English line here.\n  한국어 줄입니다.\n".utf8))
        XCTAssertEqual(try InterleavedKoreanRewriter().replace(korean(2, [2...2]), with: "고친 한국어 줄입니다.", in: source),
                       [LineEdit(lines: 1..<2, replacement: ["  고친 한국어 줄입니다."])])
        XCTAssertThrowsError(try InterleavedKoreanRewriter().replace(korean(2, [2...2]), with: "→ 요약 줄입니다.", in: source))
        XCTAssertThrowsError(try InterleavedKoreanRewriter().replace(korean(2, [2...2]), with: "역자 첨언", in: source))
        XCTAssertThrowsError(try InterleavedKoreanRewriter().replace(korean(2, [2...2]), with: "English only text.", in: source))
    }
}
