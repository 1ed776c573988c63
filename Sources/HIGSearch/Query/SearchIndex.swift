import Foundation
import GRDB
import HIGCorpus

/// A built `search.sqlite`, opened read-only, answering search requests.
public final class SearchIndex: Sendable {
    /// Why an index cannot be used.
    public enum OpenError: Error, Equatable, CustomStringConvertible {
        case missing(path: String)
        case incompatible(path: String, version: Int)

        public var description: String {
            switch self {
            case .missing(let path): "no search index at \(path)"
            case .incompatible(let path, let version):
                "\(path) has index format \(version), this hig reads format \(SearchIndexSchema.version)"
            }
        }
    }

    private let database: DatabaseQueue

    /// Opens the index file at `path` read-only.
    public init(path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else { throw OpenError.missing(path: path) }
        var configuration = Configuration()
        configuration.readonly = true
        database = try DatabaseQueue(path: path, configuration: .searchIndex(configuration))
        let version = try database.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
        guard version == SearchIndexSchema.version else { throw OpenError.incompatible(path: path, version: version) }
    }

    /// The best hits for `request`: blocks matching every word, or if none does, any word.
    public func search(_ request: SearchRequest) throws -> SearchResult {
        guard let expression = MatchExpression(request.query), request.limit > 0 else {
            return SearchResult(hits: [], match: .all)
        }
        return try database.read { db in
            let columns = request.language.map(Self.columns(for:))
            let all = columns.map(expression.allTerms(inColumns:)) ?? expression.allTerms
            let ranked = try rankedIDs(all, request, db)
            if !ranked.isEmpty || expression.terms.count == 1 {
                return SearchResult(hits: try ranked.map { try hit($0.id, $0.score, all, db) }, match: .all)
            }
            let any = columns.map(expression.anyTerm(inColumns:)) ?? expression.anyTerm
            let rankedAny = try rankedIDs(any, request, db)
            return SearchResult(hits: try rankedAny.map { try hit($0.id, $0.score, any, db) }, match: .any)
        }
    }

    private static func columns(for language: SearchRequest.Language) -> [String] {
        (language == .en ? SearchIndexSchema.Column.english : SearchIndexSchema.Column.korean).map(\.rawValue)
    }

    /// Row ids and scores of the best matches, best first; ties keep corpus order.
    private func rankedIDs(_ match: String, _ request: SearchRequest, _ db: Database) throws -> [(id: Int64, score: Double)] {
        var conditions = ["search MATCH :match"]
        var arguments: [String: (any DatabaseValueConvertible)?] = ["match": match, "limit": request.limit]
        if let page = request.page {
            conditions.append("e.page = :page")
            arguments["page"] = page
        }
        if request.rulesOnly { conditions.append("e.rule IS NOT NULL") }
        if let platform = request.platform {
            conditions.append("(e.platforms = '' OR instr(' ' || e.platforms || ' ', :platform) > 0)")
            arguments["platform"] = " \(platform) "
        }
        let needsEntries = conditions.count > 1 || request.groupByPage
        let from = needsEntries ? "search JOIN entries e ON e.id = search.rowid" : "search"
        let filter = conditions.joined(separator: " AND ")
        let sql: String
        if request.groupByPage {
            // bm25() cannot run inside a window function, so scores are materialised first.
            sql = """
                WITH matches AS MATERIALIZED (
                    SELECT search.rowid AS id, e.page AS page, \(SearchIndexSchema.bm25) AS score FROM \(from) WHERE \(filter)
                )
                SELECT id, score FROM (
                    SELECT id, score, row_number() OVER (PARTITION BY page ORDER BY score, id) AS n FROM matches
                ) WHERE n = 1 ORDER BY score, id LIMIT :limit
                """
        } else {
            sql = "SELECT search.rowid AS id, \(SearchIndexSchema.bm25) AS score FROM \(from) WHERE \(filter) ORDER BY score, id LIMIT :limit"
        }
        let rows = try Row.fetchAll(db.cachedStatement(sql: sql), arguments: StatementArguments(arguments))
        return rows.map { (id: $0["id"], score: $0["score"]) }
    }

    private static let hitSQL: String = {
        let start = "char(\(SearchHit.highlightStart.unicodeScalars.first!.value))"
        let end = "char(\(SearchHit.highlightEnd.unicodeScalars.first!.value))"
        return """
            SELECT e.page, e.block, e.rule, e.heading, e.platforms, e.source_path, e.source_line, e.text_en, e.text_ko,
                   highlight(search, \(SearchIndexSchema.Column.textEN.index), \(start), \(end)) AS en,
                   highlight(search, \(SearchIndexSchema.Column.textKO.index), \(start), \(end)) AS ko
            FROM search JOIN entries e ON e.id = search.rowid
            WHERE search MATCH ? AND search.rowid = ?
            """
    }()

    /// One hit with its text highlighted.
    private func hit(_ id: Int64, _ score: Double, _ match: String, _ db: Database) throws -> SearchHit {
        let row = try Row.fetchOne(db.cachedStatement(sql: Self.hitSQL), arguments: [match, id])!
        let textKO: String = row["text_ko"]
        let highlightedKO: String = row["ko"]
        let platforms: String = row["platforms"]
        return SearchHit(
            page: row["page"], block: row["block"], rule: row["rule"],
            score: -score,
            text: BilingualText(en: row["text_en"], ko: textKO.isEmpty ? nil : textKO),
            highlighted: BilingualText(en: row["en"], ko: textKO.isEmpty ? nil : highlightedKO),
            section: (row["heading"] as String).components(separatedBy: IndexEntry.headingSeparator).filter { !$0.isEmpty },
            platforms: platforms.split(separator: " ").map(String.init),
            source: SourceLocation(path: row["source_path"], line: row["source_line"])
        )
    }
}
