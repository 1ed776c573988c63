import HIGCorpus
import HIGEmit
import XCTest
@testable import HIGSite

/// Links between built pages stay in the site; others stay external and are marked so.
final class SiteLinksTests: XCTestCase {
    private var links: SiteLinks {
        var lists = SiteFixtures.page
        lists.id = "components/layout/lists-and-tables"
        lists.category = "components/layout"
        lists.aliases = ["components/layout/list-and-tables"]
        let corpus = Corpus(pages: [SiteFixtures.page, lists], skipped: [],
                            categories: [Category(id: "components/layout", title: LocalizedTitle(en: "Layout"))])
        return SiteLinks(content: SiteContent(BuildProducts(corpus: corpus, rules: [])))
    }

    func testLinksToBuiltPagesBecomeSiteLinksByNameOrOldName() {
        let root = "../../../"
        XCTAssertEqual(links.link("/design/human-interface-guidelines/buttons", root: root), .internal("../../../pages/components/demo/buttons.html"))
        XCTAssertEqual(links.link("https://developer.apple.com/design/human-interface-guidelines/components/layout/list-and-tables/#Best-practices", root: root),
                       .internal("../../../pages/components/layout/lists-and-tables.html#b-best-practices"))
        XCTAssertEqual(links.link("../components/demo/buttons.md", root: root), .internal("../../../pages/components/demo/buttons.html"))
        XCTAssertEqual(links.link("../components/demo/buttons", root: root), .internal("../../../pages/components/demo/buttons.html"))
        XCTAssertEqual(links.link("/design/human-interface-guidelines/layout", root: root), .internal("../../../categories/components/layout.html"))
    }

    func testOtherLinksStayExternal() {
        XCTAssertEqual(links.link("/documentation/uikit/uibutton", root: ""), .external("https://developer.apple.com/documentation/uikit/uibutton"))
        XCTAssertEqual(links.link("/design/human-interface-guidelines/dark-mode", root: ""), .external("https://developer.apple.com/design/human-interface-guidelines/dark-mode"))
        XCTAssertEqual(links.link("https://example.com/a", root: ""), .external("https://example.com/a"))
        XCTAssertEqual(links.link("./not-in-the-build.md", root: ""), .textOnly)
        XCTAssertEqual(links.link("../components/presentation/alerts", root: ""),
                       .external("https://developer.apple.com/design/human-interface-guidelines/components/presentation/alerts"))
    }

    func testRewriteMarksInternalAndExternalLinks() {
        let html = #"See <a href="/design/human-interface-guidelines/buttons">buttons</a> and <a href="https://example.com/?a=1&amp;b=2">more</a>, <a href="./gone.md">gone</a>."#
        XCTAssertEqual(links.rewrite(html, at: "pages/components/layout/lists-and-tables.html"),
                       #"See <a href="../../../pages/components/demo/buttons.html" data-internal>buttons</a> and <a href="https://example.com/?a=1&amp;b=2" class="external" rel="external">more</a>, gone."#)
    }

    /// The byte search finds what the search by Characters finds, also where combining marks sit next to the tags.
    func testByteSearchAgreesWithTheSearchByCharacters() {
        let link = #"<a href="/design/human-interface-guidelines/buttons">"#
        for html in [
            "No links at all.", "한국어 문장\(link)버튼</a>입니다.", "\(link)a</a>\(link)b</a> and <a href=\"./gone.md\">gone</a> end",
            "<a href=\"./gone.md\">never closed", "<a href=\"unterminated", "<a href=\"x\" no end", "\u{600}\(link)x</a>",
            "<a href=\"./gone.md\"\u{301}>x</a>", "<a href=\"./gone.md\">x<\u{301}/a></a>", "<\u{301}a href=\"./gone.md\">x</a> \(link)y</a>",
            ##"<a href="https://example.com/?a=1&amp;b=&quot;2&quot;">q</a><a href="#Local">local</a>"##,
        ] {
            XCTAssertEqual(links.rewrite(html, root: "../"), links.rewriteByCharacters(html, root: "../"), html.debugDescription)
        }
    }
}
