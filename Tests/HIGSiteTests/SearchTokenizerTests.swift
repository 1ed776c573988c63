@testable import HIGSite
import XCTest

final class SearchTokenizerTests: XCTestCase {
    func testHangulBigramsAndSingleSyllableStems() {
        XCTAssertEqual(SearchTokenizer.terms("시트는"), ["시트", "트는"])
        XCTAssertEqual(SearchTokenizer.terms("앱을"), ["앱을", "=앱"])
        XCTAssertEqual(SearchTokenizer.terms("앱"), ["=앱"])
    }

    func testEnglishStemsAndApostrophes() {
        XCTAssertEqual(SearchTokenizer.terms("Sheets scrolling don't"), ["sheet", "scroll", "dont"])
        XCTAssertEqual(SearchTokenizer.terms("iOS 17"), ["io", "17"])
    }

    func testParticlesGluedToLatinWordsAreDropped() {
        XCTAssertEqual(SearchTokenizer.terms("Apple로 (sheet)를"), ["appl", "sheet"])
    }

    func testNFDHangulIsComposed() {
        let decomposed = "시트".decomposedStringWithCanonicalMapping
        XCTAssertNotEqual(Array(decomposed.unicodeScalars), Array("시트".unicodeScalars))
        XCTAssertEqual(SearchTokenizer.terms(decomposed), ["시트"])
    }

    func testPostingsAreBase36Gaps() {
        XCTAssertEqual(SearchIndex.encode([3, 13, 50]), "3,a,11")
    }
}
