import XCTest
@testable import HIGText

/// The sentence splitter walks scalars instead of characters when every scalar stands alone; these check that the two
/// walks agree.
final class ScalarPathTests: XCTestCase {
    /// Scalars `SimpleScalars.standsAlone` accepts.
    private var standalone: [Unicode.Scalar] {
        (0...0xFFFF).compactMap { Unicode.Scalar(UInt32($0)) }.filter(SimpleScalars.standsAlone)
    }

    func testScalarTestsMatchCharacterTests() {
        for scalar in standalone {
            let character = Character(scalar)
            XCTAssertEqual(SimpleScalars.isLetter(scalar), character.isLetter, "\(scalar.value)")
            XCTAssertEqual(SimpleScalars.isNumber(scalar), character.isNumber, "\(scalar.value)")
            XCTAssertEqual(SimpleScalars.isWhitespace(scalar), character.isWhitespace, "\(scalar.value)")
            XCTAssertEqual(SimpleScalars.isUppercase(scalar), character.isUppercase, "\(scalar.value)")
        }
    }

    func testStandaloneScalarsNeverJoin() {
        let neighbours: [Unicode.Scalar] = ["a", "Z", ".", " ", "\n", "가", "힣", "’", "。", "中", "！", "\u{00E9}", "\u{0130}"]
        for scalar in standalone {
            for neighbour in neighbours {
                var text = String()
                text.unicodeScalars.append(contentsOf: [scalar, neighbour, scalar])
                XCTAssertEqual(text.count, 3, "\(scalar.value) \(neighbour.value)")
            }
        }
        XCTAssertFalse(SimpleScalars.standsAlone("\r"))
        XCTAssertFalse(SimpleScalars.standsAlone("\u{0301}"))
        XCTAssertFalse(SimpleScalars.standsAlone("\u{11A8}"))
    }

    func testCharacterPathSplitsLikeScalarPath() {
        // A combining mark sends the text down the character path; the sentences are the same otherwise.
        let plain = "Use a sheet. Then close it! e.g. now. 사용합니다.iOS 앱."
        let marked = plain.replacingOccurrences(of: "now", with: "nowe\u{0301}")
        XCTAssertNil(ScalarText(marked))
        XCTAssertEqual(SentenceSplitter.english(marked).map { $0.replacingOccurrences(of: "e\u{0301}", with: "") },
                       SentenceSplitter.english(plain))
        XCTAssertEqual(SentenceSplitter.korean(marked).map { $0.replacingOccurrences(of: "e\u{0301}", with: "") },
                       SentenceSplitter.korean(plain))
        XCTAssertEqual(SentenceSplitter.english("One here.\r\nTwo there. Three."), ["One here.", "Two there.", "Three."])
    }

    func testLimitKeepsPunctuationThatJoinsTheLastSentence() {
        XCTAssertEqual(SentenceSplitter.english("**Lead** . \"!\" Next one. Last.", limit: 1),
                       [SentenceSplitter.english("**Lead** . \"!\" Next one. Last.")[0]])
        XCTAssertEqual(SentenceSplitter.english("Use A. Use B. Use C.", limit: 2), ["Use A.", "Use B."])
        XCTAssertEqual(SentenceSplitter.english("Use A.", limit: 3), ["Use A."])
    }
}
