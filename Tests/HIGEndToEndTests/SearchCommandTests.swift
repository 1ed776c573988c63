import Foundation
import XCTest

/// `hig search` run as a user runs it, against the committed Output/ (built from seeds/).
final class SearchCommandTests: XCTestCase {
    func testKoreanQueryPrintsBothLanguagesWithMarkersAndSource() throws {
        let result = try HigProcess.run(["search", "시트를", "--limit", "1", "--blocks"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, """
            1. sheets
               rule sheets/display-only-one-sheet-at-a-time-from-the-main
               en  Display only one sheet at a time from the main interface. When people close a sheet, they expect to return to the parent view or window. If closing a sheet takes people back to another sheet, they can lose track of where they are in your…
               ko  메인 인터페이스에서 한번에 하나의 **시트**(sheet)만 표시합니다. 사람들이 **시트**(sheet)를 닫을 때는 부모(parent) 뷰나 창으로 돌아가기를 예상합니다. 만약 **시트**(sheet)를 닫을 때 다른 **시트**(sheet)로 돌아간다면…
               seeds/004_8ab95ca51023c8dd.txt:19

            """)
    }

    func testColourOnlyWhenAsked() throws {
        let plain = try HigProcess.run(["search", "sheet", "--limit", "1"])
        XCTAssertFalse(plain.stdout.contains("\u{1B}["), "no ANSI escapes into a pipe")
        let coloured = try HigProcess.run(["search", "sheet", "--limit", "1", "--color", "always"])
        XCTAssertTrue(coloured.stdout.contains("\u{1B}[1;33msheet\u{1B}[0m"), coloured.stdout)
    }

    func testJSONHitsHaveTheDocumentedShape() throws {
        let result = try HigProcess.run(["search", "Avoid", "letting", "an", "action", "sheet", "scroll", "--json", "--blocks"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(document["query"] as? String, "Avoid letting an action sheet scroll")
        let hits = try XCTUnwrap(document["hits"] as? [[String: Any]])
        let first = try XCTUnwrap(hits.first)
        XCTAssertEqual(Set(first.keys), ["page", "block", "rule", "score", "section", "source", "text"])
        XCTAssertEqual(first["page"] as? String, "components/presentation/action-sheets")
        XCTAssertEqual(first["block"] as? String, "avoid-letting-an-action-sheet-scroll")
        XCTAssertEqual((first["source"] as? [String: Any])?["line"] as? Int, 81)
        let text = try XCTUnwrap(first["text"] as? [String: Any])
        XCTAssertTrue((text["en"] as? String)?.hasPrefix("Avoid letting an action sheet scroll.") == true)
        XCTAssertTrue((text["ko"] as? String)?.hasPrefix("작업 시트가 스크롤되지 않도록") == true)
    }

    func testFiltersNarrowTheHits() throws {
        func pages(_ arguments: [String], limit: Int = 500) throws -> [String] {
            let result = try HigProcess.run(["search"] + arguments + ["--json", "--blocks", "--limit", "\(limit)"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            return (document?["hits"] as? [[String: Any]] ?? []).compactMap { $0["page"] as? String }
        }
        let all = try pages(["sheet"])
        XCTAssertGreaterThan(all.count, 10)
        XCTAssertEqual(Set(try pages(["sheet", "--page", "components/presentation/action-sheets"])), ["components/presentation/action-sheets"])
        let grouped = try pages(["sheet", "--group-by-page"])
        XCTAssertEqual(grouped.count, Set(grouped).count)
        XCTAssertEqual(Set(grouped), Set(all))
        XCTAssertGreaterThan(try pages(["scroll"]).count, 0)
        XCTAssertEqual(try pages(["scroll", "--lang", "ko"]), [])  // the Korean says 스크롤
        XCTAssertEqual(try pages(["스크롤", "--lang", "en"]), [])
        XCTAssertLessThan(try pages(["sheet", "--platform", "watchOS"]).count, all.count)
        XCTAssertEqual(try pages(["sheet"], limit: 3).count, 3)
    }

    func testNoBuildSaysWhatToRun() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let result = try HigProcess.run(["search", "시트", "--output", folder.appendingPathComponent("Output").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("error: no build in "), result.stderr)
        XCTAssertTrue(result.stderr.contains("run `hig build SOURCES --output "), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("[hig.search.no-index]\n"), result.stderr)
    }

    func testNoHitsIsNotAnError() throws {
        let result = try HigProcess.run(["search", "zyxwvut"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "No pages for “zyxwvut”.\n")
        XCTAssertEqual(try HigProcess.run(["search", "zyxwvut", "--blocks"]).stdout, "No hits for “zyxwvut”.\n")
    }

    /// The default: pages, the one named by the query first, each with its best two blocks.
    func testPagesComeWithTheirBestTwoBlocks() throws {
        let result = try HigProcess.run(["search", "작업", "시트를", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(Set(document.keys), ["pages", "query", "total"])
        let pages = try XCTUnwrap(document["pages"] as? [[String: Any]])
        XCTAssertEqual(pages.first?["page"] as? String, "components/presentation/action-sheets")
        XCTAssertEqual(Set(try XCTUnwrap(pages.first).keys), ["blocks", "page", "score", "title"])
        XCTAssertEqual((pages.first?["blocks"] as? [[String: Any]])?.count, 2)
        let ids = pages.compactMap { $0["page"] as? String }
        XCTAssertEqual(ids.count, Set(ids).count, "each page once")
    }

    /// `--explain` shows how the query was read and each field's part of each page's score.
    func testExplainShowsExpansionAndFieldContributions() throws {
        let result = try HigProcess.run(["search", "앱", "아이콘", "--explain", "--limit", "1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("앱 아이콘 → 앱아이콘 [spacing ×1: 앱아 아이 이콘] | 앱 아이콘 [query ×1: =앱 아이 이콘]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("   score "), result.stdout)
        XCTAssertTrue(result.stdout.contains(" + coverage "), result.stdout)
    }

    func testBenchmarkPrintsLatencyPercentiles() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let queries = folder.appendingPathComponent("queries.txt")
        try Data("시트를\ncancel button\n".utf8).write(to: queries)
        let result = try HigProcess.run(["search", queries.path, "--rounds", "2"], executable: HigProcess.bench)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertTrue(lines.first?.hasPrefix("queries 2, rounds 2, samples 4, hits per round ") == true, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("wall p50 ") && $0.contains(" p99 ") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("cpu  p50 ") }, result.stdout)
    }

    func testTheUserFacingCommandHasNoBenchmark() throws {
        let help = try HigProcess.run(["search", "--help"]).stdout
        XCTAssertFalse(help.contains("benchmark"), help)
        XCTAssertEqual(try HigProcess.run(["search", "sheet", "--benchmark", "q.txt"]).status, 2)
    }

    func testUsageErrorsExitWithTwo() throws {
        XCTAssertEqual(try HigProcess.run(["search"]).status, 2)
        XCTAssertEqual(try HigProcess.run(["search", "sheet", "--platform", "amiga"]).status, 2)
        XCTAssertEqual(try HigProcess.run(["search", "sheet", "--limit", "0"]).status, 2)
        XCTAssertEqual(try HigProcess.run(["search", "sheet", "--lang", "fr"]).status, 2)
    }
}
