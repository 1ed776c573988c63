import XCTest
@testable import HIGTokenizer

/// A scanner kept across texts (as FTS5 and the ranking index keep one) gives what a fresh one gives, its stem cache
/// included; the byte-keyed intern table hands out dense ids.
final class TokenScannerTests: XCTestCase {
    func tokens(_ scanner: TokenScanner) -> [String] {
        var result: [String] = []
        scanner.forEachToken { token, record in
            result.append((record.colocated ? "+" : "") + String(decoding: token, as: UTF8.self) + "@\(record.lowerBound)..<\(record.upperBound)")
        }
        return result
    }

    func testAKeptScannerMatchesAFreshOne() {
        let texts = ["Sheets scrolling sheets", "시트는 앱을", "", "Apple로 (sheet)를 don't", "controls CONTROLS controlled",
                     "시트".decomposedStringWithCanonicalMapping + " sheets", "Ω ＡＢＣ café"]
        for mode in [BilingualTokenizer.Mode.document, .query, .queryPrefix] {
            var kept = TokenScanner(mode: mode)
            for text in texts + texts {
                kept.scan(text)
                var fresh = TokenScanner(mode: mode)
                fresh.scan(text)
                XCTAssertEqual(tokens(kept), tokens(fresh), text)
                XCTAssertEqual(tokens(kept), BilingualTokenizer.tokens(in: text, mode: mode).map(\.description), text)
            }
        }
    }

    func testStemsComeFromTheCacheAsPorterGivesThem() {
        var scanner = TokenScanner(mode: .document)
        for _ in 0..<3 {
            scanner.scan("relational generalization sheets happy")
            XCTAssertEqual(tokens(scanner).map { String($0.prefix { $0 != "@" }) }, ["relat", "gener", "sheet", "happi"])
        }
    }

    func testUnnormalizedTextIsReported() {
        var scanner = TokenScanner(mode: .document)
        scanner.scan("시트 sheet")
        XCTAssertFalse(scanner.sawUnnormalized)
        scanner.scan("시트".decomposedStringWithCanonicalMapping)
        XCTAssertTrue(scanner.sawUnnormalized)
        scanner.scan("e\u{301}")
        XCTAssertTrue(scanner.sawUnnormalized, "a combining mark")
        scanner.scan("\u{2126}")
        XCTAssertTrue(scanner.sawUnnormalized, "a scalar NFC replaces on its own")
        scanner.scan("plain")
        XCTAssertFalse(scanner.sawUnnormalized, "each text starts afresh")
    }

    func testInternTableGivesDenseIdsInOrderOfFirstUse() {
        var table = InternTable(capacity: 2)
        var ids: [Int] = []
        let words = (0..<500).map { "w\($0 % 200)" }
        for word in words {
            var word = word
            ids.append(word.withUTF8 { table.intern($0, hash: InternTable.hash($0)) })
        }
        XCTAssertEqual(table.count, 200)
        XCTAssertEqual(Array(ids.prefix(200)), Array(0..<200))
        XCTAssertEqual(ids[200], 0)
        XCTAssertEqual(ids[499], 99)
        XCTAssertEqual(String(decoding: table.bytes[table.range(of: 7)], as: UTF8.self), "w7")
        var missing = "w200"
        XCTAssertNil(missing.withUTF8 { table.find($0, hash: InternTable.hash($0)) })
    }
}
