import Foundation
import XCTest
@testable import HIGCompiler

/// cmark-gfm keeps process-wide tables (the extension registry, the special characters the inline parser stops
/// at). Parsing on many threads at once must give what parsing on one gives: a bare URL is a link every time.
final class CommonMarkParserThreadTests: XCTestCase {
    /// Bare URLs and `www.` addresses (the autolink extension's ':' and 'w'), and a strikethrough ('~').
    private static let documents: [String] = (0..<24).map { index in
        """
        # Page \(index)

        See https://developer.apple.com/design/\(index) and www.example.com/\(index) for more, or ~~not~~.

        > 자세한 내용은 https://developer.apple.com/kr/\(index) 을 보세요. www.apple.com/kr 도 있습니다.

        - An item with http://example.org/a_b_\(index) inside.
        """
    }

    func testBareURLsAreLinksOnEveryThreadEveryTime() {
        let expected = Self.documents.map(CommonMarkParser.parse)
        for blocks in expected {
            XCTAssertTrue("\(blocks)".contains("link(destination: \"https://developer.apple.com/design/"), "the single-threaded parse autolinks")
        }
        let threads = 8, rounds = 60
        let mismatches = Mismatches()
        let group = DispatchGroup()
        for thread in 0..<threads {
            group.enter()
            Thread {
                for round in 0..<rounds {
                    let index = (thread * 7 + round) % Self.documents.count
                    if CommonMarkParser.parse(Self.documents[index]) != expected[index] { mismatches.add(index) }
                }
                group.leave()
            }.start()
        }
        group.wait()
        XCTAssertEqual(mismatches.count, 0, "\(mismatches.count) of \(threads * rounds) parallel parses differ from the one-thread parse")
    }

    private final class Mismatches: @unchecked Sendable {
        private let lock = NSLock()
        private var indices: [Int] = []
        func add(_ index: Int) { lock.lock(); indices.append(index); lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return indices.count }
    }
}
