import Foundation
import HIGCorpus
import GRDB
import HIGRanking

/// Writes index rows into a SQLite file whose bytes depend only on the rows.
///
/// The file is written in place, in one transaction, as a bulk load: no journal and no syncs (a failed build leaves a
/// file the staging folder throws away), a fixed page size, rows inserted in the given order with ids 1…n and indexed
/// by FTS5 as they go, into one segment (FTS5 keeps every token in memory until the commit instead of flushing and
/// merging segments every megabyte), tables' secondary indexes made after their rows. It replaced building the
/// database in memory and copying it out with `VACUUM INTO` (then reading the copy back into memory for the output):
/// the file's bytes never exist twice. The bytes differ from that copy's but are as deterministic, and every table
/// holds the same rows.
package struct SearchIndexWriter: Sendable {
    /// The FTS5 tokenizer the index is built with: `hig`, or e.g. `unicode61` to compare with.
    package var tokenizer: String

    package init(tokenizer: String = FTS5BilingualTokenizer.name) {
        self.tokenizer = tokenizer
    }

    /// The database file's bytes (tests; a build writes the file in place).
    package func data(for entries: [IndexEntry], ranking: RankingTables = RankingTables()) throws -> Data {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("hig-search-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(SearchIndexSchema.fileName)
        try write(entries, ranking: ranking, to: file.path)
        return try Data(contentsOf: file)
    }

    /// How a file was made.
    package enum Made: Equatable, Sendable {
        case written
        /// From the last build's file, replacing the rows of this many pages.
        case patched(pages: Int)
    }

    /// Writes the index to `path`, which must not exist: patching a copy of `previous`, the last build's file, when
    /// one is given and can be patched (`SearchIndexPatcher`), else clean.
    package func write(_ entries: [IndexEntry], ranking: RankingTables = RankingTables(), to path: String, patching previous: String?) throws -> Made {
        try write(PageRows(entries), ranking: ranking, to: path, patching: previous)
    }

    /// Writes the index of `pages` to `path`, which must not exist: patching a copy of `previous` when one is given and
    /// can be patched, else clean. Only the rows of pages whose digest differs from the previous file's are made.
    package func write(_ pages: some IndexRowPages, ranking: RankingTables = RankingTables(), to path: String, patching previous: String?) throws -> Made {
        guard !FileManager.default.fileExists(atPath: path) else {
            throw DatabaseError(resultCode: .SQLITE_CANTOPEN, message: "\(path) exists")
        }
        if let previous, FileManager.default.fileExists(atPath: previous) {
            do {
                return .patched(pages: try SearchIndexPatcher(tokenizer: tokenizer).patch(previous, to: path, pages: pages, ranking: ranking))
            } catch {
                // Any doubt about the previous file: it is left alone and the index is written clean.
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        try write(pages, ranking: ranking, to: path)
        return .written
    }

    /// Writes the index to `path`, which must not exist.
    package func write(_ entries: [IndexEntry], ranking: RankingTables = RankingTables(), to path: String) throws {
        try write(PageRows(entries), ranking: ranking, to: path)
    }

    /// Writes the index of `pages` to `path`, which must not exist.
    package func write(_ pages: some IndexRowPages, ranking: RankingTables = RankingTables(), to path: String) throws {
        guard !FileManager.default.fileExists(atPath: path) else {
            throw DatabaseError(resultCode: .SQLITE_CANTOPEN, message: "\(path) exists")
        }
        let database = try DatabaseQueue(path: path, configuration: .searchIndex())
        try database.inDatabase { db in
            for pragma in ["page_size = \(SearchIndexSchema.pageSize)"] + Self.bulkWritePragmas + ["user_version = \(SearchIndexSchema.version)"] {
                try db.execute(sql: "PRAGMA " + pragma)
            }
            try db.inTransaction {
                for statement in SearchIndexSchema.createStatements(tokenizer: tokenizer) {
                    try db.execute(sql: statement)
                }
                // One segment: the pending tokens are flushed once, at the commit (the default flushes every megabyte
                // and merges the segments as they pile up).
                try db.execute(sql: "INSERT INTO search(search, rank) VALUES ('hashsize', \(Self.pendingTokenBytes))")
                try Self.insert(pages.allRows(), firstID: 1, into: db)
                try Self.insertDigests(pages.pageDigests(), into: db)
                try Self.insert(ranking, into: db)
                for statement in SearchIndexSchema.indexStatements { try db.execute(sql: statement) }
                return .commit
            }
            // Written after the commit flushed the FTS5 index: how many rows hold each token, from the index itself.
            try db.inTransaction {
                try db.execute(sql: "INSERT INTO search(search) VALUES ('optimize')")
                try db.execute(sql: "CREATE VIRTUAL TABLE temp.vocabulary USING fts5vocab(main, search, row)")
                try db.execute(sql: "INSERT INTO terms (term, documents) SELECT term, doc FROM temp.vocabulary ORDER BY term")
                try db.execute(sql: "DROP TABLE temp.vocabulary")
                // The build's setting goes with the build: the file's configuration is FTS5's default, as it was.
                try db.execute(sql: "DELETE FROM search_config WHERE k = 'hashsize'")
                return .commit
            }
        }
        try database.close()
    }

    /// How many bytes of tokens FTS5 holds before it writes a segment while the index is built: more than any corpus.
    static let pendingTokenBytes = 1 << 30

    /// For a file nothing else reads until it is written (a failed build's is thrown away): no journal, no syncs, one lock.
    static let bulkWritePragmas = ["journal_mode = OFF", "synchronous = OFF", "locking_mode = EXCLUSIVE", "temp_store = MEMORY", "cache_size = -16384"]

    /// The columns of `entries`, in order.
    static let entryColumns = ["id", "page", "block", "ordinal", "rule", "kind", "platforms", "source_path", "source_line"]
        + SearchIndexSchema.Column.allCases.map(\.rawValue)

    /// Inserts every row into `entries` and indexes it in `search`, in order, with ids from `firstID` on.
    static func insert(_ entries: some Sequence<IndexEntry>, firstID: Int, into db: Database) throws {
        let columns = SearchIndexSchema.Column.allCases
        let names = entryColumns
        var rows = try RowInserter(db, sql: """
            INSERT INTO entries (\(names.joined(separator: ", "))) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))
            """)
        var index = try RowInserter(db, sql: """
            INSERT INTO search (rowid, \(columns.map(\.rawValue).joined(separator: ", "))) VALUES (?\(String(repeating: ", ?", count: columns.count)))
            """)
        for (number, entry) in entries.enumerated() {
            rows.bind(firstID + number)
            rows.bind(entry.page)
            rows.bind(entry.block)
            rows.bind(entry.ordinal)
            rows.bind(entry.rule)
            rows.bind(entry.kind)
            rows.bind(entry.platforms.joined(separator: " "))
            rows.bind(entry.source.path)
            rows.bind(entry.source.line)
            index.bind(firstID + number)
            for column in columns {
                let text = entry.text(of: column)
                rows.bind(text)
                index.bind(text)
            }
            try rows.insert()
            try index.insert()
        }
    }

    /// Adds pages' digests to `page_digests` (sorted, so a clean write's bytes do not depend on the pages' order).
    static func insertDigests(_ digests: [(page: String, digest: String)], into db: Database) throws {
        var rows = try RowInserter(db, sql: "INSERT INTO page_digests (page, digest) VALUES (?, ?)")
        for (page, digest) in digests.sorted(by: { $0.page.utf8.lexicographicallyPrecedes($1.page.utf8) }) {
            rows.bind(page)
            rows.bind(digest)
            try rows.insert()
        }
    }

    /// Fills the page-ranking tables, which must be empty.
    static func insert(_ ranking: RankingTables, into db: Database) throws {
        var terms = try RowInserter(db, sql: "INSERT INTO ranking_terms (term, postings) VALUES (?, ?)")
        try ranking.index.postingText.withUnsafeBufferPointer { postings in
            for (number, term) in ranking.index.terms.enumerated() {
                terms.bind(term)
                terms.bind(UnsafeBufferPointer(rebasing: postings[ranking.index.postingRange(number)]))
                try terms.insert()
            }
        }
        for table in ranking.smallTables() { try insert(table, into: db) }
    }

    /// Inserts a table's rows.
    static func insert(_ table: RankingTables.Table, into db: Database) throws {
        let statement = try db.makeStatement(sql: """
            INSERT INTO \(table.name) (\(table.columns.joined(separator: ", "))) VALUES (\(table.columns.map { _ in "?" }.joined(separator: ", ")))
            """)
        for row in table.rows { try statement.execute(arguments: StatementArguments(row)) }
    }
}

/// What page ranking reads from `search.sqlite`: the ranking index and the lexicon's expansions.
package struct RankingTables: Sendable {
    package var index: RankingIndex
    package var expansions: [String: [String]]
    /// Page titles by page number, for display.
    package var titles: [LocalizedTitle]

    package init(index: RankingIndex = RankingIndex([]), expansions: [String: [String]] = [:], titles: [LocalizedTitle] = []) {
        self.index = index
        self.expansions = expansions
        self.titles = titles
    }

    /// A page-ranking table but `ranking_terms` (small: a row per page, one row, a row per lexicon key), as written.
    package struct Table: Equatable {
        var name: String
        var columns: [String]
        var rows: [[DatabaseValue]]
    }

    /// `ranking_pages`, `ranking_lengths`, `ranking_lexicon` and `ranking_source`, each row as it is written.
    func smallTables() -> [Table] {
        let pages = index.pages.enumerated().map { number, page -> [DatabaseValue] in
            let title = number < titles.count ? titles[number] : LocalizedTitle(en: page)
            return [number.databaseValue, page.databaseValue, index.lengths[number].map(String.init).joined(separator: " ").databaseValue,
                    title.en.databaseValue, title.anyKo.databaseValue]
        }
        let lengths: [DatabaseValue] = [0.databaseValue, RankingField.allCases.count.databaseValue,
                                        index.lengths.flatMap { $0 }.map(String.init).joined(separator: " ").databaseValue]
        let lexicon = expansions.keys.sorted().map { key in [key.databaseValue, expansions[key]!.joined(separator: "\u{1F}").databaseValue] }
        return [
            Table(name: "ranking_pages", columns: ["number", "page", "lengths", "title_en", "title_ko"], rows: pages),
            Table(name: "ranking_lengths", columns: ["id", "fields", "lengths"], rows: [lengths]),
            Table(name: "ranking_lexicon", columns: ["key", "terms"], rows: lexicon),
            Table(name: "ranking_source", columns: ["digest"], rows: [[index.sourceDigest.databaseValue]]),
        ]
    }

    /// The tables of a build, over its ranking index when one was built already.
    package init(_ products: BuildProducts, index: RankingIndex? = nil) {
        self.init(index: index ?? RankingIndex(RankingPages(products)), expansions: LexiconExpansion.table(products.lexicon),
                  titles: products.corpus.pages.map(\.title))
    }
}
