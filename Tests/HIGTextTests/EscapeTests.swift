import XCTest
@testable import HIGText

final class EscapeTests: XCTestCase {
    func testHTML() {
        XCTAssertEqual(Escape.html("<a href=\"x\">Tom & Jerry's</a>"), "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        XCTAssertEqual(Escape.html("시트"), "시트")
    }

    func testUnescapeHTMLReadsBackWhatHTMLWrites() {
        let text = "<a href=\"x?a=1&b=2\">Tom & Jerry's</a> &lt;"
        XCTAssertEqual(Escape.unescapeHTML(Escape.html(text)), text)
        XCTAssertEqual(Escape.unescapeHTML("&amp;lt;"), "&lt;")
    }

    func testXMLDropsWhatXMLCannotCarry() {
        XCTAssertEqual(Escape.xml("a < b & \"c\"\u{1}\u{FFFE}\n"), "a &lt; b &amp; &quot;c&quot;\n")
    }

    func testPOStringSplitsLinesAsGettextDoes() {
        XCTAssertEqual(Escape.poString("say \"hi\"\t\\"), #""say \"hi\"\t\\""#)
        XCTAssertEqual(Escape.poString("one\ntwo"), "\"\"\n\"one\\n\"\n\"two\"")
    }

    func testJSONStringAndItsScriptForm() {
        XCTAssertEqual(Escape.jsonString("a\"b\\c\n\u{1}\u{2028}<&>"), #""a\"b\\c\n\u0001\u2028<&>""#)
        XCTAssertEqual(Escape.jsonString("</script>&", forScript: true), #""\u003c/script\u003e\u0026""#)
        var bytes: [UInt8] = []
        Escape.appendJSONString("시트", to: &bytes)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "\"시트\"")
    }

    func testCSVQuotesWhatNeedsIt() {
        XCTAssertEqual(CSV.record(["plain", "a,b", "say \"hi\"", "two\r\nlines", "one\nline"]),
                       "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\r\nlines\",\"one\nline\"\r\n")
    }

    func testTerminalShowsControlAndBidiCharactersInsteadOfSendingThem() {
        XCTAssertEqual(Escape.terminal("a\u{1B}]0;title\u{7}b\u{202E}c\u{2028}d"), #"a\u{1B}]0;title\u{7}b\u{202E}c\u{2028}d"#)
        XCTAssertEqual(Escape.terminal("tab\tand\nnewline 시트"), "tab\tand\nnewline 시트")
        XCTAssertEqual(Escape.terminal("\u{9B}2J\u{7F}"), #"\u{9B}2J\u{7F}"#)
    }
}
