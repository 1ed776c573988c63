import Foundation
import HIGText
import XCTest

final class LiteralSearchTests: XCTestCase {
    func testFindsLiteralSubstringsAnywhereIncludingTheEnds() {
        XCTAssertTrue("**Bold** text".containsLiteral("**"))
        XCTAssertTrue("text **".containsLiteral("**"))
        XCTAssertTrue("Title\n===".containsLiteral("\n="))
        XCTAssertTrue("버튼을 **사용**하세요".containsLiteral("**"))
        XCTAssertTrue("anything".containsLiteral(""))
        XCTAssertFalse("*one* star".containsLiteral("**"))
        XCTAssertFalse("*".containsLiteral("**"))
        XCTAssertFalse("".containsLiteral("a"))
    }

    func testMatchesWholeScalarsOnlyAsALiteralSearchDoes() {
        // 가 (EA B0 80) and 각 (EA B0 81) share their first two bytes; neither is found in the other.
        XCTAssertFalse("각".containsLiteral("가"))
        XCTAssertTrue("가각".containsLiteral("각"))
        // No canonical equivalence: a precomposed é is not a decomposed one.
        XCTAssertFalse("caf\u{E9}".containsLiteral("e\u{301}"))
    }

    func testAgreesWithFoundationOnTheRepairsQuestions() {
        let texts = ["Buttons\n=======", "A\n- b", "line\n indented", "**Use** it", "plain", "한국어 **굵게**", "a  b"]
        for text in texts {
            for needle in ["**", "\n=", "\n-", "\n ", "  "] {
                XCTAssertEqual(text.containsLiteral(needle), text.contains(needle), "\(text.debugDescription) / \(needle.debugDescription)")
            }
        }
    }
}
