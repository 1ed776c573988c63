import GRDB
import XCTest

/// Experiment backing a design decision: if Hangul bigrams were the primary
/// (position-owning) tokens, their byte ranges overlap (가나=[0,6), 나다=[3,9)), and
/// FTS5's highlight() appends `zIn[iOff ..< iStart]` with a NEGATIVE length when two
/// separate phrase instances sit at adjacent positions; SQLite treats n<0 as
/// strlen(), duplicating the rest of the text. The `hig` tokenizer therefore makes the
/// unigram the primary token (disjoint ranges) and colocates the bigram.
final class NaiveBigramTokenizer: FTS5CustomTokenizer {
    static let name = "naivebigram"
    init(db: Database, arguments: [String]) throws {}
    func tokenize(context: UnsafeMutableRawPointer?, tokenization: FTS5Tokenization,
                  pText: UnsafePointer<CChar>?, nText: CInt, tokenCallback: @escaping FTS5TokenCallback) -> CInt {
        guard let pText else { return 0 }
        let text = String(decoding: UnsafeRawBufferPointer(start: pText, count: Int(nText)), as: UTF8.self)
        // split on spaces; every word of >= 2 syllables -> overlapping bigrams
        var offset = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let chars = Array(word)
            var starts: [Int] = []
            var o = offset
            for c in chars { starts.append(o); o += c.utf8.count }
            starts.append(o)
            for i in 0..<max(chars.count - 1, 0) {
                let tok = String(chars[i...i + 1])
                let rc = tok.withCString { tokenCallback(context, 0, $0, CInt(tok.utf8.count), CInt(starts[i]), CInt(starts[i + 2])) }
                if rc != 0 { return rc }
            }
            offset = o + 1
        }
        return 0
    }
}

final class NaiveBigramExperimentTests: XCTestCase {
    func testOverlappingRangesCorruptHighlight() throws {
        var config = Configuration()
        config.prepareDatabase { db in db.add(tokenizer: NaiveBigramTokenizer.self) }
        let dbQueue = try DatabaseQueue(configuration: config)
        let h = try dbQueue.write { db -> String in
            try db.create(virtualTable: "t", using: FTS5()) { t in
                t.tokenizer = NaiveBigramTokenizer.tokenizerDescriptor()
                t.column("body")
            }
            try db.execute(sql: "INSERT INTO t(body) VALUES ('가나다라 마바')")
            return try String.fetchOne(db, sql: "SELECT highlight(t, 0, '[', ']') FROM t WHERE t MATCH ?",
                                       arguments: ["\"가나\" OR \"나다\""])!
        }
        // SQLite 3.40.1 output: the text after the first match is duplicated
        XCTAssertEqual(h, "[가나]다라 마바[나다]라 마바")
    }
}
