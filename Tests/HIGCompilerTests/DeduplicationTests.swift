import Foundation
import HIGCorpus
import XCTest
@testable import HIGCompiler

/// Recognising copies of a page and merging what each adds.
final class DeduplicationTests: XCTestCase {
    private func page(_ id: String, format: SourceFormat = .bilingualMarkdown, path: String, _ blocks: [(BlockKind, String, String?)],
                      section: [String] = [], summary: String? = nil) -> Page {
        var ids = BlockIDs()
        let built = blocks.enumerated().map { index, spec in
            Block(id: ids.next(kind: spec.0, lead: nil, text: spec.1), kind: spec.0, section: section,
                  text: BilingualText(en: spec.1, ko: spec.2), html: BilingualText(en: spec.1, ko: spec.2),
                  summary: index == 0 ? summary : nil,
                  alignment: Alignment(method: spec.2 == nil ? .none : .structural, confidence: 1),
                  source: SourceLocation(path: path, line: index * 2 + 1),
                  translationSource: spec.2 == nil ? nil : SourceLocation(path: path, line: index * 2 + 2))
        }
        let category = id.split(separator: "/").dropLast().joined(separator: "/")
        return Page(id: id, title: LocalizedTitle(en: "T"), category: category,
                    sources: [PageSource(path: path, format: format, sha256: String(repeating: "0", count: 64))], blocks: built)
    }

    private let sheetText = [
        "A sheet helps people perform a scoped task that is closely related to their current context.",
        "Use a sheet to present simple content or tasks, so people can keep their original context in view.",
        "Display only one sheet at a time from the main interface of your app or game, because people expect to return to the parent view when they close a sheet and can lose track of where they are otherwise.",
        "Support swiping to dismiss a sheet: people expect to swipe vertically to dismiss a sheet instead of tapping a dismiss button in the corner.",
        "Position Done and Cancel buttons as people expect, with the Done button in the top-right corner and the Cancel button in the top-left corner of a sheet.",
    ]

    func testThresholdsAcceptCopiesExcerptsAndRevisionsOnly() {
        let finder = DuplicateFinder()
        XCTAssertTrue(finder.isSamePage(smaller: 40, containment: 0.85, jaccard: 0.6, sameSlug: false))
        XCTAssertTrue(finder.isSamePage(smaller: 40, containment: 0.95, jaccard: 0.3, sameSlug: false), "a truncated copy")
        XCTAssertTrue(finder.isSamePage(smaller: 40, containment: 0.6, jaccard: 0.4, sameSlug: true), "an older revision with the same slug")
        XCTAssertFalse(finder.isSamePage(smaller: 40, containment: 0.6, jaccard: 0.4, sameSlug: false))
        XCTAssertFalse(finder.isSamePage(smaller: 3, containment: 1, jaccard: 1, sameSlug: true), "too little content to decide")
    }

    func testBoilerplateSharedByManyPagesNeverLinksThem() {
        let boilerplate = "No additional considerations for iOS, iPadOS, macOS, tvOS, visionOS, or watchOS. For developer guidance, see the documentation of the framework that provides this component."
        let pages = (0..<6).map { n in
            page("components/c/page-\(n)", path: "p\(n).md", [(.paragraph, boilerplate, nil), (.paragraph, "Unique words number \(n): " + String(repeating: "w\(n)x ", count: 3), nil)])
        }
        XCTAssertEqual(DuplicateFinder().links(pages.map(PageFingerprint.init)), [])
    }

    func testCopiesMergeWithCuratedKoreanFirstAndOthersAsAlternatives() {
        let machine = page("components/presentation/sheets", path: "a.md",
                           [(.paragraph, sheetText[0], "기계 번역 하나."), (.paragraph, sheetText[1], "기계 번역 둘."), (.paragraph, sheetText[2], "기계 번역 셋.")],
                           section: ["Best practices"])
        let curated = page("sheets", format: .interleavedText, path: "n.txt",
                           [(.paragraph, sheetText[0], "사람 번역 하나."), (.paragraph, sheetText[1], "사람 번역 둘."), (.paragraph, sheetText[2], nil)],
                           summary: "요약")
        var diagnostics: [Diagnostic] = []
        let result = PageDeduplicator().deduplicate([curated, machine], diagnostics: &diagnostics)
        XCTAssertEqual(result.pages.count, 1)
        let merged = result.pages[0]
        XCTAssertEqual(merged.id, "components/presentation/sheets")
        XCTAssertEqual(merged.blocks.map(\.text.ko), ["사람 번역 하나.", "사람 번역 둘.", "기계 번역 셋."])
        XCTAssertEqual(merged.blocks.map(\.section), [["Best practices"], ["Best practices"], ["Best practices"]])
        XCTAssertEqual(merged.blocks[0].summary, "요약")
        XCTAssertEqual(merged.blocks[0].alternatives, [AlternativeTranslation(ko: "기계 번역 하나.", source: SourceLocation(path: "a.md", line: 2),
                                                                              en: merged.blocks[0].text.en)])
        XCTAssertEqual(merged.sources.map(\.relation), ["headingless-export", "canonical"])
        XCTAssertEqual(diagnostics.map(\.id), ["hig.merge.conflicting-translation"])
        XCTAssertEqual(result.clusters.first?.members.map(\.path), ["n.txt", "a.md"])
    }

    func testEnglishExportGivesAbsoluteLinksAndStubsJoinBySlug() {
        var bilingual = page("components/menus-and-actions/activity-views", path: "b.md", sheetText.map { (.paragraph, $0, "번역.") })
        bilingual.blocks[1].links = ["../foundations/sf-symbols"]
        var export = page("components/menus-and-actions/activity-views", format: .englishMarkdown, path: "e.md", sheetText.map { (.paragraph, $0, nil) })
        export.blocks[1].links = ["https://developer.apple.com/design/human-interface-guidelines/foundations/sf-symbols"]
        export.blocks[1].html.en = "<a href=\"https://developer.apple.com/…\">absolute</a>"
        let stub = page("components/system-experiences/activity-views", path: "s.md", [])
        var diagnostics: [Diagnostic] = []
        let result = PageDeduplicator().deduplicate([bilingual, export, stub], diagnostics: &diagnostics)
        XCTAssertEqual(result.pages.count, 1)
        XCTAssertEqual(result.pages[0].blocks[1].links, ["https://developer.apple.com/design/human-interface-guidelines/foundations/sf-symbols"])
        XCTAssertEqual(result.pages[0].sources.map(\.relation), ["canonical", "english-export", "stub"])
        XCTAssertEqual(diagnostics, [])
    }

    func testBlocksOnlyANewerHeadinglessCopyHasGetAPlatformSection() {
        let platformText = [
            "In macOS, a sheet is a cardlike view with rounded corners that floats on top of its parent window.",
            "In watchOS, a sheet is a full-screen view that slides over your app's current content and context.",
        ]
        let headed = Page(id: "components/presentation/sheets", title: LocalizedTitle(en: "Sheets"), category: "components/presentation",
                          sources: [PageSource(path: "h.md", format: .bilingualMarkdown, sha256: String(repeating: "0", count: 64))],
                          blocks: [
                            Block(id: "pc", kind: .heading, section: ["Platform considerations"], text: BilingualText(en: "Platform considerations", ko: nil), html: BilingualText(en: "", ko: nil), alignment: Alignment(method: .none, confidence: 1), source: SourceLocation(path: "h.md", line: 1)),
                            Block(id: "m", kind: .heading, section: ["Platform considerations", "macOS"], text: BilingualText(en: "macOS", ko: nil), html: BilingualText(en: "", ko: nil), alignment: Alignment(method: .none, confidence: 1), source: SourceLocation(path: "h.md", line: 2)),
                            Block(id: "a", kind: .paragraph, section: ["Platform considerations", "macOS"], text: BilingualText(en: platformText[0], ko: "맥."), html: BilingualText(en: "", ko: nil), alignment: Alignment(method: .structural, confidence: 1), source: SourceLocation(path: "h.md", line: 3), translationSource: SourceLocation(path: "h.md", line: 4)),
                            Block(id: "w", kind: .heading, section: ["Platform considerations", "watchOS"], text: BilingualText(en: "watchOS", ko: nil), html: BilingualText(en: "", ko: nil), alignment: Alignment(method: .none, confidence: 1), source: SourceLocation(path: "h.md", line: 5)),
                            Block(id: "b", kind: .paragraph, section: ["Platform considerations", "watchOS"], text: BilingualText(en: platformText[1], ko: "워치."), html: BilingualText(en: "", ko: nil), alignment: Alignment(method: .structural, confidence: 1), source: SourceLocation(path: "h.md", line: 6), translationSource: SourceLocation(path: "h.md", line: 7)),
                          ])
        let newer = page("sheets", format: .interleavedText, path: "n.txt", [
            (.paragraph, platformText[0], "맥 번역."),
            (.paragraph, "While a sheet is visible in a visionOS app, it floats in front of its parent window and dims it.", "비전 번역."),
            (.paragraph, platformText[1], "워치 번역."),
        ])
        var diagnostics: [Diagnostic] = []
        let merged = PageDeduplicator().deduplicate([headed, newer], diagnostics: &diagnostics).pages[0]
        XCTAssertEqual(merged.blocks.map { "\($0.kind.rawValue) \($0.section.last ?? "") \($0.text.ko ?? "-")" }, [
            "heading Platform considerations -", "heading macOS -", "paragraph macOS 맥.",
            "heading visionOS -", "paragraph visionOS 비전 번역.",
            "heading watchOS -", "paragraph watchOS 워치.",
        ])
    }

    /// ../shared/corpus/hig-ko compiled together: no page that has a bilingual copy keeps less Korean than that copy
    /// compiled alone. (Pairwise precision and recall against hand-written labels: `RepositoryIdentityTests`.)
    func testCorpusPagesKeepTheKoreanOfTheirBilingualCopy() throws {
        guard let shared = TestSupport.sharedFolder else { throw XCTSkip("../shared is not present") }
        let compilation = TestSupport.compile(paths: [shared.appendingPathComponent("corpus/hig-ko").path])
        XCTAssertGreaterThan(compilation.corpus.pages.count, 50)
        for page in compilation.corpus.pages where page.sources.contains(where: { $0.format == .bilingualMarkdown }) {
            let single = TestSupport.compile(paths: page.sources.filter { $0.format == .bilingualMarkdown }.map(\.path))
            let best = single.corpus.pages.map { $0.blocks.filter(\.isTranslated).count }.max() ?? 0
            XCTAssertGreaterThanOrEqual(page.blocks.filter(\.isTranslated).count, best, page.id)
        }
    }

    /// Seeds with the corpus: sheets takes the headed copies' sections; seed 004's Korean, summaries and notes stay.
    func testSeedSheetsMergeWithTheCorpusKeepsItsTranslationAndGainsSections() throws {
        guard let shared = TestSupport.sharedFolder else { throw XCTSkip("../shared is not present") }
        let compilation = TestSupport.compile(paths: [shared.appendingPathComponent("corpus/hig-ko").path,
                                                      TestSupport.repositoryRoot.appendingPathComponent("seeds").path])
        let sheets = try XCTUnwrap(compilation.corpus.pages.first { $0.id == "components/presentation/sheets" })
        let fromSeed = sheets.blocks.filter { $0.translationSource?.path.hasSuffix("004_8ab95ca51023c8dd.txt") ?? false }
        XCTAssertGreaterThanOrEqual(fromSeed.count, 25)
        XCTAssertEqual(sheets.blocks.filter { $0.summary != nil }.count, 5)
        XCTAssertEqual(sheets.blocks.filter(\.translatorNote).count, 6)
        // Seed lines 1–13 are the introduction, which has no section on Apple's page either.
        XCTAssertTrue(fromSeed.allSatisfy { !$0.section.isEmpty || $0.translationSource!.line <= 13 }, "seed blocks got sections")
        let vision = sheets.blocks.filter { $0.section.last == "visionOS" }.map(\.text.en)
        XCTAssertEqual(vision.count, 4)
        XCTAssertEqual(vision.first, "visionOS")
        XCTAssertEqual(sheets.blocks.first { $0.text.en.hasPrefix("Include a grabber") }?.section, ["Platform considerations", "iOS, iPadOS"])
    }
}
