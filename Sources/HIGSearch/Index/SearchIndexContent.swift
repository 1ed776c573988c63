import GRDB

/// What a `search.sqlite` holds for its readers, apart from row ids and the layout of FTS5's segments: every table's
/// rows, sorted (entries without their id; FTS5's row sizes and every token instance it indexed named by their row's
/// page, block and ordinal), and what SQLite's and FTS5's integrity checks say. A patched index must equal a clean
/// one of the same rows (`SearchIndexPatcher`); tests compare the two with this.
package struct SearchIndexContent: Equatable, Sendable {
    /// Each table's rows (or a view of them), each row its values joined, sorted.
    package var tables: [String: [String]]
    /// What `PRAGMA integrity_check` and FTS5's `integrity-check` found: empty when both pass.
    package var problems: [String]

    /// Tables compared as stored: every table but `entries` and FTS5's own, which are compared below.
    private static let plainTables = ["ranking_terms", "ranking_pages", "ranking_lexicon", "ranking_lengths", "ranking_source", "page_digests", "terms", "search_config"]
    /// A row's place, whatever its id.
    private static let rowKey = "e.page, e.block, e.ordinal, ifnull(e.rule, '')"

    /// Reads the file at `path`; runs the integrity checks (which write nothing).
    package init(path: String) throws {
        let database = try DatabaseQueue(path: path, configuration: .searchIndex())
        defer { try? database.close() }
        (tables, problems) = try database.inDatabase { db in
            var tables: [String: [String]] = [:]
            for table in Self.plainTables { tables[table] = try Self.rows(db, "SELECT * FROM \(table)") }
            let columns = SearchIndexWriter.entryColumns.dropFirst().joined(separator: ", ")
            tables["entries"] = try Self.rows(db, "SELECT \(columns) FROM entries")
            tables["schema"] = try Self.rows(db, "SELECT type, name, sql FROM sqlite_master")
            tables["user_version"] = try Self.rows(db, "PRAGMA user_version")
            tables["search_docsize"] = try Self.rows(db, "SELECT \(Self.rowKey), quote(d.sz) FROM search_docsize d JOIN entries e ON e.id = d.id")
            try db.execute(sql: "CREATE VIRTUAL TABLE temp.instances USING fts5vocab(main, search, instance)")
            tables["search_instances"] = try Self.rows(db, "SELECT v.term, v.col, v.offset, \(Self.rowKey) FROM temp.instances v JOIN entries e ON e.id = v.doc")
            try db.execute(sql: "DROP TABLE temp.instances")
            return (tables, try Self.problems(db))
        }
    }

    /// Whether the rows of `entries` are numbered 1…n, as a clean write numbers them (a patch numbers a changed
    /// page's rows after the highest id): tells a patched file from a clean one.
    package static func rowsAreNumberedInOrder(path: String) throws -> Bool {
        let database = try DatabaseQueue(path: path)
        defer { try? database.close() }
        return try database.read { db in try Bool.fetchOne(db, sql: "SELECT ifnull(max(id), 0) = count(*) FROM entries") ?? false }
    }

    private static func rows(_ db: Database, _ sql: String) throws -> [String] {
        try Row.fetchAll(db, sql: sql).map { row in row.databaseValues.map(\.description).joined(separator: "\u{1F}") }.sorted()
    }

    private static func problems(_ db: Database) throws -> [String] {
        var problems = try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" }
        do {
            // With rank 1, FTS5 also checks the index against the external content table.
            try db.execute(sql: "INSERT INTO search(search, rank) VALUES ('integrity-check', 1)")
        } catch {
            problems.append("FTS5: \(error)")
        }
        return problems
    }
}
