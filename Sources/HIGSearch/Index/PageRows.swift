import GRDB

/// The index's rows grouped by the page they belong to (a block's page, or an orphan rule's), each page's in order,
/// and each page's `PageDigest`: what a patch compares, through the file's `page_digests`, to tell which pages changed.
struct PageRows {
    /// Page ids in order of their first row.
    var order: [String] = []
    /// Each page's rows, in order.
    var rows: [String: [IndexEntry]] = [:]

    init(_ entries: [IndexEntry]) {
        for entry in entries {
            if rows[entry.page] == nil { order.append(entry.page) }
            rows[entry.page, default: []].append(entry)
        }
    }

    /// Each page's digest, in `order`.
    func digests() -> [(page: String, digest: String)] {
        order.map { page in (page, PageDigest.of(rows[page]!)) }
    }

    /// What a patch does: the stored rows of every changed page go, its new rows come, in corpus order.
    struct Changes {
        /// Pages whose rows go: edited pages and pages no longer indexed.
        var removedPages: [String] = []
        /// The new rows of edited and new pages, in corpus order.
        var added: [IndexEntry] = []
        /// The digest of every edited or new page.
        var digests: [(page: String, digest: String)] = []
        /// How many pages' rows changed (added, removed or edited pages).
        var pages = 0
    }

    /// The pages whose digest differs from the one stored (`stored`: page → digest), or that came or went.
    func changes(from stored: [String: String]) -> Changes {
        var changes = Changes()
        let fresh = digests()
        for (page, digest) in fresh where stored[page] != digest {
            if stored[page] != nil { changes.removedPages.append(page) }
            changes.added += rows[page]!
            changes.digests.append((page, digest))
            changes.pages += 1
        }
        for page in stored.keys.sorted() where rows[page] == nil {
            changes.removedPages.append(page)
            changes.pages += 1
        }
        return changes
    }

    /// Every page's stored digest.
    static func storedDigests(in db: Database) throws -> [String: String] {
        var digests: [String: String] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT page, digest FROM page_digests")
        while let row = try rows.next() { digests[row[0]] = row[1] }
        return digests
    }

    /// A stored row: its id and its indexed texts (`SearchIndexSchema.Column` order), which deleting it from an
    /// external-content FTS5 table needs.
    struct StoredRow {
        var id: Int64
        var texts: [String]
    }

    /// The stored rows of `pages`, in id order (found by the `entries_page` index; no other row is read).
    static func stored(_ pages: [String], in db: Database) throws -> [StoredRow] {
        let columns = SearchIndexSchema.Column.allCases.map(\.rawValue).joined(separator: ", ")
        let select = try db.makeStatement(sql: "SELECT id, \(columns) FROM entries WHERE page = ?")
        var rows: [StoredRow] = []
        for page in pages {
            let cursor = try Row.fetchCursor(select, arguments: [page])
            while let row = try cursor.next() {
                rows.append(StoredRow(id: row[0], texts: (1...SearchIndexSchema.Column.allCases.count).map { row[$0] }))
            }
        }
        // Deleted in id order, so the same changes always make the same file.
        return rows.sorted { $0.id < $1.id }
    }
}
