/// The layout of `search.sqlite`: one row per block in `entries`, indexed by the FTS5 table `search`.
///
/// `search` is an external-content FTS5 table over `entries`, so the text is stored once and
/// highlight() reads it back from `entries`.
package enum SearchIndexSchema {
    /// The file a build writes into the output folder.
    package static let fileName = "search.sqlite"
    /// Stored as `PRAGMA user_version`; bumped when tables or columns change, so old indexes are refused.
    package static let version = 6
    /// Fixed so the file's bytes never depend on SQLite's compile-time default.
    package static let pageSize = 4096

    /// The indexed columns, in FTS5 column order, with their BM25 weights.
    package enum Column: String, CaseIterable, Sendable {
        case titleEN = "title_en"
        case titleKO = "title_ko"
        /// The block's heading path, outermost first (headings are English in every source).
        case heading
        case ruleEN = "rule_en"
        case ruleKO = "rule_ko"
        case textEN = "text_en"
        case textKO = "text_ko"

        /// How much a match in this column counts: a rule or heading match says more than one in a
        /// paragraph, and the page title most of all. Chosen on the query set (docs/search.md).
        package var weight: Double {
            switch self {
            case .titleEN, .titleKO: 4
            case .heading: 2
            case .ruleEN, .ruleKO: 3
            case .textEN, .textKO: 1
            }
        }

        /// The FTS5 column index, as highlight() and bm25() take it.
        package var index: Int { Column.allCases.firstIndex(of: self)! }

        /// Columns holding English text.
        package static let english: [Column] = [.titleEN, .heading, .ruleEN, .textEN]
        /// Columns holding Korean text.
        package static let korean: [Column] = [.titleKO, .ruleKO, .textKO]
    }

    /// `bm25(search, w0, w1, …)` with the columns' weights: FTS5's own ranking, for comparison.
    package static var bm25: String {
        "bm25(search, " + Column.allCases.map { formatWeight($0.weight) }.joined(separator: ", ") + ")"
    }

    private static func formatWeight(_ weight: Double) -> String {
        weight == weight.rounded() ? "\(Int(weight)).0" : "\(weight)"
    }


    /// Secondary indexes, made once their tables are filled (a sort, rather than a B-tree grown one random row at a time).
    static let indexStatements = ["CREATE INDEX entries_page ON entries(page, ordinal)"]

    /// Statements that create the empty index, in order (then `indexStatements` once the rows are in).
    static func createStatements(tokenizer: String) -> [String] {
        let columns = Column.allCases.map(\.rawValue)
        return [
            """
            CREATE TABLE entries (
                id INTEGER PRIMARY KEY,
                page TEXT NOT NULL,
                block TEXT NOT NULL,
                ordinal INTEGER NOT NULL,
                rule TEXT,
                kind TEXT NOT NULL,
                platforms TEXT NOT NULL,
                source_path TEXT NOT NULL,
                source_line INTEGER NOT NULL,
                \(columns.map { "\($0) TEXT NOT NULL" }.joined(separator: ",\n    "))
            )
            """,
            // Page ranking (HIGRanking): each term's postings as PostingCoding text, each page's field lengths and title
            // (Korean: the translator's, else the derived one), and the
            // lexicon's query expansions (key → values separated by U+001F).
            "CREATE TABLE ranking_terms (term TEXT PRIMARY KEY, postings TEXT NOT NULL) WITHOUT ROWID",
            "CREATE TABLE ranking_pages (number INTEGER PRIMARY KEY, page TEXT NOT NULL, lengths TEXT NOT NULL, title_en TEXT NOT NULL, title_ko TEXT)",
            "CREATE TABLE ranking_lexicon (key TEXT PRIMARY KEY, terms TEXT NOT NULL) WITHOUT ROWID",
            // Every page's field lengths in one row (page by page, `RankingField` order, space-separated): one read
            // per process instead of a row per page.
            "CREATE TABLE ranking_lengths (id INTEGER PRIMARY KEY, fields INTEGER NOT NULL, lengths TEXT NOT NULL)",
            // What `ranking_terms` was made from (`RankingIndex.sourceDigest`: every page's id and the digest of its
            // ranking view): a patch whose ranking index was updated from that index writes only the terms it changed.
            "CREATE TABLE ranking_source (digest TEXT NOT NULL)",
            // Each page's SHA-256 of its rows of `entries` (`PageDigest`): a patch finds the pages whose rows changed by
            // it, without reading rows back.
            "CREATE TABLE page_digests (page TEXT PRIMARY KEY, digest TEXT NOT NULL) WITHOUT ROWID",
            // How many rows hold each token, so ranking need not count them per query (RankFunction).
            "CREATE TABLE terms (term TEXT PRIMARY KEY, documents INTEGER NOT NULL) WITHOUT ROWID",
            """
            CREATE VIRTUAL TABLE search USING fts5(
                \(columns.joined(separator: ", ")),
                content='entries', content_rowid='id', tokenize='\(tokenizer)'
            )
            """,
        ]
    }
}
