import Foundation
import GRDB
import HIGText

/// Makes a build's `search.sqlite` from the last build's. The pages whose rows changed are found by their digests
/// (`page_digests`, `PageDigest`), the ranking terms whose postings changed from the ranking index's own changes when
/// the file holds the index they were made from (`ranking_source`), else by one ordered pass over `ranking_terms`
/// (`RankingTermChanges`), both in the previous file itself, read only. When nothing changed the previous file is
/// linked as it is; else a copy of it is patched: the rows of the changed pages are deleted and inserted again (FTS5
/// tokenizes those rows only), the token counts of the tokens those rows hold are read again from the index, the
/// changed ranking terms are written, and each small ranking table that differs is written again.
///
/// The result holds the same rows as a clean write (`SearchIndexWriter`) of the same entries, but not the same bytes:
/// row ids and FTS5's segments depend on the history of patches. Nothing that reads the index depends on either
/// (ties are broken by page and block, never by row id). The patcher throws on anything it does not expect — a
/// previous file of another schema, format, page size or FTS5 configuration, one that fails `PRAGMA quick_check`, or
/// any SQLite error — and the caller then writes the file clean.
struct SearchIndexPatcher {
    /// The tokenizer the previous file must have been written with.
    var tokenizer: String

    /// What differs between the previous file and the new index.
    private struct Plan {
        var pages: PageRows.Changes
        var terms: RankingTermChanges
        /// The small ranking tables whose rows differ.
        var tables: [RankingTables.Table]

        var isEmpty: Bool { pages.pages == 0 && terms.isEmpty && tables.isEmpty }
    }

    /// Makes `path` (which must not exist) hold the rows of `pages` and `ranking` from `previous`; returns how many pages'
    /// rows were replaced.
    func patch(_ previous: String, to path: String, pages: some IndexRowPages, ranking: RankingTables) throws -> Int {
        let plan = try self.plan(previous, pages: pages, ranking: ranking)
        if plan.isEmpty {
            // The same rows in every table: the file is the previous one (the output links it, no byte is written).
            do { try FileManager.default.linkItem(atPath: previous, toPath: path) } catch {
                try FileCopy.copy(previous, to: path)
            }
            return 0
        }
        try FileCopy.copy(previous, to: path)
        let database = try DatabaseQueue(path: path, configuration: .searchIndex())
        defer { try? database.close() }
        try database.inDatabase { db in
            for pragma in SearchIndexWriter.bulkWritePragmas { try db.execute(sql: "PRAGMA " + pragma) }
            var removed: [PageRows.StoredRow] = []
            try db.inTransaction {
                try db.execute(sql: "INSERT INTO search(search, rank) VALUES ('hashsize', \(SearchIndexWriter.pendingTokenBytes))")
                removed = try replace(plan.pages, in: db)
                try plan.terms.apply(ranking.index, to: db)
                for table in plan.tables {
                    try db.execute(sql: "DELETE FROM \(table.name)")
                    try SearchIndexWriter.insert(table, into: db)
                }
                return .commit
            }
            // After the commit flushed the FTS5 index, as the clean write counts them.
            try db.inTransaction {
                let columns = SearchIndexSchema.Column.allCases
                try recount(tokensOf: removed.flatMap(\.texts) + plan.pages.added.flatMap { entry in columns.map(entry.text(of:)) }, in: db)
                try db.execute(sql: "DELETE FROM search_config WHERE k = 'hashsize'")
                return .commit
            }
        }
        return plan.pages.pages
    }

    /// What differs, read from `previous` without writing to it; throws when its layout is not this hig's or it is
    /// damaged.
    private func plan(_ previous: String, pages: some IndexRowPages, ranking: RankingTables) throws -> Plan {
        var configuration = Configuration.searchIndex()
        configuration.readonly = true
        let database = try DatabaseQueue(path: previous, configuration: configuration)
        defer { try? database.close() }
        return try database.inDatabase { db in
            try requireSameLayout(db)
            let changed = pages.changes(from: try PageRows.storedDigests(in: db))
            let terms = try RankingTermChanges(db, index: ranking.index)
            let tables = try ranking.smallTables().filter { table in
                let stored = try Row.fetchAll(db, sql: "SELECT \(table.columns.joined(separator: ", ")) FROM \(table.name)").map { Array($0.databaseValues) }
                return Set(stored) != Set(table.rows) || stored.count != table.rows.count
            }
            return Plan(pages: changed, terms: terms, tables: tables)
        }
    }

    /// Throws unless the file has this hig's format, page size, schema and FTS5 configuration, and passes
    /// `PRAGMA quick_check`.
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

    /// Deletes the rows of changed pages (from `search` with their stored values, as an external-content table needs),
    /// inserts their new rows after the highest id, and stores their digests; returns the rows deleted.
    private func replace(_ changes: PageRows.Changes, in db: Database) throws -> [PageRows.StoredRow] {
        let columns = SearchIndexSchema.Column.allCases
        var unindex = try RowInserter(db, sql: """
            INSERT INTO search (search, rowid, \(columns.map(\.rawValue).joined(separator: ", "))) \
            VALUES ('delete', ?\(String(repeating: ", ?", count: columns.count)))
            """)
        let delete = try db.makeStatement(sql: "DELETE FROM entries WHERE id = ?")
        // After every id the file held, so a patched file never numbers its rows 1…n as a clean one does.
        let next = try Int.fetchOne(db, sql: "SELECT ifnull(max(id), 0) + 1 FROM entries") ?? 1
        let removed = try PageRows.stored(changes.removedPages, in: db)
        for row in removed {
            unindex.bind(Int(row.id))
            for text in row.texts { unindex.bind(text) }
            try unindex.insert()
            try delete.execute(arguments: [row.id])
        }
        try SearchIndexWriter.insert(changes.added, firstID: next, into: db)
        let forget = try db.makeStatement(sql: "DELETE FROM page_digests WHERE page = ?")
        for page in changes.removedPages { try forget.execute(arguments: [page]) }
        try SearchIndexWriter.insertDigests(changes.digests, into: db)
        return removed
    }

    /// Sets the stored row count of every token `texts` hold to what the index now says (removing tokens no row
    /// holds any more).
    private func recount(tokensOf texts: [String], in db: Database) throws {
        guard !texts.isEmpty else { return }
        try db.execute(sql: "CREATE VIRTUAL TABLE temp.changed USING fts5(text, tokenize='\(tokenizer)')")
        var inserter = try RowInserter(db, sql: "INSERT INTO temp.changed (text) VALUES (?)")
        for text in texts {
            inserter.bind(text)
            try inserter.insert()
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
