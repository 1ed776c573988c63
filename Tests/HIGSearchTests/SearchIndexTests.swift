import Foundation
import HIGCorpus
@testable import HIGSearch
import HIGRanking
import GRDB
import XCTest

/// Requests against a small synthetic index: Korean particles, NFD, mixed script, English
/// normalisation, ranking and every filter.
final class SearchIndexTests: XCTestCase {
    var index: SearchIndex!

    override func setUpWithError() throws {
        index = try SearchFixtures.index()
    }

    /// `page#block` of each hit, best first.
    func hits(_ query: String, _ configure: (inout SearchRequest) -> Void = { _ in }) throws -> [String] {
        var request = SearchRequest(query: query, limit: 50)
        configure(&request)
        return try index.search(request).hits.map { "\($0.page)#\($0.block)" }
    }

    func blocks(_ query: String) throws -> Set<String> { Set(try hits(query)) }

    // MARK: Korean

    /// Decoded postings are read once per term and kept; a term the index lacks is not kept; forgetting reads them again.
    func testPostingCacheDecodesATermOnce() {
        let cache = PostingCache()
        var loads = 0
        let posting = RankingIndex.Posting(page: 1, counts: [0, 0, 0, 1, 0, 0], blocks: [2])
        for _ in 0..<3 { _ = cache.postings("sheet") { loads += 1; return [posting] } }
        XCTAssertEqual(loads, 1)
        XCTAssertNil(cache.postings("missing") { loads += 1; return nil })
        XCTAssertNil(cache.postings("missing") { loads += 1; return nil })
        XCTAssertEqual(loads, 3, "a missing term is asked again")
        cache.removeAll()
        XCTAssertEqual(cache.postings("sheet") { loads += 1; return [posting] }, [posting])
        XCTAssertEqual(loads, 4)
    }

    func testKoreanWordFindsItWithParticles() throws {
        let found = try blocks("시트")
        XCTAssertTrue(found.contains("components/presentation/sheets#intro"))   // 시트는
        XCTAssertTrue(found.contains("components/presentation/sheets#modal"))   // 시트(sheet)를
        XCTAssertTrue(found.contains("components/presentation/sheets#one-at-a-time"))  // 시트만
        XCTAssertEqual(found, try blocks("시트를"))
    }

    func testParticleInQueryIsStripped() throws {
        XCTAssertEqual(try blocks("햅틱을"), ["foundations/playing-haptics#intro", "foundations/playing-haptics#combine"])
        XCTAssertEqual(try blocks("햅틱을"), try blocks("햅틱"))
    }

    func testTwoSyllableWords() throws {
        XCTAssertEqual(try blocks("크기"), ["foundations/sf-symbols#size", "components/presentation/sheets#ios"])
        XCTAssertEqual(try blocks("시간"), ["components/layout/scroll-views#time"])  // not 시트
        XCTAssertEqual(try blocks("취소"), ["components/menus/buttons#cancel", "components/menus/buttons#body"])
    }

    func testNFDQueryMatchesNFCText() throws {
        let nfd = "햅틱을".decomposedStringWithCanonicalMapping
        XCTAssertNotEqual(Array(nfd.utf8), Array("햅틱을".utf8))
        XCTAssertEqual(try blocks(nfd), try blocks("햅틱을"))
        XCTAssertTrue(try blocks("시트").contains("components/menus/buttons#nfd"))  // NFD text, NFC query
    }

    func testMixedScript() throws {
        XCTAssertEqual(try hits("Apple로 로그인").first, "technologies/sign-in-with-apple#button")
        XCTAssertEqual(try blocks("Apple로 로그인"), ["technologies/sign-in-with-apple#button"])
        XCTAssertEqual(try blocks("SF Symbols 크기"), ["foundations/sf-symbols#size"])
    }

    // MARK: English

    func testEnglishCaseFoldingStemmingAndHyphens() throws {
        XCTAssertEqual(try blocks("SHEETS"), try blocks("sheet"))
        XCTAssertEqual(try hits("scrolls").first, "components/layout/scroll-views#natural")
        XCTAssertEqual(try blocks("right to left"), ["foundations/right-to-left#support"])
        XCTAssertEqual(try blocks("right-to-left"), ["foundations/right-to-left#support"])
        XCTAssertEqual(try blocks("left-to-right"), [])  // a hyphenated word is a phrase
    }

    func testFTS5SyntaxInQueriesIsInert() throws {
        XCTAssertEqual(try hits("\"sheet"), try hits("sheet"))
        XCTAssertEqual(try hits("sheet OR NOT ("), try hits("sheet OR NOT"))
        XCTAssertEqual(try hits("*** ---"), [])
    }

    // MARK: Ranking

    func testTitleAndRuleOutrankBody() throws {
        // Both pages mention haptics once in a block's text; one has it in its title.
        XCTAssertEqual(try hits("haptics").last, "components/menus/buttons#press")
        XCTAssertEqual(try hits("haptics") { $0.groupByPage = true }, ["foundations/playing-haptics#combine", "components/menus/buttons#press"])
        // "Cancel button" occurs twice in #body, once in #cancel, which leads a rule.
        XCTAssertEqual(try hits("cancel button").first, "components/menus/buttons#cancel")
    }

    func testScoresDescendAndHitsCarryBothLanguagesAndSource() throws {
        let result = try index.search(SearchRequest(query: "취소 버튼"))
        XCTAssertEqual(result.match, .all)
        XCTAssertEqual(result.hits.map(\.score), result.hits.map(\.score).sorted(by: >))
        let first = try XCTUnwrap(result.hits.first)
        XCTAssertEqual(first.rule, "components/menus/buttons/provide-a-cancel-button")
        XCTAssertEqual(first.text, BilingualText(en: "Provide a Cancel button.", ko: "취소 버튼을 제공하세요."))
        XCTAssertEqual(first.highlighted.ko, "\u{E000}취소\u{E001} \u{E000}버튼\u{E001}을 제공하세요.")
        XCTAssertEqual(first.source, SourceLocation(path: "fixture.md", line: 1))
        XCTAssertEqual(first.platforms, ["iOS"])
    }

    func testFallsBackToAllButOneWordBeforeAnyWord() throws {
        let result = try index.search(SearchRequest(query: "modal sheet haptics"))
        XCTAssertEqual(result.match, .allButOne)
        XCTAssertEqual(result.hits.first.map { "\($0.page)#\($0.block)" }, "components/presentation/sheets#modal")
        let expression = try XCTUnwrap(MatchExpression("modal sheet haptics"))
        XCTAssertEqual(expression.relaxations, [3, 2, 1])
        XCTAssertEqual(expression.requiring(2).text, #"("sheet" "haptics") OR ("modal" "haptics") OR ("modal" "sheet")"#)
        XCTAssertEqual(expression.requiring(2).phraseTerms, [1, 2, 0, 2, 0, 1])
        XCTAssertEqual(expression.requiring(1, inColumns: ["text_ko"]).text, #"{text_ko} : ("modal" OR "sheet" OR "haptics")"#)
    }

    func testFallsBackToAnyWordWhenNoBlockHasAll() throws {
        let result = try index.search(SearchRequest(query: "haptics 스크롤"))
        XCTAssertEqual(result.match, .any)
        XCTAssertEqual(Set(result.hits.map(\.page)), ["foundations/playing-haptics", "components/layout/scroll-views", "components/menus/buttons"])
    }

    func testRankFunctionScoresAsFTS5BM25Does() throws {
        let fts5 = try SearchFixtures.index(ranking: .fts5BM25)
        // Single-token phrases: the stored document count is exact, so the scores are FTS5's own.
        for query in ["sheet", "cancel button", "haptics", "right to left", "크기"] {
            let ours = try index.search(SearchRequest(query: query, limit: 50)).hits
            let theirs = try fts5.search(SearchRequest(query: query, limit: 50)).hits
            XCTAssertEqual(ours.map(\.block), theirs.map(\.block), query)
            for (a, b) in zip(ours, theirs) { XCTAssertEqual(a.score, b.score, accuracy: 1e-9, query) }
        }
    }

    func testFunctionWordsAreDroppedOnlyBesideOtherWords() throws {
        XCTAssertEqual(MatchExpression("how to dismiss a sheet")?.allTerms, #""dismiss" "sheet""#)
        XCTAssertEqual(MatchExpression("The")?.allTerms, #""The""#)
        XCTAssertEqual(MatchExpression("right-to-left in iOS")?.allTerms, #""right-to-left" "iOS""#)
        XCTAssertEqual(MatchExpression("시트를 a*")?.allTerms, #""시트를" "a"*"#)
    }

    // MARK: Filters

    func testLanguageFilter() throws {
        XCTAssertEqual(try hits("sheet") { $0.language = .ko }, ["components/presentation/sheets#modal"])  // 시트(sheet)를
        XCTAssertFalse(try hits("시트") { $0.language = .en }.contains("components/presentation/sheets#intro"))
        XCTAssertEqual(try hits("시트") { $0.language = .en }, [])
    }

    func testPageFilterAndGrouping() throws {
        XCTAssertEqual(Set(try hits("시트") { $0.page = "components/menus/buttons" }), ["components/menus/buttons#nfd"])
        let grouped = try hits("시트") { $0.groupByPage = true }
        XCTAssertEqual(grouped.count, 2)
        XCTAssertEqual(Set(grouped.map { $0.split(separator: "#")[0] }), ["components/presentation/sheets", "components/menus/buttons"])
    }

    func testPlatformFilterKeepsGeneralGuidance() throws {
        let watch = try blocks("sheet") .intersection(try Set(hits("sheet") { $0.platform = "watchOS" }))
        XCTAssertTrue(watch.contains("components/presentation/sheets#watch"))
        XCTAssertTrue(watch.contains("components/presentation/sheets#intro"))
        XCTAssertFalse(watch.contains("components/presentation/sheets#ios"))
        XCTAssertEqual(try hits("button") { $0.platform = "macOS"; $0.rulesOnly = true }, [])
    }

    func testRulesOnlyAndLimit() throws {
        XCTAssertEqual(try hits("시트") { $0.rulesOnly = true }, ["components/presentation/sheets#one-at-a-time"])
        XCTAssertEqual(try hits("시트") { $0.limit = 2 }.count, 2)
        XCTAssertEqual(try hits("시트") { $0.limit = 0 }, [])
    }

    // MARK: The file

    func testIndexBytesAreDeterministic() throws {
        let entries = IndexEntryCollector().entries(for: SearchFixtures.products)
        let first = try SearchIndexWriter().data(for: entries)
        let second = try SearchIndexWriter().data(for: entries)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.count % SearchIndexSchema.pageSize, 0)
        XCTAssertEqual(Array(first.prefix(16)), Array("SQLite format 3\0".utf8))
    }

    /// The emitter writes the file in place through a sink that can take one (the staging folder), and through any
    /// other sink as bytes; either way the file answers searches and keeps FTS5's default configuration.
    func testEmitterWritesTheDatabaseThroughAnySink() throws {
        let files = try SearchIndexEmitter().emit(SearchFixtures.products)
        XCTAssertEqual(files.map(\.path), [SearchIndexSchema.fileName])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hig-emitted-\(UUID().uuidString).sqlite").path
        try files[0].contents.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let index = try SearchIndex(path: path)
        XCTAssertFalse(try index.search(SearchRequest(query: "시트", limit: 10)).hits.isEmpty)
        XCTAssertFalse(try index.searchPages(SearchRequest(query: "sheet", limit: 10)).pages.isEmpty)
        let settings = try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "SELECT k FROM search_config ORDER BY k") }
        XCTAssertEqual(settings, ["version"])
        XCTAssertThrowsError(try SearchIndexWriter().write([], to: path), "an existing file is never written over")
    }

    func testMissingIndexIsReported() {
        XCTAssertThrowsError(try SearchIndex(path: "/nonexistent/search.sqlite")) { error in
            XCTAssertEqual(error as? SearchIndex.OpenError, .missing(path: "/nonexistent/search.sqlite"))
        }
    }

    func testEntriesCarryRulesAndPlatforms() {
        let entries = IndexEntryCollector().entries(for: SearchFixtures.products)
        let rule = entries.first { $0.block == "one-at-a-time" }
        XCTAssertEqual(rule?.rule, "components/presentation/sheets/display-only-one-sheet-at-a-time")
        XCTAssertEqual(rule?.ruleKO, "메인 인터페이스에서 한 번에 하나의 시트만 표시하세요.")
        XCTAssertEqual(rule?.heading, "Best practices")
        XCTAssertEqual(entries.first { $0.block == "ios" }?.platforms, ["iOS", "iPadOS"])
        XCTAssertEqual(entries.first { $0.block == "watch" }?.heading, "Platform considerations › watchOS")
    }
}
