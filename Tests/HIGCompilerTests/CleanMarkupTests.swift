import HIGCorpus
import XCTest
@testable import HIGCompiler

/// No Markdown marker reaches the corpus as text: bold split by a hard wrap, Setext underlines pulled away from
/// their heading, and hard-wrapped fragments that would each be marked untranslated.
final class CleanMarkupTests: XCTestCase {
    private let sentence = "A sheet helps people perform a scoped task that is closely related to their current context."

    func testBoldSplitAcrossAHardWrapIsPairedAndBecomesTheLead() throws {
        let (page, _) = TestSupport.compile("""
        # **[components-menus-and-actions] buttons**

        \(sentence)



        **Use the [toolbar](https://example.com/toolbars)



         to place buttons in the corners.** The system moves the time to accommodate toolbar buttons.

        > 툴바를 사용하여 모서리에 버튼을 배치하세요.** 시스템이 시간을 옮깁니다.
        """)
        let block = try XCTUnwrap(page?.blocks.last)
        XCTAssertEqual(block.text.en, "Use the toolbar to place buttons in the corners. The system moves the time to accommodate toolbar buttons.")
        XCTAssertTrue(block.html.en.hasPrefix(#"<strong>Use the <a href="https://example.com/toolbars">toolbar</a>"#), block.html.en)
        XCTAssertTrue(block.html.en.contains("corners.</strong> The system"), block.html.en)
        XCTAssertEqual(block.lead, "Use the toolbar to place buttons in the corners.")
        XCTAssertEqual(block.text.ko, "툴바를 사용하여 모서리에 버튼을 배치하세요. 시스템이 시간을 옮깁니다.")
        XCTAssertFalse(block.html.ko?.contains("**") ?? true)
    }

    func testLiteralMarkersInsideCodeStay() {
        XCTAssertEqual(BoldMarkerRepair.pairing("<code>a ** b</code> **x"), "<code>a ** b</code> x")
        XCTAssertEqual(BoldMarkerRepair.pairing("**a** and **b"), "<strong>a</strong> and b")
    }

    func testSetextUnderlinesAwayFromTheirHeadingAreHeadingsNeverText() {
        let (page, _) = TestSupport.compile("""
        Sheets
        ======
        > 시트

        \(sentence)
        > 시트는 돕습니다.

        [Best practices](/design/human-interface-guidelines/sheets#Best-practices)
        > 모범 사례

        --------------

        \(sentence)

        [Resources](/design/human-interface-guidelines/sheets#Resources)

        ----------------------------------

        \(sentence)

        Layout
        ======
        ======

        \(sentence)

        =====
        -----

        \(sentence)
        """)
        let dump = TestSupport.dump(page, width: 14)
        XCTAssertFalse(dump.contains { $0.contains("==") || $0.contains("--") }, "\(dump)")
        XCTAssertEqual(dump.filter { $0.contains(" heading ") }, [
            "L8 heading Best practices | 모범 사례", "L15 heading Resources | -", "L21 heading Layout | -",
        ])
    }

    func testSetextRepairKeepsLineNumbersAndThematicBreaksUnderProseAndLabels() {
        let text = "Title\n\n=====\n\nSome prose that ends.\n\n-----\n\nTarget width\n\n---\n\n26.67 pt\n"
        let repaired = SetextRepair.repair(text)
        XCTAssertEqual(repaired, "# Title\n\n\n\nSome prose that ends.\n\n-----\n\nTarget width\n\n---\n\n26.67 pt\n")
        XCTAssertEqual(repaired.split(separator: "\n", omittingEmptySubsequences: false).count,
                       text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    func testUntranslatedHardWrappedFragmentsJoinIntoOneParagraph() {
        let (page, _) = TestSupport.compile("""
        # **[platforms] designing-for-ipados**

        \(sentence)




        People expect apps designed for the




        iPad to take advantage of its large display, and




        they expect them to work well with Apple Pencil.
        """)
        XCTAssertEqual(TestSupport.dump(page).last,
                       "L8 paragraph People expect apps designed for the iPad to take advantage of its large display, and they expect them to work well with Apple Pencil. | -")
    }

    func testTranslatedParagraphsFourBlankLinesApartStayApart() {
        XCTAssertFalse(HardWrapJoiner.continues(
            RawBlock(kind: .paragraph, english: RenderedText(text: "It ends with the", html: ""), korean: KoreanText(text: "끝", html: "", line: 2), line: 1, endLine: 2),
            with: RawBlock(kind: .paragraph, english: RenderedText(text: "next one.", html: ""), line: 7, endLine: 7, blankLinesBefore: 4)))
        XCTAssertTrue(HardWrapJoiner.endsMidClause("designed for the"))
        XCTAssertTrue(HardWrapJoiner.endsMidClause("large display,"))
        XCTAssertFalse(HardWrapJoiner.endsMidClause("Large detent"))
    }
}
