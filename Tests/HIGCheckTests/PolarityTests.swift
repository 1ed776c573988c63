@testable import HIGCheck
import HIGCorpus
import XCTest

/// Negation at clause level in both languages, sentences compared with the Korean they align with (`SentenceAligner`),
/// and one finding per fault.
final class PolarityTests: XCTestCase {
    func testEnglishNegationIsClausalOrPhrasal() {
        XCTAssertEqual(Negation.english("Don’t stop playback abruptly."), .clausal)
        XCTAssertEqual(Negation.english("Aim to provide no more than three choices."), .clausal)
        XCTAssertEqual(Negation.english("If people can't undo it, confirm."), .clausal)
        XCTAssertEqual(Negation.english("Let people return without leaving the CarPlay experience."), .phrasal)
        XCTAssertEqual(Negation.english("Use a list instead of a menu."), .phrasal)
        XCTAssertNil(Negation.english("Use an action sheet — not an alert — to offer choices."))
        XCTAssertNil(Negation.english("Use it not only for text but also for images."))
        XCTAssertNil(Negation.english("Show the title."))
    }

    func testKoreanNegationAnywhereInTheSentence() {
        XCTAssertTrue(Negation.koreanNegates("업데이트가 긴급한 정보를 전달하기 위한 것이 아닐 때 수동 알림을 사용합니다."))
        XCTAssertTrue(Negation.koreanNegates("읽지 않고 닫습니다."))
        XCTAssertTrue(Negation.koreanNegates("그렇게 하면 안 됩니다."))
        XCTAssertFalse(Negation.koreanNegates("CarPlay 경험을 그대로 유지하면서 돌아갑니다."))
        XCTAssertTrue(Negation.koreanCarries(.phrasal, in: "CarPlay 경험을 그대로 유지하면서 돌아갑니다."))
        XCTAssertFalse(Negation.koreanCarries(.clausal, in: "CarPlay 경험을 그대로 유지하면서 돌아갑니다."))
        XCTAssertTrue(Negation.koreanCarries(.clausal, in: "세 가지를 넘지 않도록 합니다."))
    }

    func testADroppedLeadIsOneFindingOfTheDroppedLeadCheck() {
        let example = CheckExample("**Avoid showing an alert when people open your app.** An alert at launch delays what they came to do, and most people dismiss it without reading it.",
                                   "실행 시 경고는 사용자가 하려던 작업을 지연시키며, 대부분의 사람들은 읽지 않고 닫습니다.")
        let findings = try! QualityChecker(enabled: ["dropped-lead", "polarity"]).run(CheckContext(corpus: example.corpus))
        XCTAssertEqual(findings.map(\.checkID), ["hig.qa.dropped-lead"])
    }

    func testLaterSentencesAreComparedWithTheirAlignedKoreanWhenTheCountsDiffer() {
        // Three English sentences, two Korean ones: the first two merged; the negated third lost its negation.
        let example = CheckExample("Keep it short. Long titles get truncated. Don’t use more than one line.",
                                   "짧게 유지하십시오, 긴 제목은 잘립니다. 한 줄 이상을 사용합니다.")
        let findings = InvertedPolarity().findings(in: CheckContext(corpus: example.corpus))
        XCTAssertEqual(findings.map(\.message), ["“Don’t use more than one line.” is negative but its Korean “한 줄 이상을 사용합니다.” has no negation"])
    }
}
