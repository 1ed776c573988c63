import GRDB
import HIGCorpus

/// The index's rows grouped by the page they belong to (a block's page, or an orphan rule's), each page's in order:
/// what a patch compares to tell which pages changed.
enum PageRows {
    /// A row as the previous file holds it.
    struct StoredRow {
        var id: Int64
        var entry: IndexEntry
    }

    /// What a patch does: the stored rows of every changed page go, its new rows come, in corpus order.
    struct Changes {
        var removed: [StoredRow] = []
        var added: [IndexEntry] = []
        /// How many pages' rows changed (added, removed or edited pages).
        var pages = 0
    }

    /// The pages whose rows differ, field for field, between the stored rows and `entries`.
    static func changes(from stored: [String: [StoredRow]], to entries: [IndexEntry]) -> Changes {
        var fresh: [String: [IndexEntry]] = [:]
        var order: [String] = []
        for entry in entries {
            if fresh[entry.page] == nil { order.append(entry.page) }
            fresh[entry.page, default: []].append(entry)
        }
        var changes = Changes()
        for page in order where stored[page]?.map(\.entry) != fresh[page] {
            changes.removed += stored[page] ?? []
            changes.added += fresh[page]!
            changes.pages += 1
        }
        for (page, rows) in stored where fresh[page] == nil {
            changes.removed += rows
            changes.pages += 1
        }
        // Deleted in id order, so the same changes always make the same file.
        changes.removed.sort { $0.id < $1.id }
        return changes
    }

    /// Every row of `entries`, by page, each page's rows in id order.
    static func stored(in db: Database) throws -> [String: [StoredRow]] {
        let sql = "SELECT " + SearchIndexWriter.entryColumns.joined(separator: ", ") + " FROM entries ORDER BY id"
        let texts = SearchIndexSchema.Column.allCases
        var pages: [String: [StoredRow]] = [:]
        let rows = try Row.fetchCursor(db, sql: sql)
        while let row = try rows.next() {
            var text: [SearchIndexSchema.Column: String] = [:]
            for (offset, column) in texts.enumerated() { text[column] = row[9 + offset] }
            let platforms: String = row[6]
            let entry = IndexEntry(
                page: row[1], block: row[2], ordinal: row[3], rule: row[4], kind: row[5],
                platforms: platforms.split(separator: " ").map(String.init),
                source: SourceLocation(path: row[7], line: row[8]),
                titleEN: text[.titleEN]!, titleKO: text[.titleKO]!, heading: text[.heading]!,
                ruleEN: text[.ruleEN]!, ruleKO: text[.ruleKO]!, textEN: text[.textEN]!, textKO: text[.textKO]!)
            pages[entry.page, default: []].append(StoredRow(id: row[0], entry: entry))
        }
        return pages
    }
}
