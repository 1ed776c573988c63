import Foundation
import GRDB

/// Makes a build's `search.sqlite` from the last build's: a copy of it in which only the rows of pages whose rows
/// changed are deleted and inserted again (FTS5 tokenizes those rows only), the token counts of the tokens those rows
/// hold are read again from the index, and the page-ranking tables are written again whole (they are made from every
/// page, and writing them costs no tokenizing).
///
/// The result holds the same rows as a clean write (`SearchIndexWriter`) of the same entries, but not the same bytes:
/// row ids and FTS5's segments depend on the history of patches. Nothing that reads the index depends on either
/// (ties are broken by page and block, never by row id). The patcher throws on anything it does not expect — a
/// previous file of another schema, format, page size or FTS5 configuration, or any SQLite error — and the caller
/// then writes the file clean.
struct SearchIndexPatcher {
    /// The tokenizer the previous file must have been written with.
    var tokenizer: String

    /// Copies `previous` to `path` (which must not exist) and patches the copy to hold `entries` and `ranking`;
    /// returns how many pages' rows were replaced.
    func patch(_ previous: String, to path: String, entries: [IndexEntry], ranking: RankingTables) throws -> Int {
        try FileManager.default.copyItem(atPath: previous, toPath: path)
        let database = try DatabaseQueue(path: path, configuration: .searchIndex())
        defer { try? database.close() }
        return try database.inDatabase { db in
            try requireSameLayout(db)
            for pragma in SearchIndexWriter.bulkWritePragmas { try db.execute(sql: "PRAGMA " + pragma) }
            let changes = try PageRows.changes(from: PageRows.stored(in: db), to: entries)
            try db.inTransaction {
                try db.execute(sql: "INSERT INTO search(search, rank) VALUES ('hashsize', \(SearchIndexWriter.pendingTokenBytes))")
                try replace(changes, in: db)
                for table in SearchIndexSchema.rankingTables { try db.execute(sql: "DELETE FROM \(table)") }
                try SearchIndexWriter.insert(ranking, into: db)
                return .commit
            }
            // After the commit flushed the FTS5 index, as the clean write counts them.
            try db.inTransaction {
                try recount(tokensOf: changes.removed.map(\.entry) + changes.added, in: db)
                try db.execute(sql: "DELETE FROM search_config WHERE k = 'hashsize'")
                return .commit
            }
            return changes.pages
        }
    }

    /// Throws unless the file has this hig's format, page size, schema and FTS5 configuration.
    private func requireSameLayout(_ db: Database) throws {
        let expected = try DatabaseQueue(configuration: .searchIndex()).inDatabase { fresh in
            for statement in SearchIndexSchema.createStatements(tokenizer: tokenizer) + SearchIndexSchema.indexStatements {
                try fresh.execute(sql: statement)
            }
            return try Self.layout(fresh)
        }
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version")
        let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size")
        guard version == SearchIndexSchema.version, pageSize == SearchIndexSchema.pageSize, try Self.layout(db) == expected else {
            throw DatabaseError(resultCode: .SQLITE_SCHEMA, message: "the previous search index has another layout")
        }
        // Every table's B-tree whole (a page cut short or overwritten), without reading every row's index entries.
        guard try String.fetchAll(db, sql: "PRAGMA quick_check") == ["ok"] else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "the previous search index is damaged")
        }
    }

    /// Every table's and index's definition, and FTS5's configuration.
    private static func layout(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT type || ' ' || name || ' ' || ifnull(sql, '') FROM sqlite_master ORDER BY name")
            + String.fetchAll(db, sql: "SELECT k || '=' || v FROM search_config ORDER BY k")
    }

    /// Deletes the rows of changed pages (from `search` with their stored values, as an external-content table needs)
    /// and inserts their new rows after the highest id.
    private func replace(_ changes: PageRows.Changes, in db: Database) throws {
        let columns = SearchIndexSchema.Column.allCases
        var unindex = try RowInserter(db, sql: """
            INSERT INTO search (search, rowid, \(columns.map(\.rawValue).joined(separator: ", "))) \
            VALUES ('delete', ?\(String(repeating: ", ?", count: columns.count)))
            """)
        let delete = try db.makeStatement(sql: "DELETE FROM entries WHERE id = ?")
        // After every id the file held, so a patched file never numbers its rows 1…n as a clean one does.
        let next = try Int.fetchOne(db, sql: "SELECT ifnull(max(id), 0) + 1 FROM entries") ?? 1
        for row in changes.removed {
            unindex.bind(Int(row.id))
            for column in columns { unindex.bind(row.entry.text(of: column)) }
            try unindex.insert()
            try delete.execute(arguments: [row.id])
        }
        try SearchIndexWriter.insert(changes.added, firstID: next, into: db)
    }

    /// Sets the stored row count of every token `entries` hold to what the index now says (removing tokens no row
    /// holds any more).
    private func recount(tokensOf entries: [IndexEntry], in db: Database) throws {
        guard !entries.isEmpty else { return }
        try db.execute(sql: "CREATE VIRTUAL TABLE temp.changed USING fts5(text, tokenize='\(tokenizer)')")
        var texts = try RowInserter(db, sql: "INSERT INTO temp.changed (text) VALUES (?)")
        for entry in entries {
            for column in SearchIndexSchema.Column.allCases {
                texts.bind(entry.text(of: column))
                try texts.insert()
            }
        }
        try db.execute(sql: "CREATE VIRTUAL TABLE temp.changed_terms USING fts5vocab(temp, changed, row)")
        try db.execute(sql: "CREATE VIRTUAL TABLE temp.vocabulary USING fts5vocab(main, search, row)")
        let count = try db.makeStatement(sql: "SELECT doc FROM temp.vocabulary WHERE term = ?")
        let store = try db.makeStatement(sql: "INSERT OR REPLACE INTO terms (term, documents) VALUES (?, ?)")
        let forget = try db.makeStatement(sql: "DELETE FROM terms WHERE term = ?")
        for term in try String.fetchAll(db, sql: "SELECT term FROM temp.changed_terms") {
            if let documents = try Int.fetchOne(count, arguments: [term]) {
                try store.execute(arguments: [term, documents])
            } else {
                try forget.execute(arguments: [term])
            }
        }
        for table in ["vocabulary", "changed_terms", "changed"] { try db.execute(sql: "DROP TABLE temp.\(table)") }
    }
}
