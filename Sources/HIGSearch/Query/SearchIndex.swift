import Foundation
import GRDB
import HIGCorpus
import HIGRanking

/// A built `search.sqlite`, opened read-only, answering search requests.
package final class SearchIndex: Sendable {
    /// Why an index cannot be used.
    package enum OpenError: Error, Equatable, CustomStringConvertible {
        case missing(path: String)
        case incompatible(path: String, version: Int)

        package var description: String {
            switch self {
            case .missing(let path): "no search index at \(path)"
            case .incompatible(let path, let version):
                "\(path) has index format \(version), this hig reads format \(SearchIndexSchema.version)"
            }
        }
    }

    /// How hits are scored.
    package enum Ranking: Sendable {
        /// `hig_rank`: BM25 with column weights and stored document counts (RankFunction).
        case weightedBM25
        /// FTS5's bm25() with the same weights; counts documents on every query. For comparison.
        case fts5BM25
    }

    let database: DatabaseQueue
    /// The page ranker over the stored field lengths, read on the first page search (block searches never need it).
    private let pageRankingCache = PageRankingCache()
    /// Decoded postings of the terms page searches looked up, kept for the life of the index (`hig serve`, `hig-bench`).
    let postingCache = PostingCache()
    private let ranking: Ranking

    /// Opens the index file at `path` read-only.
    package init(path: String, ranking: Ranking = .weightedBM25) throws {
        self.ranking = ranking
        guard FileManager.default.fileExists(atPath: path) else { throw OpenError.missing(path: path) }
        var configuration = Configuration()
        configuration.readonly = true
        database = try DatabaseQueue(path: path, configuration: .searchIndex(configuration))
        let version = try database.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
        guard version == SearchIndexSchema.version else { throw OpenError.incompatible(path: path, version: version) }
    }

    /// The best hits for `request`: blocks matching every word, or if none does, most words, or any.
    package func search(_ request: SearchRequest) throws -> SearchResult {
        guard let expression = MatchExpression(request.query), request.limit > 0 else {
            return SearchResult(hits: [], match: .all)
        }
        return try database.read { db in
            let columns = request.language.map(Self.columns(for:))
            let documentCounts = try expression.terms.map { try documentCount($0, db) }
            var last = SearchResult(hits: [], match: .all)
            for required in expression.relaxations {
                let match = expression.requiring(required, inColumns: columns)
                let ranked = try rankedIDs(match.text, match.phraseTerms.map { documentCounts[$0] }, request, db)
                let kind: SearchResult.Match = required == expression.terms.count ? .all : required == 1 ? .any : .allButOne
                last = SearchResult(hits: try ranked.map { try hit($0.id, $0.score, match.text, db) }, match: kind)
                if !ranked.isEmpty { break }
            }
            return last
        }
    }

    private static func columns(for language: SearchRequest.Language) -> [String] {
        (language == .en ? SearchIndexSchema.Column.english : SearchIndexSchema.Column.korean).map(\.rawValue)
    }

    /// How many rows a term's phrase can match at most: the count of its rarest token (for a prefix,
    /// of the commonest token it starts).
    private func documentCount(_ term: MatchExpression.Term, _ db: Database) throws -> Int {
        var count = Int.max
        for (number, token) in term.tokens.enumerated() {
            let documents: Int?
            if term.isPrefix && number == term.tokens.count - 1 {
                documents = try Int.fetchOne(db.cachedStatement(sql: "SELECT max(documents) FROM terms WHERE term >= ? AND term < ?"),
                                             arguments: [token, token + "\u{10FFFF}"])
            } else {
                documents = try Int.fetchOne(db.cachedStatement(sql: "SELECT documents FROM terms WHERE term = ?"), arguments: [token])
            }
            count = min(count, documents ?? 0)
        }
        return count == Int.max ? 0 : count
    }

    /// The score of a row, higher is better.
    private func scoreExpression(phrases: Int) -> String {
        switch ranking {
        case .weightedBM25:
            "\(RankFunction.name)(search" + String(repeating: ", ?", count: phrases) + ")"
        case .fts5BM25:
            "-\(SearchIndexSchema.bm25)"
        }
    }

    /// Row ids and scores of the best matches, best first; ties go in corpus order (pages by id, then blocks in order:
    /// `tieOrder`), never by row id, which a patched index numbers otherwise than a clean one.
    private func rankedIDs(_ match: String, _ documentCounts: [Int], _ request: SearchRequest, _ db: Database) throws -> [(id: Int64, score: Double)] {
        var conditions = ["search MATCH ?"]
        var arguments: [(any DatabaseValueConvertible)?] = []
        if ranking == .weightedBM25 { arguments += documentCounts }
        arguments.append(match)
        if let page = request.page {
            conditions.append("e.page = ?")
            arguments.append(page)
        }
        if request.rulesOnly { conditions.append("e.rule IS NOT NULL") }
        if let platform = request.platform {
            conditions.append("(e.platforms = '' OR instr(' ' || e.platforms || ' ', ?) > 0)")
            arguments.append(" \(platform) ")
        }
        arguments.append(request.limit)
        let score = scoreExpression(phrases: documentCounts.count)
        let from = "search JOIN entries e ON e.id = search.rowid"
        let filter = conditions.joined(separator: " AND ")
        let sql: String
        if request.groupByPage {
            // bm25() cannot run inside a window function, so scores are materialised first.
            sql = """
                WITH matches AS MATERIALIZED (
                    SELECT search.rowid AS id, e.page AS page, e.ordinal AS ordinal, e.rule AS rule, \(score) AS score FROM \(from) WHERE \(filter)
                )
                SELECT id, score FROM (
                    SELECT id, page, score, row_number() OVER (PARTITION BY page ORDER BY score DESC, ordinal, rule) AS n FROM matches
                ) WHERE n = 1 ORDER BY score DESC, page LIMIT ?
                """
        } else {
            sql = "SELECT search.rowid AS id, \(score) AS score FROM \(from) WHERE \(filter) ORDER BY score DESC, \(Self.tieOrder) LIMIT ?"
        }
        let rows = try Row.fetchAll(db.cachedStatement(sql: sql), arguments: StatementArguments(arguments))
        return rows.map { (id: $0["id"], score: $0["score"]) }
    }

    /// Rows of equal score in corpus order: pages by id (as the corpus sorts them), a page's blocks in order, then a
    /// rule without its block by id. A total order over the rows a build writes, whatever their ids.
    static let tieOrder = "e.page, e.ordinal, e.rule"

    /// The columns of a highlighted hit, for `WHERE search MATCH ? AND …`.
    static let highlightedHitColumns: String = {
        let start = "char(\(SearchHit.highlightStart.unicodeScalars.first!.value))"
        let end = "char(\(SearchHit.highlightEnd.unicodeScalars.first!.value))"
        return """
            SELECT search.rowid AS id, e.page, e.block, e.rule, e.heading, e.platforms, e.source_path, e.source_line, e.text_en, e.text_ko,
                   highlight(search, \(SearchIndexSchema.Column.textEN.index), \(start), \(end)) AS en,
                   highlight(search, \(SearchIndexSchema.Column.textKO.index), \(start), \(end)) AS ko
            FROM search JOIN entries e ON e.id = search.rowid
            """
    }()

    private static let hitSQL = highlightedHitColumns + " WHERE search MATCH ? AND search.rowid = ?"

    /// One hit with its text highlighted.
    func hit(_ id: Int64, _ score: Double, _ match: String, _ db: Database) throws -> SearchHit {
        Self.highlightedHit(try Row.fetchOne(db.cachedStatement(sql: Self.hitSQL), arguments: [match, id])!, score)
    }

    /// A hit from a row of `highlightedHitColumns`.
    static func highlightedHit(_ row: Row, _ score: Double) -> SearchHit {
        let textKO: String = row["text_ko"]
        let highlightedKO: String = row["ko"]
        let platforms: String = row["platforms"]
        return SearchHit(
            page: row["page"], block: row["block"], rule: row["rule"],
            score: score,
            text: BilingualText(en: row["text_en"], ko: textKO.isEmpty ? nil : textKO),
            highlighted: BilingualText(en: row["en"], ko: textKO.isEmpty ? nil : highlightedKO),
            section: (row["heading"] as String).components(separatedBy: IndexEntry.headingSeparator).filter { !$0.isEmpty },
            platforms: platforms.split(separator: " ").map(String.init),
            source: SourceLocation(path: row["source_path"], line: row["source_line"])
        )
    }

    /// Forgets the decoded postings page searches keep, so the next search reads and decodes them again.
    package func forgetPostings() { postingCache.removeAll() }

    /// The page ranker, over the lengths `ranking_lengths` holds, read once.
    func pageRanker(_ db: Database) throws -> PageRanker {
        try pageRankingCache.value {
            let row = try Row.fetchOne(db, sql: "SELECT fields, lengths FROM ranking_lengths WHERE id = 0")
            let fields: Int = row?["fields"] ?? RankingField.allCases.count
            var text: String = row?["lengths"] ?? ""
            var flat: [Int] = []
            text.withUTF8 { bytes in
                var number = 0, digits = false
                for byte in bytes {
                    if byte >= 48 && byte <= 57 { number = number * 10 + Int(byte - 48); digits = true }
                    else if digits { flat.append(number); number = 0; digits = false }
                }
                if digits { flat.append(number) }
            }
            let lengths = stride(from: 0, to: flat.count - fields + 1, by: fields).map { Array(flat[$0..<($0 + fields)]) }
            return PageRanker(lengths: lengths)
        }
    }

    /// The id of page number `number`.
    func pageID(_ number: Int, _ db: Database) throws -> String {
        try String.fetchOne(db.cachedStatement(sql: "SELECT page FROM ranking_pages WHERE number = ?"), arguments: [number]) ?? ""
    }
}

/// A value computed once and shared by the threads that search one index.
final class PageRankingCache: @unchecked Sendable {
    private let lock = NSLock()
    private var cached: PageRanker?

    func value(_ make: () throws -> PageRanker) rethrows -> PageRanker {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let made = try make()
        cached = made
        return made
    }
}

/// Decoded postings by term, shared by the threads that search one index; at most `capacity` terms (then emptied), so a
/// long-running process stays small.
final class PostingCache: @unchecked Sendable {
    private let lock = NSLock()
    private var postings: [String: [RankingIndex.Posting]] = [:]
    let capacity = 4096

    /// Forgets every decoded term (a benchmark of cold lookups).
    func removeAll() {
        lock.lock()
        postings.removeAll()
        lock.unlock()
    }

    /// The term's postings, decoded by `load` on first use (`nil`: the index does not hold the term).
    func postings(_ term: String, load: () throws -> [RankingIndex.Posting]?) rethrows -> [RankingIndex.Posting]? {
        lock.lock()
        if let known = postings[term] { lock.unlock(); return known }
        lock.unlock()
        guard let loaded = try load() else { return nil }
        lock.lock()
        if postings.count >= capacity { postings.removeAll() }
        postings[term] = loaded
        lock.unlock()
        return loaded
    }
}
