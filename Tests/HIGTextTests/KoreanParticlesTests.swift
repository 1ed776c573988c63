import XCTest
@testable import HIGText

final class KoreanParticlesTests: XCTestCase {
    private func stemLength(_ word: String, conservative: Bool = true) -> Int {
        KoreanParticles.stemLength(word.unicodeScalars.map(\.value), conservative: conservative)
    }

    func testLongestSuffixGoesKeepingOneSyllable() {
        XCTAssertEqual(stemLength("시트에서는"), 2)
        XCTAssertEqual(stemLength("앱에서"), 1)
        XCTAssertEqual(stemLength("표시하세요"), 2)
        XCTAssertEqual(stemLength("이와는"), 1)
        XCTAssertEqual(stemLength("을"), 1)
    }

    func testTwoSyllableWordsLoseOnlyUnambiguousParticlesWhenConservative() {
        XCTAssertEqual(stemLength("추가"), 2)
        XCTAssertEqual(stemLength("효과"), 2)
        XCTAssertEqual(stemLength("앱을"), 1)
        XCTAssertEqual(stemLength("추가", conservative: false), 1)
    }

    func testStemOfAQueryWord() {
        XCTAssertEqual(KoreanParticles.stem("버튼을"), "버튼")
        XCTAssertEqual(KoreanParticles.stem("버튼"), "버튼")
        XCTAssertEqual(KoreanParticles.stem("Apple로"), "Apple")
        XCTAssertEqual(KoreanParticles.stem("iOS용"), "iOS용")
        XCTAssertEqual(KoreanParticles.stem("sheet"), "sheet")
    }

    func testNounStemsKeepTwoSyllablesAndVerbEndings() {
        XCTAssertEqual(KoreanParticles.nounStems(in: "시트를 맞는 메뉴에서 스와이핑하여"), ["시트", "맞는", "메뉴", "스와이핑하여"])
    }

    func testOneListWithoutRepeats() {
        XCTAssertEqual(Set(KoreanParticles.suffixes).count, KoreanParticles.suffixes.count)
        XCTAssertTrue(KoreanParticles.neverStandingAlone.isSubset(of: Set(KoreanParticles.particles)))
        XCTAssertTrue(KoreanParticles.twoSyllableSafe.isSubset(of: Set(KoreanParticles.particles)))
    }
}
