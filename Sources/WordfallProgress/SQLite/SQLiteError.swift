/// A failed SQLite call: its result code and SQLite's own message.
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The extended result code (`SQLITE_FULL`, `SQLITE_READONLY`, `SQLITE_CORRUPT`, ...).
    public var code: Int32
    /// `sqlite3_errmsg` at the time of the failure, e.g. `database or disk is full`.
    public var message: String

    public init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    /// The primary result code (the low byte of the extended one).
    public var primaryCode: Int32 { code & 0xff }

    /// Whether the failure says the file is not a database or is damaged.
    public var meansDamaged: Bool { primaryCode == 11 || primaryCode == 26 }  // SQLITE_CORRUPT, SQLITE_NOTADB

    public var description: String { message }
}
