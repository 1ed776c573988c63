import Foundation
@testable import HIGRanking
import HIGTokenizer
import XCTest

/// A page's index terms kept between builds (`PageTermsMemo`): coded and read back exactly, refused when damaged,
/// and an index built from remembered terms is the index built afresh.
final class PageTermsMemoTests: XCTestCase {
    /// Entries in memory, keyed by the material itself (a test needs no cryptographic digest).
    final class MemoryMemo: PageTermsMemo, @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: [UInt8]] = [:]
        private(set) var loads = 0
        private(set) var hits = 0

        func digest(_ material: [UInt8]) -> String { material.map { String($0, radix: 16) }.joined(separator: " ") }

        func load(_ key: String) -> [UInt8]? {
            lock.withLock {
                loads += 1
                if entries[key] != nil { hits += 1 }
                return entries[key]
            }
        }

        func save(_ key: String, _ entry: [UInt8]) { lock.withLock { entries[key] = entry } }
    }

    static let pages = [
        RankingIndexTests.page("a", title: "Alerts 경고", blocks: [(.body, "Use a sheet, not an alert, for long text.")]),
        RankingIndexTests.page("b", title: "Sheets 시트", blocks: [(.heading, "Best practices"), (.body, "A sheet helps people focus. 시트는 집중을 돕습니다."),
                                                                 (.rule, "Dismiss a sheet with a button. 버튼으로 닫습니다.")]),
        RankingIndexTests.page("c", title: "Buttons", blocks: []),
    ]

    private static func assertSame(_ index: RankingIndex, _ expected: RankingIndex, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(index.pages, expected.pages, file: file, line: line)
        XCTAssertEqual(index.lengths, expected.lengths, file: file, line: line)
        XCTAssertEqual(index.terms, expected.terms, file: file, line: line)
        XCTAssertEqual(index.postingText, expected.postingText, file: file, line: line)
        XCTAssertEqual(index.postingEnds, expected.postingEnds, file: file, line: line)
    }

    func testTermsReadBackAreTheTermsWritten() throws {
        for page in Self.pages {
            var scanner = TokenScanner(mode: .document)
            let terms = PageTerms(page, scanner: &scanner)
            let decoded = try XCTUnwrap(PageTermsCoding.decode(PageTermsCoding.encode(terms)))
            XCTAssertEqual(decoded.terms.bytes, terms.terms.bytes)
            XCTAssertEqual(decoded.terms.ends, terms.terms.ends)
            XCTAssertEqual(decoded.terms.hashes, terms.terms.hashes)
            XCTAssertEqual(decoded.lengths, terms.lengths)
            XCTAssertEqual(decoded.fragments, terms.fragments)
            XCTAssertEqual(decoded.fragmentEnds, terms.fragmentEnds)
        }
    }

    func testDamagedEntriesAreRefused() {
        var scanner = TokenScanner(mode: .document)
        let bytes = PageTermsCoding.encode(PageTerms(Self.pages[1], scanner: &scanner))
        XCTAssertNil(PageTermsCoding.decode(Array(bytes.dropLast())), "cut short")
        XCTAssertNil(PageTermsCoding.decode(bytes + [0]), "a byte too many")
        XCTAssertNil(PageTermsCoding.decode([]))
        // Two keys made the same: the second would not take its own id.
        var table = InternTable()
        for key in ["ab", "cd"] { _ = Array(key.utf8).withUnsafeBufferPointer { table.intern($0, hash: InternTable.hash($0)) } }
        var terms = PageTerms()
        terms.terms = PageKeys(table)
        terms.lengths = Array(repeating: 0, count: RankingField.allCases.count)
        terms.fragments = Array("xy".utf8)
        terms.fragmentEnds = [1, 2]
        var encoded = PageTermsCoding.encode(terms)
        XCTAssertNotNil(PageTermsCoding.decode(encoded))
        // The count (4 bytes), two ends (8 bytes), then "abcd": "cd" becomes "ab".
        XCTAssertEqual(Array(encoded[12..<16]), Array("abcd".utf8))
        encoded.replaceSubrange(14..<16, with: Array("ab".utf8))
        XCTAssertNil(PageTermsCoding.decode(encoded), "a key twice")
    }

    func testAnIndexOfRememberedTermsIsTheIndexBuiltAfresh() {
        let fresh = RankingIndex(Self.pages)
        let memo = MemoryMemo()
        Self.assertSame(RankingIndex(Self.pages, memo: memo), fresh)
        XCTAssertEqual(memo.hits, 0)
        Self.assertSame(RankingIndex(Self.pages, memo: memo), fresh)
        XCTAssertEqual(memo.hits, Self.pages.count, "every page's terms remembered")
        // One page's text changed: only it is indexed again.
        var changed = Self.pages
        changed[1].blocks[1].parts[0].text = "A sheet helps people finish a task. 시트는 작업을 끝내게 돕습니다."
        Self.assertSame(RankingIndex(changed, memo: memo), RankingIndex(changed))
        XCTAssertEqual(memo.hits, 2 * Self.pages.count - 1)
    }

    func testThePageIDIsNotPartOfItsTermsButEveryPartIs() {
        var renamed = Self.pages[1]
        renamed.id = "sheets-renamed"
        XCTAssertEqual(renamed.termsMaterial, Self.pages[1].termsMaterial)
        var moved = Self.pages[1]
        moved.blocks[0].ordinal = 7
        XCTAssertNotEqual(moved.termsMaterial, Self.pages[1].termsMaterial)
        var refiled = Self.pages[1]
        refiled.blocks[2].parts[0].field = .body
        XCTAssertNotEqual(refiled.termsMaterial, Self.pages[1].termsMaterial)
        // Text moved across a part boundary is a different page.
        let split = RankingIndexTests.page("x", title: "ab", blocks: [(.body, "c")])
        let joined = RankingIndexTests.page("x", title: "a", blocks: [(.body, "bc")])
        XCTAssertNotEqual(split.termsMaterial, joined.termsMaterial)
    }
}
