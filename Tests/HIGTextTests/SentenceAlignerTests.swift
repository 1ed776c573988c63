import XCTest
@testable import HIGText

/// The one sentence aligner: lengths, anchors, sentences left out, merged or split.
final class SentenceAlignerTests: XCTestCase {
    private let english = ["Titles that run across the whole width of a small screen are hard to read and often get truncated.",
                           "Keep them short.", "Test them on a device."]

    func testOneToOne() {
        let groups = SentenceAligner().align(["Keep them short.", "Test them on a device."], ["짧게 유지하십시오.", "기기에서 테스트합니다."])
        XCTAssertEqual(groups, [.init(english: 0..<1, korean: 0..<1), .init(english: 1..<2, korean: 1..<2)])
    }

    func testALongSentenceLeftOut() {
        let groups = SentenceAligner().align(english, ["짧게 유지하십시오.", "기기에서 테스트합니다."])
        XCTAssertEqual(groups.map(\.english), [0..<1, 1..<2, 2..<3])
        XCTAssertEqual(groups.map(\.korean), [0..<0, 0..<1, 1..<2])
        XCTAssertEqual(groups.group(ofEnglish: 2)?.korean, 1..<2)
    }

    func testTwoSentencesMergedIntoOne() {
        let groups = SentenceAligner().align(english, ["작은 화면의 전체 너비에 걸친 제목은 읽기 어렵고 자주 잘리므로, 짧게 유지하십시오.", "기기에서 테스트합니다."])
        XCTAssertEqual(groups.map(\.english), [0..<2, 2..<3])
    }

    func testTheFirstSentenceMayBePricedToBeLeftOut() {
        // A rule paragraph: the rule sentence is dropped far more often than any other.
        let english = ["Prefer high-value custom items for your Dock menu.",
                       "For example, a Dock menu can list all currently or recently open windows, making it a convenient way to jump to the window people want."]
        let korean = ["예를 들어, 도크 메뉴는 현재 또는 최근에 열려 있는 모든 창을 나열할 수 있으므로 사용자가 원하는 창으로 쉽게 이동할 수 있습니다."]
        XCTAssertEqual(SentenceAligner(firstSkipCost: 2.0).align(english, korean).map(\.korean), [0..<0, 0..<1])
    }

    func testExampleMarkersAnchorAPairing() {
        let aligner = SentenceAligner()
        XCTAssertLessThan(aligner.pairCost("For example, use a sheet.", "예를 들어 시트를 사용합니다."),
                          aligner.pairCost("Use a sheet for this.", "예를 들어 시트를 사용합니다."))
    }

    func testLatinTokenKeysMatchTokens() {
        let texts = ["Cancel(취소) 버튼, 44x44 포인트, iOS 및 a", "İstanbul KELVIN \u{212A}m", "AVeryLongIdentifierName abcdefgh abcdefghi 123456789012",
                     "e\u{0301}tape ÉCOLE iPadOS"]
        XCTAssertEqual(SentenceFeatures.latinTokens(texts[0]), ["cancel", "44", "ios"])
        for text in texts {
            let expected = Set(SentenceFeatures.latinTokens(text).map(LatinTokenKeys.key)).sorted()
            XCTAssertEqual(LatinTokenKeys.scan(text).keys, expected, text)
            XCTAssertEqual(LatinTokenKeys.scan(text).scalars, text.unicodeScalars.count, text)
        }
    }

    func testOpeningMarkersMatchOnEitherPath() {
        XCTAssertNotEqual(SentenceFeatures.openingMarkers(of: "For Example, use a sheet."), 0)
        XCTAssertEqual(SentenceFeatures.openingMarkers(of: "예를 들어 시트를 사용합니다.") & SentenceFeatures.exampleMarker, SentenceFeatures.exampleMarker)
        XCTAssertNotEqual(SentenceFeatures.openingMarkers(of: "For example, use a sheet\u{0301}."), 0)
        XCTAssertEqual(SentenceFeatures.openingMarkers(of: "For example\u{0301}, see below."), 0)
        XCTAssertEqual(SentenceFeatures.openingMarkers(of: "For exampl\u{00E9}, see below."), 0)
        XCTAssertNotEqual(SentenceFeatures.openingMarkers(of: "In general") & SentenceFeatures.openingMarkers(of: "일반적으로 말해"), 0)
    }
}
