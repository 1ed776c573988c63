import GRDB
import HIGTokenizer

/// Exposes `BilingualTokenizer` to SQLite FTS5 as the custom tokenizer `hig`.
///
/// SQLite keeps only the tokenizer's name in the table definition, so every connection that reads
/// or writes an index must register it first: open databases with `Configuration.searchIndex()`.
package final class FTS5BilingualTokenizer: FTS5CustomTokenizer {
    /// The name tables are created with: `tokenize='hig'`.
    package static let name = "hig"

    // sqlite3.h constants, spelled out so this file does not import GRDBSQLite.
    private static let sqliteOK: CInt = 0
    private static let fts5TokenColocated: CInt = 0x0001

    package init(db: Database, arguments: [String]) throws {}

    package func tokenize(
        context: UnsafeMutableRawPointer?,
        tokenization: FTS5Tokenization,
        pText: UnsafePointer<CChar>?,
        nText: CInt,
        tokenCallback: @escaping FTS5TokenCallback
    ) -> CInt {
        guard let pText, nText > 0 else { return Self.sqliteOK }
        // SQLite hands over the stored UTF-8; invalid bytes would be repaired with U+FFFD and shift
        // offsets, so offsets are clamped to the input length below.
        let text = String(decoding: UnsafeRawBufferPointer(start: pText, count: Int(nText)), as: UTF8.self)
        let mode: BilingualTokenizer.Mode
        if tokenization.contains(.query) {
            mode = tokenization.contains(.prefix) ? .queryPrefix : .query
        } else {
            mode = .document  // indexing, or highlight()/snippet() re-reading a row
        }
        var status = Self.sqliteOK
        BilingualTokenizer.forEachToken(in: text, mode: mode) { token, range, colocated in
            let start = CInt(min(range.lowerBound, Int(nText)))
            let end = CInt(min(range.upperBound, Int(nText)))
            status = token.withMemoryRebound(to: CChar.self) { bytes in
                tokenCallback(context, colocated ? Self.fts5TokenColocated : 0, bytes.baseAddress, CInt(bytes.count), start, end)
            }
            return status == Self.sqliteOK  // anything else (SQLITE_DONE, an error) stops tokenizing
        }
        return status
    }
}

extension Configuration {
    /// A configuration that registers the `hig` tokenizer and the `hig_rank` function on every
    /// connection it opens.
    package static func searchIndex(_ base: Configuration = Configuration()) -> Configuration {
        var configuration = base
        configuration.prepareDatabase { db in
            db.add(tokenizer: FTS5BilingualTokenizer.self)
            RankFunction.register(db)
        }
        return configuration
    }
}
