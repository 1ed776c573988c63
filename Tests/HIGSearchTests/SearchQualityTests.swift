import Foundation
import HIGCompiler
import HIGCorpus
import HIGSearch
import XCTest

/// Ranking quality on the real corpus (../shared/corpus/hig-ko): MRR@10 and success@3 over the
/// queries of Fixtures/queries.json, for hig's index and two baselines on the same blocks:
/// plain FTS5 (`unicode61`, same columns and weights; `trigram` is printed too) and grep-style ranking (blocks ordered by how
/// often the query's words occur in them). A hit counts when its page id, without the `-N` suffix
/// that copies of a page get, is one the query expects.
final class SearchQualityTests: XCTestCase {
    /// The figures reached when the query set was written (docs/search.md); the test fails below them.
    static let minimumMRR = 0.92
    static let minimumSuccessAt3 = 1.0

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
        func index(_ tokenizer: String, ranking: SearchIndex.Ranking = .weightedBM25) throws -> SearchIndex {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("hig-quality-\(tokenizer)-\(UUID().uuidString).sqlite").path
            try SearchIndexWriter(tokenizer: tokenizer).write(entries, to: path)
            sizes[tokenizer] = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
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

        let figures = try Self.measure(queries, ranker(hig))
        let plain = try Self.measure(queries, ranker(unicode61))
        let higWithBM25 = try Self.measure(queries, ranker(higFTS5Ranking))
        let trigrams = try Self.measure(queries, ranker(trigram))
        func byLanguage(_ ranker: (String) throws -> [String]) rethrows -> String {
            try ["ko", "en"].map { lang in "\(lang) \(try Self.measure(queries.filter { $0.lang == lang }, ranker))" }
                .joined(separator: "; ")
        }
        let grepRanker: (String) -> [String] = { Self.grepRanking(entries, $0) }
        let grep = Self.measure(queries, grepRanker)
        // The figures are the point of this test: print them for docs/search.md and the bench note.
        print("""
            search quality over \(queries.count) queries, \(entries.count) blocks:
              hig       \(figures)  (\(try byLanguage(ranker(hig))))
              hig with FTS5's bm25() \(higWithBM25)
              unicode61 \(plain)  (\(try byLanguage(ranker(unicode61))))
              trigram   \(trigrams)  (\(try byLanguage(ranker(trigram))))
              grep      \(grep)  (\(byLanguage(grepRanker)))
              index sizes: \(sizes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value / 1024) KiB" }.joined(separator: ", "))
              hig misses: \(figures.misses.joined(separator: ", "))
              unicode61 misses: \(plain.misses.joined(separator: ", "))
            """)
        XCTAssertGreaterThanOrEqual(figures.mrr, Self.minimumMRR, "\(figures)")
        XCTAssertGreaterThanOrEqual(figures.successAt3, Self.minimumSuccessAt3, "\(figures)")
        XCTAssertGreaterThan(figures.mrr, plain.mrr)
        XCTAssertGreaterThan(figures.mrr, grep.mrr)
    }
}
