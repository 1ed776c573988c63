import XCTest
@testable import HIGText

/// The inline formatting exchange files carry: read from hig's escaped HTML, written back as Markdown.
final class InlineSpanTests: XCTestCase {
    func testParsesHigsInlineHTMLAndWritesMarkdown() throws {
        let spans = try XCTUnwrap(InlineSpan.parse(html: "<strong>Use it.</strong> See <a href=\"https://a.b/c?d=1&amp;e=2\">Alerts &amp; sheets</a> and <code>f()</code>."))
        XCTAssertEqual(InlineSpan.plain(spans), "Use it. See Alerts & sheets and f().")
        XCTAssertEqual(InlineSpan.markdown(spans, escape: { $0 }), "**Use it.** See [Alerts & sheets](https://a.b/c?d=1&e=2) and `f()`.")
        XCTAssertTrue(InlineSpan.hasFormatting(spans))
    }

    func testOtherMarkupIsNotCarried() {
        XCTAssertNil(InlineSpan.parse(html: "See <img src=\"x.png\" alt=\"\" loading=\"lazy\">"))
        XCTAssertNil(InlineSpan.parse(html: "<strong>unclosed"))
        XCTAssertEqual(InlineSpan.parse(html: "plain &lt;text&gt;"), [.text("plain <text>")])
    }
}
