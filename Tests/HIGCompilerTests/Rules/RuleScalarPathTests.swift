import XCTest
@testable import HIGCompiler

/// The rule passes walk scalars instead of characters where every scalar stands alone (`SimpleScalars`); these
/// check that both walks agree.
final class RuleScalarPathTests: XCTestCase {
    func testWordsOnEitherPath() {
        XCTAssertEqual(ImperativeLead.words(in: "Don’t use e-mail, ever."), ["Don’t", "use", "e-mail", "ever"])
        XCTAssertEqual(ImperativeLead.words(in: "Don’t use cafe\u{0301}s."), ["Don’t", "use", "cafe\u{0301}s"])
    }

    func testByteSearch() {
        XCTAssertTrue(ByteSearch.contains("Not supported in", in: "Apps. Not supported in macOS."))
        XCTAssertFalse(ByteSearch.contains("Not supported in", in: "not supported in macOS."))
        XCTAssertFalse(ByteSearch.contains("Not supported in", in: "Not"))
    }
}
