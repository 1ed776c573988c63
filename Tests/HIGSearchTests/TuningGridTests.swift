import Foundation
import HIGCompiler
import HIGCorpus
import HIGRanking
import XCTest

/// The grid the ranking constants were chosen on (`HIG_GRID=1 swift test --filter TuningGridTests`): MRR@10 of page
/// ranking on the tuning side of `KoreanSplit` only (generated Korean, generated English, written Korean, written English), for block
/// bonus × title bonus × adjacency bonus × rule weight; the measure side is never read here. Skipped unless asked for.
final class TuningGridTests: XCTestCase {
    func testGrid() throws {
        guard ProcessInfo.processInfo.environment["HIG_GRID"] != nil else { throw XCTSkip("grid only on request") }
        let products = Pipeline().run(KoreanSplit.corpusFolders.map(\.path)).products
        let index = RankingIndex(RankingPage.pages(of: products))
        let postings = index.postings
        let expansions = LexiconExpansion.table(products.lexicon)
        let queries = try (EvaluationQueries.generate(from: products) + SearchEvaluationTests.written("queries") + SearchEvaluationTests.written("topic-queries")
                         + SearchEvaluationTests.written("tuning-topic-queries"))
            .filter { !KoreanSplit.isMeasure($0.expect[0]) }
        let sets: [(String, [EvaluationQueries.Query])] = [
            ("gko", queries.filter { $0.lang == "ko" && $0.kind != "hand" }), ("gen", queries.filter { $0.lang == "en" && $0.kind != "hand" }),
            ("wko", queries.filter { $0.lang == "ko" && $0.kind == "hand" }), ("wen", queries.filter { $0.lang == "en" && $0.kind == "hand" }),
        ]
        for block in [30.0, 45, 60] {
          for titleBonus in [4.0, 8, 12] {
            for adjacency in [20.0] {
                for rule in [2.0] {
                    var parameters = RankingParameters.standard
                    parameters.blockBonus = block
                    parameters.titleBonus = titleBonus
                    parameters.adjacencyBonus = adjacency
                    parameters.weights[2] = rule
                    let ranker = PageRanker(lengths: index.lengths, parameters: parameters)
                    var line = "block \(block) titleBonus \(titleBonus) adjacency \(adjacency) rule \(rule):"
                    for (name, set) in sets {
                        let ranked = set.map { q in ranker.rank(QueryPlan(q.query, lexicon: expansions, parameters: parameters), postings: postings, limit: 10).pages.map { index.pages[$0.page] } }
                        line += String(format: " %@ %.3f", name, EvaluationQueries.measure(set, ranked).mrr)
                    }
                    print(line)
                }
            }
          }
        }
    }
}
