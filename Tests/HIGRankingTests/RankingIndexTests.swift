import HIGCorpus
@testable import HIGRanking
import XCTest

/// The ranking index: terms, posting text, and the ranking of small pages.
final class RankingIndexTests: XCTestCase {
    func testPostingsAreBase36GapsAndRoundTrip() {
        let postings = [RankingIndex.Posting(page: 3, counts: [1, 0, 0, 12, 0, 0], blocks: [2, 40]),
                        RankingIndex.Posting(page: 13, counts: [0, 0, 1, 0, 0, 0], blocks: []),
                        RankingIndex.Posting(page: 14, counts: [0, 0, 0, 2, 0, 0], blocks: [0])]
        XCTAssertEqual(PostingCoding.encode(postings), "3:c.0.0.1:k,8k;a:0.1:;1:2:4",
                       "counts body, rule, heading, title… without trailing zeros; blocks: gap × 8 + place bits (4: text)")
        XCTAssertEqual(PostingCoding.decode(PostingCoding.encode(postings)), postings)
    }

    func testTermsBridgeTheSpaceBetweenKoreanWords() {
        var counts: [String: Int] = [:]
        let length = RankingTerms.count("앱 아이콘을", into: &counts)
        XCTAssertEqual(length, 5)
        XCTAssertEqual(counts["앱아"], 1)
        XCTAssertEqual(counts["=앱"], 1)
        XCTAssertEqual(counts["아이"], 1)
        XCTAssertNil(counts["앱"], "one-syllable position tokens are not index terms")
    }

    /// Each page is indexed on its own (in parallel) and its postings appended in page order: counts per field, the blocks
    /// holding the term with where in them.
    func testPostingsComeInPageOrderWithCountsBlocksAndPlaces() {
        let pages = (0..<40).map { number in
            Self.page("p\(number)", title: number % 2 == 0 ? "Sheets" : "Other",
                      blocks: [(.heading, "Sheet sizes"), (.body, "A sheet, a sheet."), (.rule, "Keep a sheet short.")])
        }
        let index = RankingIndex(pages)
        XCTAssertEqual(index.postings["sheet"]?.map(\.page), Array(0..<40))
        XCTAssertEqual(index.postings["sheet"]?[0], RankingIndex.Posting(page: 0, counts: [1, 1, 1, 2, 0, 0], blocks: [0, 1, 2],
                                                                         places: [RankingIndex.BlockPlace.heading, RankingIndex.BlockPlace.text,
                                                                                  RankingIndex.BlockPlace.rule]))
        XCTAssertEqual(index.postings["sheet"]?[1].counts, [0, 1, 1, 2, 0, 0], "an odd page's title is Other")
        XCTAssertEqual(index.lengths[0], [1, 2, 4, 4, 0, 0], "positions (every word) per field: title, heading, rule, body")
    }

    /// A passage typed as written (three words or more) finds the page whose block holds its words side by side,
    /// particles as written, before a page holding the same words apart.
    func testAdjacentWordsAsTypedRankTheirPageFirst() {
        let index = RankingIndex([
            Self.page("apart", title: "Menus", blocks: [(.body, "메뉴 항목은 짧게 씁니다. 제공할 기능이 많으면 나눕니다.")]),
            Self.page("adjacent", title: "Pull-down buttons", blocks: [(.body, "제공할 메뉴 항목에 이름을 붙입니다.")]),
        ])
        let plan = QueryPlan("제공할 메뉴 항목에")
        XCTAssertEqual(plan.junctions, ["할메", "뉴항"])
        XCTAssertEqual(QueryPlan("팝업 버튼").junctions, [], "two words: a name, which titles and headings find")
        let ranked = PageRanker(lengths: index.lengths).rank(plan, postings: index.postings, limit: 10).pages
        XCTAssertEqual(ranked.map(\.page), [1, 0])
        XCTAssertEqual(ranked[0].explanation.adjacency, RankingParameters.standard.adjacencyBonus)
        XCTAssertEqual(ranked[1].explanation.adjacency, RankingParameters.standard.adjacencyBonus / 2, "메뉴 항목 side by side, 제공할 apart")
    }

    static func page(_ id: String, title: String, blocks: [(RankingField, String)]) -> RankingPage {
        RankingPage(id: id, pageParts: [RankingPage.Part(field: .title, text: title)],
                    blocks: blocks.enumerated().map { RankingPage.Block(ordinal: $0.offset, parts: [RankingPage.Part(field: $0.element.0, text: $0.element.1)]) })
    }

    /// The page whose title is the query comes before a page that mentions it once in a short block.
    func testTheTitlePageWinsOverAPassingMention() {
        let index = RankingIndex([
            Self.page("a", title: "Alerts 경고", blocks: [(.body, "Use a sheet, not an alert, for long text.")]),
            Self.page("b", title: "Sheets 시트", blocks: [(.heading, "Best practices"), (.body, "A sheet helps people focus. 시트는 집중을 돕습니다."),
                                                      (.body, "Dismiss a sheet with a button.")]),
            Self.page("c", title: "Buttons", blocks: [(.body, "Buttons 버튼")]),
        ])
        let ranker = PageRanker(lengths: index.lengths)
        let ranked = ranker.rank(QueryPlan("시트를"), postings: index.postings, limit: 10)
        XCTAssertEqual(ranked.pages.map(\.page), [1])
        let english = ranker.rank(QueryPlan("sheet"), postings: index.postings, limit: 10)
        XCTAssertEqual(english.pages.map(\.page), [1, 0])
        XCTAssertEqual(english.pages[0].blocks.prefix(2), [1, 2], "best blocks: those holding the query, in page order on a tie")
    }

    /// A query that is a page's title, word for word in either language, puts that page before pages whose heading is
    /// the query and whose text says much more about it.
    func testAQueryEqualToATitlePutsThatPageFirst() {
        func titled(_ id: String, _ titles: [String], blocks: [(RankingField, String)]) -> RankingPage {
            var page = Self.page(id, title: titles.joined(separator: "\n"), blocks: blocks)
            page.titleTerms = titles.compactMap(QueryPlan.titleTerm(of:))
            return page
        }
        let index = RankingIndex([
            titled("foundations/layout", ["Layout"], blocks: [(.heading, "Alerts"), (.body, "An alert, an alert, another alert."),
                                                              (.heading, "메뉴 막대"), (.body, "메뉴 막대에 메뉴 막대를 둡니다.")]),
            titled("components/alerts", ["Alerts", "경고"], blocks: [(.body, "Tell people something.")]),
            titled("components/the-menu-bar", ["The menu bar", "메뉴 막대"], blocks: [(.body, "Menus live there.")]),
        ])
        XCTAssertEqual(QueryPlan("The menu bar").titleTerm, "#menu bar")
        XCTAssertEqual(QueryPlan("메뉴 막대를").titleTerm, "#메뉴막대", "Korean words joined, particles stripped")
        XCTAssertEqual(QueryPlan.titleTerm(of: "메뉴막대"), "#메뉴막대", "spacing does not matter")
        let ranker = PageRanker(lengths: index.lengths)
        for (query, first) in [("alert", 1), ("Alerts", 1), ("경고", 1), ("메뉴 막대", 2), ("menu bar", 2), ("메뉴막대", 2)] {
            let ranked = ranker.rank(QueryPlan(query), postings: index.postings, limit: 10).pages
            XCTAssertEqual(ranked.first?.page, first, query)
            XCTAssertEqual(ranked.first?.explanation.exactTitle, RankingParameters.standard.exactTitleBonus, query)
        }
        XCTAssertEqual(ranker.rank(QueryPlan("alert text"), postings: index.postings, limit: 10).pages.first?.explanation.exactTitle, 0,
                       "a query holding the title and more is not the title")
        let translated = QueryPlan("메뉴 바", lexicon: ["메뉴바": ["menu bar"]])
        XCTAssertEqual(translated.translatedTitleTerms, ["#menu bar"], "the whole query's translation names a title too")
        XCTAssertEqual(ranker.rank(translated, postings: index.postings, limit: 10).pages.first?.page, 2)
    }

    /// A page holding every word of the query comes before one holding only the rarer word many times.
    func testCoverageRanksPagesWithEveryWordFirst() {
        let index = RankingIndex([
            Self.page("a", title: "Toolbars", blocks: [(.body, "badge badge badge badge on a toolbar")]),
            Self.page("b", title: "Tab bars", blocks: [(.body, "Put a badge on a tab bar item.")]),
            Self.page("c", title: "Other", blocks: [(.body, "nothing here")]),
        ])
        let ranked = PageRanker(lengths: index.lengths).rank(QueryPlan("tab badge"), postings: index.postings, limit: 10)
        XCTAssertEqual(ranked.pages.first?.page, 1)
    }
}
