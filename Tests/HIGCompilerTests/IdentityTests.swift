import HIGCorpus
import XCTest
@testable import HIGCompiler

/// Page ids, titles and sections.
final class IdentityTests: XCTestCase {
    private func paragraph(_ text: String, kind: BlockKind = .paragraph, level: Int? = nil) -> RawBlock {
        var block = RawBlock(kind: kind, english: RenderedText(text: text, html: text), line: 1, endLine: 1)
        block.headingLevel = level
        return block
    }

    func testTitleInferredFromOpeningSentence() {
        XCTAssertEqual(TitleInference.infer(from: [paragraph("A sheet helps people perform a scoped task.")]), "Sheets")
        XCTAssertEqual(TitleInference.infer(from: [paragraph("An action sheet is a modal view that presents choices.")]), "Action sheets")
        XCTAssertEqual(TitleInference.infer(from: [paragraph("A Live Activity displays up-to-date information.")]), "Live Activities")
        XCTAssertNil(TitleInference.infer(from: [paragraph("Use a sheet to present simple content.")]))
    }

    func testSlugTitleKeepsThePagesOwnCasing() {
        let blocks = [paragraph("Live Activities help people keep track of tasks, and your Live Activities update often.")]
        XCTAssertEqual(TitleCasing.humanize(slug: "live-activities", blocks: blocks), "Live Activities")
        XCTAssertEqual(TitleCasing.humanize(slug: "action-sheets", blocks: [paragraph("Action sheets give people choices.")]), "Action sheets")
    }

    func testMissingTitleWarnsAndManifestPinsIt() {
        var diagnostics: [Diagnostic] = []
        let blocks = [paragraph("A sheet helps people perform a scoped task.")]
        let inferred = PageIdentity.resolve(path: "x.txt", titleLine: nil, pinned: nil, blocks: blocks, diagnostics: &diagnostics)
        XCTAssertEqual(inferred, PageIdentity(id: "sheets", title: LocalizedTitle(en: "Sheets"), category: ""))
        XCTAssertEqual(diagnostics.map(\.id), ["hig.page.title-inferred"])

        diagnostics = []
        let pinned = ManifestEntry(id: "components/presentation/sheets", title: LocalizedTitle(en: "Sheets", ko: "시트"))
        let resolved = PageIdentity.resolve(path: "x.txt", titleLine: nil, pinned: pinned, blocks: blocks, diagnostics: &diagnostics)
        XCTAssertEqual(resolved, PageIdentity(id: "components/presentation/sheets", title: LocalizedTitle(en: "Sheets", ko: "시트"), category: "components/presentation", evidence: .manifest,
                                              places: ["components/presentation"]))
        XCTAssertEqual(diagnostics, [])
    }

    func testPlatformHeadingsNestUnderPlatformConsiderations() {
        let blocks = [
            paragraph("Best practices", kind: .heading, level: 1),
            paragraph("Use it.") ,
            paragraph("Platform considerations", kind: .heading, level: 1),
            paragraph("iOS, iPadOS", kind: .heading, level: 1),
            paragraph("Avoid scrolling."),
            paragraph("watchOS", kind: .heading, level: 1),
            paragraph("Specifications", kind: .heading, level: 1),
        ]
        XCTAssertEqual(SectionAssigner.sections(for: blocks), [
            ["Best practices"], ["Best practices"], ["Platform considerations"],
            ["Platform considerations", "iOS, iPadOS"], ["Platform considerations", "iOS, iPadOS"],
            ["Platform considerations", "watchOS"], ["Specifications"],
        ])
    }

    func testBlockIDsAreReadableAndUnique() {
        var ids = BlockIDs()
        XCTAssertEqual(ids.next(for: paragraph("Avoid letting an action sheet scroll. The more buttons…")), "avoid-letting-an-action-sheet-scroll")
        XCTAssertEqual(ids.next(for: paragraph("Series 4 and later", kind: .caption)), "series-4-and-later")
        XCTAssertEqual(ids.next(for: paragraph("Series 4 and later", kind: .caption)), "series-4-and-later-2")
        XCTAssertEqual(ids.next(for: paragraph("action sheet intro", kind: .image)), "image-action-sheet-intro")
    }
}
