import HIGCorpus
import XCTest
@testable import HIGCompiler

/// Pairing each English Markdown block with the `> ` Korean under it.
final class MarkdownReaderTests: XCTestCase {
    func testQuoteDirectlyAfterAndAfterABlankLine() {
        let (page, diagnostics) = TestSupport.compile("""
        # **[components-presentation] sheets**

        ## A sheet helps people perform a scoped task.
        > 시트는 범위가 정해진 작업을 돕습니다.
        >




        Use a sheet to present simple content.

        > 시트를 사용하여 간단한 콘텐츠를 제공하세요.
        >
        """)
        XCTAssertEqual(TestSupport.dump(page), [
            "L3 abstract A sheet helps people perform a scoped task. | 시트는 범위가 정해진 작업을 돕습니다.",
            "L10 paragraph Use a sheet to present simple content. | 시트를 사용하여 간단한 콘텐츠를 제공하세요.",
        ])
        XCTAssertEqual(page?.id, "components/presentation/sheets")
        XCTAssertEqual(page?.blocks.map(\.translationSource?.line), [4, 12])
        XCTAssertEqual(page?.blocks.map(\.alignment.method), [.structural, .structural])
        XCTAssertEqual(diagnostics, [])
    }

    func testListItemsWithQuotedKoreanItems() {
        let (page, _) = TestSupport.compile("""
        # **[components-status] live-activities**

        - On devices that support the Dynamic Island, it appears.
        - >  Dynamic Island를 지원하는 장치에서 표시됩니다.

        - **Compact.** In the Dynamic Island, the system uses it.
        - >  컴팩트. Dynamic Island에서 시스템이 사용합니다.
        """)
        XCTAssertEqual(TestSupport.dump(page), [
            "L3 list-item On devices that support the Dynamic Island, it appears. | Dynamic Island를 지원하는 장치에서 표시됩니다.",
            "L6 list-item Compact. In the Dynamic Island, the system uses it. | 컴팩트. Dynamic Island에서 시스템이 사용합니다.",
        ])
        XCTAssertEqual(page?.blocks[1].lead, "Compact.")
    }

    func testHeadingsSectionsImagesCaptionsAndTables() {
        let (page, _) = TestSupport.compile("""
        # **[components-presentation] action-sheets**

        # **Platform considerations**

        # **watchOS**

        Action sheets on Apple Watch fill the screen.

        ![https://example.com/images/action-sheet-series-4_2x.png](https://example.com/images/action-sheet-series-4_2x.png)

        Series 4 and later

        | Style | Meaning |
        | --- | --- |
        | Default | No special meaning. |
        """)
        XCTAssertEqual(TestSupport.dump(page), [
            "L3 heading Platform considerations | -",
            "L5 heading watchOS | -",
            "L7 paragraph Action sheets on Apple Watch fill the screen. | -",
            "L9 image action sheet series 4 | -",
            "L11 caption Series 4 and later | -",
            "L13 table Style | Meaning\nDefault | No special meaning. | -",
        ])
        XCTAssertEqual(page?.blocks.last?.section, ["Platform considerations", "watchOS"])
        XCTAssertEqual(page?.blocks[3].html.en, "<img src=\"https://example.com/images/action-sheet-series-4_2x.png\" alt=\"action sheet series 4\" loading=\"lazy\">")
    }

    func testBoldLeadLinksAndEscapedHTML() {
        let (page, diagnostics) = TestSupport.compile("""
        # **[components-menus-and-actions] activity-views**

        **Consider using a symbol.** [SF Symbols](../foundations/sf-symbols) <b>provides</b> symbols & more [x](javascript:alert(1)).
        > 기호를 사용해 보십시오.

        <script>alert(1)</script>
        """)
        let block = page?.blocks.first
        XCTAssertEqual(block?.lead, "Consider using a symbol.")
        XCTAssertEqual(block?.links, ["../foundations/sf-symbols", "javascript:alert(1)"])
        XCTAssertEqual(block?.html.en, "<strong>Consider using a symbol.</strong> <a href=\"../foundations/sf-symbols\">SF Symbols</a> provides symbols &amp; more x.")
        XCTAssertEqual(page?.blocks.count, 1)
        XCTAssertEqual(diagnostics.map(\.id), ["hig.markdown.raw-html"])
    }

    func testOrphanKoreanQuoteIsReported() {
        let (_, diagnostics) = TestSupport.compile("""
        > 영어 없는 한국어 번역입니다.

        An English paragraph with words.
        """)
        XCTAssertEqual(diagnostics.filter { $0.id.hasPrefix("hig.align") }.map { "\($0.location!.line) \($0.id)" }, ["1 hig.align.orphan-translation"])
    }

    func testHardWrappedPiecesJoinOnThreeBlankLinesButNotFour() {
        let (page, _) = TestSupport.compile("""
        # **[foundations] layout**

        When you design a layout, keep the content
        > 레이아웃을 디자인할 때 콘텐츠를
        >



        readable at every size and orientation.
        > 모든 크기와 방향에서 읽을 수 있게 유지하세요.
        >




        separate paragraph starting in lower case after four blank lines and a sentence end.
        > 네 줄 뒤의 별도 문단입니다.
        """)
        XCTAssertEqual(TestSupport.dump(page, width: 200), [
            "L3 paragraph When you design a layout, keep the content readable at every size and orientation. | 레이아웃을 디자인할 때 콘텐츠를 모든 크기와 방향에서 읽을 수 있게 유지하세요.",
            "L16 paragraph separate paragraph starting in lower case after four blank lines and a sentence end. | 네 줄 뒤의 별도 문단입니다.",
        ])
    }

    func testBoldLeadGluedToTheNextWordIsRepaired() {
        XCTAssertEqual(BoldLeadRepair.repairLine("**Use rings wisely.**Many families support a ring."), "**Use rings wisely.** Many families support a ring.")
        XCTAssertEqual(BoldLeadRepair.repairLine("- **Compact.**In the Dynamic Island"), "- **Compact.** In the Dynamic Island")
        XCTAssertNil(BoldLeadRepair.repairLine("**Avoid scrolling.** The more buttons"))
        XCTAssertNil(BoldLeadRepair.repairLine("**DEVELOPER NOTE**When you use SwiftUI"), "no punctuation: CommonMark closes it")
        XCTAssertEqual(BoldLeadRepair.repairLine("**“Use rings wisely.”**Many families"), "**“Use rings wisely.”** Many families")
        XCTAssertEqual(BoldLeadRepair.repairLine("- **The user’s ‘rings’**Many families"), "- **The user’s ‘rings’** Many families")
    }

    func testBoldLeadEndingInHangulIsLeftAsWritten() {
        // Hangul syllables whose last UTF-8 byte is one of a curly quote's bytes (가, 지, 타 end in 80, 같 in 99,
        // 객 and 득 in 9D): CommonMark closes `**` after a letter, so nothing is inserted into the Korean.
        for line in ["**주의할 점이 있다가**다음", "- **하지**않는다", "**타**다", "**다음과 같**이", "**고객**에게", "**획득**한다"] {
            XCTAssertNil(BoldLeadRepair.repairLine(line), line)
        }
        let (page, _) = TestSupport.compile("# **[components-status] activity-rings**\n\n**Display rings when relevant.**Activity rings matter.\n> 관련 있을 때 링을 표시하세요.\n")
        XCTAssertEqual(page?.blocks.first?.lead, "Display rings when relevant.")
        XCTAssertEqual(page?.blocks.first?.text.en, "Display rings when relevant. Activity rings matter.")
    }
}
