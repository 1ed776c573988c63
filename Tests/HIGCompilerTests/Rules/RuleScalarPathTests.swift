import XCTest
@testable import HIGCompiler

/// The rule passes walk scalars instead of characters where every scalar stands alone (`SimpleScalars`); these
/// check that both walks agree.
final class RuleScalarPathTests: XCTestCase {
    func testTokenKeysMatchTokens() {
        let texts = ["Cancel(취소) 버튼, 44x44 포인트, iOS 및 a", "İstanbul KELVIN \u{212A}m", "AVeryLongIdentifierName abcdefgh abcdefghi 123456789012",
                     "e\u{0301}tape ÉCOLE iPadOS"]
        for text in texts {
            let expected = Set(KoreanLeadFinder.latinTokens(text).map(LatinTokenKeys.key)).sorted()
            XCTAssertEqual(LatinTokenKeys.scan(text).keys, expected, text)
            XCTAssertEqual(LatinTokenKeys.scan(text).scalars, text.unicodeScalars.count, text)
        }
    }

    func testOpeningMarkersMatchOnEitherPath() {
        XCTAssertNotEqual(KoreanLeadFinder.openingMarkers(of: "For Example, use a sheet."), 0)
        XCTAssertNotEqual(KoreanLeadFinder.openingMarkers(of: "예를 들어 시트를 사용합니다."), 0)
        XCTAssertNotEqual(KoreanLeadFinder.openingMarkers(of: "For example, use a sheet\u{0301}."), 0)
        XCTAssertEqual(KoreanLeadFinder.openingMarkers(of: "For example\u{0301}, see below."), 0)
        XCTAssertEqual(KoreanLeadFinder.openingMarkers(of: "For exampl\u{00E9}, see below."), 0)
        XCTAssertNotEqual(KoreanLeadFinder.openingMarkers(of: "In general") & KoreanLeadFinder.openingMarkers(of: "일반적으로 말해"), 0)
    }

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
