import Foundation
import HIGCorpus
import XCTest
@testable import HIGCompiler

/// A tree in the community repository's layouts (`translated-markdown/`, `originHIG-markdown/`, `Refactor/…`) with
/// several members of each class issue 26 names, written for the project (`Fixtures/repository-classes/tree`):
/// technologies' own `introduction` pages, a technology's `buttons` and `color` beside the component and the
/// foundation, renames across sections (the pattern Accessing private data became the foundation Privacy; a pattern
/// became the foundation Branding beside a technology's own branding page), a page
/// moved to another section, two pages every export holds side by side although they share text, images and
/// captions glued to paragraphs, a technology's page holding its sub-pages' blocks, and Korean with no English
/// above it. `expected-blocks.tsv` lists the page every block must land on.
final class RepositoryClassesTests: XCTestCase {
    static let folder = TestSupport.repositoryRoot.appendingPathComponent("Tests/HIGCompilerTests/Fixtures/repository-classes")

    /// One line of `expected-blocks.tsv`.
    struct Expectation: Hashable {
        var kind: String
        var english: String
    }

    static func expectations() throws -> [Expectation: Set<String>] {
        var expected: [Expectation: Set<String>] = [:]
        for line in try String(contentsOf: folder.appendingPathComponent("expected-blocks.tsv"), encoding: .utf8).split(separator: "\n")
        where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            expected[Expectation(kind: fields[1], english: fields[2]), default: []].insert(fields[0])
        }
        return expected
    }

    private static func compile() -> Compilation {
        TestSupport.compile(paths: [folder.appendingPathComponent("tree").path])
    }

    func testEveryProseBlockIsOnThePagesListedForIt() throws {
        let expected = try Self.expectations()
        let compilation = Self.compile()
        var found: [String: Set<String>] = [:]
        for page in compilation.corpus.pages {
            for block in page.blocks where block.kind.isTranslatable {
                let pages = expected[Expectation(kind: "prose", english: block.text.en)]
                XCTAssertNotNil(pages, "\(page.id): a block nobody listed: \(block.text.en.prefix(80))")
                XCTAssertTrue(pages?.contains(page.id) ?? true, "\(block.text.en.prefix(60)) is on \(page.id), not on \(pages ?? [])")
                XCTAssertFalse(found[block.text.en]?.contains(page.id) ?? false, "\(block.text.en.prefix(60)) is twice on \(page.id)")
                found[block.text.en, default: []].insert(page.id)
            }
        }
        for (expectation, pages) in expected where expectation.kind == "prose" {
            XCTAssertEqual(found[expectation.english] ?? [], pages, expectation.english)
        }
        XCTAssertEqual(Set(compilation.corpus.pages.map(\.id)), Set(expected.filter { $0.key.kind == "prose" }.values.flatMap { $0 }))
    }

    func testImageDescriptionsAndCaptionsAreNeverProse() throws {
        let expected = try Self.expectations().filter { $0.key.kind != "prose" }
        XCTAssertGreaterThanOrEqual(expected.count, 5)
        let compilation = Self.compile()
        for page in compilation.corpus.pages {
            for block in page.blocks {
                for (expectation, pages) in expected where block.text.en.contains(expectation.english) {
                    XCTAssertFalse(block.kind.isTranslatable, "\(page.id): '\(expectation.english)' inside prose: \(block.text.en.prefix(100))")
                    if block.text.en == expectation.english {
                        XCTAssertEqual(block.kind.rawValue, expectation.kind, expectation.english)
                        XCTAssertTrue(pages.contains(page.id), "\(expectation.english) on \(page.id)")
                    }
                }
            }
        }
        // Read alone, each glued figure of the later export is a block of its own kind.
        let file = Self.folder.appendingPathComponent("tree/Refactor/human-interface-guidelines-markdown/components/menus-and-actions/buttons.md")
        let (page, _) = TestSupport.compile(try String(contentsOf: file, encoding: .utf8), path: "buttons.md")
        XCTAssertEqual(page?.blocks.map(\.kind.rawValue), ["paragraph", "image", "heading", "image", "caption", "paragraph", "paragraph",
                                                           "image", "caption", "paragraph", "paragraph", "paragraph"])
    }

    func testTheTranslatedGluedParagraphsKoreanStaysWithItsProse() throws {
        let file = Self.folder.appendingPathComponent("tree/Refactor/translated-human-interface-guidelines-markdown/components/menus-and-actions/buttons.md")
        let (page, _) = TestSupport.compile(try String(contentsOf: file, encoding: .utf8), path: "buttons.md")
        XCTAssertEqual(TestSupport.dump(page, width: 30), [
            "L5 image A screenshot of a filled butto | -",
            "L5 caption Press state | -",
            "L5 paragraph Always include a press state f | 사용자 정의 버튼에는 항상 눌림 상태를 넣으세요. 누를",
        ])
    }

    func testEveryMergeIsExplainedAndNoneIsWeak() {
        let compilation = Self.compile()
        XCTAssertFalse(compilation.diagnostics.contains { $0.id == "hig.merge.weak" })
        let privacy = compilation.clusters.first { $0.page == "foundations/privacy" }
        XCTAssertEqual(privacy?.members.map(\.evidence).sorted(), ["renamed", "renamed", "same name and place", "stub of the name"])
        let branding = compilation.clusters.first { $0.page == "foundations/branding" }
        XCTAssertEqual(branding?.members.map(\.evidence).sorted(), ["renamed", "renamed", "same name and place"])
        let moved = compilation.clusters.first { $0.page == "inputs/drag-and-drop" }
        XCTAssertEqual(moved?.members.map(\.evidence).sorted(), ["moved copy", "moved copy", "same name and place"])
        for cluster in compilation.clusters {
            for member in cluster.members where member.evidence == "renamed" || member.evidence == "moved copy" {
                XCTAssertGreaterThanOrEqual(min(member.containment, member.reverseContainment), MergeExplanation.weakShare, member.path)
            }
        }
    }

    func testTheKoreanLedgerListsTheOneKoreanQuoteWithNoEnglishAbove() {
        let compilation = Self.compile()
        XCTAssertEqual(compilation.koreanLedger.lines, 79)
        XCTAssertEqual(compilation.koreanLedger.kept, 78)
        let listed = compilation.corpus.skipped.filter { $0.line != nil }
        XCTAssertEqual(listed.map { "\(URL(fileURLWithPath: $0.path).lastPathComponent):\($0.line!) \($0.koreanLines!) \($0.diagnostic)" },
                       ["color.md:3 1 hig.align.orphan-translation"])
    }
}
