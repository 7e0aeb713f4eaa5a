import WordfallCore

extension GameStore {
    /// Keeps `game` as the level in progress for its pack and level, replacing the one kept before.
    ///
    /// - Parameter waitingAtMost: how long to wait for another process's write lock, in milliseconds
    ///   (default `busyTimeout`); past it the error says `isBusy`.
    /// - Throws: `ProgressError` saying what could not be saved and why; nothing saved before is changed.
    package func keep(_ game: GameInProgress, waitingAtMost wait: Int32? = nil) throws(ProgressError) {
        connection.setBusyTimeout(milliseconds: wait ?? Self.busyTimeout)
        defer { connection.setBusyTimeout(milliseconds: Self.busyTimeout) }
        if let readOnlyReason {
            throw ProgressError(message: "The level in progress could not be kept in \(path): \(readOnlyReason).")
        }
        do throws(SQLiteError) {
            try connection.run(
                "INSERT OR REPLACE INTO games_in_progress "
                    + "(pack, level, daily_date, saved_at, elapsed, level_text, moves, left) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    .text(game.pack ?? ""), .text(game.level), .optionalText(game.dailyDate), .int(game.savedAt),
                    .real(game.elapsed.isFinite ? max(0, game.elapsed) : 0), .text(game.levelText),
                    .text(game.moves), .int(game.left ? 1 : 0),
                ])
        } catch {
            throw ProgressError(
                message: "The level in progress could not be kept in \(path): \(error.message).",
                isBusy: error.primaryCode == 5)
        }
    }

    /// The levels in progress, most recently left first (a damaged row skipped and reported).
    package func gamesInProgress() throws(ProgressError) -> [GameInProgress] {
        try readInProgress(where: "", [])
    }

    /// The level in progress of `pack` (nil: a level file on its own, or a daily) and `level`, if one is kept.
    package func gameInProgress(pack: String?, level: String) throws(ProgressError) -> GameInProgress? {
        try readInProgress(where: "WHERE pack = ? AND level = ?", [.text(pack ?? ""), .text(level)]).first
    }

    /// Forgets the level in progress of `pack` and `level` (the player chose not to resume it).
    package func forgetGameInProgress(pack: String?, level: String) throws(ProgressError) {
        do throws(SQLiteError) {
            try connection.run(
                "DELETE FROM games_in_progress WHERE pack = ? AND level = ?", [.text(pack ?? ""), .text(level)])
        } catch {
            throw ProgressError(message: "cannot change your saved data in \(path): \(error.message)")
        }
    }

    private func readInProgress(where condition: String, _ values: [SQLiteValue]) throws(ProgressError)
        -> [GameInProgress]
    {
        do throws(SQLiteError) {
            let rows = try connection.rows(
                "SELECT pack, level, daily_date, saved_at, elapsed, level_text, moves, left FROM games_in_progress "
                    + "\(condition) ORDER BY saved_at DESC, pack, level", values)
            return rows.compactMap { row in
                // Stored values are untrusted (0160): a clock past a day's seconds, or not a number, is damage.
                guard let level = row.text(1), let text = row.text(5), let moves = row.text(6),
                    let savedAt = row.int(3, in: 0...Int(Int64.max)), let elapsed = row.double(4, in: 0...86_400)
                else {
                    noteDamage(
                        "table games_in_progress, \(TerminalText.quoted(row.shown(1))): its saved_at or elapsed is "
                            + "not a value this version writes")
                    return nil
                }
                let pack = row.text(0) ?? ""
                return GameInProgress(
                    pack: pack.isEmpty ? nil : pack, level: level, dailyDate: row.text(2), savedAt: savedAt,
                    elapsed: elapsed, levelText: text, moves: moves, left: row.int(7, in: 0...1) != 0)
            }
        } catch {
            throw ProgressError(message: "cannot read your saved data in \(path): \(error.message)")
        }
    }
}
