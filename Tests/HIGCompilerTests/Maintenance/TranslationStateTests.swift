import HIGCorpus
import XCTest
@testable import HIGCompiler

/// Korean carried onto the newest English (outdated, never current) and translation-memory suggestions.
final class TranslationStateTests: XCTestCase {
    private func block(_ en: String, _ ko: String?, path: String, line: Int, kind: BlockKind = .paragraph) -> Block {
        Block(id: "", kind: kind, section: [], text: BilingualText(en: en, ko: ko), html: BilingualText(en: en, ko: ko),
              alignment: Alignment(method: ko == nil ? .none : .structural, confidence: 1), source: SourceLocation(path: path, line: line),
              translationSource: ko == nil ? nil : SourceLocation(path: path, line: line + 1))
    }

    private func page(_ id: String, _ blocks: [Block], format: SourceFormat = .bilingualMarkdown, path: String) -> Page {
        Page(id: id, title: LocalizedTitle(en: "T"), category: "", sources: [PageSource(path: path, format: format, sha256: "")], blocks: BlockIDs.reassign(blocks))
    }

    private let first = "Use a sheet to present simple content or tasks. Keep people in their original context."
    private let second = "Display only one sheet at a time from the main interface of your app. People expect to return to the parent view."
    private let secondNew = "Display only one sheet at a time from the main interface of your app. People expect to go back to the parent view quickly."

    func testANewerEnglishExportMakesOnlyTheChangedBlockOutdatedAndKeepsItsKorean() {
        let bilingual = page("p", [block(first, "시트는 간단한 내용에 사용합니다. 원래 맥락을 유지합니다.", path: "b.md", line: 1),
                                   block(second, "한 번에 하나의 시트만 표시합니다. 사람들은 부모 보기로 돌아가기를 기대합니다.", path: "b.md", line: 4)], path: "b.md")
        let english = page("p", [block(first, nil, path: "e.md", line: 1), block(secondNew, nil, path: "e.md", line: 3)],
                           format: .englishMarkdown, path: "e.md")
        var diagnostics: [Diagnostic] = []
        let merged = PageMerger().merge(canonical: bilingual, others: [.init(page: english, relation: .englishExport)], diagnostics: &diagnostics)
        XCTAssertEqual(merged.blocks.map { $0.translationState?.status }, [nil, .outdated])
        let outdated = merged.blocks[1]
        XCTAssertEqual(outdated.text.en, secondNew)
        XCTAssertEqual(outdated.text.ko, "한 번에 하나의 시트만 표시합니다. 사람들은 부모 보기로 돌아가기를 기대합니다.")
        XCTAssertEqual(outdated.source, SourceLocation(path: "e.md", line: 3))
        XCTAssertEqual(outdated.translationSource, SourceLocation(path: "b.md", line: 5))
        XCTAssertEqual(outdated.translationState?.previousEn, second)
        XCTAssertEqual(outdated.translationState?.changedSentences,
                       [ChangedSentence(previousEn: "People expect to return to the parent view.", en: "People expect to go back to the parent view quickly.",
                                        ko: "사람들은 부모 보기로 돌아가기를 기대합니다.")])
        XCTAssertEqual(outdated.translationState?.diff.filter { $0.op != "equal" }.map(\.text), ["return ", "go back ", "quickly."])
    }

    func testAnOlderRevisionNeverReplacesNewerEnglish() {
        let bilingual = page("p", [block(secondNew, "새 번역.", path: "b.md", line: 1)], path: "b.md")
        let older = page("p", [block(second, "옛 번역.", path: "h.md", line: 1)], path: "h.md")
        var diagnostics: [Diagnostic] = []
        let merged = PageMerger().merge(canonical: bilingual, others: [.init(page: older, relation: .olderRevision)], diagnostics: &diagnostics)
        XCTAssertEqual(merged.blocks[0].text.en, secondNew)
        XCTAssertEqual(merged.blocks[0].text.ko, "새 번역.")
        XCTAssertNil(merged.blocks[0].translationState)
    }

    func testSuggestionsComeFromSimilarEnglishWithAnInContextMatchAboveOneHundred() {
        let a = page("a", [block(first, "시트는 간단한 내용에 사용합니다. 원래 맥락을 유지합니다.", path: "a.md", line: 1),
                           block(second, "한 번에 하나의 시트만 표시합니다. 사람들은 부모 보기로 돌아가기를 기대합니다.", path: "a.md", line: 4)], path: "a.md")
        let b = page("b", [block(first, nil, path: "b.md", line: 1), block(secondNew, nil, path: "b.md", line: 3),
                           block("Avoid nesting menus.", nil, path: "b.md", line: 5)], path: "b.md")
        var corpus = Corpus(pages: [a, b], skipped: [])
        TranslationStates().apply(to: &corpus)
        let states = corpus.pages[1].blocks.map { $0.translationState }
        XCTAssertEqual(states.map { $0?.status }, [.suggested, .suggested, .untranslated])
        XCTAssertEqual(states[0]?.suggestions.map(\.match), [100], "only the preceding neighbour matches: no in-context match")
        XCTAssertEqual(states[1]?.suggestions.first?.match, 91)
        XCTAssertEqual(states[1]?.suggestions.first?.from, "a#\(corpus.pages[0].blocks[1].id)")
        XCTAssertEqual(corpus.pages[0].blocks.map { $0.translationState?.status }, [.current, .current])

        var context = Corpus(pages: [a, page("c", [block(first, nil, path: "c.md", line: 1), block(second, nil, path: "c.md", line: 3)], path: "c.md")], skipped: [])
        TranslationStates().apply(to: &context)
        XCTAssertEqual(context.pages[1].blocks.map { $0.translationState?.suggestions.first?.match }, [101, 101])
    }

    func testTheThresholdIsConfigurable() {
        let a = page("a", [block(second, "한 번에 하나의 시트만 표시합니다.", path: "a.md", line: 1)], path: "a.md")
        let b = page("b", [block(secondNew, nil, path: "b.md", line: 1)], path: "b.md")
        var strict = Corpus(pages: [a, b], skipped: [])
        TranslationStates(minimumMatch: 0.95).apply(to: &strict)
        XCTAssertEqual(strict.pages[1].blocks[0].translationState?.status, .untranslated)
    }
}
