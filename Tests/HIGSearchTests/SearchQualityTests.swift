import Foundation
import HIGCompiler
import HIGCorpus
import HIGSearch
import XCTest

/// Ranking quality on the real corpus (../shared/corpus/hig-ko): MRR@10 and success@3 over the queries of
/// Fixtures/queries.json, for hig's page ranking (what `hig search` does), its block ranking (`--blocks`) and three
/// baselines on the same blocks: plain FTS5 (`unicode61` and `trigram`, same columns and weights) and grep-style ranking
/// (blocks ordered by how often the query's words occur in them). A hit counts when its page id, without the `-N`
/// suffix that copies of a page get, is one the query expects. The queries of the measure side of `KoreanSplit` (pages
/// nobody tuned on) are held to floors and printed only with `HIG_MEASURE=1`; the tuning side is printed.
final class SearchQualityTests: XCTestCase {
    /// MRR@10 floors on the measure side, a margin below the figures measured when the ranking was chosen
    /// (docs/search.md); each ranking must also reach the strongest baseline there.
    static let minimumPageMRR = 0.93
    static let minimumBlockMRR = 0.89

    struct QuerySet: Decodable {
        struct Query: Decodable {
            var query: String
            var lang: String
            var expect: [String]
        }
        var queries: [Query]
    }

    struct Figures: CustomStringConvertible {
        var mrr: Double
        var successAt3: Double
        var misses: [String]

        var description: String { String(format: "MRR@10 %.3f, success@3 %.3f", mrr, successAt3) }
    }

    static var corpusFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus/hig-ko")
    }

    static func loadQueries() throws -> [QuerySet.Query] {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "queries", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(QuerySet.self, from: Data(contentsOf: url)).queries
    }

    /// `components/presentation/sheets-2` → `components/presentation/sheets`.
    static func basePage(_ id: String) -> String {
        guard let dash = id.lastIndex(of: "-"), !id[id.index(after: dash)...].isEmpty,
              id[id.index(after: dash)...].allSatisfy(\.isNumber) else { return id }
        return String(id[..<dash])
    }

    /// MRR@10 and success@3 of a ranker that returns the page ids of its hits, best first.
    static func measure(_ queries: [QuerySet.Query], _ ranker: (String) throws -> [String]) rethrows -> Figures {
        var reciprocalRanks = 0.0
        var successes = 0
        var misses: [String] = []
        for query in queries {
            let pages = try ranker(query.query).prefix(10).map(basePage)
            if let rank = pages.firstIndex(where: query.expect.contains) {
                reciprocalRanks += 1 / Double(rank + 1)
                if rank < 3 { successes += 1 }
                if rank >= 3 { misses.append("\(query.query) (rank \(rank + 1))") }
            } else {
                misses.append("\(query.query) (not in top 10)")
            }
        }
        return Figures(mrr: reciprocalRanks / Double(queries.count), successAt3: Double(successes) / Double(queries.count), misses: misses)
    }

    /// Blocks ordered by the number of occurrences of the query's words (case-insensitive substrings).
    static func grepRanking(_ entries: [IndexEntry], _ query: String) -> [String] {
        let words = query.lowercased().split(separator: " ").map(String.init)
        var scored: [(count: Int, order: Int, page: String)] = []
        for (order, entry) in entries.enumerated() {
            let text = (entry.textEN + " " + entry.textKO).lowercased()
            let count = words.reduce(0) { $0 + text.components(separatedBy: $1).count - 1 }
            if count > 0 { scored.append((count, order, entry.page)) }
        }
        return scored.sorted { ($0.count, -$0.order) > ($1.count, -$1.order) }.map(\.page)
    }

    func testRankingQualityOnTheRealCorpus() throws {
        guard FileManager.default.fileExists(atPath: Self.corpusFolder.path) else {
            throw XCTSkip("../shared/corpus/hig-ko is not present")
        }
        let queries = try Self.loadQueries()
        XCTAssertGreaterThanOrEqual(queries.count, 40)
        XCTAssertGreaterThanOrEqual(queries.filter { $0.lang == "ko" }.count, 20)

        let compilation = Pipeline().run([Self.corpusFolder.path])
        let entries = IndexEntryCollector().entries(for: compilation.products)

        var sizes: [String: Int] = [:]
        func index(_ tokenizer: String, ranking: SearchIndex.Ranking = .weightedBM25, products: BuildProducts? = nil) throws -> SearchIndex {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("hig-quality-\(tokenizer)-\(UUID().uuidString).sqlite").path
            try SearchIndexWriter(tokenizer: tokenizer).write(entries, ranking: products.map { RankingTables($0) } ?? RankingTables(), to: path)
            if products == nil { sizes[tokenizer] = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
            defer { try? FileManager.default.removeItem(atPath: path) }
            return try SearchIndex(path: path, ranking: ranking)
        }
        let hig = try index(FTS5BilingualTokenizer.name)
        let higFTS5Ranking = try index(FTS5BilingualTokenizer.name, ranking: .fts5BM25)
        let unicode61 = try index("unicode61", ranking: .fts5BM25)
        let trigram = try index("trigram", ranking: .fts5BM25)
        func ranker(_ index: SearchIndex) -> (String) throws -> [String] {
            { try index.search(SearchRequest(query: $0, limit: 10)).hits.map(\.page) }
        }

        let grepRanker: (String) -> [String] = { Self.grepRanking(entries, $0) }
        let pages = try index(FTS5BilingualTokenizer.name, ranking: .weightedBM25, products: compilation.products)
        let rankers: [(String, (String) throws -> [String])] = [
            ("hig pages", { try pages.searchPages(SearchRequest(query: $0, limit: 10)).pages.map(\.page) }),
            ("hig --blocks", ranker(hig)), ("hig --blocks with FTS5's bm25()", ranker(higFTS5Ranking)),
            ("unicode61", ranker(unicode61)), ("trigram", ranker(trigram)), ("grep", grepRanker),
        ]
        var measured: [String: Figures] = [:]
        var lines: [Bool: [String]] = [:]
        for measureSide in [false, true] {
            let part = queries.filter { KoreanSplit.isMeasure($0.expect[0]) == measureSide }
            for (name, rank) in rankers {
                let figures = try Self.measure(part, rank)
                measured["\(measureSide)/\(name)"] = figures
                lines[measureSide, default: []].append("  \(name): \(figures)")
            }
        }
        print("search quality, tuning side (\(queries.filter { !KoreanSplit.isMeasure($0.expect[0]) }.count) queries, \(entries.count) blocks):\n"
              + lines[false]!.joined(separator: "\n")
              + "\n  index sizes: \(sizes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value / 1024) KiB" }.joined(separator: ", "))")
        if KoreanSplit.printsMeasure { print("measure side:\n" + lines[true]!.joined(separator: "\n")) }
        let baselines = ["unicode61", "trigram", "grep"].map { measured["true/\($0)"]!.mrr }.max()!
        let pageMRR = measured["true/hig pages"]!.mrr, blockMRR = measured["true/hig --blocks"]!.mrr
        // XCTAssertTrue, not XCTAssertGreaterThan: a failure must not print the measure side's figures.
        XCTAssertTrue(pageMRR >= Self.minimumPageMRR, "page ranking under its floor on the measure side")
        XCTAssertTrue(blockMRR >= Self.minimumBlockMRR, "block ranking under its floor on the measure side")
        XCTAssertTrue(pageMRR >= baselines, "page ranking under the strongest baseline on the measure side")
        XCTAssertTrue(blockMRR >= baselines, "block ranking under the strongest baseline on the measure side")
    }
}
