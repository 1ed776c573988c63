import XCTest
@testable import HIGCompiler

final class RuleIDMinterTests: XCTestCase {
    let page = "components/presentation/action-sheets"

    func testIdsAreReadableSlugsUnderThePage() {
        XCTAssertEqual(RuleIDMinter().ids(page: page, rules: ["Avoid letting an action sheet scroll.", "Don’t use an emoji in place of a symbol."]),
                       ["components/presentation/action-sheets/avoid-letting-an-action-sheet-scroll",
                        "components/presentation/action-sheets/dont-use-an-emoji-in-place-of-a-symbol"])
    }

    func testLongRulesAreCutAtTenWords() {
        XCTAssertEqual(RuleIDMinter().ids(page: "p", rules: ["Use a nonmodal view when you want to present supplementary items that affect the main task."]),
                       ["p/use-a-nonmodal-view-when-you-want-to-present-supplementary"])
    }

    func testCollisionsLengthenThenNumberInDocumentOrder() {
        let rules = ["Use a nonmodal view when you want to present supplementary items in iOS.",
                     "Use a nonmodal view when you want to present supplementary items in macOS.",
                     "Keep it short.", "Keep it short!"]
        XCTAssertEqual(RuleIDMinter().ids(page: "p", rules: rules), [
            "p/use-a-nonmodal-view-when-you-want-to-present-supplementary-items-in-ios",
            "p/use-a-nonmodal-view-when-you-want-to-present-supplementary-items-in-macos",
            "p/keep-it-short", "p/keep-it-short-2",
        ])
    }

    func testIdsDependOnlyOnEnglish() {
        let minter = RuleIDMinter()
        XCTAssertEqual(minter.ids(page: "p", rules: ["Use a sheet."]), minter.ids(page: "p", rules: ["Use a sheet."]))
        XCTAssertEqual(minter.ids(page: "p", rules: [""]), ["p/rule"])
    }
}
