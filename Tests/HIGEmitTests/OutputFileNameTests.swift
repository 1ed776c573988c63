import XCTest
@testable import HIGEmit

/// Names made from titles: short ones as they are, long or lossy ones cut to whole characters with a hash of the
/// original, and the cut found in one pass, so a title of any length costs about what a short one does.
final class OutputFileNameTests: XCTestCase {
    func testShortSafeNamesStayAsTheyAre() {
        XCTAssertEqual(OutputFileName.name("action-sheets", from: "action-sheets"), "action-sheets")
    }

    func testLongNamesAreCutToWholeCharactersWithAHashOfTheOriginal() {
        let safe = String(repeating: "ab-", count: 100)
        let name = OutputFileName.name(safe, from: safe)
        XCTAssertEqual(name.utf8.count, OutputFileName.maximumBytes)
        let dashed = "x" + String(repeating: "a-", count: 100)
        XCTAssertEqual(OutputFileName.name(dashed, from: dashed).utf8.count, OutputFileName.maximumBytes - 1, "a cut that ends in '-' drops it")
        XCTAssertTrue(name.hasPrefix("ab-ab-"))
        XCTAssertTrue(name.hasSuffix("-" + OutputFileName.hash(safe)))
        XCTAssertEqual(OutputFileName.prefix(of: "가나다", fittingBytes: 7), "가나", "a three-byte character is never split")
        XCTAssertEqual(OutputFileName.prefix(of: "abc", fittingBytes: 0), "")
    }

    /// Before the cut was found in one pass, a name was shortened a character at a time and its length counted again
    /// each time: a 200,000-character title kept the site emitter busy for minutes. This name is longer still; the
    /// test would not end in any reasonable time with the old loop.
    func testAVeryLongTitleIsCutInOnePass() {
        let safe = String(repeating: "very-long-title-", count: 40_000)
        let name = OutputFileName.name(safe, from: safe)
        XCTAssertEqual(name, String(safe.prefix(OutputFileName.maximumBytes - 17)).trimmingSuffix("-") + "-" + OutputFileName.hash(safe))
    }
}

private extension String {
    func trimmingSuffix(_ character: Character) -> String {
        var result = self
        while result.last == character { result.removeLast() }
        return result
    }
}
