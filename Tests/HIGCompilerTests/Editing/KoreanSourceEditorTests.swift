import XCTest
@testable import HIGCompiler

/// Editing a block's Korean through the reader that compiled it: found by its English, written in the format's
/// layout, every other byte kept, and refused when the file would read back differently.
final class KoreanSourceEditorTests: XCTestCase {
    private func edit(_ text: String, _ edits: [KoreanEdit], file: StaticString = #filePath, line: UInt = #line) -> (String?, [KoreanEditOutcome]) {
        let result = KoreanSourceEditor(path: "t").edit(Array(text.utf8), edits)
        XCTAssertNil(result.unreadable, file: file, line: line)
        return (result.edited.map { String(decoding: $0, as: UTF8.self) }, result.outcomes)
    }

    private static let markdown = """
        # **[components-presentation] sheets**

        **Use sheets wisely.** Sheets interrupt people.
        > 시트를 현명하게 사용하세요.
        > 시트는 사람들을 방해합니다.
        > 꼭 필요할 때만
        > 사용하세요.
        >

        ## Best practices

        - Keep the list short.
        - >  목록을 짧게 유지하세요.

        """

    func testAWrappedQuoteBecomesOneLineAndTheEmptyMarkerLineStays() {
        let (edited, outcomes) = edit(Self.markdown, [KoreanEdit(english: "Use sheets wisely. Sheets interrupt people.", korean: "시트는 꼭 필요할 때만 사용하세요.")])
        XCTAssertEqual(outcomes, [.replaced(4...7)])
        XCTAssertEqual(edited, Self.markdown.replacingOccurrences(of: "> 시트를 현명하게 사용하세요.\n> 시트는 사람들을 방해합니다.\n> 꼭 필요할 때만\n> 사용하세요.\n",
                                                                  with: "> 시트는 꼭 필요할 때만 사용하세요.\n"))
    }

    /// The reproduction: the same PO entry twice for a four-line Korean paragraph deleted the heading after it.
    func testTheSameEditTwiceIsAppliedOnceAndKeepsTheHeadingAfterIt() {
        let fix = KoreanEdit(english: "Use sheets wisely. Sheets interrupt people.", korean: "시트는 꼭 필요할 때만 사용하세요.")
        let (edited, outcomes) = edit(Self.markdown, [fix, fix])
        XCTAssertEqual(outcomes, [.replaced(4...7), .duplicate(of: 0)])
        XCTAssertTrue(edited?.contains("\n>\n\n## Best practices\n") ?? false, edited ?? "")
        var other = fix
        other.korean = "다른 번역입니다. 시트는 필요할 때만."
        XCTAssertEqual(edit(Self.markdown, [fix, other]).1, [.replaced(4...7), .conflict(with: 0, line: 3)])
    }

    func testAListItemQuoteKeepsItsMarker() {
        let (edited, outcomes) = edit(Self.markdown, [KoreanEdit(english: "Keep the list short.", korean: "목록은 짧게 유지합니다.")])
        XCTAssertEqual(outcomes, [.replaced(13...13)])
        XCTAssertTrue(edited?.contains("\n- Keep the list short.\n- >  목록은 짧게 유지합니다.\n") ?? false, edited ?? "")
    }

    /// Markdown punctuation in a translation is escaped so cmark reads back exactly what the translator wrote.
    func testMarkupInATranslationReadsBackAsWritten() throws {
        let tricky = [
            "# 제목이 아닙니다", "1. 목록이 아닙니다", "- 목록도 아닙니다", "*강조* 아님과 _밑줄_ 아님", "[링크](아님)와 ![이미지](아님)", "<b>태그</b> 아님",
            "&amp; 그대로, &#13; 그대로", "`코드` 아님 \\ 역슬래시", "~~취소선~~ 아님", "> 인용 아님", "+ 더하기로 시작", "= 같음으로 시작",
        ]
        for korean in tricky {
            let (edited, outcomes) = edit(Self.markdown, [KoreanEdit(english: "Keep the list short.", korean: korean)])
            XCTAssertEqual(outcomes, [.replaced(13...13)], korean)
            let (page, _) = TestSupport.compile(try XCTUnwrap(edited, korean))
            XCTAssertEqual(page?.blocks.first { $0.text.en == "Keep the list short." }?.text.ko, korean)
        }
    }

    func testTheBlockIsFoundByItsEnglishNotItsLine() {
        let edits = [KoreanEdit(english: "Keep the list short.", korean: "목록은 짧게 유지합니다.", englishLine: 3, koreanLine: 4)]
        XCTAssertEqual(edit(Self.markdown, edits).1, [.replaced(13...13)])
        XCTAssertEqual(edit(Self.markdown, [KoreanEdit(english: "Keep the list shorter.", korean: "짧게 유지하세요.", englishLine: 12)]).1, [.englishChanged(line: 12)])
        XCTAssertEqual(edit(Self.markdown, [KoreanEdit(english: "Gone.", korean: "사라졌습니다.")]).1, [.blockMissing])
    }

    func testIdenticalEnglishIsToldApartByTheRecordedKoreanLine() {
        let text = "# **[a] b**\n\nThe same sentence appears here twice.\n> 첫 번째 번역입니다.\n>\n\nThe same sentence appears here twice.\n> 두 번째 번역입니다.\n>\n"
        let (edited, outcomes) = edit(text, [KoreanEdit(english: "The same sentence appears here twice.", korean: "두 번째를 고쳤습니다.", koreanLine: 8)])
        XCTAssertEqual(outcomes, [.replaced(8...8)])
        XCTAssertEqual(edited, text.replacingOccurrences(of: "두 번째 번역입니다.", with: "두 번째를 고쳤습니다."))
        XCTAssertEqual(edit(text, [KoreanEdit(english: "The same sentence appears here twice.", korean: "어느 쪽인가요.")]).1, [.ambiguous([3, 7])])
    }

    func testAFirstTranslationIsAddedInTheFormatsLayout() {
        let text = "# **[a] b**\n\nA paragraph without any Korean yet.\n\n- An item without Korean.\n- Another item.\n- >  다른 항목.\n"
        let (edited, outcomes) = edit(text, [
            KoreanEdit(english: "A paragraph without any Korean yet.", korean: "한국어가 없는 문단입니다."),
            KoreanEdit(english: "An item without Korean.", korean: "한국어가 없는 항목입니다."),
        ])
        XCTAssertEqual(outcomes, [.added(afterLine: 3), .added(afterLine: 5)])
        XCTAssertEqual(edited, "# **[a] b**\n\nA paragraph without any Korean yet.\n> 한국어가 없는 문단입니다.\n>\n\n- An item without Korean.\n- > 한국어가 없는 항목입니다.\n- Another item.\n- >  다른 항목.\n")
    }

    private static let interleaved = """
        A sheet helps people perform a scoped task that is closely related to their current context.
        시트는 사용자가 현재 상황과 밀접하게 관련된 범위의 작업을 수행하도록 돕습니다.
        By default, a sheet is modal, presenting a targeted experience that prevents people from interacting with
        기본적으로 시트는 모달이며, 사용자가 시트를 닫을 때까지
        the parent view until they dismiss the sheet.
        상위 뷰와 상호 작용하지 못하게 하는 집중된 경험을 제공합니다.
        """

    /// The reproduction: a lone CR made import count lines differently from the compiler and replace English.
    func testALoneCRKeepsTheEnglishAndItsLineEnds() throws {
        let text = Self.interleaved.replacingOccurrences(of: "context.\n", with: "context.\r")
        let (edited, outcomes) = edit(text, [KoreanEdit(english: "A sheet helps people perform a scoped task that is closely related to their current context.",
                                                        korean: "시트는 사용자가 현재 맥락과 밀접하게 관련된 범위의 작업을 수행하도록 돕습니다.")])
        XCTAssertEqual(outcomes, [.replaced(2...2)])
        XCTAssertEqual(edited, text.replacingOccurrences(of: "현재 상황과", with: "현재 맥락과"))
    }

    /// A hard-wrapped paragraph translated piece by piece keeps one Korean line per piece, the correction split in
    /// proportion at a space, so the aligner pairs the lines as before and the joined Korean is the correction.
    func testAHardWrappedParagraphKeepsOneKoreanLinePerPiece() throws {
        let english = "By default, a sheet is modal, presenting a targeted experience that prevents people from interacting with the parent view until they dismiss the sheet."
        let korean = "기본적으로 시트는 모달이며, 사용자가 시트를 닫을 때까지 상위 뷰와 상호 작용하지 못하게 하는 집중된 경험을 제공합니다. 고쳤습니다."
        let (edited, outcomes) = edit(Self.interleaved, [KoreanEdit(english: english, korean: korean)])
        XCTAssertEqual(outcomes, [.replaced(4...6)])
        let before = Self.interleaved.components(separatedBy: "\n"), after = try XCTUnwrap(edited).components(separatedBy: "\n")
        XCTAssertEqual(after.count, before.count)
        XCTAssertEqual([after[0], after[1], after[2], after[4]], [before[0], before[1], before[2], before[4]])
        XCTAssertEqual(after[3] + " " + after[5], korean)
        let (page, _) = TestSupport.compile(try XCTUnwrap(edited), path: "t.txt")
        XCTAssertEqual(page?.blocks.map(\.text.ko), [before[1], korean])
    }

    func testKoreanPiecesSplitInProportionAtSpaces() {
        XCTAssertEqual(KoreanPieces.split("가 나 다 라 마 바", proportions: [1, 1]), ["가 나 다", "라 마 바"])
        XCTAssertEqual(KoreanPieces.split("가나다라 마 바", proportions: [1, 2]), ["가나다라", "마 바"])
        XCTAssertEqual(KoreanPieces.split("가 나", proportions: [5, 1, 1]), nil)
        XCTAssertEqual(KoreanPieces.split("가 나 다", proportions: [10, 1, 1]), ["가", "나", "다"])
    }

    /// Plain text has no escapes: Korean the line classifier would read as something else is refused.
    func testPlainTextThatWouldReadAsSomethingElseIsRefused() {
        let english = "A sheet helps people perform a scoped task that is closely related to their current context."
        for korean in ["→ 요약처럼 읽히는 줄입니다.", "This reads as English now."] {
            guard case .refused = edit(Self.interleaved, [KoreanEdit(english: english, korean: korean)]).1.first else { return XCTFail(korean) }
        }
    }

    /// A translation much shorter than its English is still its line's translation (the aligner's length cost is
    /// bounded, so length never turns a Korean line into a dropped one): the edit is written and reads back.
    func testAShortTranslationIsWrittenAndReadsBack() throws {
        let english = "A sheet helps people perform a scoped task that is closely related to their current context."
        let result = KoreanSourceEditor(path: "t").edit(Array(Self.interleaved.utf8), [KoreanEdit(english: english, korean: "짧음.")])
        guard case .replaced = result.outcomes.first else { return XCTFail("\(result.outcomes)") }
        let edited = try XCTUnwrap(result.edited)
        XCTAssertTrue(String(decoding: edited, as: UTF8.self).contains(english + "\n짧음.\n"))
    }

    func testUTF16AndNFDSourcesKeepTheirBytes() throws {
        let nfd = Self.markdown.replacingOccurrences(of: "목록을 짧게 유지하세요.", with: "목록을 짧게 유지하세요.".decomposedStringWithCanonicalMapping)
        func utf16LE(_ text: String) -> [UInt8] { [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let bytes = utf16LE(nfd)
        let result = KoreanSourceEditor(path: "t").edit(bytes, [KoreanEdit(english: "Use sheets wisely. Sheets interrupt people.", korean: "고친 번역입니다. 시트는 필요할 때만.")])
        let expected = nfd.replacingOccurrences(of: "> 시트를 현명하게 사용하세요.\n> 시트는 사람들을 방해합니다.\n> 꼭 필요할 때만\n> 사용하세요.\n", with: "> 고친 번역입니다. 시트는 필요할 때만.\n")
        XCTAssertEqual(result.edited, utf16LE(expected))
    }
}
