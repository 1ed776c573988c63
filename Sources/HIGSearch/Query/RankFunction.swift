import Foundation
import GRDB
import GRDBSQLite

/// `hig_rank(search, df0, df1, …)`: BM25 with column weights, as FTS5's bm25() computes it, but
/// taking each phrase's document frequency as an argument instead of counting it.
///
/// FTS5's bm25() counts the rows of every phrase of the query (a full scan of each doclist) before
/// it scores the first row; on a large corpus that scan is most of the time of a query with a
/// common word (`button`). The index stores every token's document count in
/// the `terms` table, and `SearchIndex` passes each phrase's count (that of its rarest token).
/// Higher is better.
enum RankFunction {
    static let name = "hig_rank"
    /// BM25's usual constants, FTS5's too.
    static let k1 = 1.2
    static let b = 0.75

    /// Registers the function on a connection.
    static func register(_ db: Database) {
        let api = FTS5.api(db)
        _ = api.pointee.xCreateFunction(UnsafeMutablePointer(mutating: api), name, nil, rank, nil)
    }

    /// The column weights, in FTS5 column order.
    static let weights: [Double] = SearchIndexSchema.Column.allCases.map(\.weight)

    /// What stays the same for every row of one query: each phrase's IDF and the mean row length.
    final class QueryData {
        var idf: [Double]
        var averageLength: Double
        /// Weighted occurrences of each phrase in the current row; reused to spare an allocation per row.
        var frequencies: [Double]

        init(idf: [Double], averageLength: Double) {
            self.idf = idf
            self.averageLength = averageLength
            frequencies = Array(repeating: 0, count: idf.count)
        }
    }

    private static let rank: fts5_extension_function = { api, fts, context, argumentCount, arguments in
        guard let api = api?.pointee else { return }
        let data: QueryData
        if let stored = api.xGetAuxdata(fts, 0) {
            data = Unmanaged<QueryData>.fromOpaque(stored).takeUnretainedValue()
        } else {
            var rows: Int64 = 0
            var tokens: Int64 = 0
            _ = api.xRowCount(fts, &rows)
            _ = api.xColumnTotalSize(fts, -1, &tokens)
            let phraseCount = Int(api.xPhraseCount(fts))
            let idf = (0..<phraseCount).map { phrase -> Double in
                let documents = phrase < Int(argumentCount) ? Double(sqlite3_value_int64(arguments![phrase])) : Double(rows)
                let value = log((Double(rows) - documents + 0.5) / (documents + 0.5))
                return value > 0 ? value : 1e-6
            }
            data = QueryData(idf: idf, averageLength: rows > 0 ? Double(tokens) / Double(rows) : 1)
            let stored = Unmanaged.passRetained(data).toOpaque()
            _ = api.xSetAuxdata(fts, stored) { pointer in
                if let pointer { Unmanaged<QueryData>.fromOpaque(pointer).release() }
            }
        }
        for phrase in data.frequencies.indices { data.frequencies[phrase] = 0 }
        var instances: Int32 = 0
        _ = api.xInstCount(fts, &instances)
        for instance in 0..<instances {
            var phrase: Int32 = 0
            var column: Int32 = 0
            var offset: Int32 = 0
            if api.xInst(fts, instance, &phrase, &column, &offset) == SQLITE_OK, Int(phrase) < data.frequencies.count {
                data.frequencies[Int(phrase)] += column < weights.count ? weights[Int(column)] : 1
            }
        }
        var length: Int32 = 0
        _ = api.xColumnSize(fts, -1, &length)
        let normalisation = k1 * (1 - b + b * Double(length) / data.averageLength)
        var score = 0.0
        for (phrase, frequency) in data.frequencies.enumerated() where frequency > 0 {
            score += data.idf[phrase] * frequency * (k1 + 1) / (frequency + normalisation)
        }
        sqlite3_result_double(context, score)
    }
}
