import HIGCorpus
import XCTest
@testable import HIGCompiler

/// Identity before similarity: names first, direct two-way evidence between names, no transitive chains.
final class IdentityClusteringTests: XCTestCase {
    private typealias Overlap = DuplicateFinder.Overlap
    private let clustering = IdentityClustering()

    /// An overlap whose mutual share is `mutual`, between files of `sizeA` and `sizeB` shingles.
    private func overlap(_ a: Int, _ b: Int, shared: Int, sizeA: Int = 100, sizeB: Int = 100) -> Overlap {
        Overlap(a: a, b: b, shared: shared, sizeA: sizeA, sizeB: sizeB)
    }

    private func names(_ names: String?...) -> [IdentityClustering.Member] { names.map { .init(name: $0) } }

    func testTheSameNameIsOnePageHoweverFarItsRevisionsDrifted() {
        XCTAssertEqual(clustering.clusters(names("color", "color", "layout"), overlaps: []), [[0, 1], [2]])
    }

    func testDifferentNamesJoinOnlyOnEvidenceBothWays() {
        XCTAssertEqual(clustering.clusters(names("list-and-tables", "lists-and-tables"), overlaps: [overlap(0, 1, shared: 86)]), [[0, 1]])
        // One holds the other (a small page inside a large one): not the same page.
        XCTAssertEqual(clustering.clusters(names("dials", "controls"), overlaps: [overlap(0, 1, shared: 30, sizeA: 30, sizeB: 100)]), [[0], [1]])
    }

    func testNoTransitiveChains() {
        // a~b and b~c, but a and c share nothing: average linkage joins a and b, and c stays apart.
        let overlaps = [overlap(0, 1, shared: 80), overlap(1, 2, shared: 60)]
        XCTAssertEqual(clustering.clusters(names("a", "b", "c"), overlaps: overlaps), [[0, 1], [2]])
    }

    func testAPageHoldingSeveralPagesConsolidatesThemAndJoinsNone() {
        // "overview" holds all of "dials" (80 of its 100 shingles) and all of "toggles": it is neither.
        let overlaps = [overlap(0, 2, shared: 80, sizeA: 80, sizeB: 100), overlap(1, 2, shared: 20, sizeA: 20, sizeB: 100)]
        XCTAssertEqual(clustering.clusters(names("dials", "toggles", "overview"), overlaps: overlaps), [[0], [1], [2]])
    }

    func testAFileWithoutANameJoinsThePageItMostResembles() {
        let overlaps = [overlap(0, 2, shared: 60), overlap(1, 2, shared: 95)]
        XCTAssertEqual(clustering.clusters(names("sheets", "action-sheets", nil), overlaps: overlaps), [[0], [1, 2]])
        XCTAssertEqual(clustering.clusters(names("sheets", nil), overlaps: [overlap(0, 1, shared: 10)]), [[0], [1]])
    }

    private func page(_ id: String, path: String, _ texts: [(String, String?)], format: SourceFormat = .bilingualMarkdown) -> Page {
        var ids = BlockIDs()
        let blocks = texts.enumerated().map { index, pair in
            Block(id: ids.next(kind: .paragraph, lead: nil, text: pair.0), kind: .paragraph, section: [],
                  text: BilingualText(en: pair.0, ko: pair.1), html: BilingualText(en: pair.0, ko: pair.1),
                  alignment: Alignment(method: pair.1 == nil ? .none : .structural, confidence: 1),
                  source: SourceLocation(path: path, line: index * 2 + 1),
                  translationSource: pair.1 == nil ? nil : SourceLocation(path: path, line: index * 2 + 2))
        }
        return Page(id: id, title: LocalizedTitle(en: "T"), category: id.split(separator: "/").dropLast().joined(separator: "/"),
                    sources: [PageSource(path: path, format: format, sha256: String(repeating: "0", count: 64))], blocks: blocks)
    }

    /// Sentences whose every five words name the topic, so no two topics share a shingle.
    private static func sentences(_ topic: String, _ count: Int) -> [String] {
        (0..<count).map { n in (0..<12).map { "\(topic)\(n)w\($0)" + ($0 % 3 == 2 ? " keeps" : "") }.joined(separator: " ") + "." }
    }

    func testAConsolidatingPageStaysItsOwnAndTakesKoreanFromThePagesItHolds() {
        let dials = Self.sentences("dial", 6), toggles = Self.sentences("toggle", 6)
        let dialsPage = page("components/controls/dials", path: "d.md", dials.map { ($0, "다이얼 번역 \($0.count).") })
        let togglesPage = page("components/controls/toggles", path: "t.md", toggles.map { ($0, nil) })
        let overview = page("components/controls/overview", path: "o.md", (dials + toggles + Self.sentences("overview", 2)).map { ($0, nil) },
                            format: .englishMarkdown)
        var diagnostics: [Diagnostic] = []
        let result = PageDeduplicator().deduplicate([dialsPage, togglesPage, overview], diagnostics: &diagnostics)
        XCTAssertEqual(result.pages.map(\.id), ["components/controls/dials", "components/controls/toggles", "components/controls/overview"])
        let merged = result.pages[2]
        XCTAssertEqual(merged.consolidates, ["components/controls/dials", "components/controls/toggles"])
        XCTAssertEqual(merged.blocks.prefix(6).map(\.text.ko), dials.map { "다이얼 번역 \($0.count)." })
        XCTAssertEqual(merged.blocks[0].translationSource, SourceLocation(path: "d.md", line: 2))
    }

    func testTheNameAPageTakesAWrittenTitleBeforeASlugThenTheMoreFiles() {
        func file(_ id: String, _ evidence: PageIdentity.NameEvidence, path: String) -> AssembledPage {
            AssembledPage(page: page(id, path: path, [("x", nil)]), evidence: evidence)
        }
        let typo = file("components/status/acitivity-rings", .slugTitle, path: "a.md")
        let typo2 = file("components/status/acitivity-rings", .slugTitle, path: "b.md")
        let written = file("components/status/activity-rings", .writtenTitle, path: "c.md")
        XCTAssertEqual(PageNaming.choose([typo, typo2, written], canonical: typo).id, "components/status/activity-rings")
        XCTAssertEqual(PageNaming.choose([typo, typo2, file("components/status/activity-rings", .slugTitle, path: "c.md")], canonical: typo).id,
                       "components/status/acitivity-rings")
    }
}

/// A page's place is part of its identity.
final class PlaceIdentityTests: XCTestCase {
    private typealias Overlap = DuplicateFinder.Overlap
    private let clustering = IdentityClustering()

    private func member(_ name: String?, _ places: [String], root: String? = nil, stub: Bool = false) -> IdentityClustering.Member {
        IdentityClustering.Member(name: name, places: places, root: root, isStub: stub)
    }

    func testTheSameNameInAnotherPlaceIsAnotherPageUnlessContentShowsAMoveBothWays() {
        let intros = [member("introduction", ["technologies/carplay"]), member("introduction", ["technologies/wallet"]),
                      member("introduction", ["technologies/carplay"]), member("introduction", ["technologies/game-center"])]
        XCTAssertEqual(clustering.clusters(intros, overlaps: []), [[0, 2], [1], [3]])
        let buttons = [member("buttons", ["components/menus-and-actions"]), member("buttons", ["technologies/messages-for-business"])]
        XCTAssertEqual(clustering.clusters(buttons, overlaps: [Overlap(a: 0, b: 1, shared: 0, sizeA: 80, sizeB: 60)]), [[0], [1]])
        // A page moved to another section: each holds most of the other.
        let moved = [member("drag-and-drop", ["patterns"]), member("drag-and-drop", ["inputs"])]
        XCTAssertEqual(clustering.clusters(moved, overlaps: [Overlap(a: 0, b: 1, shared: 90, sizeA: 100, sizeB: 95)]), [[0, 1]])
        // One holds the other, not the other way round: no move.
        XCTAssertEqual(clustering.clusters(moved, overlaps: [Overlap(a: 0, b: 1, shared: 30, sizeA: 30, sizeB: 100)]), [[0], [1]])
    }

    func testCopiesMeetThroughATitleLineThatKeptTheOldCategory() {
        // `system-experiences/widgets.md` titled `[components-status] widgets`, a stub under `status/`, and the later
        // export's copy under `system-experiences/`: one page. `[content] image-views` is `components/content`.
        let files = [member("widgets", ["components/system-experiences", "components/status"]), member("widgets", ["components/status"], stub: true),
                     member("widgets", ["components/system-experiences"]), member("image-views", ["components/content", "content"]),
                     member("image-views", ["content"])]
        XCTAssertEqual(clustering.clusters(files, overlaps: []), [[0, 1, 2], [3, 4]])
        XCTAssertTrue(PagePlace.same("content", "components/content"))
        XCTAssertFalse(PagePlace.same("technologies/carplay", "technologies/wallet"))
        XCTAssertFalse(PagePlace.same("components", "components/content"), "a section alone is not each of its categories")
    }

    func testAPlaceThatHoldsOthersConnectsNothing() {
        // `[technologies] introduction` names the section only: it cannot say which technology, so it does not pull
        // the technologies' introductions together, and content decides; where its name has one page, it is that page.
        let intros = [member("introduction", ["technologies/carplay", "technologies"]), member("introduction", ["technologies/wallet"]),
                      member("introduction", ["technologies"])]
        XCTAssertEqual(clustering.clusters(intros, overlaps: [Overlap(a: 1, b: 2, shared: 90, sizeA: 100, sizeB: 100)]), [[0], [1, 2]])
        let charts = [member("charts", ["components/content", "components"]), member("charts", ["components"])]
        XCTAssertEqual(clustering.clusters(charts, overlaps: []), [[0, 1]])
    }

    func testTwoPagesOneExportHoldsSideBySideAreNotARename() {
        // They share two thirds of their text, but the same export has both: neither was renamed into the other.
        let sideBySide = [member("notifications", ["components/system-experiences"], root: "r/new"),
                          member("managing-notifications", ["patterns"], root: "r/new")]
        let overlap = Overlap(a: 0, b: 1, shared: 66, sizeA: 100, sizeB: 100)
        XCTAssertEqual(clustering.clusters(sideBySide, overlaps: [overlap]), [[0], [1]])
        // In different exports, the same evidence is a rename; and copies (≥ 0.8 both ways) are one page anywhere.
        let apart = [member("accessing-private-data", ["patterns"], root: "r/old"), member("privacy", ["foundations"], root: "r/new")]
        XCTAssertEqual(clustering.clusters(apart, overlaps: [overlap]), [[0, 1]])
        XCTAssertEqual(clustering.clusters(sideBySide, overlaps: [Overlap(a: 0, b: 1, shared: 90, sizeA: 100, sizeB: 100)]), [[0, 1]])
    }

    func testAPageIsNeverItsOwnSubPage() {
        let files = [member("carplay", ["technologies"]), member("introduction", ["technologies/carplay"])]
        XCTAssertEqual(clustering.clusters(files, overlaps: [Overlap(a: 0, b: 1, shared: 75, sizeA: 100, sizeB: 75)]), [[0], [1]])
    }

    func testANameWithoutAPlaceBorneInSeveralPlacesIsToldApartByContent() {
        let files = [member("introduction", ["technologies/carplay"]), member("introduction", ["technologies/wallet"]), member("introduction", [])]
        XCTAssertEqual(clustering.clusters(files, overlaps: [Overlap(a: 1, b: 2, shared: 95, sizeA: 100, sizeB: 100)]), [[0], [1, 2]])
        XCTAssertEqual(clustering.clusters(Array(files.prefix(1)) + [files[2]], overlaps: []), [[0, 1]], "one place: the name decides")
    }

    func testAWeakRenameIsWarnedAndAStrongOneIsNot() {
        let thresholds = DuplicateFinder.Thresholds()
        XCTAssertTrue(MergeExplanation.isWeak(.init(evidence: .renamed, containment: 0.95, reverse: 0.55, jaccard: 0.5), thresholds: thresholds))
        XCTAssertFalse(MergeExplanation.isWeak(.init(evidence: .renamed, containment: 0.9, reverse: 0.73, jaccard: 0.6), thresholds: thresholds))
        XCTAssertFalse(MergeExplanation.isWeak(.init(evidence: .sameNameAndPlace, containment: 0, reverse: 0, jaccard: 0), thresholds: thresholds),
                       "a name in its place is the page's identity")
        XCTAssertTrue(MergeExplanation.isWeak(.init(evidence: .copy, containment: 0.5, reverse: 0.9, jaccard: 0.5), thresholds: thresholds))
    }
}

/// A block belongs to one page: a page and its sub-page never both hold it.
final class SubPageBlocksTests: XCTestCase {
    private func block(_ en: String, _ ko: String?, path: String, line: Int) -> Block {
        Block(id: "", kind: .paragraph, section: [], text: BilingualText(en: en, ko: ko), html: BilingualText(en: en, ko: ko),
              alignment: Alignment(method: ko == nil ? .none : .structural, confidence: 1), source: SourceLocation(path: path, line: line),
              translationSource: ko.map { _ in SourceLocation(path: path, line: line + 1) })
    }

    func testTheSubPageKeepsTheBlockAndTakesTheParentsKorean() {
        let source = [PageSource(path: "p.md", format: .englishMarkdown, sha256: String(repeating: "0", count: 64))]
        var pages = [
            Page(id: "technologies/carplay", title: LocalizedTitle(en: "CarPlay"), category: "technologies", sources: source, blocks: [
                block("Shared one.", "부모 번역.", path: "p.md", line: 1), block("Shared two.", nil, path: "p.md", line: 3),
                block("Only the parent says this.", nil, path: "p.md", line: 5),
            ]),
            Page(id: "technologies/carplay/introduction", title: LocalizedTitle(en: "Introduction"), category: "technologies/carplay", sources: source, blocks: [
                block("Shared one.", nil, path: "s.md", line: 1), block("Shared two.", "하위 번역.", path: "s.md", line: 3),
            ]),
            Page(id: "technologies/wallet", title: LocalizedTitle(en: "Wallet"), category: "technologies", sources: source, blocks: [
                block("Shared one.", nil, path: "w.md", line: 1),
            ]),
        ]
        SubPageBlocks.settle(&pages)
        XCTAssertEqual(pages[0].blocks.map(\.text.en), ["Only the parent says this."])
        XCTAssertEqual(pages[1].blocks.map(\.text.ko), ["부모 번역.", "하위 번역."])
        XCTAssertEqual(pages[1].blocks[0].translationSource, SourceLocation(path: "p.md", line: 2))
        XCTAssertEqual(pages[2].blocks.count, 1, "another technology's page is no parent of this sub-page")
    }
}

/// Links to pages of one name in several places lead to the one the link names whole.
final class PlaceLinkTests: XCTestCase {
    func testALinkNamingAPagesWholeIdLeadsToItAndASlugAloneToTheFirst() {
        func page(_ id: String) -> Page {
            Page(id: id, title: LocalizedTitle(en: id), category: String(id.split(separator: "/").dropLast().joined(separator: "/")), sources: [], blocks: [])
        }
        let targets = LinkTargets(pages: [page("technologies/carplay/introduction"), page("technologies/wallet/introduction"),
                                          page("components/menus-and-actions/buttons"), page("technologies/messages-for-business/buttons")])
        XCTAssertEqual(targets.resolve("https://developer.apple.com/design/human-interface-guidelines/technologies/wallet/introduction"),
                       .page("technologies/wallet/introduction"))
        XCTAssertEqual(targets.resolve("../wallet/introduction.md"), .page("technologies/wallet/introduction"))
        XCTAssertEqual(targets.resolve("/design/human-interface-guidelines/technologies/messages-for-business/buttons"),
                       .page("technologies/messages-for-business/buttons"))
        XCTAssertEqual(targets.resolve("/design/human-interface-guidelines/buttons"), .page("components/menus-and-actions/buttons"))
    }
}
