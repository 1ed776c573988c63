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
}
