import HIGCorpus
import XCTest
@testable import HIGCompiler

final class PlatformTests: XCTestCase {
    func testMentionsByNameAndDevice() {
        XCTAssertEqual(Platforms.mentioned(in: "In an iPhone app"), ["iOS"])
        XCTAssertEqual(Platforms.mentioned(in: "In iPadOS and macOS apps"), ["iPadOS", "macOS"])
        XCTAssertEqual(Platforms.mentioned(in: "On a Mac"), ["macOS"])
        XCTAssertEqual(Platforms.mentioned(in: "On Apple Watch"), ["watchOS"])
        XCTAssertEqual(Platforms.mentioned(in: "In general"), [])
        XCTAssertEqual(Platforms.mentioned(in: "On a Macintosh"), [])
    }

    func testUnsupportedAndWithoutConsiderations() {
        let text = "No additional considerations for iOS or iPadOS. Not supported in macOS, tvOS, visionOS, or watchOS."
        XCTAssertEqual(Platforms.unsupported(in: text), ["macOS", "tvOS", "visionOS", "watchOS"])
        XCTAssertEqual(Platforms.withoutConsiderations(in: text), ["iOS", "iPadOS"])
        XCTAssertEqual(Platforms.unsupported(in: "Supported everywhere."), [])
    }

    private func block(_ text: String, kind: BlockKind = .paragraph, section: [String] = []) -> Block {
        Block(id: Slug.make(text, maxWords: 4), kind: kind, section: section, text: BilingualText(en: text, ko: nil),
              html: BilingualText(en: text, ko: nil), alignment: Alignment(method: .none, confidence: 0),
              source: SourceLocation(path: "p.md", line: 1))
    }

    func testPageSupportPrefersThePlatformsThePageNames() {
        // Written before visionOS: the page names iOS and iPadOS and rules out the rest it knew of.
        let page = Page(id: "p", title: LocalizedTitle(en: "P"), category: "", sources: [], blocks: [
            block("Platform considerations", kind: .heading),
            block("No additional considerations for iOS or iPadOS. Not supported in macOS, tvOS, or watchOS."),
        ])
        XCTAssertEqual(PagePlatformContext(page: page).supported, ["iOS", "iPadOS"])
        let silent = Page(id: "q", title: LocalizedTitle(en: "Q"), category: "", sources: [], blocks: [block("Not supported in tvOS or watchOS.")])
        XCTAssertEqual(PagePlatformContext(page: silent).supported, ["iOS", "iPadOS", "macOS", "visionOS"])
    }

    func testRulePlatformsMostSpecificFirst() {
        let page = Page(id: "p", title: LocalizedTitle(en: "P"), category: "", sources: [], blocks: [
            block("Platform considerations", kind: .heading), block("Not supported in tvOS."),
        ])
        let context = PagePlatformContext(page: page)
        let inWatchOS = block("Use it.", section: ["Platform considerations", "watchOS"])
        XCTAssertEqual(context.platforms(for: inWatchOS, reading: ImperativeLead.read("Use it.")), ["watchOS"])
        let introduced = ImperativeLead.read("In iPadOS, consider using a context menu.")
        XCTAssertEqual(context.platforms(for: block("x", section: ["Platform considerations", "iOS, iPadOS"]), reading: introduced), ["iPadOS"])
        XCTAssertEqual(context.platforms(for: block("x", section: ["Best practices"]), reading: nil), ["iOS", "iPadOS", "macOS", "visionOS", "watchOS"])
    }

    func testHeadinglessPagesFollowPlatformParagraphsAfterTheMarker() {
        let blocks = [
            block("In macOS, visionOS, and watchOS, a sheet is always modal."),
            block("Use a sheet to present simple content."),
            block("No additional considerations for tvOS."),
            block("In macOS, a sheet is a cardlike view."),
            block("Present a sheet in a reasonable default size."),
            block("In watchOS, a sheet is a full-screen view."),
            block("Keep sheet interactions brief."),
        ]
        let page = Page(id: "sheets", title: LocalizedTitle(en: "Sheets"), category: "", sources: [], blocks: blocks)
        var context = PagePlatformContext(page: page)
        var found: [String: [String]] = [:]
        for block in blocks {
            let candidate = RuleLeadFinder.imperativeLead(of: block.text.en)
            context.observe(block, isRule: candidate != nil)
            if let candidate { found[block.text.en] = context.platforms(for: block, reading: candidate.reading) }
        }
        XCTAssertEqual(found, ["Use a sheet to present simple content.": [],
                               "Present a sheet in a reasonable default size.": ["macOS"],
                               "Keep sheet interactions brief.": ["watchOS"]])
    }
}
