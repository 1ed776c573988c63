import HIGCorpus
import XCTest
@testable import HIGCompiler

final class RuleExtractorTests: XCTestCase {
    private func block(_ en: String, ko: String? = nil, lead: String? = nil, kind: BlockKind = .paragraph,
                       section: [String] = ["Best practices"], line: Int = 10) -> Block {
        Block(id: Slug.make(en, maxWords: 5), kind: kind, section: section, text: BilingualText(en: en, ko: ko),
              html: BilingualText(en: en, ko: ko), lead: lead, alignment: Alignment(method: .structural, confidence: 0.99),
              source: SourceLocation(path: "p.md", line: line), translationSource: ko == nil ? nil : SourceLocation(path: "p.md", line: line + 1))
    }

    private func extract(_ blocks: [Block], format: SourceFormat = .bilingualMarkdown) -> [Rule] {
        let page = Page(id: "components/p", title: LocalizedTitle(en: "P", ko: "피"), category: "components",
                        sources: [PageSource(path: "p.md", format: format, sha256: "0")], blocks: blocks)
        return RuleExtractor().extract(from: Corpus(pages: [page], skipped: []))
    }

    func testBoldLeadBecomesARuleWithItsKorean() throws {
        let rules = extract([block("Avoid letting an action sheet scroll. The more buttons it has, the longer it takes.",
                                   ko: "작업 시트가 스크롤되지 않도록 하십시오. 단추가 많을수록 오래 걸립니다.",
                                   lead: "Avoid letting an action sheet scroll.")])
        let rule = try XCTUnwrap(rules.first)
        XCTAssertEqual(rule.id, "components/p/avoid-letting-an-action-sheet-scroll")
        XCTAssertEqual(rule.kind, .dont)
        XCTAssertEqual(rule.text, BilingualText(en: "Avoid letting an action sheet scroll.", ko: "작업 시트가 스크롤되지 않도록 하십시오."))
        XCTAssertEqual(rule.rationale, BilingualText(en: "The more buttons it has, the longer it takes.", ko: "단추가 많을수록 오래 걸립니다."))
        XCTAssertEqual(rule.translation, .lead)
        XCTAssertEqual(rule.detection, .boldLead)
        XCTAssertEqual(rule.confidence, 1)
        XCTAssertEqual(rule.pageTitle, LocalizedTitle(en: "P", ko: "피"))
        XCTAssertEqual(rule.source, SourceLocation(path: "p.md", line: 10))
    }

    func testNotesLabelsAndCaptionsAreNotRules() {
        let rules = extract([
            block("DEVELOPER NOTE When you use SwiftUI, you can enable it.", lead: "DEVELOPER NOTE"),
            block("IMPORTANT Always test.", lead: "IMPORTANT"),
            block("Compact. In the Dynamic Island, the system uses the compact presentation.", lead: "Compact.", kind: .listItem),
            block("Lock Screen. On the Lock Screen, the system shows a banner.", lead: "Lock Screen.", kind: .listItem),
            block("Large (the default). The menu displays all items in a list.", lead: "Large (the default).", kind: .listItem),
            block("Standard. A linear list that includes the root disk.", lead: "Standard."),
            block("List picker. Displays text and images in a scrolling list.", lead: "List picker."),
            block("Target width (wide icons)", lead: "Target width (wide icons)"),
        ])
        XCTAssertEqual(rules.map(\.text.en), [])
    }

    func testInstructionsInBoldListItemsAreRules() {
        let rules = extract([block("Avoid using subjective terms. Subjective words communicate your interpretation.",
                                        lead: "Avoid using subjective terms.", kind: .listItem)])
        XCTAssertEqual(rules.map(\.text.en), ["Avoid using subjective terms."])
    }

    func testBoldLeadGluedToTheNextWordIsARule() throws {
        // CommonMark leaves `**Lead.**Next` unclosed; the reader repairs it, so the rule pass sees a lead.
        let (page, _) = TestSupport.compile("""
        # **[components-content] charts**

        **Tailor the appearance of grid lines to a chart’s use cases.**Too many grid lines can be distracting.
        > 그리드 선의 모양을 차트의 사용 사례에 맞게 조정합니다.격자선이 너무 많으면 산만합니다.
        """)
        let rules = extract(try XCTUnwrap(page).blocks)
        XCTAssertEqual(rules.map(\.text), [BilingualText(en: "Tailor the appearance of grid lines to a chart’s use cases.",
                                                         ko: "그리드 선의 모양을 차트의 사용 사례에 맞게 조정합니다.")])
        XCTAssertEqual(rules.map(\.rationale.en), ["Too many grid lines can be distracting."])
        XCTAssertEqual(rules.map(\.kind), [.do])
    }

    func testPunctuationAfterTheBoldRunJoinsTheRule() {
        let rules = extract([block("When it provides value, let people sort a table by a column . Clicking again reverses the order.",
                                        ko: "값을 제공하는 경우 사용자가 열을 기준으로 정렬할 수 있습니다. 다시 클릭하면 순서가 바뀝니다.",
                                        lead: "When it provides value, let people sort a table by a column")])
        XCTAssertEqual(rules.map(\.text), [BilingualText(en: "When it provides value, let people sort a table by a column.",
                                                         ko: "값을 제공하는 경우 사용자가 열을 기준으로 정렬할 수 있습니다.")])
        XCTAssertEqual(rules.map(\.rationale.en), ["Clicking again reverses the order."])
    }

    func testDroppedTranslationLeavesTheKoreanRuleEmpty() throws {
        let rules = extract([block(
            "Prefer high-value custom items for your Dock menu. For example, a Dock menu can list all currently or recently open windows, making it a convenient way to jump to the window people want.",
            ko: "예를 들어, 도크 메뉴는 현재 또는 최근에 열려 있는 모든 창을 나열할 수 있으므로 사용자가 원하는 창으로 쉽게 이동할 수 있습니다.",
            lead: "Prefer high-value custom items for your Dock menu.", line: 40)])
        let rule = try XCTUnwrap(rules.first)
        XCTAssertNil(rule.text.ko)
        XCTAssertEqual(rule.translation, .missing)
        XCTAssertEqual(rule.rationale.ko, "예를 들어, 도크 메뉴는 현재 또는 최근에 열려 있는 모든 창을 나열할 수 있으므로 사용자가 원하는 창으로 쉽게 이동할 수 있습니다.")
        XCTAssertEqual(rule.translationSource, SourceLocation(path: "p.md", line: 41))
    }

    func testPlainParagraphsOfMarkdownPagesAreNotRules() {
        let rules = extract([block("Use a sheet to present simple content.")])
        XCTAssertEqual(rules.count, 0)
    }

    func testImperativeLeadsOfHeadinglessTextSources() {
        let rules = extract([
            block("A sheet helps people perform a scoped task.", section: []),
            block("Display only one sheet at a time from the main interface. When people close a sheet, they expect to return.",
                  ko: "메인 인터페이스에서 한번에 하나의 시트만 표시합니다. 사람들이 시트를 닫을 때는 돌아가기를 예상합니다.", section: []),
            block("In an iPhone app, consider supporting the medium detent. For example, a share sheet displays items.", section: []),
            block("Use the following values for guidance:", section: []),
        ], format: .interleavedText)
        XCTAssertEqual(rules.map(\.text.en), ["Display only one sheet at a time from the main interface.",
                                              "In an iPhone app, consider supporting the medium detent."])
        XCTAssertEqual(rules.map(\.text.ko), ["메인 인터페이스에서 한번에 하나의 시트만 표시합니다.", nil])
        XCTAssertEqual(rules.map(\.rationale.en), ["When people close a sheet, they expect to return.", "For example, a share sheet displays items."])
        XCTAssertEqual(rules.map(\.detection), [.imperativeLead, .imperativeLead])
        XCTAssertEqual(rules.map(\.confidence), [0.98, 0.91])
        XCTAssertEqual(rules.map(\.kind), [.do, .consider])
        XCTAssertEqual(rules.map(\.platforms), [[], ["iOS"]])
    }

    func testIdsAreStableWhenOnlyKoreanChanges() {
        let english = "Use action sheets sparingly. They interrupt the current task."
        let before = extract([block(english, ko: "작업 시트를 사용하지 마십시오. 현재 작업을 방해합니다.", lead: "Use action sheets sparingly.")])
        let after = extract([block(english, ko: "작업 시트는 꼭 필요할 때만 사용하세요. 현재 작업을 방해합니다.", lead: "Use action sheets sparingly.")])
        XCTAssertEqual(before.map(\.id), after.map(\.id))
        XCTAssertNotEqual(before.map(\.text.ko), after.map(\.text.ko))
    }
}
