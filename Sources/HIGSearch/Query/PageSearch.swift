import GRDB
import HIGCorpus
import HIGRanking

/// One page that matched, with its best blocks.
package struct PageHit: Equatable, Sendable {
    package var page: String
    /// The page title (Korean: the translator's, else the derived one; empty when none).
    package var title: BilingualText
    package var score: Double
    /// The page's best blocks (two by default), best first; a page found by its title alone may have none.
    package var blocks: [SearchHit]
    /// The parts of the score, for `--explain`.
    package var explanation: PageRanker.Explanation
}

/// The pages for one request.
package struct PageSearchResult: Equatable, Sendable {
    package var pages: [PageHit]
    /// How many pages matched at all.
    package var total: Int
    /// What the query was read as: groups, alternatives, expansions.
    package var plan: QueryPlan
}

extension SearchIndex {
    /// The best pages for `request` (page ranking, HIGRanking), each with up to `blocksPerPage` blocks. `--page`,
    /// `--rules` and `--platform` keep the pages that have a block passing them and show only such blocks.
    package func searchPages(_ request: SearchRequest, blocksPerPage: Int = 2) throws -> PageSearchResult {
        try database.read { db in
            var lookupError: Error?
            let plan = QueryPlan(request.query) { key in
                do {
                    let terms = try String.fetchOne(db.cachedStatement(sql: "SELECT terms FROM ranking_lexicon WHERE key = ?"), arguments: [key])
                    return terms?.components(separatedBy: "\u{1F}") ?? []
                } catch {
                    lookupError = error
                    return []
                }
            }
            if let lookupError { throw lookupError }
            let ranker = try pageRanker(db)
            var postings: [String: [RankingIndex.Posting]] = [:]
            for term in plan.terms {
                postings[term] = try postingCache.postings(term) {
                    try String.fetchOne(db.cachedStatement(sql: "SELECT postings FROM ranking_terms WHERE term = ?"), arguments: [term])
                        .map(PostingCoding.decode)
                }
            }
            let filtered = request.rulesOnly || request.platform != nil
            let onlyPage = try request.page.flatMap { try Int.fetchOne(db.cachedStatement(sql: "SELECT number FROM ranking_pages WHERE page = ?"), arguments: [$0]) }
            if request.page != nil && onlyPage == nil { return PageSearchResult(pages: [], total: 0, plan: plan) }
            let ranked = ranker.rank(plan, postings: postings, limit: filtered ? Int.max : request.limit) { number in
                onlyPage == nil || onlyPage == number
            }
            let highlight = Self.highlightExpression(plan, query: request.query)
            var total = ranked.total
            // The blocks to show: each page's best that pass the filters.
            var chosen: [(page: PageRanker.RankedPage, ids: [Int64])] = []
            for page in ranked.pages {
                if chosen.count == request.limit && !filtered { break }
                let id = try pageID(page.page, db)
                var ids: [Int64] = []
                for ordinal in page.blocks {
                    guard ids.count < blocksPerPage else { break }
                    guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT id, rule, platforms FROM entries WHERE page = ? AND ordinal = ?"),
                                                     arguments: [id, ordinal]) else { continue }
                    if request.rulesOnly && (row["rule"] as String?) == nil { continue }
                    if let platform = request.platform {
                        let platforms = (row["platforms"] as String).split(separator: " ").map(String.init)
                        if !platforms.isEmpty && !platforms.contains(platform) { continue }
                    }
                    ids.append(row["id"])
                }
                if filtered && ids.isEmpty { total -= 1; continue }
                if chosen.count < request.limit { chosen.append((page, ids)) }
            }
            // One MATCH for every shown block: those the query's words highlight, highlighted; the others plain.
            var highlighted: [Int64: SearchHit] = [:]
            let allIDs = chosen.flatMap(\.ids)
            if let highlight, !allIDs.isEmpty {
                let list = allIDs.map(String.init).joined(separator: ",")
                for row in try Row.fetchAll(db, sql: Self.highlightedHitColumns + " WHERE search MATCH ? AND search.rowid IN (\(list))",
                                            arguments: [highlight]) {
                    highlighted[row["id"]] = Self.highlightedHit(row, 0)
                }
            }
            var pages: [PageHit] = []
            for (page, ids) in chosen {
                let blocks = try ids.map { id in
                    if var hit = highlighted[id] {
                        hit.score = page.score
                        return hit
                    }
                    return try hit(id, page.score, highlight: nil, db)
                }
                let titleRow = try Row.fetchOne(db.cachedStatement(sql: "SELECT title_en, title_ko FROM ranking_pages WHERE number = ?"), arguments: [page.page])
                let titleKO: String = titleRow?["title_ko"] ?? ""  // the translator's, else the derived one
                let id = try pageID(page.page, db)
                let title = BilingualText(en: titleRow?["title_en"] ?? id, ko: titleKO.isEmpty ? nil : titleKO)
                pages.append(PageHit(page: id, title: title, score: page.score, blocks: blocks, explanation: page.explanation))
            }
            return PageSearchResult(pages: pages, total: total, plan: plan)
        }
    }

    /// An FTS5 expression matching any word of the plan, to highlight a block's text; `nil` when there is none.
    static func highlightExpression(_ plan: QueryPlan, query: String) -> String? {
        var phrases: [String] = MatchExpression(query)?.terms.map(\.quoted) ?? []
        for group in plan.groups {
            for alternative in group.alternatives where alternative.via != "query" {
                let quoted = "\"" + alternative.text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                if !phrases.contains(quoted) { phrases.append(quoted) }
            }
        }
        return phrases.isEmpty ? nil : phrases.joined(separator: " OR ")
    }

    /// A block's hit, highlighted where the expression matches it, plain otherwise.
    func hit(_ id: Int64, _ score: Double, highlight: String?, _ db: Database) throws -> SearchHit {
        if let highlight, try Int.fetchOne(db.cachedStatement(sql: "SELECT rowid FROM search WHERE search MATCH ? AND rowid = ?"), arguments: [highlight, id]) != nil {
            return try hit(id, score, highlight, db)
        }
        let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM entries WHERE id = ?"), arguments: [id])!
        let textKO: String = row["text_ko"]
        let platforms: String = row["platforms"]
        let text = BilingualText(en: row["text_en"], ko: textKO.isEmpty ? nil : textKO)
        return SearchHit(page: row["page"], block: row["block"], rule: row["rule"], score: score, text: text, highlighted: text,
                         section: (row["heading"] as String).components(separatedBy: IndexEntry.headingSeparator).filter { !$0.isEmpty },
                         platforms: platforms.split(separator: " ").map(String.init),
                         source: SourceLocation(path: row["source_path"], line: row["source_line"]))
    }
}
