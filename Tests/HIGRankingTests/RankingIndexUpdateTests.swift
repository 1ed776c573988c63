import Foundation
@testable import HIGRanking
import XCTest

/// The last build's index updated by the difference of its pages (`RankingIndexUpdate`) equals a fresh merge of the
/// new pages, byte for byte, whatever was edited, added, removed, renamed or moved; the changes it reports, applied to
/// the last index's terms, give the new index's; and it reads only the changed pages' terms.
final class RankingIndexUpdateTests: XCTestCase {
    /// `PageTermsMemoTests.MemoryMemo` with the last index kept, and which keys a build retained.
    final class IndexMemo: PageTermsMemo, @unchecked Sendable {
        let pages = PageTermsMemoTests.MemoryMemo()
        private let lock = NSLock()
        private var last: RankingIndex?
        private(set) var retained: Set<String> = []

        func digest(_ material: [UInt8]) -> String { pages.digest(material) }
        func load(_ key: String) -> [UInt8]? { pages.load(key) }
        func save(_ key: String, _ entry: [UInt8]) { pages.save(key, entry) }
        func retain(_ keys: [String]) { lock.withLock { retained.formUnion(keys) } }
        func lastIndex() -> RankingIndex? { lock.withLock { last } }
        func keepIndex(_ index: RankingIndex) { lock.withLock { last = index } }
    }

    private static let texts = ["Use a sheet, not an alert, for long text.", "A sheet helps people focus. 시트는 집중을 돕습니다.",
                                "Dismiss a sheet with a button. 버튼으로 닫습니다.", "Buttons 버튼", "앱 아이콘을 누르면 시트가 열립니다.",
                                "Keep alerts short. 경고는 짧게.", "Toolbars hold buttons. 도구 막대", "😀 emoji and \u{E000} private use"]

    private static func page(_ id: String, _ random: inout SplitMix, words: Int = 3) -> RankingPage {
        let blocks = (0..<random.next(words)).map { _ in
            ([RankingField.body, .heading, .rule][random.next(3)], texts[random.next(texts.count)] + " w\(random.next(50))")
        }
        return RankingIndexTests.page(id, title: texts[random.next(texts.count)], blocks: blocks)
    }

    private static func assertSame(_ index: RankingIndex, _ expected: RankingIndex, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(index.pages, expected.pages, context, file: file, line: line)
        XCTAssertEqual(index.pageDigests, expected.pageDigests, context, file: file, line: line)
        XCTAssertEqual(index.lengths, expected.lengths, context, file: file, line: line)
        XCTAssertEqual(index.terms, expected.terms, context, file: file, line: line)
        XCTAssertEqual(index.postingText, expected.postingText, context, file: file, line: line)
        XCTAssertEqual(index.postingEnds, expected.postingEnds, context, file: file, line: line)
    }

    /// Every term's posting text, by term.
    private static func table(_ index: RankingIndex) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: index.terms.indices.map { (index.terms[$0], Array(index.postingText[index.postingRange($0)])) })
    }

    /// The last index's terms with `changes` applied.
    private static func applying(_ changes: TermChanges, to last: RankingIndex, giving index: RankingIndex) -> [String: [UInt8]] {
        var table = table(last)
        for term in changes.removed { table[term] = nil }
        for number in changes.written { table[index.terms[number]] = Array(index.postingText[index.postingRange(number)]) }
        return table
    }

    /// One random change: a page's text edited, a page added (anywhere), removed, renamed, or moved.
    private static func change(_ pages: inout [RankingPage], _ random: inout SplitMix, step: Int) -> String {
        let at = random.next(max(pages.count, 1))
        switch (random.next(6), pages.isEmpty) {
        case (0, false), (1, false):
            pages[at] = page(pages[at].id, &random)
            return "edited \(at)"
        case (2, _), (_, true):
            pages.insert(page("new-\(step)", &random), at: random.next(pages.count + 1))
            return "added"
        case (3, false):
            pages.remove(at: at)
            return "removed \(at)"
        case (4, false):
            pages[at].id = "renamed-\(step)"
            return "renamed \(at)"
        default:
            let moved = pages.remove(at: at)
            pages.insert(moved, at: random.next(pages.count + 1))
            return "moved \(at)"
        }
    }

    func testRandomChangesUpdateTheIndexExactlyAsAFreshMerge() {
        var updated = 0, known = 0
        for seed in 0..<40 {
            var random = SplitMix(state: UInt64(seed))
            var pages = (0..<random.next(12) + 1).map { Self.page("p\($0)", &random) }
            let memo = IndexMemo()
            var last = RankingIndex(pages, memo: memo)
            for step in 0..<6 {
                var changes: [String] = []
                for _ in 0..<(random.next(3) + 1) { changes.append(Self.change(&pages, &random, step: step)) }
                let context = "seed \(seed), step \(step): \(changes)"
                let index = RankingIndex(pages, memo: memo)
                let fresh = RankingIndex(pages)
                Self.assertSame(index, fresh, context)
                if let change = index.changes {
                    known += 1
                    XCTAssertEqual(change.base, last.sourceDigest, context)
                    XCTAssertEqual(Self.applying(change, to: last, giving: index), Self.table(fresh), context)
                }
                XCTAssertEqual(index.sourceDigest, fresh.sourceDigest, context)
                updated += 1
                last = index
            }
        }
        XCTAssertGreaterThan(known, 40, "an edit in place reports its changes")
        XCTAssertEqual(updated, 240)
    }

    func testAnEditReadsOnlyTheEditedPagesTermsAndKeepsTheOthersForLater() throws {
        var random = SplitMix(state: 7)
        var pages = (0..<20).map { Self.page("p\($0)", &random) }
        let memo = IndexMemo()
        let last = RankingIndex(pages, memo: memo)
        let loads = memo.pages.loads
        pages[5].blocks.append(RankingPage.Block(ordinal: 9, parts: [RankingPage.Part(field: .body, text: "A new sentence about sheets.")]))
        let index = RankingIndex(pages, memo: memo)
        XCTAssertEqual(memo.pages.loads - loads, 2, "the edited page's old terms, and its new ones (not stored yet)")
        let others = pages.indices.filter { $0 != 5 }.map { memo.key(ofTerms: pages[$0].termsDigest) }
        XCTAssertEqual(memo.retained, Set(others), "every other page's terms kept for when it changes")
        let changes = try XCTUnwrap(index.changes)
        XCTAssertEqual(changes.base, last.sourceDigest)
        XCTAssertTrue(changes.written.contains { index.terms[$0] == "sentence" || index.terms[$0].hasPrefix("sentenc") })
        XCTAssertLessThan(changes.written.count, index.terms.count)
        Self.assertSame(index, RankingIndex(pages), "one page edited")
    }

    func testAPageInsertedBeforeOthersRenumbersThemAndReportsNoChanges() {
        var random = SplitMix(state: 3)
        var pages = (0..<6).map { Self.page("p\($0)", &random) }
        let memo = IndexMemo()
        _ = RankingIndex(pages, memo: memo)
        pages.insert(Self.page("first", &random), at: 0)
        let index = RankingIndex(pages, memo: memo)
        XCTAssertNil(index.changes, "every later page's number moved: a reader compares every term")
        Self.assertSame(index, RankingIndex(pages), "a page inserted first")
    }

    func testTheKeptIndexReadsBackAndDamageIsRefused() throws {
        var random = SplitMix(state: 11)
        let index = RankingIndex((0..<5).map { Self.page("p\($0)", &random) })
        let bytes = RankingIndexCoding.encode(index)
        Self.assertSame(try XCTUnwrap(RankingIndexCoding.decode(bytes[...])), index, "read back")
        XCTAssertNil(RankingIndexCoding.decode(bytes.dropLast()), "cut short")
        XCTAssertNil(RankingIndexCoding.decode((bytes + [0])[...]), "a byte too many")
        XCTAssertNil(RankingIndexCoding.decode([][...]))
    }

    func testWithoutTheLeavingPagesTermsTheIndexIsMergedAfresh() {
        var random = SplitMix(state: 5)
        var pages = (0..<6).map { Self.page("p\($0)", &random) }
        let memo = IndexMemo()
        _ = RankingIndex(pages, memo: memo)
        pages[2] = Self.page("p2", &random, words: 6)
        // A memo that lost every page's terms but kept the index.
        let forgetful = IndexMemo()
        forgetful.keepIndex(memo.lastIndex()!)
        let index = RankingIndex(pages, memo: forgetful)
        XCTAssertNil(index.changes)
        Self.assertSame(index, RankingIndex(pages), "merged afresh")
    }

    /// A small deterministic generator (SplitMix64).
    struct SplitMix {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
        }
    }
}
