import Foundation
import HIGCompiler
import HIGRanking
import XCTest

/// The ranking index built from pages made one at a time (`RankingPages`, what a build does) is the index built from
/// every page's ranking view made first.
final class RankingPagesTests: XCTestCase {
    func testPagesMadeAsTheyAreIndexedGiveTheSameIndex() {
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("seeds")
        let products = Pipeline().run([seeds.path]).products
        let source = RankingPages(products)
        XCTAssertEqual(source.count, products.corpus.pages.count)
        let eager = RankingIndex(RankingPage.pages(of: products))
        let lazy = RankingIndex(source)
        XCTAssertFalse(eager.terms.isEmpty)
        XCTAssertEqual(lazy.pages, eager.pages)
        XCTAssertEqual(lazy.lengths, eager.lengths)
        XCTAssertEqual(lazy.terms, eager.terms)
        XCTAssertEqual(lazy.postingText, eager.postingText)
        XCTAssertEqual(lazy.postingEnds, eager.postingEnds)
    }
}
