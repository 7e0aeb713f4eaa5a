/// A failed SQLite call: its result code and SQLite's own message.
package struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The extended result code (`SQLITE_FULL`, `SQLITE_READONLY`, `SQLITE_CORRUPT`, ...).
    package var code: Int32
    /// `sqlite3_errmsg` at the time of the failure, e.g. `database or disk is full`.
    package var message: String

    package init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    /// The primary result code (the low byte of the extended one).
    package var primaryCode: Int32 { code & 0xff }

    /// Whether the failure says the file is not a database or is damaged.
    package var meansDamaged: Bool { primaryCode == 11 || primaryCode == 26 }  // SQLITE_CORRUPT, SQLITE_NOTADB

    package var description: String { message }
}
