import XCTest
@testable import HIGCompiler

/// Pairs a source states in parentheses, and the scan that skips the regex for texts that state none.
final class ParentheticalTermsTests: XCTestCase {
    func testPairsTakeAsManyKoreanWordsAsTheEnglishHas() {
        let pairs = ParentheticalTerms.pairs(in: "크기 조정이 가능한 시트(sheet)에 작업 시트(action sheet)를 둡니다.")
        XCTAssertEqual(pairs.map(\.en), ["sheet", "action sheet"])
        XCTAssertEqual(pairs.map(\.ko), ["시트", "작업 시트"])
    }

    func testOnlyHangulDirectlyBeforeAParenthesisAndALetterMayStateAPair() {
        XCTAssertTrue(ParentheticalTerms.mayStatePair("시트(sheet)"))
        XCTAssertFalse(ParentheticalTerms.mayStatePair("시트 (sheet)"), "a space before the parenthesis")
        XCTAssertFalse(ParentheticalTerms.mayStatePair("시트(1)"), "a digit after it")
        XCTAssertFalse(ParentheticalTerms.mayStatePair("sheet(s)"), "Latin before it")
        XCTAssertTrue(ParentheticalTerms.pairs(in: "버튼 (button)을 누릅니다. UIKit(iOS)").isEmpty, "no pair stated")
    }
}
