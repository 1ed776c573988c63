import HIGCorpus
import XCTest
@testable import HIGCompiler

/// The Korean ledger: every Korean line of a page's file is in the corpus or listed with the reason.
final class KoreanLedgerTests: XCTestCase {
    private func read(_ text: String, path: String = "t.md") -> KoreanLines {
        guard case .page(let raw) = SourceReader().read(SourceInput(path: path, bytes: Array(text.utf8))).0 else { return KoreanLines() }
        return raw.korean
    }

    func testLinesInBlocksAndTitlesAreReadAndOthersListedWithTheirReason() {
        let lines = read("""
        # **[components-presentation] 시트**

        > 번역 중인 페이지입니다.

        ## A sheet helps people perform a scoped task.
        > 시트는 범위가 정해진 작업을 돕습니다.
        > 두 번째 줄입니다.

        <div>
        한국어 HTML 블록
        </div>

        Use a sheet to present simple content that people can dismiss.
        > 간단한 콘텐츠를 제공하세요.
        """)
        XCTAssertEqual(lines.count, 6)
        XCTAssertEqual(lines.unread.map { "\($0.line) \($0.lines) \($0.diagnostic ?? "-")" },
                       ["3 1 hig.align.orphan-translation", "10 1 hig.markdown.raw-html"])
        XCTAssertEqual(lines.blockLines, [6: 2, 14: 1])
    }

    func testTheCorpusKeepsWhatItHoldsAndListsTheRest() {
        var diagnostics: [Diagnostic] = []
        var file = AssembledPage(named: Page(id: "components/c/a", title: LocalizedTitle(en: "A"), category: "components/c",
                                             sources: [PageSource(path: "a.md", format: .bilingualMarkdown, sha256: "")], blocks: [
            Block(id: "x", kind: .paragraph, section: [], text: BilingualText(en: "Kept.", ko: "남음."), html: BilingualText(en: "", ko: nil),
                  alignment: Alignment(method: .structural, confidence: 1), source: SourceLocation(path: "a.md", line: 3),
                  translationSource: SourceLocation(path: "a.md", line: 4)),
            Block(id: "y", kind: .paragraph, section: [], text: BilingualText(en: "Lost.", ko: "사라짐."), html: BilingualText(en: "", ko: nil),
                  alignment: Alignment(method: .structural, confidence: 1), source: SourceLocation(path: "a.md", line: 6),
                  translationSource: SourceLocation(path: "a.md", line: 7)),
        ]))
        file.korean = KoreanLines(count: 4, unread: [.init(line: 1, lines: 1, reason: "not read: x", diagnostic: "hig.align.orphan-translation")],
                                  blockLines: [4: 1, 7: 2])
        var output = file.page
        output.blocks.removeLast()
        var corpus = Corpus(pages: [output], skipped: [])
        let ledger = KoreanLedgerBuilder.settle([file], corpus: &corpus, diagnostics: &diagnostics)
        XCTAssertEqual(ledger, KoreanLedger(lines: 4, kept: 1))
        XCTAssertEqual(corpus.skipped.map { "\($0.line!) \($0.koreanLines!) \($0.diagnostic)" },
                       ["1 1 hig.align.orphan-translation", "7 2 hig.korean.not-kept"])
        XCTAssertEqual(diagnostics.map(\.id), ["hig.korean.not-kept"])
    }
}
