import Foundation
import HIGCompiler
import HIGCorpus
import HIGRanking
import XCTest

/// The grid the ranking constants were chosen on (`HIG_GRID=1 swift test --filter TuningGridTests`): MRR@10 of page
/// ranking on the tuning slice only (generated Korean, generated English, written Korean, written English), for block
/// bonus × title bonus × rule weight; the held-out slice is never printed here. Skipped unless asked for.
final class TuningGridTests: XCTestCase {
    func testGrid() throws {
        guard ProcessInfo.processInfo.environment["HIG_GRID"] != nil else { throw XCTSkip("grid only on request") }
        let products = Pipeline().run([SearchQualityTests.corpusFolder.path]).products
        let index = RankingIndex(RankingPage.pages(of: products))
        let expansions = LexiconExpansion.table(products.lexicon)
        let heldOut = EvaluationQueries.heldOutPages(products.corpus.pages.map(\.id))
        let queries = try (EvaluationQueries.generate(from: products) + SearchEvaluationTests.written("queries") + SearchEvaluationTests.written("topic-queries"))
            .filter { !heldOut.contains(EvaluationQueries.basePage($0.expect[0])) }
        let sets: [(String, [EvaluationQueries.Query])] = [
            ("gko", queries.filter { $0.lang == "ko" && $0.kind != "hand" }), ("gen", queries.filter { $0.lang == "en" && $0.kind != "hand" }),
            ("wko", queries.filter { $0.lang == "ko" && $0.kind == "hand" }), ("wen", queries.filter { $0.lang == "en" && $0.kind == "hand" }),
        ]
        for block in [12.0, 30, 60] {
          for titleBonus in [6.0, 12, 18] {
            for coverage in [4.0] {
                for title in [2.0, 3] {
                    for b in [0.3] {
                        var parameters = RankingParameters.standard
                        parameters.blockBonus = block
                        parameters.titleBonus = titleBonus
                        parameters.coverageBonus = coverage
                        parameters.weights[2] = title
                        parameters.expansionWeight = b
                        let ranker = PageRanker(lengths: index.lengths, parameters: parameters)
                        var line = "block \(block) titleBonus \(titleBonus) coverage \(coverage) rule \(title) expansion \(b):"
                        for (name, set) in sets {
                            let ranked = set.map { q in ranker.rank(QueryPlan(q.query, lexicon: expansions, parameters: parameters), postings: index.postings, limit: 10).pages.map { index.pages[$0.page] } }
                            line += String(format: " %@ %.3f", name, EvaluationQueries.measure(set, ranked).mrr)
                        }
                        print(line)
                    }
                }
            }
          }
        }
    }
}
