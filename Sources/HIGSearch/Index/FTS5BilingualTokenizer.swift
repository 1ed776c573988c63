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

    /// One scanner per mode, kept across calls: FTS5 calls a tokenizer instance from one connection at a time, and a
    /// kept scanner reuses its buffers and the stems of the words it has seen.
    private var documentScanner = TokenScanner(mode: .document)
    private var queryScanner = TokenScanner(mode: .query)
    private var prefixScanner = TokenScanner(mode: .queryPrefix)

    package init(db: Database, arguments: [String]) throws {}

    package func tokenize(
        context: UnsafeMutableRawPointer?,
        tokenization: FTS5Tokenization,
        pText: UnsafePointer<CChar>?,
        nText: CInt,
        tokenCallback: @escaping FTS5TokenCallback
    ) -> CInt {
        guard let pText, nText > 0 else { return Self.sqliteOK }
        // The stored UTF-8 is scanned in place (it was written from Swift strings, so it is valid; a malformed byte
        // would read as U+FFFD and keep the offsets of the bytes around it).
        let text = UnsafeBufferPointer(start: UnsafeRawPointer(pText).assumingMemoryBound(to: UInt8.self), count: Int(nText))
        if tokenization.contains(.query) {
            if tokenization.contains(.prefix) {
                prefixScanner.scan(text)
                return Self.send(prefixScanner, context, tokenCallback)
            }
            queryScanner.scan(text)
            return Self.send(queryScanner, context, tokenCallback)
        }
        // Indexing, or highlight()/snippet() re-reading a row.
        documentScanner.scan(text)
        return Self.send(documentScanner, context, tokenCallback)
    }

    /// Hands each token of the scanner to FTS5, stopping at the first status other than `SQLITE_OK`.
    private static func send(_ scanner: TokenScanner, _ context: UnsafeMutableRawPointer?, _ tokenCallback: FTS5TokenCallback) -> CInt {
        scanner.arena.withUnsafeBufferPointer { arena in
            let base = UnsafeRawPointer(arena.baseAddress)?.assumingMemoryBound(to: CChar.self)
            for record in scanner.records {
                let status = tokenCallback(context, record.colocated ? fts5TokenColocated : 0, base.map { $0 + Int(record.tokenStart) },
                                           record.tokenEnd - record.tokenStart, record.lowerBound, record.upperBound)
                if status != sqliteOK { return status }  // SQLITE_DONE or an error stops tokenizing
            }
            return sqliteOK
        }
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
