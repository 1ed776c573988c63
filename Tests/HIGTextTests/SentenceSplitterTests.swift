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

    func testKoreanGluedPeriodAfterANounIsInsideAName() {
        // `exclamationmark.triangle` translated word by word: the period ends no sentence.
        XCTAssertEqual(SentenceSplitter.korean("경고에 느낌표.삼각형과 같은 기호를 사용합니다. 끝입니다."),
                       ["경고에 느낌표.삼각형과 같은 기호를 사용합니다.", "끝입니다."])
        XCTAssertEqual(SentenceSplitter.korean("표시함.다음 항목"), ["표시함.", "다음 항목"])
    }

    func testKoreanClauseBoundariesAreCommasAfterClauseEndings() {
        func clauses(_ sentence: String) -> [String] {
            SentenceSplitter.koreanClauseBoundaries(sentence).map { "\(sentence[..<$0.comma])\($0.headStandsAlone ? "" : " (depends)")" }
        }
        XCTAssertEqual(clauses("화면당 하나를 표시하며, 사람들은 스와이프하고, 어렵습니다."), ["화면당 하나를 표시하며", "화면당 하나를 표시하며, 사람들은 스와이프하고"])
        XCTAssertEqual(clauses("너비를 원하는 경우, 방법을 고려하십시오."), ["너비를 원하는 경우 (depends)"])
        // Commas between the items of a list divide no clauses.
        XCTAssertEqual(clauses("텍스트, 게이지 및 이미지에 단색을 적용합니다."), [])
    }

    func testKoreanKeepsCodeNamesAndNumbersWhole() {
        XCTAssertEqual(SentenceSplitter.korean("UIAlertAction.Style.destructive를 참조하십시오. 버전 2.5는 좋습니다."),
                       ["UIAlertAction.Style.destructive를 참조하십시오.", "버전 2.5는 좋습니다."])
    }
}
