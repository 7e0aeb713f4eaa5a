import CSQLite

/// One open SQLite database, through its C library: statements, transactions, pragmas.
///
/// Not `Sendable`: one connection is used by one thread. Closed when freed.
final class SQLiteConnection {
    private let handle: OpaquePointer

    /// Opens (and with `create`, creates) the database at `path`.
    ///
    /// - Throws: `SQLiteError` when the file cannot be opened.
    convenience init(path: String, create: Bool = true) throws(SQLiteError) {
        try self.init(name: path, flags: SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0))
    }

    /// Opens the database at `path` for reading only. With `immutable`, SQLite takes no lock and needs no
    /// `-shm` file (what reading a WAL database in a folder that cannot be written needs); a write of
    /// another process at the same moment may then go unseen.
    convenience init(readingOnly path: String, immutable: Bool) throws(SQLiteError) {
        guard immutable else {
            try self.init(name: path, flags: SQLITE_OPEN_READONLY)
            return
        }
        let unreserved = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8)
        let escaped = path.utf8.map { byte in
            unreserved.contains(byte)
                ? String(UnicodeScalar(byte))
                : "%"
                    + String(byte, radix: 16, uppercase: true)
                    .leftPadded(to: 2)
        }.joined()
        try self.init(name: "file:" + escaped + "?immutable=1", flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI)
    }

    private init(name: String, flags: Int32) throws(SQLiteError) {
        var pointer: OpaquePointer?
        let status = sqlite3_open_v2(name, &pointer, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK, let pointer else {
            let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close_v2(pointer)
            throw SQLiteError(code: status, message: message)
        }
        handle = pointer
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Waits up to `milliseconds` for another connection's lock before failing with `SQLITE_BUSY`.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Runs one or more statements that return no rows we need.
    func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        guard status == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? lastErrorMessage
            sqlite3_free(message)
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: text)
        }
    }

    /// Compiles `sql` (one statement) with `values` bound to its `?` parameters in order.
    func prepare(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> SQLiteStatement {
        var pointer: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &pointer, nil) == SQLITE_OK, let pointer else {
            throw lastError
        }
        let statement = SQLiteStatement(handle: pointer, connection: self)
        try statement.bind(values)
        return statement
    }

    /// Runs `sql` with `values` and returns every row.
    func rows(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> [SQLiteRow] {
        let statement = try prepare(sql, values)
        var result: [SQLiteRow] = []
        while let row = try statement.step() { result.append(row) }
        return result
    }

    /// Runs `sql` with `values`, ignoring any rows.
    func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) {
        let statement = try prepare(sql, values)
        while try statement.step() != nil {}
    }

    /// The rowid of the last row inserted on this connection.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction: the write lock is taken first (waiting up to
    /// the busy timeout for another process), so two writers are serialised rather than one failing
    /// half-way. Rolled back when `body` throws.
    func transaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Whether the connection cannot write (opened read-only).
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }

    var lastError: SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(handle), message: lastErrorMessage)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
