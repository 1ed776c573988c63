import Foundation
import HIGCompiler
import HIGCorpus
import HIGRanking
import HIGSearch
import XCTest

/// Page ranking against baselines on queries nobody tuned by hand: queries generated from ../shared/corpus/hig-ko by
/// the fixed rules of `EvaluationQueries` (rule leads cut to three content words, headings by their learned Korean),
/// plus the written sets (Fixtures/queries.json, Fixtures/topic-queries.json). MRR@10 and success@3 by page for hig's
/// page ranking, hig's block ranking grouped by page (before issue 11), grep-style ranking (pages by the number of lines
/// holding every query word) and FTS5 `unicode61` + `porter` (blocks by bm25(), grouped by page); on the tuning slice
/// and on the held-out slice (every fourth page, `EvaluationQueries.heldOutPages`), which no parameter was chosen on.
final class SearchEvaluationTests: XCTestCase {
    struct WrittenSet: Decodable {
        struct Query: Decodable { var query: String; var lang: String; var expect: [String] }
        var queries: [Query]
    }

    static func written(_ name: String) throws -> [EvaluationQueries.Query] {
        let url = try XCTUnwrap(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(WrittenSet.self, from: Data(contentsOf: url)).queries
            .map { EvaluationQueries.Query(query: $0.query, lang: $0.lang, kind: "hand", expect: $0.expect) }
    }

    /// Pages by the number of lines (title, each block's English, each block's Korean) holding every query word,
    /// case-insensitively; ties in corpus order.
    static func grepRanking(_ corpus: Corpus) -> (String) -> [String] {
        let lines = corpus.pages.map { page in
            ([page.title.en, page.title.ko ?? ""] + page.blocks.flatMap { [$0.text.en, $0.text.ko ?? ""] }).map { $0.lowercased() }
        }
        return { query in
            let words = query.lowercased().split(separator: " ").map(String.init)
            var scored: [(count: Int, order: Int)] = []
            for (order, pageLines) in lines.enumerated() {
                let count = pageLines.filter { line in words.allSatisfy { line.contains($0) } }.count
                if count > 0 { scored.append((count, order)) }
            }
            return scored.sorted { $0.count != $1.count ? $0.count > $1.count : $0.order < $1.order }.prefix(10).map { corpus.pages[$0.order].id }
        }
    }

    /// Block hits' pages, each page once, in order.
    static func pagesOfBlocks(_ hits: [SearchHit]) -> [String] {
        var seen: Set<String> = []
        return hits.map(\.page).filter { seen.insert($0).inserted }
    }

    func testPageRankingOnGeneratedAndWrittenQueries() throws {
        let folder = SearchQualityTests.corpusFolder
        guard FileManager.default.fileExists(atPath: folder.path) else { throw XCTSkip("../shared/corpus/hig-ko is not present") }
        let products = Pipeline().run([folder.path]).products
        let entries = IndexEntryCollector().entries(for: products)
        let temporary = FileManager.default.temporaryDirectory
        let higPath = temporary.appendingPathComponent("hig-eval-\(UUID().uuidString).sqlite").path
        let ftsPath = temporary.appendingPathComponent("hig-eval-fts-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: higPath); try? FileManager.default.removeItem(atPath: ftsPath) }
        try SearchIndexWriter().write(entries, ranking: RankingTables(products), to: higPath)
        try SearchIndexWriter(tokenizer: "porter unicode61").write(entries, to: ftsPath)
        let hig = try SearchIndex(path: higPath)
        let fts = try SearchIndex(path: ftsPath, ranking: .fts5BM25)

        let generated = EvaluationQueries.generate(from: products)
        let hand = try Self.written("queries") + Self.written("topic-queries")
        XCTAssertGreaterThanOrEqual(generated.count, 300)
        let heldOut = EvaluationQueries.heldOutPages(products.corpus.pages.map(\.id))

        let rankers: [(String, (String) throws -> [String])] = [
            ("hig (pages)", { try hig.searchPages(SearchRequest(query: $0, limit: 10)).pages.map(\.page) }),
            ("hig --blocks --group-by-page", { try hig.search(SearchRequest(query: $0, groupByPage: true, limit: 10)).hits.map(\.page) }),
            ("grep-style", Self.grepRanking(products.corpus)),
            ("FTS5 unicode61+porter", { Self.pagesOfBlocks(try fts.search(SearchRequest(query: $0, limit: 100)).hits) }),
        ]
        var results: [String: [String: [String]]] = [:]  // ranker → query → pages
        for (name, ranker) in rankers {
            var byQuery: [String: [String]] = [:]
            for query in Set((generated + hand).map(\.query)) { byQuery[query] = try ranker(query) }
            results[name] = byQuery
        }
        var table = ["| set | slice | n | " + rankers.map(\.0).joined(separator: " | ") + " |",
                     "|---|---|---|" + String(repeating: "---|", count: rankers.count)]
        var figures: [String: (mrr: Double, successAt3: Double)] = [:]
        let sets: [(String, [EvaluationQueries.Query])] = [
            ("generated ko", generated.filter { $0.lang == "ko" }), ("generated en", generated.filter { $0.lang == "en" }),
            ("written ko", hand.filter { $0.lang == "ko" }), ("written en", hand.filter { $0.lang == "en" }),
        ]
        for (set, queries) in sets {
            for (slice, inSlice) in [("tuning", false), ("held-out", true)] {
                let part = queries.filter { heldOut.contains(EvaluationQueries.basePage($0.expect[0])) == inSlice }
                var row = "| \(set) | \(slice) | \(part.count) |"
                for (name, _) in rankers {
                    let measured = EvaluationQueries.measure(part, part.map { results[name]![$0.query]! })
                    figures["\(set)/\(slice)/\(name)"] = measured
                    row += String(format: " %.3f / %.3f |", measured.mrr, measured.successAt3)
                }
                table.append(row)
            }
        }
        var misses: [String] = []
        for query in generated + hand where !heldOut.contains(EvaluationQueries.basePage(query.expect[0])) {
            let pages = results["hig (pages)"]![query.query]!.map(EvaluationQueries.basePage)
            if pages.firstIndex(where: query.expect.contains).map({ $0 >= 3 }) ?? true { misses.append("\(query.kind) \(query.query) → \(pages.first ?? "-")") }
        }
        // HIG_EVAL_DUMP=FILE writes each tuning-slice query's rank under hig and grep-style ranking (JSON lines), to study
        // failures by class; held-out queries are never written.
        if let dump = ProcessInfo.processInfo.environment["HIG_EVAL_DUMP"] {
            var lines: [String] = []
            for query in generated + hand where !heldOut.contains(EvaluationQueries.basePage(query.expect[0])) {
                func rank(_ name: String) -> Int { (results[name]![query.query]!.prefix(10).map(EvaluationQueries.basePage).firstIndex(where: query.expect.contains) ?? 99) + 1 }
                let row: [String: Any] = ["query": query.query, "kind": query.kind, "expect": query.expect[0], "hig": rank("hig (pages)"),
                                          "grep": rank("grep-style"), "higTop": Array(results["hig (pages)"]![query.query]!.prefix(3)),
                                          "grepTop": Array(results["grep-style"]![query.query]!.prefix(3))]
                lines.append(String(decoding: try JSONSerialization.data(withJSONObject: row, options: [.sortedKeys]), as: UTF8.self))
            }
            try (lines.joined(separator: "\n") + "\n").write(toFile: dump, atomically: true, encoding: .utf8)
        }
        print("search evaluation, MRR@10 / success@3 by page (\(generated.count) generated, \(hand.count) written queries):\n"
              + table.joined(separator: "\n") + "\ntuning-slice misses of hig (not in top 3), first 40:\n  " + misses.prefix(40).joined(separator: "\n  "))
        // Page ranking beats grep-style ranking on every set, on both slices. The generated Korean rule leads (passage
        // queries) were 0.916 against grep-style 0.925 on the tuning slice until a block holding the query's words side
        // by side as typed counted (`adjacencyBonus`, chosen on the tuning slice; docs/search.md).
        for (set, _) in sets {
            for slice in ["tuning", "held-out"] {
                let ours = figures["\(set)/\(slice)/hig (pages)"]!, grep = figures["\(set)/\(slice)/grep-style"]!
                XCTAssertGreaterThan(ours.mrr, grep.mrr, "\(set), \(slice): hig \(ours.mrr) vs grep-style \(grep.mrr)")
            }
        }
    }
}
