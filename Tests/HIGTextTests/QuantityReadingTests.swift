import XCTest
@testable import HIGText

/// How English and Korean quantities are read: each case is text → the values a translator reads.
final class QuantityReadingTests: XCTestCase {
    private func english(_ text: String) -> [String] { EnglishQuantities.read(text).quantities.map(describe) }
    private func korean(_ text: String) -> [String] { KoreanQuantities.read(text).quantities.map(describe) }

    private func describe(_ quantity: Quantity) -> String {
        let marker: String
        switch quantity.commitment {
        case .stated: marker = ""
        case .incidental: marker = "?"
        case .approximate: marker = "~"
        }
        return marker + quantity.rendered
    }

    func testEnglishNumbersInDigitsAndWords() {
        XCTAssertEqual(english("Use a 44x44 pt hit target."), ["44×44 pt"])
        XCTAssertEqual(english("Supports 1,000 items, 1.5 times faster, in 10 million places."), ["1000", "1.5 times", "10000000"])
        XCTAssertEqual(english("The gauge can show three ranges, twenty-five values, and two hundred rows."), ["3", "25", "200"])
        XCTAssertEqual(english("Show five to seven segments, or 5–7 at most."), ["5–7", "5–7"])
        XCTAssertEqual(english("Use one-third of the width and two-thirds of the height."), ["1/3", "2/3"])
        XCTAssertEqual(english("Provide 512x512 px @1x, 1024x1024 px @2x."), ["512×512 px", "1 x", "1024×1024 px", "2 x"])
        XCTAssertEqual(english("Take up 50% of the screen, or 25 percent."), ["50%", "25%"])
    }

    func testEnglishIdiomsATranslatorReadsAsNumbers() {
        XCTAssertEqual(english("It lasts about half a second."), ["0.5 s"])
        XCTAssertEqual(english("It takes a minute or two."), ["1–2 min"])
        XCTAssertEqual(english("Hold it no more than a foot away."), ["1 ft"])
        XCTAssertEqual(english("A workout app might track a triathlon."), ["3"])
        XCTAssertEqual(english("Intervals of a quarter-hour, for an hour and a half."), ["0.25 h", "1.5 h"])
        XCTAssertEqual(english("Show a few items, a couple of badges and dozens of results."), ["~2–5", "~2–3", "~13–99"])
        XCTAssertEqual(english("Offer half a dozen choices."), ["6"])
    }

    func testEnglishWordsThatAreOnlySometimesNumbers() {
        XCTAssertEqual(english("First, choose one that works."), ["?1", "?1"])
        XCTAssertEqual(english("Open a second window."), [])
        XCTAssertEqual(english("Wait a second."), ["?1 s"].map { $0.replacingOccurrences(of: "?", with: "") })
        XCTAssertEqual(english("Show the third item, not third-party content."), ["3"])
        XCTAssertEqual(english("Take a moment."), ["?1 moments"])
        XCTAssertEqual(english("Released on June 5, 2023."), ["?6 (month)", "5", "2023"])
    }

    func testEnglishFrequencies() {
        XCTAssertEqual(EnglishQuantities.read("Review them on a biannual basis.").frequencies.map(\.rendered), ["twice a year"])
        XCTAssertEqual(EnglishQuantities.read("Do it twice a year or every two years.").frequencies.map(\.rendered), ["twice a year", "once every 2 years"])
    }

    func testKoreanDigitsUnitsAndCounters() {
        XCTAssertEqual(korean("약 0.5초 동안 지속됩니다."), ["0.5 s"])
        XCTAssertEqual(korean("로드하는 데 1~2분이 걸립니다."), ["1–2 min"])
        XCTAssertEqual(korean("1분 또는 2분이 걸리고 3분이나 4분이 걸립니다."), ["1–2 min", "3–4 min"])
        XCTAssertEqual(korean("기기를 1피트 이내로 유지합니다."), ["1 ft"])
        XCTAssertEqual(korean("3종 경기를 추적하고 3가지 범위를 표시합니다."), ["3", "3"])
        XCTAssertEqual(korean("44x44pt 적중 대상과 50%의 너비."), ["44×44 pt", "50%"])
        XCTAssertEqual(korean("너비의 3분의 1을 1000만 개의 항목에 사용합니다."), ["1/3", "10000000"])
        XCTAssertEqual(korean("25시간 간격으로 2023년 6월 5일에."), ["25 h", "2023 years", "6 (month)", "5 days"])
        XCTAssertEqual(korean("3 주요 항목"), ["3"])
    }

    func testKoreanNativeNumeralsAndVagueAmounts() {
        XCTAssertEqual(korean("세 가지 선택과 두 번째 항목을 한두 번 누릅니다."), ["3", "2", "1–2"])
        XCTAssertEqual(korean("한 가지 방법은 열 수 있는 창입니다."), ["?1"])
        XCTAssertEqual(korean("몇 초 동안 수십 개의 결과를 하나씩 표시합니다."), ["~2–9 s", "~10–99", "?1"])
        XCTAssertEqual(korean("두 손가락으로 하루에 세 번 탭합니다."), ["2"])
        XCTAssertEqual(KoreanQuantities.read("두 손가락으로 하루에 세 번 탭합니다.").frequencies.map(\.rendered), ["3 times a day"])
    }

    func testKoreanFrequencies() {
        XCTAssertEqual(KoreanQuantities.read("2년에 한 번 검토합니다.").frequencies.map(\.rendered), ["once every 2 years"])
        XCTAssertEqual(KoreanQuantities.read("1년에 두 번, 연 2회, 격년으로.").frequencies.map(\.rendered), ["twice a year", "twice a year", "once every 2 years"])
        XCTAssertEqual(KoreanQuantities.read("2년마다 검토합니다.").quantities.count, 0)
    }

    func testUnitWordsThatNameSomethingElse() {
        XCTAssertEqual(EnglishQuantities.read("By default, a minute list includes 60 values.").quantities.map(\.rendered), ["60"])
        XCTAssertEqual(KoreanQuantities.read("세분성을 줄이는 것이 좋습니다.").quantities.count, 0)
        XCTAssertEqual(EnglishQuantities.read("Using “June 6” is clearer than “6/6”.").quantities.map(\.rendered), ["6 (month)", "6", "6", "6"])
    }

    func testNamesPluralsAndUnitsGluedToNumbers() {
        XCTAssertEqual(EnglishQuantities.read("Design for the 1980s at 60fps in 3D and 4K.").quantities.map(\.rendered), ["1980", "60"])
        XCTAssertEqual(KoreanQuantities.read("1980년대에 60fps로 3D와 4K를 위해 디자인합니다.").quantities.map(\.rendered), ["1980 years", "60"])
    }
}
