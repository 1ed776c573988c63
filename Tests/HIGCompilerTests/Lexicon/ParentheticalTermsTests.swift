import Foundation
import HIGText
import XCTest
@testable import HIGCompiler

/// Pairs a source states in parentheses, and the scan that skips the regex for texts that state none.
final class ParentheticalTermsTests: XCTestCase {
    func testPairsTakeAsManyKoreanWordsAsTheEnglishHas() {
        let pairs = ParentheticalTerms.pairs(in: "크기 조정이 가능한 시트(sheet)에 작업 시트(action sheet)를 둡니다.")
        XCTAssertEqual(pairs.map(\.en), ["sheet", "action sheet"])
        XCTAssertEqual(pairs.map(\.ko), ["시트", "작업 시트"])
    }

    func testOnlyHangulDirectlyBeforeAParenthesisAndALetterMayStateAPair() {
        XCTAssertTrue(ParentheticalTerms.mayStatePair("시트(sheet)"))
        XCTAssertFalse(ParentheticalTerms.mayStatePair("시트 (sheet)"), "a space before the parenthesis")
        XCTAssertFalse(ParentheticalTerms.mayStatePair("시트(1)"), "a digit after it")
        XCTAssertFalse(ParentheticalTerms.mayStatePair("sheet(s)"), "Latin before it")
        XCTAssertTrue(ParentheticalTerms.pairs(in: "버튼 (button)을 누릅니다. UIKit(iOS)").isEmpty, "no pair stated")
    }
}

/// The scan finds what the pattern it replaced finds, pair for pair, on texts built to tell them apart and on every
/// line of the seeds.
final class ParentheticalScanTests: XCTestCase {
    nonisolated(unsafe) static let pattern = /([가-힣]+(?: [가-힣]+){0,2})\(([A-Za-z][A-Za-z -]{1,40})\)/

    /// The pairs as the pattern gave them.
    static func patternPairs(_ koreanText: String) -> [String] {
        let text = NFC.normalize(koreanText)
        var result: [String] = []
        for match in text.matches(of: pattern) where LexiconText.isTerm(match.output.2) {
            let english = match.output.2.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
            let korean = match.output.1.split(separator: " ").map(String.init)
            guard !english.isEmpty, english.count <= 3 else { continue }
            result.append(english.joined(separator: " ") + "=" + korean.suffix(english.count).joined(separator: " "))
        }
        return result
    }

    func testTheScanFindsWhatThePatternFinds() throws {
        var texts = [
            "가나 다라 마바 사아(sheet)", "가나 다라 마바 사아(action sheet menu)", "가(ab) 나(cd)", "가(1 나(ab)", "가(x)", "가(xy)",
            "시트(Sheet)", "시트(a-b)", "시트(-ab)", "시트( ab)", "시트(ab )", "시트(" + String(repeating: "a", count: 41) + ")",
            "시트(" + String(repeating: "a", count: 42) + ")", "시트(ab)(cd)", "시트((ab)", "시트  작업(ab)", "시트 작업(one two three four)",
            "A 시트(ab)", "시트(ab", "(ab)", "시트(ab c-d)", "작업 시트(action sheet)를 시트(sheet)에", "한\u{301}글(ab)",
            "가 나 다 라 마(a b c)", "가 나(a--b)",
        ]
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("seeds")
        for name in try FileManager.default.contentsOfDirectory(atPath: seeds.path) {
            texts += try String(contentsOf: seeds.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").map(String.init)
        }
        var found = 0
        for text in texts {
            let scanned = ParentheticalTerms.pairs(in: text).map { $0.en + "=" + $0.ko }
            XCTAssertEqual(scanned, Self.patternPairs(text), text)
            found += scanned.count
        }
        XCTAssertGreaterThan(found, 10)
        // The one difference: the scan reads scalars, so a combining mark after `)` (one grapheme with it, which the
        // pattern could not match) does not hide the pair.
        XCTAssertEqual(ParentheticalTerms.pairs(in: "한글(ab)\u{301}").map(\.ko), ["한글"])
    }
}
