@testable import HIGSite
import XCTest

/// The site index keeps the search tokenizer's document tokens but the one-syllable position tokens.
final class SearchIndexTermsTests: XCTestCase {
    func testHangulBigramsAndSingleSyllableStems() {
        XCTAssertEqual(SearchIndex.terms("시트는"), ["시트", "트는"])
        XCTAssertEqual(SearchIndex.terms("앱을"), ["앱을", "=앱"])
        XCTAssertEqual(SearchIndex.terms("앱"), ["=앱"])
    }

    func testEnglishStemsAndApostrophes() {
        XCTAssertEqual(SearchIndex.terms("Sheets scrolling don't"), ["sheet", "scroll", "dont"])
        XCTAssertEqual(SearchIndex.terms("iOS 17"), ["io", "17"])
    }

    func testParticlesGluedToLatinWordsAreDropped() {
        XCTAssertEqual(SearchIndex.terms("Apple로 (sheet)를"), ["appl", "sheet"])
    }

    func testNFDHangulIsComposed() {
        let decomposed = "시트".decomposedStringWithCanonicalMapping
        XCTAssertNotEqual(Array(decomposed.unicodeScalars), Array("시트".unicodeScalars))
        XCTAssertEqual(SearchIndex.terms(decomposed), ["시트"])
    }
}
