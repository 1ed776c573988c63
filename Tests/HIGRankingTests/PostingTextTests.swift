import HIGCorpus
@testable import HIGRanking
import XCTest

/// The ranking index writes its posting text directly; it must be what `PostingCoding.encode` writes, its terms in the
/// order the site's shard lookup expects (JavaScript's, UTF-16), and its shortcuts equal the slow paths.
final class PostingTextTests: XCTestCase {
    func testPostingTextIsWhatEncodeWrites() {
        let pages = (0..<30).map { number in
            RankingIndexTests.page("p\(number)", title: number % 3 == 0 ? "Sheets 시트" : "Alerts",
                                   blocks: [(.heading, "Sheet sizes 시트 크기"), (.body, "A sheet, a sheet. 앱 아이콘을 누릅니다."),
                                            (.rule, "Keep a sheet short."), (.body, number % 2 == 0 ? "badge" : "")])
        }
        let index = RankingIndex(pages)
        XCTAssertFalse(index.terms.isEmpty)
        let decoded = index.postings
        for (number, term) in index.terms.enumerated() {
            let text = String(decoding: index.postingText[index.postingRange(number)], as: UTF8.self)
            XCTAssertEqual(text, PostingCoding.encode(decoded[term]!), term)
            XCTAssertEqual(index.number(of: term), number)
        }
        XCTAssertNil(index.number(of: "absent"))
        XCTAssertEqual(index.postings(of: ["sheet", "absent"]).keys.sorted(), ["sheet"])
        XCTAssertEqual(index.postings(of: "앱아")?.count, 30, "the bigram across the space")
    }

    func testTermRunsCoverEveryTermOnceInOrder() {
        for ends in [[], [0, 0], [5], [1, 2, 3, 100, 101, 102], Array(stride(from: 7, through: 7 * 500, by: 7)), [90, 91, 92, 93]] {
            for count in [1, 3, 16] {
                let runs = TermMerger.runs(ends: ends, count: count)
                XCTAssertEqual(runs.flatMap { Array($0) }, Array(ends.indices), "\(ends) in \(count)")
                XCTAssertTrue(runs.allSatisfy { !$0.isEmpty } && runs.count <= max(1, count), "\(runs)")
            }
        }
        let even = TermMerger.runs(ends: Array(stride(from: 10, through: 10_000, by: 10)), count: 4)
        XCTAssertEqual(even.map(\.count), [250, 250, 250, 250], "runs of about as many bytes")
    }

    func testBase36IsWrittenInPlaceAsAppended() {
        for value in [0, 1, 35, 36, 37, 1295, 1296, 46_655, 46_656, 1_000_000, Int(Int32.max)] {
            var appended: [UInt8] = []
            PostingCoding.appendBase36(value, to: &appended)
            var written = [UInt8](repeating: 0, count: 16)
            let count = written.withUnsafeMutableBufferPointer { PostingCoding.writeBase36(value, at: $0.baseAddress!) }
            XCTAssertEqual(count, PostingCoding.base36Count(value))
            XCTAssertEqual(Array(written.prefix(count)), appended, "\(value)")
        }
    }

    func testTermsAreInUTF16Order() {
        let words = ["a", "z", "é", "시트", "\u{FF21}", "\u{E000}", "😀", "𝐀", "ab", "\u{D7FF}", "가"]
        let index = RankingIndex([RankingIndexTests.page("p", title: words.joined(separator: " "), blocks: [])])
        XCTAssertEqual(index.terms, index.terms.sorted { Array($0.utf16).lexicographicallyPrecedes(Array($1.utf16)) })
        for left in words {
            for right in words {
                var l = left, r = right
                let bytes = l.withUTF8 { l in r.withUTF8 { r in UTF16Order.precedes(l, r) } }
                XCTAssertEqual(bytes, Array(left.utf16).lexicographicallyPrecedes(Array(right.utf16)), "\(left) < \(right)")
            }
        }
    }

    func testSpacedBigramsReadFromBytesEqualTheNormalizedReading() {
        for text in ["앱 아이콘", "앱  아이콘", "앱 a 아이콘", "a 앱 아 b", "시트 버튼 탭", " 앱 앱 ", "앱\n아이콘", "앱 아"] {
            var fast: [String] = []
            RankingTerms.forEachSpacedBigram(in: text, textIsNFC: true) { fast.append(String(decoding: $0, as: UTF8.self)) }
            var slow: [String] = []
            RankingTerms.forEachSpacedBigram(in: text, textIsNFC: false) { slow.append(String(decoding: $0, as: UTF8.self)) }
            XCTAssertEqual(fast, slow, text)
            XCTAssertEqual(slow, RankingTerms.spacedBigrams(text), text)
        }
    }

    func testVisibleTextIsWhatTrimmingLeaves() {
        for text in ["", " ", "\n\t ", "\u{00A0}", "\u{2028}", "a", " a ", "\u{3000}시"] {
            XCTAssertEqual(RankingPage.hasVisibleText(text), !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, text.debugDescription)
        }
    }
}
