import HIGCorpus
import XCTest
@testable import HIGCompiler

/// A sentence a newer copy moved to another place on the page stays one block; short labels may repeat.
final class PageMergerTwinTests: XCTestCase {
    private func block(_ en: String, _ ko: String?, section: String, path: String, line: Int) -> Block {
        Block(id: "", kind: .paragraph, section: [section], text: BilingualText(en: en, ko: ko), html: BilingualText(en: en, ko: ko),
              alignment: Alignment(method: ko == nil ? .none : .structural, confidence: 1), source: SourceLocation(path: path, line: line),
              translationSource: ko == nil ? nil : SourceLocation(path: path, line: line + 1))
    }

    private func page(_ blocks: [Block], path: String) -> Page {
        Page(id: "p", title: LocalizedTitle(en: "T"), category: "", sources: [PageSource(path: path, format: .bilingualMarkdown, sha256: "")],
             blocks: BlockIDs.reassign(blocks))
    }

    private let moved = "Let people know when authentication adds value to your widget."
    private let other = "Offer a small number of widget sizes that fit the content well."

    func testAMovedSentenceJoinsItsBlockAndBringsItsKorean() {
        let canonical = page([block(moved, nil, section: "Best practices", path: "a.md", line: 1),
                              block(other, "위젯 크기는 몇 개만 제공합니다.", section: "Best practices", path: "a.md", line: 3)], path: "a.md")
        let revision = page([block(other, nil, section: "Sizes", path: "b.md", line: 1),
                             block(moved, "인증이 가치를 더할 때 알려 줍니다.", section: "Interactivity", path: "b.md", line: 3)], path: "b.md")
        var diagnostics: [Diagnostic] = []
        let merged = PageMerger().merge(canonical: canonical, others: [.init(page: revision, relation: .olderRevision)], diagnostics: &diagnostics)
        XCTAssertEqual(merged.blocks.filter { $0.text.en == moved }.count, 1)
        XCTAssertEqual(merged.blocks.first { $0.text.en == moved }?.text.ko, "인증이 가치를 더할 때 알려 줍니다.")
    }

    func testAShortLabelMayRepeat() {
        let canonical = page([block(other, nil, section: "A", path: "a.md", line: 1),
                              block("Developer note", nil, section: "A", path: "a.md", line: 3)], path: "a.md")
        let revision = page([block(other, nil, section: "A", path: "b.md", line: 1),
                             block("Developer note", nil, section: "A", path: "b.md", line: 3),
                             block("Widgets on the Lock Screen use the vibrant rendering mode.", nil, section: "B", path: "b.md", line: 5),
                             block("Developer note", nil, section: "B", path: "b.md", line: 7)], path: "b.md")
        var diagnostics: [Diagnostic] = []
        let merged = PageMerger().merge(canonical: canonical, others: [.init(page: revision, relation: .olderRevision)], diagnostics: &diagnostics)
        XCTAssertEqual(merged.blocks.filter { $0.text.en == "Developer note" }.count, 2)
    }
}
