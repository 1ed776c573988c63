import Foundation
import HIGCompiler
import HIGCorpus
import HIGRanking
import HIGTestSupport
import XCTest
@testable import HIGSite

/// One ranking, two places: the site's search.js (in Node, on the index files the site emitter writes) and HIGRanking
/// (what `hig search` runs) return the same top ten pages for every query: the written query sets and the queries
/// generated from the corpus (`EvaluationQueries`), over ../shared/corpus/hig-ko when present, else the seeds.
final class RankingParityTests: XCTestCase {
    struct WrittenSet: Decodable {
        struct Query: Decodable { var query: String }
        var queries: [Query]
    }

    func testSiteAndCommandLineRankTheSameTopTenPages() throws {
        let node = try SearchScriptTokenizerTests.node()
        let shared = SiteFixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/hig-ko")
        let source = FileManager.default.fileExists(atPath: shared.path) ? shared : SiteFixtures.packageRoot.appendingPathComponent("seeds")
        let products = Pipeline().run([source.path]).products
        var queries = EvaluationQueries.generate(from: products).map(\.query)
        for name in ["queries", "topic-queries"] {
            let url = SiteFixtures.packageRoot.appendingPathComponent("Tests/HIGSearchTests/Fixtures/\(name).json")
            queries += try JSONDecoder().decode(WrittenSet.self, from: Data(contentsOf: url)).queries.map(\.query)
        }
        queries += ["앱 아이콘", "앱아이콘", "홈킷", "애플 펜슬", "시트를".decomposedStringWithCanonicalMapping, "the", "버튼 button"]
        XCTAssertGreaterThan(queries.count, 100)

        // Swift: HIGRanking over the build's ranking index.
        let index = RankingIndex(RankingPage.pages(of: products))
        let expansions = LexiconExpansion.table(products.lexicon)
        let ranker = PageRanker(lengths: index.lengths)
        let postings = index.postings
        let swift = queries.map { query in
            ranker.rank(QueryPlan(query, lexicon: expansions), postings: postings, limit: 10).pages.map(\.page)
        }

        // JavaScript: search.js over the site's search files.
        let temporary = try TemporaryFolder(prefix: "hig-parity")
        defer { temporary.remove() }
        let folder = temporary.url
        let theme = try Theme.load()
        try SearchScript.filling(XCTUnwrap(theme.assets[SearchScript.path])).write(to: folder.appendingPathComponent("search.js"))
        var scripts: [String] = []
        for file in SearchIndexFiles().files(for: SearchIndex(content: SiteContent(products), lexicon: products.lexicon))
        where !file.path.hasPrefix("search/d") {
            let name = file.path.replacingOccurrences(of: "/", with: "_")
            try file.contents.write(to: folder.appendingPathComponent(name))
            scripts.append(name)
        }
        try JSONEncoder().encode(queries).write(to: folder.appendingPathComponent("queries.json"))
        try JSONEncoder().encode(scripts).write(to: folder.appendingPathComponent("scripts.json"))
        let runner = """
            const fs = require('fs'), path = require('path');
            global.window = global;
            global.document = { readyState: 'complete', documentElement: { getAttribute: () => '' }, getElementById: () => null };
            eval(fs.readFileSync(path.join(__dirname, 'search.js'), 'utf8'));
            for (const name of JSON.parse(fs.readFileSync(path.join(__dirname, 'scripts.json'), 'utf8'))) {
              eval(fs.readFileSync(path.join(__dirname, name), 'utf8'));
            }
            const queries = JSON.parse(fs.readFileSync(path.join(__dirname, 'queries.json'), 'utf8'));
            fs.writeFileSync(path.join(__dirname, 'pages.json'),
              JSON.stringify(queries.map((q) => window.HIGSearch.rankLoaded(q, 10).map((r) => r.page))));
            """
        guard try SearchScriptTokenizerTests.runNode(node, runner, in: folder) else { return }
        let javascript = try JSONDecoder().decode([[Int]].self, from: Data(contentsOf: folder.appendingPathComponent("pages.json")))
        XCTAssertEqual(javascript.count, queries.count)
        var differences: [String] = []
        for (query, (ours, theirs)) in zip(queries, zip(swift, javascript)) where ours != theirs {
            differences.append("\(query): Swift \(ours), JavaScript \(theirs)")
        }
        XCTAssertEqual(differences.count, 0, "\(differences.count) of \(queries.count) queries differ:\n" + differences.prefix(10).joined(separator: "\n"))
        XCTAssertGreaterThan(swift.filter { !$0.isEmpty }.count, queries.count / 2, "most queries find something")
    }
}
