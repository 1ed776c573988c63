@testable import HIGSite
import XCTest

final class AnchorTests: XCTestCase {
    func testRuleIDsBecomeReadableSafeAnchors() {
        XCTAssertEqual(Anchor.rule("components/presentation/action-sheets/avoid-letting-an-action-sheet-scroll"),
                       "components-presentation-action-sheets-avoid-letting-an-action-sheet-scroll")
        XCTAssertEqual(Anchor.rule("sheets#use a panel?"), "sheets-use-a-panel")
        XCTAssertEqual(Anchor.rule("2024/new"), "x-2024-new")
        XCTAssertEqual(Anchor.rule("시트/sheet"), "sheet")
        XCTAssertEqual(Anchor.rule("시트"), "x-")
        XCTAssertEqual(Anchor.block("best-practices"), "b-best-practices")
    }

    func testCollisionsGetNumbered() {
        var set = AnchorSet()
        XCTAssertEqual(set.claim("a"), "a")
        XCTAssertEqual(set.claim("a"), "a-2")
        XCTAssertEqual(set.claim("a"), "a-3")
    }

    func testPagePathsAndRoots() {
        XCTAssertEqual(SitePaths.page("components/presentation/action-sheets"), "pages/components/presentation/action-sheets.html")
        XCTAssertEqual(SitePaths.root(from: "pages/components/presentation/action-sheets.html"), "../../../")
        XCTAssertEqual(SitePaths.root(from: "index.html"), "")
    }
}

final class RuleLeadTests: XCTestCase {
    func testPlainRuleSentencesAreEmphasized() {
        XCTAssertEqual(PageView.emphasizingLead("Use a sheet.", in: "Use a sheet. It helps."), "<strong>Use a sheet.</strong> It helps.")
        XCTAssertEqual(PageView.emphasizingLead("Don't <overdo> it.", in: "Don&#39;t &lt;overdo&gt; it. Really."),
                       "<strong>Don&#39;t &lt;overdo&gt; it.</strong> Really.")
        XCTAssertEqual(PageView.emphasizingLead("Use a sheet.", in: "<strong>Use a sheet.</strong> It helps."), "<strong>Use a sheet.</strong> It helps.")
        XCTAssertEqual(PageView.emphasizingLead("Other.", in: "Use a sheet."), "Use a sheet.")
        XCTAssertEqual(PageView.emphasizingLead(nil, in: "시트를 쓰세요."), "시트를 쓰세요.")
    }
}
