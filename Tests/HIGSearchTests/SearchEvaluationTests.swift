import Foundation
import HIGCompiler
import HIGCorpus
import HIGRanking
import HIGSearch
import XCTest

/// Page ranking against baselines on queries nobody tuned by hand: queries generated from ../shared/corpus (hig-ko and
/// two-repos) by the fixed rules of `EvaluationQueries` (rule leads cut to three content words, headings by their
/// learned Korean), the written sets (Fixtures/queries.json, Fixtures/topic-queries.json) and issue 27's held-out topic
/// queries (Fixtures/held-out-queries.json, written for the measure pages before tuning). MRR@10 and success@3 by page
/// for hig's page ranking (what `hig search` does by default), grep-style ranking (pages by the number of lines holding
/// every query word) and FTS5 `unicode61` + `porter` (blocks by bm25(), grouped by page), on the two sides of
/// `KoreanSplit`. Only the tuning side is printed unless `HIG_MEASURE=1`; the measure side is held to floors.
final class SearchEvaluationTests: XCTestCase {
    struct WrittenSet: Decodable {
        struct Query: Decodable { var query: String; var lang: String; var expect: [String] }
        var queries: [Query]
    }

    static func written(_ name: String, kind: String = "hand") throws -> [EvaluationQueries.Query] {
        let url = try XCTUnwrap(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(WrittenSet.self, from: Data(contentsOf: url)).queries
            .map { EvaluationQueries.Query(query: $0.query, lang: $0.lang, kind: kind, expect: $0.expect) }
    }

    /// Floors on the measure side, MRR@10 by set: each a margin (about 0.03) below the figure measured when the ranking
    /// was chosen (docs/search.md). Page ranking must also reach the strongest baseline on the held-out topic queries
    /// and beat grep-style everywhere.
    static let measureFloors: [String: Double] = [
        "generated ko": 0.93, "generated en": 0.88, "written ko": 0.94, "written en": 0.92, "held-out ko": 0.89, "held-out en": 0.94,
    ]

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

    /// The build, its page search and the two baselines, made once for the tests of this class.
    struct Evaluation {
        var products: BuildProducts
        var hig: SearchIndex
        var fts: SearchIndex
    }

    static let evaluation: Result<Evaluation, Error>? = {
        guard KoreanSplit.corpusFolders.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) else { return nil }
        return Result {
            let products = Pipeline().run(KoreanSplit.corpusFolders.map(\.path)).products
            let entries = IndexEntryCollector().entries(for: products)
            let temporary = FileManager.default.temporaryDirectory
            let higPath = temporary.appendingPathComponent("hig-eval-\(UUID().uuidString).sqlite").path
            let ftsPath = temporary.appendingPathComponent("hig-eval-fts-\(UUID().uuidString).sqlite").path
            defer { try? FileManager.default.removeItem(atPath: higPath); try? FileManager.default.removeItem(atPath: ftsPath) }
            try SearchIndexWriter().write(entries, ranking: RankingTables(products), to: higPath)
            try SearchIndexWriter(tokenizer: "porter unicode61").write(entries, to: ftsPath)
            // The open connections keep reading the unlinked files.
            return Evaluation(products: products, hig: try SearchIndex(path: higPath), fts: try SearchIndex(path: ftsPath, ranking: .fts5BM25))
        }
    }()

    static func loadEvaluation() throws -> Evaluation {
        guard let evaluation else { throw XCTSkip("../shared/corpus (hig-ko, two-repos) is not present") }
        return try evaluation.get()
    }

    func testPageRankingOnGeneratedWrittenAndHeldOutQueries() throws {
        let evaluation = try Self.loadEvaluation()
        let products = evaluation.products
        let generated = EvaluationQueries.generate(from: products)
        let hand = try Self.written("queries") + Self.written("topic-queries") + Self.written("tuning-topic-queries")
        let heldOut = try Self.written("held-out-queries", kind: "held-out")
        XCTAssertGreaterThanOrEqual(generated.count, 300)
        XCTAssertTrue(heldOut.allSatisfy { KoreanSplit.isMeasure($0.expect[0]) }, "held-out queries find measure pages only")

        let rankers: [(String, (String) throws -> [String])] = [
            ("hig (pages)", { try evaluation.hig.searchPages(SearchRequest(query: $0, limit: 10)).pages.map(\.page) }),
            ("grep-style", Self.grepRanking(products.corpus)),
            ("FTS5 unicode61+porter", { Self.pagesOfBlocks(try evaluation.fts.search(SearchRequest(query: $0, limit: 100)).hits) }),
        ]
        let all = generated + hand + heldOut
        var results: [String: [String: [String]]] = [:]  // ranker → query → pages
        for (name, ranker) in rankers {
            var byQuery: [String: [String]] = [:]
            for query in Set(all.map(\.query)) { byQuery[query] = try ranker(query) }
            results[name] = byQuery
        }
        let sets: [(String, [EvaluationQueries.Query])] = [
            ("generated ko", generated.filter { $0.lang == "ko" }), ("generated en", generated.filter { $0.lang == "en" }),
            ("written ko", hand.filter { $0.lang == "ko" }), ("written en", hand.filter { $0.lang == "en" }),
            ("held-out ko", heldOut.filter { $0.lang == "ko" }), ("held-out en", heldOut.filter { $0.lang == "en" }),
        ]
        var tables: [Bool: [String]] = [:]
        var figures: [String: (mrr: Double, successAt3: Double)] = [:]
        for measureSide in [false, true] {
            var table = ["| set | side | n | " + rankers.map(\.0).joined(separator: " | ") + " |", "|---|---|---|" + String(repeating: "---|", count: rankers.count)]
            for (set, queries) in sets {
                let part = queries.filter { KoreanSplit.isMeasure($0.expect[0]) == measureSide }
                guard !part.isEmpty else { continue }
                var row = "| \(set) | \(measureSide ? "measure" : "tuning") | \(part.count) |"
                for (name, _) in rankers {
                    let measured = EvaluationQueries.measure(part, part.map { results[name]![$0.query]! })
                    figures["\(set)/\(measureSide)/\(name)"] = measured
                    row += String(format: " %.3f / %.3f |", measured.mrr, measured.successAt3)
                }
                table.append(row)
            }
            tables[measureSide] = table
        }
        var misses: [String] = []
        for query in generated + hand where !KoreanSplit.isMeasure(query.expect[0]) {
            let pages = results["hig (pages)"]![query.query]!.map(EvaluationQueries.basePage)
            if pages.firstIndex(where: query.expect.contains).map({ $0 >= 3 }) ?? true { misses.append("\(query.kind) \(query.query) → \(pages.first ?? "-")") }
        }
        // HIG_EVAL_DUMP=FILE writes each tuning-side query's rank under hig and grep-style ranking (JSON lines), to study
        // failures by class; measure-side queries are never written.
        if let dump = ProcessInfo.processInfo.environment["HIG_EVAL_DUMP"] {
            var lines: [String] = []
            for query in generated + hand where !KoreanSplit.isMeasure(query.expect[0]) {
                func rank(_ name: String) -> Int { (results[name]![query.query]!.prefix(10).map(EvaluationQueries.basePage).firstIndex(where: query.expect.contains) ?? 99) + 1 }
                let row: [String: Any] = ["query": query.query, "kind": query.kind, "expect": query.expect[0], "hig": rank("hig (pages)"),
                                          "grep": rank("grep-style"), "fts": rank("FTS5 unicode61+porter"),
                                          "higTop": Array(results["hig (pages)"]![query.query]!.prefix(3)),
                                          "grepTop": Array(results["grep-style"]![query.query]!.prefix(3))]
                lines.append(String(decoding: try JSONSerialization.data(withJSONObject: row, options: [.sortedKeys]), as: UTF8.self))
            }
            try (lines.joined(separator: "\n") + "\n").write(toFile: dump, atomically: true, encoding: .utf8)
        }
        print("search evaluation, MRR@10 / success@3 by page, tuning side (\(generated.count) generated, \(hand.count) written queries):\n"
              + tables[false]!.joined(separator: "\n") + "\ntuning-side misses of hig (not in top 3), first 40:\n  " + misses.prefix(40).joined(separator: "\n  "))
        if KoreanSplit.printsMeasure { print("measure side:\n" + tables[true]!.joined(separator: "\n")) }

        // The measure side, never printed while tuning: a floor per set, above grep-style everywhere, and at least the
        // strongest baseline on the held-out topic queries (a designer's queries, the ones page ranking is for).
        for (set, _) in sets {
            guard let ours = figures["\(set)/true/hig (pages)"] else { continue }
            let grep = figures["\(set)/true/grep-style"]!, fts = figures["\(set)/true/FTS5 unicode61+porter"]!
            // XCTAssertTrue, not XCTAssertGreaterThan: a failure must not print the measure side's figures.
            XCTAssertTrue(ours.mrr >= Self.measureFloors[set]!, "\(set): under its floor (HIG_MEASURE=1 prints the figures)")
            XCTAssertTrue(ours.mrr > grep.mrr, "\(set): not above grep-style")
            // English held-out topic queries were under FTS5 by 0.010 when last measured (docs/search.md): they are held
            // within 0.02 of it, Korean at least to it.
            if set == "held-out ko" { XCTAssertTrue(ours.mrr >= fts.mrr, "\(set): under FTS5") }
            if set == "held-out en" { XCTAssertTrue(ours.mrr >= fts.mrr - 0.02, "\(set): more than 0.02 under FTS5") }
        }
    }

    /// A query equal to a page's title — English, the translator's Korean or the derived Korean shown for it — puts a
    /// page of that title first, on every page of the build.
    /// An index patched from an earlier build's (pages added, removed and edited, a rule and lexicon pairs changed)
    /// answers every evaluation query as the clean index does: the same pages, scores and blocks, and the same block
    /// hits.
    func testPatchedIndexAnswersEveryEvaluationQueryAsACleanOne() throws {
        let evaluation = try Self.loadEvaluation()
        var earlier = evaluation.products
        var random = SeededRandom(state: 27)
        for kind in ProductEdits.kinds + ProductEdits.kinds { ProductEdits.apply(kind, to: &earlier, &random) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-eval-patch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let previous = folder.appendingPathComponent("previous.sqlite").path, path = folder.appendingPathComponent("patched.sqlite").path
        try SearchIndexWriter().write(IndexEntryCollector().entries(for: earlier), ranking: RankingTables(earlier), to: previous)
        let made = try SearchIndexWriter().write(IndexEntryCollector().entries(for: evaluation.products), ranking: RankingTables(evaluation.products),
                                                 to: path, patching: previous)
        guard case .patched(let pages) = made, pages > 0 else { return XCTFail("\(made)") }
        let patched = try SearchIndex(path: path)
        let queries = EvaluationQueries.generate(from: evaluation.products) + (try Self.written("queries") + Self.written("topic-queries")
            + Self.written("tuning-topic-queries") + Self.written("held-out-queries"))
        XCTAssertGreaterThan(queries.count, 1000)
        for query in Set(queries.map(\.query)).sorted() {
            let request = SearchRequest(query: query, limit: 10)
            XCTAssertEqual(try patched.searchPages(request), try evaluation.hig.searchPages(request), query)
            XCTAssertEqual(try patched.search(request), try evaluation.hig.search(request), query)
        }
    }

    func testQueryEqualToATitlePutsThatPageFirst() throws {
        let evaluation = try Self.loadEvaluation()
        let pages = evaluation.products.corpus.pages
        var failures: [String] = []
        var asked = 0
        for page in pages {
            for title in Set([page.title.en, page.title.ko, page.title.derivedKo].compactMap { $0 }) {
                asked += 1
                let first = try evaluation.hig.searchPages(SearchRequest(query: title, limit: 1)).pages.first?.page
                let firstTitle = first.flatMap { id in pages.first { $0.id == id } }?.title
                if ![firstTitle?.en, firstTitle?.ko, firstTitle?.derivedKo].contains(title) { failures.append("\(title) → \(first ?? "-")") }
            }
        }
        XCTAssertGreaterThan(asked, 100)
        XCTAssertEqual(failures, [])
    }
}
