import XCTest
import HIGCorpus
@testable import HIGCompiler

/// Blocks shared by English terms and Korean words, and the Korean each term gets by Dice coefficient.
final class CooccurrenceTests: XCTestCase {
    let pages: [[BilingualText]] = [
        [
            BilingualText(en: "Use a sheet for a task", ko: "작업에 시트를 씁니다"),
            BilingualText(en: "A sheet slides down over the sheet", ko: "시트가 내려옵니다"),
            BilingualText(en: "Buttons in a sheet", ko: "시트의 버튼"),
            BilingualText(en: "A sheet without its translation", ko: nil),
        ],
        [
            BilingualText(en: "Sheets and buttons", ko: "시트와 버튼"),
            BilingualText(en: "Toolbar", ko: "막대 도구"),
            BilingualText(en: "The toolbar", ko: "도구 막대"),
        ],
    ]

    func testEachTermGetsTheKoreanWithTheHighestDice() {
        let cooccurrence = Cooccurrence(pages: pages, targets: ["sheet", "button", "toolbar", "task"])
        let sheet = cooccurrence.best(for: "sheet", minimumCount: 2)
        XCTAssertEqual(sheet?.ko, "시트")
        XCTAssertEqual(sheet?.count, 4, "blocks counted once each; the block without Korean not at all")
        XCTAssertEqual(sheet?.dice, 1)
        let button = cooccurrence.best(for: "button", minimumCount: 2)
        XCTAssertEqual(button?.ko, "버튼", "시트 shares as many blocks but is in more (dice 2·2/(2+4))")
        XCTAssertEqual(button?.dice, 1)
    }

    func testTiesGoToTheSmallerWordAndRareOrUnreadTermsGetNothing() {
        let cooccurrence = Cooccurrence(pages: pages, targets: ["sheet", "button", "toolbar", "task"])
        XCTAssertEqual(cooccurrence.best(for: "toolbar", minimumCount: 2)?.ko, "도구", "막대 ties at dice 1")
        XCTAssertNil(cooccurrence.best(for: "task", minimumCount: 2), "one block only")
        XCTAssertEqual(cooccurrence.best(for: "task", minimumCount: 1)?.ko, "씁니다")
        XCTAssertNil(cooccurrence.best(for: "slide", minimumCount: 1), "not a target")
        XCTAssertEqual(cooccurrence.english.terms, ["sheet", "task", "button", "toolbar"], "numbered in reading order")
    }
}
