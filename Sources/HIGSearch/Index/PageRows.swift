import GRDB

/// An index's rows page by page (a block's page, or an orphan rule's), each page's in order, and each page's digest
/// (`PageDigest`): what a write stores, and what a patch compares, through the file's `page_digests`, to tell which
/// pages changed. A page's rows are asked for only when they are written.
package protocol IndexRowPages {
    /// Page ids, in the order their rows are written.
    var pageIDs: [String] { get }
    /// Each page's digest, in `pageIDs` order: pages with equal digests have equal rows.
    func digests() -> [String]
    /// The rows of the page at `number` in `pageIDs`, in order.
    func rows(ofPage number: Int) -> [IndexEntry]
}

/// Given rows grouped by page, each page's digest of its rows (`PageDigest.of`).
struct PageRows: IndexRowPages {
    /// Page ids in order of their first row.
    var pageIDs: [String] = []
    /// Each page's rows, in order.
    var rows: [String: [IndexEntry]] = [:]

    init(_ entries: [IndexEntry]) {
        for entry in entries {
            if rows[entry.page] == nil { pageIDs.append(entry.page) }
            rows[entry.page, default: []].append(entry)
        }
    }

    func digests() -> [String] {
        pageIDs.map { page in PageDigest.of(rows[page]!) }
    }

    func rows(ofPage number: Int) -> [IndexEntry] {
        rows[pageIDs[number]]!
    }
}

extension IndexRowPages {
    /// Every page's rows, in order (a clean write).
    func allRows() -> some Sequence<IndexEntry> {
        pageIDs.indices.lazy.flatMap(rows(ofPage:))
    }

    /// Each page with its digest, for `page_digests`.
    func pageDigests() -> [(page: String, digest: String)] {
        Array(zip(pageIDs, digests()))
    }

    /// The pages whose digest differs from the one stored (`stored`: page → digest), or that came or went; only the
    /// rows of pages that came or changed are made.
    func changes(from stored: [String: String]) -> PageRows.Changes {
        var changes = PageRows.Changes()
        var present: Set<String> = []
        for (number, (page, digest)) in zip(pageIDs, digests()).enumerated() {
            present.insert(page)
            guard stored[page] != digest else { continue }
            if stored[page] != nil { changes.removedPages.append(page) }
            changes.added += rows(ofPage: number)
            changes.digests.append((page, digest))
            changes.pages += 1
        }
        for page in stored.keys.sorted() where !present.contains(page) {
            changes.removedPages.append(page)
            changes.pages += 1
        }
        return changes
    }
}

extension PageRows {
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
