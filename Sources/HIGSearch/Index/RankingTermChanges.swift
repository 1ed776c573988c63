import GRDB
import GRDBSQLite
import HIGText
import HIGRanking

/// The rows of `ranking_terms` that differ between a file and a ranking index: the stored terms the index no longer
/// holds, and the index's terms that are new or whose postings changed. Taken from the index's own `changes` when the
/// file holds the index they were made from (its `ranking_source`), else found in one ordered pass over the stored rows
/// (compared as bytes, no string made per row), so a patch rewrites only the terms a changed page touches.
struct RankingTermChanges {
    /// Stored terms the index does not hold.
    var removed: [String] = []
    /// Numbers (in `RankingIndex.terms`) of the terms to write: new, or with other postings.
    var written: [Int] = []

    var isEmpty: Bool { removed.isEmpty && written.isEmpty }

    /// The changes of `index` when `db` holds the terms of the index they were made from, else those found by comparing
    /// every stored term.
    init(_ db: Database, index: RankingIndex) throws {
        if let changes = index.changes, try String.fetchOne(db, sql: "SELECT digest FROM ranking_source") == changes.base {
            self.init(known: changes)
        } else {
            try self.init(stored: db, index: index)
        }
    }

    /// The changes the index knows (`RankingIndex.changes`), for a file that holds its base.
    init(known changes: TermChanges) {
        removed = changes.removed
        written = changes.written
    }

    /// Compares the stored `ranking_terms` with `index`, term by term in byte order (SQLite's order of the table).
    init(stored db: Database, index: RankingIndex) throws {
        let order = Self.byteOrder(index.terms)
        let statement = try db.makeStatement(sql: "SELECT term, postings FROM ranking_terms ORDER BY term")
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        var next = 0
        var code = sqlite3_step(handle)
        while code == SQLITE_ROW {
            let term = Self.text(handle, 0)
            while next < order.count, Self.compare(index.terms[order[next]], term) < 0 {
                written.append(order[next])
                next += 1
            }
            if next < order.count, Self.compare(index.terms[order[next]], term) == 0 {
                let number = order[next]
                let same = index.postingText.withUnsafeBufferPointer { text in
                    Self.equal(UnsafeBufferPointer(rebasing: text[index.postingRange(number)]), Self.text(handle, 1))
                }
                if !same { written.append(number) }
                next += 1
            } else {
                removed.append(String(decoding: term, as: UTF8.self))
            }
            code = sqlite3_step(handle)
        }
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot read ranking_terms")
        }
        written += order[next...]
    }

    /// Deletes the removed terms and writes the new postings of the others.
    func apply(_ index: RankingIndex, to db: Database) throws {
        let delete = try db.makeStatement(sql: "DELETE FROM ranking_terms WHERE term = ?")
        for term in removed { try delete.execute(arguments: [term]) }
        var write = try RowInserter(db, sql: "INSERT OR REPLACE INTO ranking_terms (term, postings) VALUES (?, ?)")
        try index.postingText.withUnsafeBufferPointer { postings in
            for number in written {
                write.bind(index.terms[number])
                write.bind(UnsafeBufferPointer(rebasing: postings[index.postingRange(number)]))
                try write.insert()
            }
        }
    }

    /// The terms' numbers in UTF-8 byte order (the index keeps them in UTF-16 order, which differs only around
    /// characters above U+FFFF, so the sort meets an almost sorted list).
    private static func byteOrder(_ terms: [String]) -> [Int] {
        Array(terms.indices).sorted { compare(terms[$0], terms[$1]) < 0 }
    }

    private static func text(_ handle: OpaquePointer?, _ column: CInt) -> UnsafeBufferPointer<UInt8> {
        let count = Int(sqlite3_column_bytes(handle, column))
        return UnsafeBufferPointer(start: sqlite3_column_text(handle, column), count: count)
    }

    private static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
    }

    /// memcmp order of `term`'s UTF-8 against `bytes`.
    private static func compare(_ term: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var term = term
        return term.withUTF8 { compare($0, bytes) }
    }

    private static func compare(_ left: String, _ right: String) -> Int {
        var right = right
        return right.withUTF8 { compare(left, $0) }
    }

    private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let shared = min(left.count, right.count)
        if shared > 0 {
            let order = memcmp(left.baseAddress!, right.baseAddress!, shared)
            if order != 0 { return Int(order) }
        }
        return left.count - right.count
    }
}
