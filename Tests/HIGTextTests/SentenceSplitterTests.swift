import XCTest
@testable import HIGText

final class SentenceSplitterTests: XCTestCase {
    func testEnglishSplitsAtSentenceEnds() {
        XCTAssertEqual(SentenceSplitter.english("Use a sheet. A sheet helps people! Does it? Yes."),
                       ["Use a sheet.", "A sheet helps people!", "Does it?", "Yes."])
    }

    func testEnglishKeepsAbbreviationsNamesAndLowercaseContinuations() {
        XCTAssertEqual(SentenceSplitter.english("Use a label, e.g. Done. See UIAlertAction.Style.destructive (UIKit) for more."),
                       ["Use a label, e.g. Done.", "See UIAlertAction.Style.destructive (UIKit) for more."])
        XCTAssertEqual(SentenceSplitter.english("Version 2.5 is out. macOS follows."), ["Version 2.5 is out. macOS follows."])
    }

    func testEnglishClosingQuotesStayWithTheirSentence() {
        XCTAssertEqual(SentenceSplitter.english("Avoid words like “OK.” Prefer verbs."), ["Avoid words like “OK.”", "Prefer verbs."])
    }

    func testEnglishStrayPeriodStaysWithItsSentence() {
        XCTAssertEqual(SentenceSplitter.english("Sort by column. . Then more."), ["Sort by column. .", "Then more."])
    }

    func testKoreanSplitsAtSentenceEnds() {
        XCTAssertEqual(SentenceSplitter.korean("작업 시트를 사용하십시오. 시트는 중요합니다! 왜일까요? 그렇습니다."),
                       ["작업 시트를 사용하십시오.", "시트는 중요합니다!", "왜일까요?", "그렇습니다."])
    }

    func testKoreanSplitsWhereMachineTranslationDroppedTheSpace() {
        XCTAssertEqual(SentenceSplitter.korean("조정합니다.격자선이 많으면 어렵습니다. UIKit을 사용합니다.iOS에서 표시합니다."),
                       ["조정합니다.", "격자선이 많으면 어렵습니다.", "UIKit을 사용합니다.", "iOS에서 표시합니다."])
    }

    func testKoreanKeepsCodeNamesAndNumbersWhole() {
        XCTAssertEqual(SentenceSplitter.korean("UIAlertAction.Style.destructive를 참조하십시오. 버전 2.5는 좋습니다."),
                       ["UIAlertAction.Style.destructive를 참조하십시오.", "버전 2.5는 좋습니다."])
    }
}
