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
