import HIGRanking
import XCTest

/// How queries are read: words, particles stripped, spacing variants, lexicon alternatives.
final class QueryPlanTests: XCTestCase {
    func describe(_ plan: QueryPlan) -> String {
        plan.groups.map { group in
            group.label + ": " + group.alternatives.map { "\($0.via) \($0.terms.joined(separator: "+"))" }.joined(separator: " | ")
        }.joined(separator: "; ")
    }

    func testKoreanWordsLoseParticlesAndBecomeBigrams() {
        XCTAssertEqual(describe(QueryPlan("시트를 스크롤")), "시트를: query 시트; 스크롤: query 스크+크롤")
    }

    func testOneSyllableNeighbourGetsTheJoinedSpelling() {
        XCTAssertEqual(describe(QueryPlan("앱 아이콘")), "앱 아이콘: spacing 앱아+아이+이콘 | query =앱+아이+이콘")
    }

    func testEnglishFunctionWordsAreLeftOutAndWordsStemmed() {
        XCTAssertEqual(describe(QueryPlan("the sheets")), "sheets: query sheet")
    }

    func testLexiconAddsTheOtherLanguageAtLowerWeight() {
        let plan = QueryPlan("버튼을", lexicon: ["버튼": ["button"]])
        XCTAssertEqual(describe(plan), "버튼을: query 버튼 | lexicon button")
        XCTAssertEqual(plan.groups[0].alternatives[1].weight, RankingParameters.standard.expansionWeight)
    }

    func testNFDQueryReadsAsNFC() {
        XCTAssertEqual(QueryPlan("시트를".decomposedStringWithCanonicalMapping), QueryPlan("시트를"))
    }
}
