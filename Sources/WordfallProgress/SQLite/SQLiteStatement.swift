import CSQLite

/// A compiled statement; finalized when freed.
final class SQLiteStatement {
    private let handle: OpaquePointer
    /// Kept so the connection outlives its statements.
    private let connection: SQLiteConnection

    init(handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case .null: status = sqlite3_bind_null(handle, index)
            case .integer(let number): status = sqlite3_bind_int64(handle, index, number)
            case .real(let number): status = sqlite3_bind_double(handle, index, number)
            case .text(let text): status = Self.bindText(text, to: handle, at: index)
            }
            guard status == SQLITE_OK else { throw connection.lastError }
        }
    }

    /// Binds `text` with its byte count, so a NUL inside it (a level id from a file may hold one) is
    /// kept rather than ending the text there: "a\u{0}x" and "a\u{0}y" stay two keys, not one "a".
    private static func bindText(_ text: String, to handle: OpaquePointer, at index: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else {
                return sqlite3_bind_text(handle, index, "", 0, wf_sqlite_transient())
            }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { pointer in
                sqlite3_bind_text64(
                    handle, index, pointer, sqlite3_uint64(bytes.count), wf_sqlite_transient(), UInt8(SQLITE_UTF8))
            }
        }
    }

    /// Steps through every row, handing `body` each one's first column as text bytes (nil when it is not
    /// text) and second as a whole number (nil when it is not one), with no row made: what reading
    /// thousands of rows of two columns (a player's own words) costs, not an array and a value per column.
    func forEachTextAndInteger(_ body: (UnsafeBufferPointer<UInt8>?, Int64?) -> Void) throws(SQLiteError) {
        while true {
            switch sqlite3_step(handle) {
            case SQLITE_ROW:
                var text: UnsafeBufferPointer<UInt8>?
                if sqlite3_column_type(handle, 0) == SQLITE_TEXT, let bytes = sqlite3_column_text(handle, 0) {
                    text = UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, 0)))
                }
                let integer = sqlite3_column_type(handle, 1) == SQLITE_INTEGER ? sqlite3_column_int64(handle, 1) : nil
                body(text, integer)
            case SQLITE_DONE:
                return
            default:
                throw connection.lastError
            }
        }
    }

    /// The next row, or nil when the statement is done.
    func step() throws(SQLiteError) -> SQLiteRow? {
        switch sqlite3_step(handle) {
        case SQLITE_ROW:
            let count = sqlite3_column_count(handle)
            var values: [SQLiteValue] = []
            values.reserveCapacity(Int(count))
            for column in 0..<count {
                switch sqlite3_column_type(handle, column) {
                case SQLITE_INTEGER: values.append(.integer(sqlite3_column_int64(handle, column)))
                case SQLITE_FLOAT: values.append(.real(sqlite3_column_double(handle, column)))
                case SQLITE_TEXT:
                    if let text = sqlite3_column_text(handle, column) {
                        // Its byte count, not the first NUL: a level id "a\u{0}x" reads back whole.
                        let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column)))
                        values.append(.text(String(decoding: bytes, as: UTF8.self)))
                    } else {
                        values.append(.null)
                    }
                default: values.append(.null)
                }
            }
            return SQLiteRow(values: values)
        case SQLITE_DONE:
            return nil
        default:
            throw connection.lastError
        }
    }
}
