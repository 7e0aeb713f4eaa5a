import Glibc
import WordfallCore

extension GameStore {
    /// Keeps `game` in progress, replacing its own earlier keep (never another game's, of its level or not).
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
            try insert(inProgress: game)
        } catch {
            throw ProgressError(
                message: "The level in progress could not be kept in \(path): \(error.message).",
                isBusy: error.primaryCode == 5)
        }
    }

    /// Keeps `game` as `keep` does, in the caller's transaction if any: it replaces the game's own earlier
    /// keep, never another game's. A game that ended already (its result is in the store: a keep that came
    /// late, from a journal) is not kept again.
    func insert(inProgress game: GameInProgress) throws(SQLiteError) {
        try connection.run(
            "INSERT OR REPLACE INTO games_in_progress "
                + "(uid, pack, level, source, daily_date, saved_at, elapsed, level_text, moves, words, left, keeper) "
                + "SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM games WHERE uid = ?)",
            [
                .text(game.id.description), .text(game.pack ?? ""), .text(game.level), .text(game.source),
                .optionalText(game.dailyDate), .int(game.savedAt),
                .real(game.elapsed.isFinite ? max(0, game.elapsed) : 0), .text(game.levelText), .text(game.moves),
                .optionalText(game.words?.joined(separator: "\n")), .int(game.left ? 1 : 0),
                game.keeper.map { .int(Int($0)) } ?? .null, .text(game.id.description),
            ])
    }

    /// The levels in progress, most recently left first (a damaged row skipped and reported).
    package func gamesInProgress() throws(ProgressError) -> [GameInProgress] {
        try readInProgress(where: "", [])
    }

    /// The games kept of `pack` (nil: a level file on its own, or a daily) and `level`, most recently left
    /// first; for a level file, those of `source` (its path) and those kept before paths were kept.
    package func gamesInProgress(pack: String?, level: String, source: String = "") throws(ProgressError)
        -> [GameInProgress]
    {
        try readInProgress(
            where: "WHERE pack = ? AND level = ? AND source IN (?, '')",
            [.text(pack ?? ""), .text(level), .text(source)])
    }

    /// The game of `pack` and `level` left most recently (see `gamesInProgress(pack:level:source:)`).
    package func gameInProgress(pack: String?, level: String, source: String = "") throws(ProgressError)
        -> GameInProgress?
    {
        try gamesInProgress(pack: pack, level: level, source: source).first
    }

    /// Forgets the kept game `id` (the player chose not to resume it), and no other.
    ///
    /// - Parameter waitingAtMost: how long to wait for another process's write lock, in milliseconds
    ///   (default `busyTimeout`); past it the error says `isBusy`.
    package func forgetGameInProgress(_ id: GameID, waitingAtMost wait: Int32? = nil) throws(ProgressError) {
        connection.setBusyTimeout(milliseconds: wait ?? Self.busyTimeout)
        defer { connection.setBusyTimeout(milliseconds: Self.busyTimeout) }
        do throws(SQLiteError) {
            try connection.run("DELETE FROM games_in_progress WHERE uid = ?", [.text(id.description)])
        } catch {
            throw ProgressError(
                message: "cannot change your saved data in \(path): \(error.message)", isBusy: error.primaryCode == 5)
        }
    }

    private func readInProgress(where condition: String, _ values: [SQLiteValue]) throws(ProgressError)
        -> [GameInProgress]
    {
        do throws(SQLiteError) {
            let rows = try connection.rows(
                "SELECT pack, level, daily_date, saved_at, elapsed, level_text, moves, source, words, left, uid, keeper "
                    + "FROM games_in_progress \(condition) ORDER BY saved_at DESC, rowid DESC", values)
            return rows.compactMap { row -> GameInProgress? in
                // A game another wordfall still plays (kept on the way by a process that runs) is its own, not
                // one left to offer (issue 36: two windows on one level).
                if let keeper = row.int(11, in: 1...Int(Int32.max)).map(Int32.init), keeper != getpid(),
                    Leftovers.isRunning(keeper)
                {
                    return nil
                }
                // Stored values are untrusted (0019): a clock past a day's seconds, or not a number, is damage.
                guard let level = row.text(1), let text = row.text(5), let moves = row.text(6),
                    let savedAt = row.int(3, in: 0...Int(Int64.max)), let elapsed = row.double(4, in: 0...86_400),
                    let id = row.text(10).flatMap(GameID.init)
                else {
                    noteDamage(
                        "table games_in_progress, \(TerminalText.quoted(row.shown(1))): its saved_at, elapsed or uid "
                            + "is not a value this version writes")
                    return nil
                }
                let pack = row.text(0) ?? ""
                return GameInProgress(
                    id: id, pack: pack.isEmpty ? nil : pack, level: level, dailyDate: row.text(2), savedAt: savedAt,
                    elapsed: elapsed, levelText: text, moves: moves, source: row.text(7) ?? "",
                    words: row.text(8).map { $0.split(separator: "\n").map(String.init) },
                    left: row.int(9, in: 0...1) != 0, keeper: row.int(11, in: 1...Int(Int32.max)).map(Int32.init))
            }
        } catch {
            throw ProgressError(message: "cannot read your saved data in \(path): \(error.message)")
        }
    }
}
