import XCTest
@testable import HIGSite

/// The bytes a `RenderMemo` knows a page's template input by: equal exactly when a template reads the same values.
final class TemplateInputTests: XCTestCase {
    func testKeyOrderDoesNotMatterButEveryValueDoes() {
        let a: [String: Any] = ["title": "Sheets", "blocks": [["en": "Use a sheet.", "rule": true]], "count": 2]
        let b: [String: Any] = ["count": 2, "blocks": [["rule": true, "en": "Use a sheet."]], "title": "Sheets"]
        XCTAssertEqual(TemplateInput.bytes(a), TemplateInput.bytes(b))
        for changed: [String: Any] in [
            ["title": "Sheets", "blocks": [["en": "Use a sheet.", "rule": false]], "count": 2],
            ["title": "Sheets", "blocks": [["en": "Use a sheet.", "rule": true]], "count": "2"],
            ["title": "Sheets", "blocks": [["en": "Use a sheet.", "rule": true], [:]], "count": 2],
            ["title": "Sheets", "blocks": [["en": "Use a sheet.", "rule": true]]],
        ] {
            XCTAssertNotEqual(TemplateInput.bytes(a), TemplateInput.bytes(changed), "\(changed)")
        }
    }

    func testLengthsKeepNeighbouringStringsApart() {
        XCTAssertNotEqual(TemplateInput.bytes(["ab", "c"] as [Any]), TemplateInput.bytes(["a", "bc"] as [Any]))
    }

    func testAValueOfAnotherTypeIsNeverDigested() {
        XCTAssertNil(TemplateInput.bytes(["when": 1.5] as [String: Any]))
    }
}
