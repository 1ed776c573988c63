import Foundation
import GRDB
import HIGSearch
import HIGTokenizer
import XCTest

/// The `hig` tokenizer inside SQLite FTS5: matching, highlight offsets, BM25 weights, Porter parity.
final class FTS5BilingualTokenizerTests: XCTestCase {
    // id, title, summary, body
    static let rows: [(Int, String, String, String)] = [
        (1, "Sheets", "시트", "시트는 사용자가 현재 작업과 관련된 범위의 작업을 수행하도록 돕습니다. A sheet helps people perform a scoped task."),
        (2, "Modality", "모달리티", "시트(sheet)를 사용하여 간단한 콘텐츠를 표시하세요."),
        (3, "Playing haptics", "햅틱", "햅틱 피드백을 제공하면 사용자가 결과를 느낄 수 있습니다."),
        (4, "Feedback", "피드백", "사운드와 햅틱을 함께 사용하세요. Combine audio and haptics."),
        (5, "Sign in with Apple", "Apple로 로그인", "Apple로 로그인 버튼을 앱의 로그인 화면에 표시합니다."),
        (6, "SF Symbols", "심볼", "SF Symbols의 크기와 두께를 텍스트에 맞게 조정합니다."),
        (7, "Scroll views", "스크롤 뷰", "Scrolling should feel natural. 스크롤 뷰에서 콘텐츠를 스크롤합니다."),
        (8, "Right to left", "오른쪽에서 왼쪽으로", "Support right-to-left languages such as Arabic and Hebrew."),
        (9, "Spreadsheets", "스프레드시트", "스프레드시트 앱에서는 표를 사용합니다. Time 시간 시계."),
        (10, "App icons", "앱 아이콘", "앱을 설치하면 아이콘이 홈 화면에 나타납니다. 앱스토어."),
        (11, "Layout", "레이아웃", "크기 조절 가능한 레이아웃을 만드세요. Size classes."),
        (12, "NFD text", "시트 NFD".decomposedStringWithCanonicalMapping,
             "시트를 NFD로 저장한 문서입니다.".decomposedStringWithCanonicalMapping),
        (13, "Typography", "타이포그래피", "The Sheet title uses a larger font. sheets sheet sheeting"),
    ]

    var dbQueue: DatabaseQueue!

    override func setUpWithError() throws {
        dbQueue = try DatabaseQueue(configuration: .searchIndex())
        try dbQueue.write { db in
            try db.create(virtualTable: "docs", using: FTS5()) { t in
                t.tokenizer = FTS5BilingualTokenizer.tokenizerDescriptor()
                t.column("title")
                t.column("summary")
                t.column("body")
            }
            for (id, title, summary, body) in Self.rows {
                try db.execute(
                    sql: "INSERT INTO docs(rowid, title, summary, body) VALUES (?, ?, ?, ?)",
                    arguments: [id, title, summary, body])
            }
        }
    }

    func ids(_ raw: String) throws -> Set<Int> {
        try dbQueue.read { db in
            Set(try Int.fetchAll(db, sql: "SELECT rowid FROM docs WHERE docs MATCH ?", arguments: [raw]))
        }
    }

    /// Free text → MatchExpression → MATCH.
    func search(_ input: String) throws -> Set<Int> {
        guard let expression = MatchExpression(input) else { return [] }
        return try ids(expression.allTerms)
    }

    func testSQLiteHasFTS5AndTokenizerIsRegistered() throws {
        try dbQueue.read { db in
            XCTAssertEqual(try Bool.fetchOne(db, sql: "SELECT sqlite_compileoption_used('ENABLE_FTS5')"), true)
            let version = try String.fetchOne(db, sql: "SELECT sqlite_version()")!
            XCTAssertFalse(version.isEmpty)
            let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'docs'")!
            XCTAssertTrue(sql.contains("hig"), sql)  // GRDB writes tokenize='''hig'''
        }
    }

    func testKoreanParticles() throws {
        // 시트 finds 시트는 (1), 시트(sheet)를 (2), NFD 시트를 (12), compound 스프레드시트 (9)
        XCTAssertEqual(try search("시트"), [1, 2, 9, 12])
        XCTAssertEqual(try search("시트를"), [1, 2, 9, 12])
        // 햅틱을 finds 햅틱 (3) and 햅틱을 (4)
        XCTAssertEqual(try search("햅틱을"), [3, 4])
        XCTAssertEqual(try search("햅틱"), [3, 4])
        // two-syllable words
        XCTAssertEqual(try search("크기"), [6, 11])
        XCTAssertEqual(try search("시간"), [9])          // no false hit on 시트
        XCTAssertEqual(try search("스크롤"), [7])
        // single syllable: exact stem, 앱 / 앱을 / 앱에서 but not 앱스토어-only rows
        XCTAssertEqual(try search("앱"), [5, 9, 10])      // 앱의 (5), 앱에서는 (9), 앱을 (10)
        XCTAssertEqual(try search("앱*"), [5, 9, 10])     // prefix = contains syllable 앱
        XCTAssertEqual(try search("스토어"), [10])
    }

    func testNFDQueryMatchesNFCText() throws {
        let q = "햅틱을".decomposedStringWithCanonicalMapping
        XCTAssertNotEqual(Array(q.utf8), Array("햅틱을".utf8))
        XCTAssertEqual(try search(q), [3, 4])
        XCTAssertEqual(try search("시트".decomposedStringWithCanonicalMapping), [1, 2, 9, 12])
    }

    func testEnglishStemmingAndHyphens() throws {
        XCTAssertEqual(try search("sheets"), [1, 2, 13])
        XCTAssertEqual(try search("sheet"), [1, 2, 13])
        XCTAssertEqual(try search("scroll"), [7])
        XCTAssertEqual(try search("right-to-left"), [8])
        XCTAssertEqual(try ids("right"), [8])
        XCTAssertEqual(try search("left-to-right"), [])  // phrase order matters
        XCTAssertEqual(try search("haptic"), [3, 4])
        XCTAssertEqual(try search("scroll*"), [7])
    }

    func testMixedScript() throws {
        XCTAssertEqual(try search("Apple로 로그인"), [5])
        XCTAssertEqual(try ids("\"Apple로 로그인\""), [5])         // as one phrase
        XCTAssertEqual(try search("SF Symbols 크기"), [6])
        XCTAssertEqual(try ids("SF Symbols 크기"), [6])           // raw barewords work too
        XCTAssertEqual(try search("sheet 시트"), [1, 2])
    }

    func testGRDBPatternsWork() throws {
        try dbQueue.read { db in
            let p = FTS5Pattern(matchingAllTokensIn: "Apple로 로그인")!
            XCTAssertEqual(Set(try Int.fetchAll(db, sql: "SELECT rowid FROM docs WHERE docs MATCH ?", arguments: [p])), [5])
            let phrase = FTS5Pattern(matchingPhrase: "SF Symbols")!
            XCTAssertEqual(Set(try Int.fetchAll(db, sql: "SELECT rowid FROM docs WHERE docs MATCH ?", arguments: [phrase])), [6])
            // Query interface: Table("docs").matching(pattern)
            let n = try Table("docs").all().matching(FTS5Pattern(matchingAnyTokenIn: "햅틱")).fetchCount(db)
            XCTAssertEqual(n, 2)
        }
    }

    func testBM25ColumnWeights() throws {
        // "sheet" occurs in title of 1 and 13, body of 1, 2, 13.
        try dbQueue.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT rowid, bm25(docs, 10.0, 5.0, 1.0) AS score FROM docs
                WHERE docs MATCH ? ORDER BY bm25(docs, 10.0, 5.0, 1.0)
                """, arguments: [MatchExpression("sheet")!.allTerms])
            let order: [Int] = rows.map { $0["rowid"] }
            XCTAssertEqual(order.last, 2)          // only a body hit
            XCTAssertEqual(Set(order.prefix(2)), [1, 13])
            // weights change the order: with title weight 0 the body-rich row 13 wins
            let titleless: [Int] = try Int.fetchAll(db, sql: """
                SELECT rowid FROM docs WHERE docs MATCH ? ORDER BY bm25(docs, 0.0, 0.0, 1.0)
                """, arguments: ["sheet"])
            XCTAssertEqual(titleless.first, 13)
            // Korean: summary column hit (weight 5) outranks body-only hit
            let ko: [Int] = try Int.fetchAll(db, sql: """
                SELECT rowid FROM docs WHERE docs MATCH ? ORDER BY bm25(docs, 10.0, 5.0, 1.0)
                """, arguments: [MatchExpression("햅틱")!.allTerms])
            XCTAssertEqual(ko, [3, 4])
        }
        // rank column configured through the table (persistent FTS5 config)
        try dbQueue.write { db in
            try db.execute(sql: "INSERT INTO docs(docs, rank) VALUES('rank', 'bm25(10.0, 5.0, 1.0)')")
            let ranked: [Int] = try Int.fetchAll(db, sql: "SELECT rowid FROM docs WHERE docs MATCH ? ORDER BY rank", arguments: ["햅틱"])
            XCTAssertEqual(ranked, [3, 4])
        }
    }

    func hl(_ q: String, col: Int = 2, rowid: Int) throws -> String {
        try dbQueue.read { db in
            try String.fetchOne(db, sql: "SELECT highlight(docs, ?, '[', ']') FROM docs WHERE docs MATCH ? AND rowid = ?",
                                arguments: [col, MatchExpression(q)!.allTerms, rowid])!
        }
    }

    func testHighlightHangulOffsets() throws {
        XCTAssertEqual(try hl("시트", rowid: 2), "[시트](sheet)를 사용하여 간단한 콘텐츠를 표시하세요.")
        XCTAssertEqual(try hl("sheet", rowid: 2), "시트([sheet])를 사용하여 간단한 콘텐츠를 표시하세요.")
        XCTAssertTrue(try hl("시트를", rowid: 1).hasPrefix("[시트]는 사용자가"))
        XCTAssertEqual(try hl("햅틱을", rowid: 4), "사운드와 [햅틱]을 함께 사용하세요. Combine audio and [haptics].".replacingOccurrences(of: "[haptics]", with: "haptics"))
        XCTAssertEqual(try hl("Apple로 로그인", rowid: 5), "[Apple]로 [로그인] 버튼을 앱의 [로그인] 화면에 표시합니다.")
        XCTAssertEqual(try hl("앱", rowid: 10), "[앱]을 설치하면 아이콘이 홈 화면에 나타납니다. 앱스토어.")
        XCTAssertEqual(try hl("앱*", rowid: 10), "[앱]을 설치하면 아이콘이 홈 화면에 나타납니다. [앱]스토어.")
        XCTAssertEqual(try hl("시트", rowid: 9), "스프레드[시트] 앱에서는 표를 사용합니다. Time 시간 시계.")
        XCTAssertEqual(try hl("right-to-left", rowid: 8), "Support [right-to-left] languages such as Arabic and Hebrew.")
        // NFD stored text: markers land on NFD syllable boundaries of the original bytes
        let expected = "[" + "시트".decomposedStringWithCanonicalMapping + "]" + "를 NFD로 저장한 문서입니다.".decomposedStringWithCanonicalMapping
        XCTAssertEqual(try hl("시트", rowid: 12), expected)
        XCTAssertEqual(try hl("문서", rowid: 12).precomposedStringWithCanonicalMapping, "시트를 NFD로 저장한 [문서]입니다.")
    }

    func testAdjacentOverlappingMatchesDoNotCorruptHighlight() throws {
        try dbQueue.write { db in
            try db.execute(sql: "INSERT INTO docs(rowid, title, summary, body) VALUES (100, '', '', '하하하 웃음 시트는')")
            try db.execute(sql: "INSERT INTO docs(rowid, title, summary, body) VALUES (101, '', '', '가나다라 마바')")
            func h(_ q: String, _ id: Int) throws -> String {
                try String.fetchOne(db, sql: "SELECT highlight(docs, 2, '[', ']') FROM docs WHERE docs MATCH ? AND rowid = ?",
                                    arguments: [q, id])!
            }
            // overlapping instances (positions 0-1 and 1-2) are merged by FTS5
            XCTAssertEqual(try h("하하", 100), "[하하하] 웃음 시트는")
            XCTAssertEqual(try h("\"가나\" OR \"나다\"", 101), "[가나다]라 마바")
            // adjacent instances: bigram-only tokens with 2-syllable offsets would make FTS5
            // append with a negative length here; unigram primaries keep ranges disjoint
            XCTAssertEqual(try h("\"가나\" OR \"다라\"", 101), "[가나][다라] 마바")
            XCTAssertEqual(try h("\"가나\" OR \"다라\" OR 마바", 101), "[가나][다라] [마바]")
        }
    }

    func testSnippet() throws {
        let s = try dbQueue.read { db in
            try String.fetchOne(db, sql: """
                SELECT snippet(docs, 2, '[', ']', '…', 4) FROM docs WHERE docs MATCH ? AND rowid = 1
                """, arguments: [MatchExpression("관련")!.allTerms])!
        }
        // snippet() counts FTS5 positions: one position per Hangul syllable, one per latin word
        XCTAssertTrue(s.contains("[관련]"), s)
        XCTAssertTrue(s.hasPrefix("…") || s.hasSuffix("…"), s)
        let en = try dbQueue.read { db in
            try String.fetchOne(db, sql: """
                SELECT snippet(docs, 2, '<b>', '</b>', '…', 6) FROM docs WHERE docs MATCH ? AND rowid = 1
                """, arguments: ["scoped"])!
        }
        XCTAssertTrue(en.contains("<b>scoped</b>"), en)
    }

    func testPorterMatchesSQLiteBuiltinPorter() throws {
        let text = """
        Designing interfaces requires understanding people's expectations. Controls, buttons, toggles and
        sliders communicate state; navigation bars, tab bars and toolbars organize hierarchical information.
        Generally, consistent typography improves readability, accessibility and localization. Animations
        should feel responsive and natural; avoid gratuitous effects, distracting motion, and unnecessary
        complexity. Relational conditional rational operational generalization hopefully happily cared
        caring conditionally sizing resizing resized adjustments adjustable definitions defined
        """
        try dbQueue.read { db in
            let porter = try db.makeTokenizer(.porter())
            for word in text.split(whereSeparator: { !$0.isLetter }).map({ $0.lowercased() }) {
                let builtin = try porter.tokenize(document: word).map(\.token)
                XCTAssertEqual(BilingualTokenizer.tokens(in: word, mode: .document).map(\.text), builtin, word)
            }
        }
    }

    func testTokenizerThroughSQLiteAPIAndVocab() throws {
        try dbQueue.write { db in
            // xFindTokenizer round trip: the tokenizer as SQLite sees it
            let tok = try db.makeTokenizer(FTS5BilingualTokenizer.tokenizerDescriptor())
            XCTAssertEqual(try tok.tokenize(query: "햅틱을").map(\.token), ["햅틱", "틱"])
            XCTAssertEqual(try tok.tokenize(document: "앱을").map(\.token), ["앱", "=앱", "앱을", "을"])
            XCTAssertEqual(try tok.tokenize(document: "앱을").map(\.flags.rawValue), [0, 1, 1, 0])
            // fts5vocab shows what is indexed
            try db.execute(sql: "CREATE VIRTUAL TABLE temp.docs_vocab USING fts5vocab(main, 'docs', 'row')")
            let n = try Int.fetchOne(db, sql: "SELECT doc FROM docs_vocab WHERE term = '=앱'")
            XCTAssertEqual(n, 3)  // 앱의, 앱에서는, 앱을
        }
    }
}
