import WordfallCore

extension GameStore {
    /// A preference the player chose, such as `theme`; nil when never set or unreadable.
    ///
    /// Read as untrusted: a value that is not text, or longer than 100 characters, is damage (reported
    /// through `takeDamageReports`) and reads as unset.
    package func setting(_ key: String) -> String? {
        guard let row = try? connection.rows("SELECT value FROM settings WHERE key = ?", [.text(key)]).first else {
            return nil
        }
        guard let value = row.text(0), value.count <= 100 else {
            noteDamage("settings, \(key): a value this build never writes (the default is used instead)")
            return nil
        }
        return value
    }

    /// Keeps `value` as the player's `key` preference.
    ///
    /// - Parameter waitingAtMost: how long to wait for another process's write lock, in milliseconds
    ///   (default `busyTimeout`); past it the error says `isBusy`. Settings are saved on the input path:
    ///   the game waits a moment at most (docs/decisions/0310).
    /// - Throws: `ProgressError` saying why it could not be kept (a read-only store, a full disk, the lock).
    package func setSetting(_ key: String, to value: String, waitingAtMost wait: Int32? = nil) throws(ProgressError) {
        connection.setBusyTimeout(milliseconds: wait ?? Self.busyTimeout)
        defer { connection.setBusyTimeout(milliseconds: Self.busyTimeout) }
        if let readOnlyReason {
            throw ProgressError(message: "Your \(key) could not be kept in \(path): \(readOnlyReason).")
        }
        do throws(SQLiteError) {
            try connection.run(
                "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                [.text(key), .text(value)])
        } catch {
            throw ProgressError(
                message: "Your \(key) could not be kept in \(path): \(error.message).", isBusy: error.primaryCode == 5)
        }
    }
}
