import GRDB
import GRDBSQLite

/// One prepared `INSERT` run for many rows, its values bound straight to SQLite.
///
/// Written against the C API rather than `Statement.execute(arguments:)`: GRDB boxes every value of a row into a
/// `DatabaseValue` array first, work repeated for every block of the corpus that binding directly does not do.
struct RowInserter {
    private let statement: Statement
    private let sql: String
    private var column: CInt = 0

    init(_ db: Database, sql: String) throws {
        statement = try db.makeStatement(sql: sql)
        self.sql = sql
    }

    /// SQLite copies the bytes it is given (`SQLITE_TRANSIENT`).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    /// Where an empty text points: SQLite reads a null pointer as NULL, not as an empty text.
    private static let empty: StaticString = ""

    /// Binds the next column to a text.
    mutating func bind(_ text: String) {
        var text = text
        text.withUTF8 { bytes in bind(bytes) }
    }

    /// Binds the next column to UTF-8 bytes, as a text.
    mutating func bind(_ bytes: UnsafeBufferPointer<UInt8>) {
        column += 1
        let start = UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self)
        guard let start, !bytes.isEmpty else {
            Self.empty.withUTF8Buffer { empty in
                _ = sqlite3_bind_text(statement.sqliteStatement, column, UnsafeRawPointer(empty.baseAddress)?.assumingMemoryBound(to: CChar.self),
                                      0, Self.transient)
            }
            return
        }
        _ = sqlite3_bind_text(statement.sqliteStatement, column, start, CInt(bytes.count), Self.transient)
    }

    /// Binds the next column to a text or NULL.
    mutating func bind(_ text: String?) {
        guard let text else {
            column += 1
            _ = sqlite3_bind_null(statement.sqliteStatement, column)
            return
        }
        bind(text)
    }

    /// Binds the next column to an integer.
    mutating func bind(_ value: Int) {
        column += 1
        _ = sqlite3_bind_int64(statement.sqliteStatement, column, Int64(value))
    }

    /// Inserts the row bound so far; the next `bind` starts a new row.
    mutating func insert() throws {
        let code = sqlite3_step(statement.sqliteStatement)
        column = 0
        guard code == SQLITE_DONE else {
            let message = String(cString: sqlite3_errmsg(sqlite3_db_handle(statement.sqliteStatement)))
            _ = sqlite3_reset(statement.sqliteStatement)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
        }
        _ = sqlite3_reset(statement.sqliteStatement)
    }
}
