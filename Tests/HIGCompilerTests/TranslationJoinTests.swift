import Foundation
import HIGCorpus
import HIGTestSupport
import HIGText
import XCTest
@testable import HIGCompiler

/// Several translations of one page: who made each (declared or inferred), which one is shown, a Korean-only page
/// joined to the English of another file with nothing of it lost, and the read cache keeping all of it.
final class TranslationJoinTests: XCTestCase {
    func testAPersonsBeforeAMachinesThenCurrentThenNewer() {
        func key(_ maker: TranslationOrigin.Maker?, current: Bool = true, date: String? = nil, order: Int = 0) -> TranslationPreference.SortKey {
            TranslationPreference.key(origin: maker.map { TranslationOrigin(madeBy: $0, date: date) }, isCurrent: current, order: [order])
        }
        XCTAssertLessThan(key(.person, order: 5), key(.machine, order: 0))
        XCTAssertLessThan(key(.person, current: false), key(.machine, current: true), "a person's outdated translation still goes first")
        XCTAssertLessThan(key(nil), key(.machine))
        XCTAssertLessThan(key(.person), key(nil))
        XCTAssertLessThan(key(.machine, current: true, date: "2020-01-01"), key(.machine, current: false, date: "2024-01-01"))
        XCTAssertLessThan(key(.person, date: "2024-02-13"), key(.person, date: "2023-12-19"))
        XCTAssertLessThan(key(.person, date: "2023-12-19"), key(.person, date: nil))
        XCTAssertLessThan(key(.person, order: 1), key(.person, order: 2))
    }

    func testAReadmeSaysWhoMadeItsFoldersKorean() {
        XCTAssertEqual(TranslatorEvidence.fromReadme("![https://img.shields.io/badge/papago-blue?style=for-the-badge&](…)"), .machine)
        XCTAssertEqual(TranslatorEvidence.fromReadme("Apple의 문서를 파파고로 번역했습니다."), .machine)
        XCTAssertEqual(TranslatorEvidence.fromReadme("Translated with DeepL, then exported."), .machine)
        XCTAssertEqual(TranslatorEvidence.fromReadme("번역기를 돌린 결과입니다."), .machine)
        XCTAssertEqual(TranslatorEvidence.fromReadme("모든 문서는 직접 번역했습니다."), .person)
        XCTAssertEqual(TranslatorEvidence.fromReadme("This repository is translated by hand."), .person)
        XCTAssertNil(TranslatorEvidence.fromReadme("이 저장소는 Apple Human Interface Guidelines를 한국어로 번역한 문서입니다."))
        XCTAssertNil(TranslatorEvidence.fromReadme("직접 번역하고 파파고로 검토했습니다."), "both said: nothing is inferred")
    }

    func testDeclarationsReachEveryFileBelowTheirFolder() throws {
        let folder = try TemporaryFolder(prefix: "hig-makers")
        defer { folder.remove() }
        let root = folder.url.appendingPathComponent("repo")
        let page = "# **[components-presentation] sheets**\n\nUse a sheet to present simple content or tasks in your app.\n"
        for path in ["a/components/sheets.md", "a/b/components/alerts.md", "c/components/popovers.md", "d/components/menus.md"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(page.utf8).write(to: url)
        }
        try Data(#"{ "madeBy": "machine", "pages": { "b/components/alerts.md": { "madeBy": "person" } } }"#.utf8)
            .write(to: root.appendingPathComponent("a/hig-manifest.json"))
        try Data("Papago로 번역한 문서".utf8).write(to: root.appendingPathComponent("c/README.md"))
        try Data("직접 번역했습니다".utf8).write(to: root.appendingPathComponent("README.md"))
        let pinned = SourceDiscovery.discover([root.path], recording: .relativeToSource).pinned
        func maker(_ path: String) -> String? {
            pinned["repo/" + path].flatMap { entry in entry.madeBy.map { "\($0.rawValue) \(entry.madeByBasis?.rawValue ?? "?")" } }
        }
        XCTAssertEqual(maker("a/components/sheets.md"), "machine declared", "the folder's manifest wins over the root's README")
        XCTAssertEqual(maker("a/b/components/alerts.md"), "person declared", "a page's own entry wins over its folder's")
        XCTAssertEqual(maker("c/components/popovers.md"), "machine inferred", "the nearest README")
        XCTAssertEqual(maker("d/components/menus.md"), "person inferred", "the root's README")
    }

    func testImagePathsResolveInsideTheSourceFolder() {
        let page = "kr/patterns/launching.md"
        XCTAssertEqual(ImagePath.resolve(".attachments/.launching/first-screen@2x.png", from: page), "kr/patterns/.attachments/.launching/first-screen@2x.png")
        XCTAssertEqual(ImagePath.resolve("./images/a.JPG?raw=true", from: page), "kr/patterns/images/a.JPG")
        XCTAssertEqual(ImagePath.resolve("../images/a%20b.png", from: page), "kr/images/a b.png")
        XCTAssertNil(ImagePath.resolve("../../../etc/x.png", from: page), "outside the source folder")
        XCTAssertNil(ImagePath.resolve("https://example.com/a.png", from: page))
        XCTAssertNil(ImagePath.resolve("/abs/a.png", from: page))
        XCTAssertNil(ImagePath.resolve("data:image/png;base64,AAAA", from: page))
        XCTAssertNil(ImagePath.resolve("drawing.svg", from: page), "an SVG can carry script")
    }

    func testAKoreanOnlyPageJoinsTheEnglishOfAnotherFileAndKeepsWhatMatchesNothing() throws {
        let folder = try TemporaryFolder(prefix: "hig-join")
        defer { folder.remove() }
        let english = folder.url.appendingPathComponent("en/components/presentation/sheets.md")
        let korean = folder.url.appendingPathComponent("kr/components/presentation/sheets.md")
        for url in [english, korean] { try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true) }
        try Data("""
        # Sheets

        A sheet helps people perform a scoped task that is closely related to their current context.

        ## Best practices

        **Use a sheet to present simple content or tasks.** A sheet keeps people in the context of their current task while they finish it.

        **Display only one sheet at a time.** When people close a sheet, they expect to return to the view they left.
        """.utf8).write(to: english)
        try Data("""
        # Sheets

        시트는 사용자가 현재 맥락과 밀접한 범위의 작업을 수행하도록 돕습니다.

        ## Best practices

        **간단한 콘텐츠나 작업을 표시할 때 시트를 사용하세요.**

        시트는 사용자가 현재 작업의 맥락을 유지한 채 작업을 마칠 수 있게 합니다.

        **한 번에 하나의 시트만 표시하세요.**

        사용자는 시트를 닫으면 떠났던 화면으로 돌아가기를 기대합니다.

        ## 번역 노트

        이 문서의 용어는 Apple의 한국어 사이트를 따랐으며, 일부 문장은 의역했습니다.
        """.utf8).write(to: korean)
        let compilation = TestSupport.compile(paths: [folder.url.path])
        XCTAssertEqual(compilation.corpus.pages.count, 1)
        let page = try XCTUnwrap(compilation.corpus.pages.first)
        XCTAssertEqual(page.sources.map(\.relation), ["canonical", "translation"])
        XCTAssertTrue(page.blocks.allSatisfy { !Script.containsHangul($0.text.en) && !Script.containsHangul($0.html.en) })
        let translated = page.blocks.filter { $0.text.ko != nil }
        XCTAssertEqual(translated.map(\.text.en.isEmpty), [false, false, false, true, true], "\(TestSupport.dump(page))")
        XCTAssertEqual(translated[1].translationOrigin?.parts.count, 2, "a lead and its explanation")
        XCTAssertEqual(translated[1].translationOrigin?.madeBy, .person)
        XCTAssertEqual(compilation.diagnostics.filter { $0.id == "hig.align.unpaired-translation" }.count, 1)
    }

    func testATranslatorsTitleNamesNoPageWhenThePathDoes() throws {
        // Titles a translator wrote differently from Apple's page name: singular, other casing, Korean.
        for (file, title) in [("immersive-experiences", "Immersive Experience"), ("sf-symbols", "SF Symbol"), ("right-to-left", "Right To Left Languages"),
                              ("layout", "레이아웃")] {
            let (page, _) = TestSupport.compile("""
            # \(title)

            사용자는 앱의 레이아웃을 보고 무엇이 중요한지 알 수 있어야 합니다.

            중요한 정보는 화면 위쪽에 배치하고 관련 항목은 가까이 두세요.

            여백을 충분히 두어 콘텐츠를 읽기 쉽게 하세요.
            """, path: "kr/foundations/\(file).md")
            XCTAssertEqual(page?.id, "foundations/\(file)", title)
            XCTAssertEqual(page?.sources.first?.format, .koreanMarkdown)
        }
    }

    func testTheReadCacheKeepsOriginsPartsAlternativesAndFrontMatter() throws {
        let origin = TranslationOrigin(madeBy: .person, basis: .inferred, date: "2024-02-13",
                                       parts: [TranslationPart(ko: "리드.", source: SourceLocation(path: "k.md", line: 3)),
                                               TranslationPart(ko: "본문.", source: SourceLocation(path: "k.md", line: 5))])
        let block = Block(id: "b", kind: .paragraph, section: [], text: BilingualText(en: "Lead. Body.", ko: "리드. 본문."),
                          html: BilingualText(en: "Lead. Body.", ko: "리드. 본문."), alignment: Alignment(method: .computed, confidence: 0.9),
                          source: SourceLocation(path: "e.md", line: 1), translationSource: SourceLocation(path: "k.md", line: 3),
                          alternatives: [AlternativeTranslation(ko: "기계 번역.", source: SourceLocation(path: "m.md", line: 2),
                                                                origin: TranslationOrigin(madeBy: .machine, basis: .declared), en: "Lead, older.")],
                          translationOrigin: origin)
        let page = Page(id: "p", title: LocalizedTitle(en: "P", ko: "피"), category: "",
                        sources: [PageSource(path: "k.md", format: .koreanMarkdown, sha256: "0", frontMatter: FrontMatter(created: "2023-12-19", updated: nil, platforms: ["iOS"]))],
                        blocks: [block])
        let read = FileRead(page: AssembledPage(page: page, evidence: .path), skipped: nil, diagnostics: [])
        XCTAssertEqual(try FileReadCoding.decode(FileReadCoding.encode(read)[...]), read)
    }
}
