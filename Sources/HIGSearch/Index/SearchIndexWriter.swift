import Foundation
import HIGCorpus
import GRDB
import HIGRanking

/// Writes index rows into a SQLite file whose bytes depend only on the rows.
///
/// The index is built in memory with a fixed page size, rows inserted in the given order with
/// ids 1…n, the FTS5 index rebuilt and optimised into one segment, then copied out with
/// `VACUUM INTO`, which writes a compact file with no journal and nothing from the clock.
package struct SearchIndexWriter: Sendable {
    /// The FTS5 tokenizer the index is built with: `hig`, or e.g. `unicode61` to compare with.
    package var tokenizer: String

    package init(tokenizer: String = FTS5BilingualTokenizer.name) {
        self.tokenizer = tokenizer
    }

    /// The database file's bytes.
    package func data(for entries: [IndexEntry], ranking: RankingTables = RankingTables()) throws -> Data {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("hig-search-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(SearchIndexSchema.fileName)
        try write(entries, ranking: ranking, to: file.path)
        return try Data(contentsOf: file)
    }

    /// Writes the index to `path`, which must not exist.
    package func write(_ entries: [IndexEntry], ranking: RankingTables = RankingTables(), to path: String) throws {
        let database = try DatabaseQueue(configuration: .searchIndex())
        try database.inDatabase { db in
            try db.execute(sql: "PRAGMA page_size = \(SearchIndexSchema.pageSize)")
            try db.execute(sql: "PRAGMA user_version = \(SearchIndexSchema.version)")
            try db.inTransaction {
                for statement in SearchIndexSchema.createStatements(tokenizer: tokenizer) {
                    try db.execute(sql: statement)
                }
                try insert(entries, into: db)
                try insert(ranking, into: db)
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
        let names = ["id", "page", "block", "ordinal", "rule", "kind", "platforms", "source_path", "source_line"] + columns.map(\.rawValue)
        let statement = try db.makeStatement(sql: """
            INSERT INTO entries (\(names.joined(separator: ", "))) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))
            """)
        for (index, entry) in entries.enumerated() {
            var values: [(any DatabaseValueConvertible)?] = [
                index + 1, entry.page, entry.block, entry.ordinal, entry.rule, entry.kind, entry.platforms.joined(separator: " "),
                entry.source.path, entry.source.line,
            ]
            values += columns.map { entry.text(of: $0) }
            try statement.execute(arguments: StatementArguments(values))
        }
    }

    private func insert(_ ranking: RankingTables, into db: Database) throws {
        let terms = try db.makeStatement(sql: "INSERT INTO ranking_terms (term, postings) VALUES (?, ?)")
        for (number, term) in ranking.index.terms.enumerated() {
            let text = String(decoding: ranking.index.postingText[ranking.index.postingRange(number)], as: UTF8.self)
            try terms.execute(arguments: [term, text])
        }
        let pages = try db.makeStatement(sql: "INSERT INTO ranking_pages (number, page, lengths, title_en, title_ko) VALUES (?, ?, ?, ?, ?)")
        for (number, page) in ranking.index.pages.enumerated() {
            let title = number < ranking.titles.count ? ranking.titles[number] : LocalizedTitle(en: page)
            try pages.execute(arguments: [number, page, ranking.index.lengths[number].map(String.init).joined(separator: " "), title.en, title.anyKo])
        }
        try db.execute(sql: "INSERT INTO ranking_lengths (id, fields, lengths) VALUES (0, ?, ?)",
                       arguments: [RankingField.allCases.count, ranking.index.lengths.flatMap { $0 }.map(String.init).joined(separator: " ")])
        let lexicon = try db.makeStatement(sql: "INSERT INTO ranking_lexicon (key, terms) VALUES (?, ?)")
        for key in ranking.expansions.keys.sorted() {
            try lexicon.execute(arguments: [key, ranking.expansions[key]!.joined(separator: "\u{1F}")])
        }
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

    /// The tables of a build, over its ranking index when one was built already.
    package init(_ products: BuildProducts, index: RankingIndex? = nil) {
        self.init(index: index ?? RankingIndex(RankingPage.pages(of: products)), expansions: LexiconExpansion.table(products.lexicon),
                  titles: products.corpus.pages.map(\.title))
    }
}
