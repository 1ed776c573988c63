@testable import HIGCheck
import HIGText
import XCTest

/// Which changes of value the number check reports (`QuantityComparison`, its policy over the values `HIGText` reads).
final class QuantityComparisonTests: XCTestCase {
    func testComparisonReportsOnlyChangesOfValue() {
        func changes(_ en: String, _ ko: String) -> [String] {
            QuantityComparison.changes(english: EnglishQuantities.read(en), korean: KoreanQuantities.read(ko)).map {
                switch $0 {
                case .changed(let e, let k): "\(e.text) → \(k.text)"
                case .missing(let e): "missing \(e.text)"
                case .added(let k): "added \(k.text)"
                case .frequency(let e, let k): "\(e.text) → \(k.text)"
                }
            }
        }
        XCTAssertEqual(changes("It lasts about half a second.", "약 0.5초 동안 지속됩니다."), [])
        XCTAssertEqual(changes("Use it for half an hour.", "30분 동안 사용합니다."), [])
        XCTAssertEqual(changes("Wait a moment or two.", "1분 또는 2분 기다립니다."), ["a moment or two → 1분 또는 2분"])
        XCTAssertEqual(changes("Use quarter-hour intervals.", "25시간 간격을 사용합니다."), ["quarter-hour → 25시간"])
        XCTAssertEqual(changes("Show up to 3 items.", "최대 5개의 항목을 표시합니다."), ["3 → 5개"])
        XCTAssertEqual(changes("Show up to 3 items.", "항목을 표시합니다."), ["missing 3"])
        XCTAssertEqual(changes("Show items.", "항목 5개를 표시합니다."), ["added 5개"])
        XCTAssertEqual(changes("Show a few items.", "항목 3개를 표시합니다."), [])
        XCTAssertEqual(changes("Show dozens of items.", "항목 12개를 표시합니다."), ["dozens of → 12개"])
        XCTAssertEqual(changes("Show three choices.", "두 가지 선택을 표시합니다."), ["three → 두 가지"])
        XCTAssertEqual(changes("Review it on a biannual basis.", "2년에 한 번 검토합니다."), ["biannual → 2년에 한 번"])
        XCTAssertEqual(changes("Review it twice a year.", "1년에 두 번 검토합니다."), [])
        XCTAssertEqual(changes("Use 44 pt.", "44px를 사용합니다."), ["44 pt → 44px"])
    }

    func testStrictBoundsMayBeStatedInclusively() {
        let english = EnglishQuantities.read("Avoid using more than two images.")
        XCTAssertEqual(QuantityComparison.changes(english: english, korean: KoreanQuantities.read("세 개 이상의 이미지를 사용하지 마십시오.")), [])
        XCTAssertEqual(QuantityComparison.changes(english: english, korean: KoreanQuantities.read("두 개 이상의 이미지를 사용하지 마십시오.")), [])
        XCTAssertEqual(QuantityComparison.changes(english: english, korean: KoreanQuantities.read("다섯 개 이상의 이미지를 사용하지 마십시오.")).count, 1)
    }

    func testNamesPluralsAndGluedUnitsAreNoChange() {
        XCTAssertEqual(QuantityComparison.changes(english: EnglishQuantities.read("Design for the 1980s at 60 fps."),
                                                  korean: KoreanQuantities.read("1980년대에 60fps로 디자인합니다.")), [])
        XCTAssertEqual(QuantityComparison.changes(english: EnglishQuantities.read("Add an item."), korean: KoreanQuantities.read("항목 1개를 추가합니다.")), [])
    }

    /// Quantities as a reader reads them: each class with several members (issue 28's were read on pages outside
    /// ../shared; these are written in the same style, none of them seen failing).
    func testQuantitiesAsAReaderReadsThemAreNoChange() {
        let same: [(String, String)] = [
            // Fractions, with any denominator, and as words.
            ("Set the tracking to 1/1000em.", "자간을 1000분의 1em으로 설정합니다."),
            ("Use a gap of 1/60 second.", "60분의 1초의 간격을 사용합니다."),
            ("The margin is one-sixth of the width.", "여백은 너비의 6분의 1입니다."),
            ("Use one-tenth of the height.", "높이의 10분의 1을 사용합니다."),
            // Ratios.
            ("Use a 16:9 aspect ratio.", "16:9 화면비를 사용합니다."),
            ("Keep a three-to-one contrast.", "3:1 대비를 유지합니다."),
            // Rates and periods.
            ("The display refreshes 60 times per second.", "디스플레이는 초당 60회 새로 고쳐집니다."),
            ("Poll the server every 5 minutes.", "5분마다 서버를 폴링합니다."),
            ("Update the widget every 15 minutes.", "위젯을 15분마다 업데이트합니다."),
            ("Check twice a day.", "하루에 두 번 확인합니다."),
            // Units glued or spaced.
            ("Stream audio at 64 kbps.", "오디오를 64kbps로 스트리밍합니다."),
            ("Stream audio at 64kbps.", "오디오를 64 kbps로 스트리밍합니다."),
            ("Render at 120 fps.", "120fps로 렌더링합니다."),
            ("Use a 2 MB image.", "2MB 이미지를 사용합니다."),
            // Ordinals and generations.
            ("Supports Apple Pencil (2nd generation).", "Apple Pencil(2세대)을 지원합니다."),
            ("Requires the 3rd generation iPad.", "3세대 iPad가 필요합니다."),
            ("This is the 2nd step.", "두 번째 단계입니다."),
            // Denied zero.
            ("Use a nonzero value.", "0이 아닌 값을 사용합니다."),
            ("Any non-zero offset works.", "0이 아닌 오프셋이면 됩니다."),
            // Digits inside identifiers.
            ("Use person.3.fill for groups.", "그룹에는 person.3.fill을 사용합니다."),
            ("Use person.2.fill for pairs.", "두 사람에게는 person.2.fill 기호를 사용합니다."),
            ("Try square.grid.3x3 here.", "여기에 square.grid.3x3을 사용해 보십시오."),
        ]
        for (en, ko) in same {
            XCTAssertEqual(QuantityComparison.changes(english: EnglishQuantities.read(en), korean: KoreanQuantities.read(ko)), [], "\(en) → \(ko)")
        }
    }

    func testChangedValuesOfTheseClassesAreStillReported() {
        let changed: [(String, String)] = [
            ("Set the tracking to 1/1000em.", "자간을 100분의 1em으로 설정합니다."),
            ("The display refreshes 60 times per second.", "디스플레이는 초당 30회 새로 고쳐집니다."),
            ("Poll the server every 5 minutes.", "15분마다 서버를 폴링합니다."),
            ("Stream audio at 64 kbps.", "오디오를 128kbps로 스트리밍합니다."),
            ("Supports Apple Pencil (2nd generation).", "Apple Pencil(1세대)을 지원합니다."),
        ]
        for (en, ko) in changed {
            XCTAssertFalse(QuantityComparison.changes(english: EnglishQuantities.read(en), korean: KoreanQuantities.read(ko)).isEmpty, "\(en) → \(ko)")
        }
    }
}
