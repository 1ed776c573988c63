import Foundation
import GRDB

/// Writes index rows into a SQLite file whose bytes depend only on the rows.
///
/// The index is built in memory with a fixed page size, rows inserted in the given order with
/// ids 1…n, the FTS5 index rebuilt and optimised into one segment, then copied out with
/// `VACUUM INTO`, which writes a compact file with no journal and nothing from the clock.
public struct SearchIndexWriter: Sendable {
    /// The FTS5 tokenizer the index is built with: `hig`, or e.g. `unicode61` to compare with.
    public var tokenizer: String

    public init(tokenizer: String = FTS5BilingualTokenizer.name) {
        self.tokenizer = tokenizer
    }

    /// The database file's bytes.
    public func data(for entries: [IndexEntry]) throws -> Data {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("hig-search-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(SearchIndexSchema.fileName)
        try write(entries, to: file.path)
        return try Data(contentsOf: file)
    }

    /// Writes the index to `path`, which must not exist.
    public func write(_ entries: [IndexEntry], to path: String) throws {
        let database = try DatabaseQueue(configuration: .searchIndex())
        try database.inDatabase { db in
            try db.execute(sql: "PRAGMA page_size = \(SearchIndexSchema.pageSize)")
            try db.execute(sql: "PRAGMA user_version = \(SearchIndexSchema.version)")
            try db.inTransaction {
                for statement in SearchIndexSchema.createStatements(tokenizer: tokenizer) {
                    try db.execute(sql: statement)
                }
                try insert(entries, into: db)
                try db.execute(sql: "INSERT INTO search(search) VALUES ('rebuild')")
                try db.execute(sql: "INSERT INTO search(search) VALUES ('optimize')")
                try db.execute(sql: "CREATE VIRTUAL TABLE temp.vocabulary USING fts5vocab(main, search, row)")
                try db.execute(sql: "INSERT INTO terms (term, documents) SELECT term, doc FROM temp.vocabulary ORDER BY term")
                try db.execute(sql: "DROP TABLE temp.vocabulary")
                return .commit
            }
            try db.execute(sql: "VACUUM INTO ?", arguments: [path])
        }
    }

    private func insert(_ entries: [IndexEntry], into db: Database) throws {
        let columns = SearchIndexSchema.Column.allCases
        let names = ["id", "page", "block", "rule", "kind", "platforms", "source_path", "source_line"] + columns.map(\.rawValue)
        let statement = try db.makeStatement(sql: """
            INSERT INTO entries (\(names.joined(separator: ", "))) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))
            """)
        for (index, entry) in entries.enumerated() {
            var values: [(any DatabaseValueConvertible)?] = [
                index + 1, entry.page, entry.block, entry.rule, entry.kind, entry.platforms.joined(separator: " "),
                entry.source.path, entry.source.line,
            ]
            values += columns.map { entry.text(of: $0) }
            try statement.execute(arguments: StatementArguments(values))
        }
    }
}
