import HIGCorpus
import XCTest
@testable import HIGCompiler

/// The plain interleaved format: line roles, the aligner, summaries, notes and the change log.
final class InterleavedTextTests: XCTestCase {
    func testLineRoles() {
        let roles = LineClassifier.classify(Lines.split("""
        Use a sheet.
        시트를 사용하세요.
        → 요약입니다.
        역자 첨언

        Change Log
        작성 날짜 | 작성자 | 수정사항 |
        2023/10/30 | 예나 | 초기 번역 |
        """)).map(\.role)
        XCTAssertEqual(roles, [.english, .korean, .summary, .noteMarker, .blank, .changeLogHeading, .changeLogRow, .changeLogRow])
    }

    func testCaptionsAndAPIReferencesStayUnpairedAndSummariesStayApart() {
        let (page, diagnostics) = TestSupport.compile("""
        A resizable sheet expands when people scroll its contents or drag the grabber.
        크기를 조정할 수 있는 시트는 사용자가 콘텐츠를 스크롤하거나 그래버를 드래그하면 확장됩니다.
        → 요약: 그래버를 드래그하면 크기가 조절됩니다.
        Large detent
        Medium detent
        Sheets automatically support the large detent in 2 sizes.
        시트는 자동으로 라지 디텐트를 2가지 크기로 지원합니다.
        역자 첨언
        sheet(item:onDismiss:content:) — SwiftUI
        Change Log
        작성 날짜 | 작성자 | 수정사항 |
        2023/10/30 | 예나 | 초기 번역 |
        """, path: "n.txt")
        XCTAssertEqual(TestSupport.dump(page, width: 24), [
            "L1 paragraph A resizable sheet expand | 크기를 조정할 수 있는 시트는 사용자가 콘텐",
            "L4 caption Large detent | -",
            "L5 caption Medium detent | -",
            "L6 paragraph Sheets automatically sup | 시트는 자동으로 라지 디텐트를 2가지 크기로",
            "L9 api-reference sheet(item:onDismiss:con | -",
        ])
        XCTAssertEqual(page?.title.en, "Resizable sheets")
        XCTAssertEqual(page?.blocks[0].summary, "요약: 그래버를 드래그하면 크기가 조절됩니다.")
        XCTAssertEqual(page?.blocks.map(\.translatorNote), [false, false, false, true, false])
        XCTAssertEqual(page?.blocks.map(\.alignment.method), [.computed, .none, .none, .computed, .none])
        XCTAssertEqual(page?.changeLog, [ChangeLogEntry(date: "2023/10/30", author: "예나", change: "초기 번역")])
        XCTAssertEqual(page?.sources.first?.format, .interleavedText)
        XCTAssertEqual(diagnostics.map(\.id), ["hig.page.title-inferred"])
    }

    func testAlignerPrefersTheFollowingLineAndSharedEvidence() {
        // The second English line has no translation; the Korean after it belongs to the third.
        let lines = LineClassifier.classify(Lines.split("""
        In iOS 17, a sheet can use 3 detents.
        iOS 17에서 시트는 3개의 디텐트를 사용할 수 있습니다.
        Figure caption
        Present a sheet in a reasonable default size for people.
        사람들에게 적절한 기본 크기로 시트를 표시하세요.
        """))
        let (pairs, stray) = InterleavedAligner(lines: lines).align()
        XCTAssertEqual(pairs.map { "\($0.english)->\($0.korean.map(String.init) ?? "-")" }, ["0->1", "2->-", "3->4"])
        XCTAssertEqual(stray, [])
        XCTAssertGreaterThan(pairs[0].confidence, 0.9)
    }

    func testEvidenceCostsOrderNumbersAndLatinTokens() {
        let english = LineFeatures("Use SwiftUI in iOS 17 to present 2 sheets.")
        let good = AlignmentEvidence(english: english, korean: LineFeatures("iOS 17에서 SwiftUI로 시트 2개를 표시하세요."), linesBetween: 0)
        let far = AlignmentEvidence(english: english, korean: LineFeatures("iOS 17에서 SwiftUI로 시트 2개를 표시하세요."), linesBetween: 3)
        let wrongNumbers = AlignmentEvidence(english: english, korean: LineFeatures("iOS 16에서 UIKit으로 시트 5개를 표시하세요."), linesBetween: 0)
        XCTAssertLessThan(good.cost, far.cost)
        XCTAssertLessThan(good.cost, wrongNumbers.cost)
    }

    func testHardWrappedLinesTranslatedOneByOneAreJoined() {
        let (page, _) = TestSupport.compile("""
        A sheet can appear as a card that floats above its parent view, and people
        시트는 부모 뷰 위에 떠 있는 카드로 나타날 수 있으며, 사람들은
        can swipe it down to dismiss it.
        아래로 스와이프하여 닫을 수 있습니다.
        Keep sheet interactions brief.
        시트 상호 작용은 짧게 유지하세요.
        """, path: "w.txt")
        XCTAssertEqual(TestSupport.dump(page), [
            "L1 paragraph A sheet can appear as a card that floats above its parent view, and people can swipe it down to dismiss it. | 시트는 부모 뷰 위에 떠 있는 카드로 나타날 수 있으며, 사람들은 아래로 스와이프하여 닫을 수 있습니다.",
            "L5 paragraph Keep sheet interactions brief. | 시트 상호 작용은 짧게 유지하세요.",
        ])
    }

    func testAShortKoreanLineUnderALongEnglishLineIsPairedNotDropped() {
        // Replacing a translation with a short sentence (as an editor in `hig serve` might) once made the length
        // ratio cost more than leaving the English untranslated and dropping the Korean.
        let (page, diagnostics) = TestSupport.compile("""
        A sheet helps people perform a scoped task that’s closely related to their current context, without leaving it.
        짧은 번역.
        Keep sheet interactions brief.
        시트 상호 작용은 짧게 유지하세요.
        """, path: "s.txt")
        XCTAssertEqual(page?.blocks.map { $0.text.ko }, ["짧은 번역.", "시트 상호 작용은 짧게 유지하세요."])
        XCTAssertFalse(diagnostics.contains { $0.id == "hig.align.orphan-translation" })
        let cost = AlignmentEvidence(english: LineFeatures(String(repeating: "word ", count: 60)), korean: LineFeatures("짧다."), linesBetween: 0).cost
        XCTAssertLessThan(cost, 1 + InterleavedAligner(lines: []).strayKoreanCost)
    }

    func testAKoreanLineNoEnglishLineClaimsJoinsTheTranslationAbove() {
        let (page, diagnostics) = TestSupport.compile("""
        Keep sheet interactions brief and focused on one task.
        시트 상호 작용은 짧게 유지하세요.
        한 가지 작업에 집중하세요.
        Present a sheet in a reasonable default size for people.
        사람들에게 적절한 기본 크기로 시트를 표시하세요.
        """, path: "k.txt")
        XCTAssertEqual(page?.blocks.map { $0.text.ko }, ["시트 상호 작용은 짧게 유지하세요. 한 가지 작업에 집중하세요.", "사람들에게 적절한 기본 크기로 시트를 표시하세요."])
        XCTAssertEqual(page?.blocks.first?.translationSource?.line, 2)
        XCTAssertEqual(diagnostics.filter { $0.id == "hig.align.orphan-translation" }.map { $0.location?.line }, [3])
    }
}
