import Glibc
import WordfallCore

/// The player's saved data: one SQLite database, `wordfall.sqlite3`, in the data folder.
///
/// It holds the best result per pack and level, every game played (with its words) and the daily
/// results. The schema has a version (`PRAGMA user_version`) and a list of migrations; the journal is
/// WAL and a connection waits up to `busyTimeout` for another process's lock, and every result is
/// written in one `BEGIN IMMEDIATE` transaction, so two games ending at the same moment on one data
/// folder are both kept. SQLite's own journal makes a kill during a save harmless: the next open
/// rolls it back or forward, and no temporary file of ours exists.
///
/// On first start an existing `progress.json` is imported, then renamed to
/// `progress.json.imported-<UTC timestamp>`. A damaged `progress.json` or database is moved aside
/// (`.corrupt-<UTC timestamp>`), never deleted, and `Opened.warnings` says so with the full path.
/// A database that cannot be written (a read-only folder, a full disk) or that a newer wordfall wrote is
/// opened read-only (`readOnlyReason`). Every stored value is read as untrusted (`StoredRow`).
package final class GameStore {
    /// A store opened, or the reason it could not be, and what the player should be told.
    package struct Opened {
        /// Nil when the data folder cannot hold a database (read-only, full, not a folder).
        package var store: GameStore?
        /// Lines for the player (a damaged file set aside, progress imported, saving unavailable).
        package var warnings: [String]
        /// Where a damaged database was kept when a new one was started in its place (nil: none was).
        package var damagedKeptAs: String?
    }

    /// The database file's name in the data folder.
    package static let fileName = "wordfall.sqlite3"
    /// The schema version this build writes; `migrations[n]` takes version n to n + 1.
    package static var schemaVersion: Int { migrations.count }
    /// How long a write waits for another process's lock before giving up, in milliseconds.
    static let busyTimeout: Int32 = 10_000

    package let directory: String
    package let path: String
    let connection: SQLiteConnection
    let now: @Sendable () -> Int
    /// Why this store is read and never written (a newer wordfall's database, a folder that cannot be
    /// written); nil when results are saved. `record` refuses with it.
    package internal(set) var readOnlyReason: String?
    /// Rows skipped because a value in them is not one this build writes, each reported once (see
    /// `takeDamageReports`).
    var damagedRows: [String] = []
    /// The reports already handed out by `takeDamageReports`.
    var reportedDamage: Set<String> = []

    init(directory: String, path: String, connection: SQLiteConnection, now: @escaping @Sendable () -> Int) {
        self.directory = directory
        self.path = path
        self.connection = connection
        self.now = now
    }

    /// Opens (creating, migrating, importing as needed) the store in `directory`.
    ///
    /// Never throws: what went wrong is in `warnings`, and without a store the game is played unsaved.
    /// - Parameter maxPageCount: a cap on the database's size in pages (tests simulate a full disk with it).
    /// - Parameter savingJournals: false for a second connection of a process already started (a save
    ///   waiting for a lock on a thread of its own): only a start saves the journals waiting.
    package static func open(
        directory: String, now: @escaping @Sendable () -> Int = { time(nil) }, maxPageCount: Int? = nil,
        savingJournals: Bool = true
    ) -> Opened {
        let path = directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
        if case .failure(let error) = FileIO.createDirectories(directory) {
            return Opened(
                store: nil,
                warnings: [
                    "Your results cannot be saved: the data folder \(directory) cannot be created (\(error.reason))."
                ])
        }
        var warnings: [String] = []
        var damagedKeptAs: String?
        var attempt = 0
        var busyRetries = 0
        while attempt < 2 {
            do throws(SQLiteError) {
                let connection = try SQLiteConnection(path: path)
                connection.setBusyTimeout(milliseconds: busyTimeout)
                let store = GameStore(directory: directory, path: path, connection: connection, now: now)
                // A file as it was at the last check that said ok is not read whole again (`CheckStamp`).
                let checkedAt = now()
                let vouched =
                    CheckStamp.read(beside: path).map { stamp in
                        CheckStamp.files(of: path).map { stamp.vouches(for: $0, now: checkedAt) } ?? false
                    } ?? false
                if !vouched { try store.check() }
                let version = try connection.rows("PRAGMA user_version").first?.int(0) ?? 0
                // No wordfall writes a version below 0 (a flipped bit in the header, a hand edit): damage,
                // set aside as any other, never a migration run from below the first.
                if version < 0 {
                    throw SQLiteError(
                        code: 11, message: "its schema version is \(version), which no wordfall writes")
                }
                if version > schemaVersion {
                    let reason =
                        "it was written by a newer wordfall (its schema version is \(version), this one writes "
                        + "\(schemaVersion)); update wordfall to save results in it"
                    return openReadOnly(directory: directory, path: path, now: now, reason: reason, warnings: warnings)
                }
                warnings += try store.migrate()
                if connection.isReadOnly {
                    store.readOnlyReason = "the file cannot be written"
                    warnings.append(
                        "Your saved data in \(path) is read but not written: the file cannot be written. "
                            + "Results played now will not be saved.")
                }
                if let maxPageCount { try connection.execute("PRAGMA max_page_count = \(maxPageCount)") }
                if savingJournals { warnings += store.saveJournals() }
                if !vouched, store.readOnlyReason == nil, let files = CheckStamp.files(of: path) {
                    CheckStamp(files: files, checkedAt: checkedAt).write(beside: path)
                }
                return Opened(store: store, warnings: warnings, damagedKeptAs: damagedKeptAs)
            } catch {
                // Another process creating the database at the same moment: switching a new file to WAL
                // takes a lock SQLite's busy handler does not wait for. Wait and open again (at most
                // 200 times 25 ms, then say so).
                if error.code == 5 || error.code == 6, busyRetries < 200 {
                    busyRetries += 1
                    usleep(25_000)
                    continue
                }
                attempt += 1
                // A database that cannot be written (a read-only folder or file, a full disk) is still read.
                if !error.meansDamaged, damagedKeptAs == nil, FileIO.kind(of: path) == .file {
                    let reason = "the data folder \(directory) cannot be written (\(error.message))"
                    return openReadOnly(directory: directory, path: path, now: now, reason: reason, warnings: warnings)
                }
                guard error.meansDamaged, attempt == 1 else {
                    return Opened(
                        store: nil,
                        warnings: warnings + ["Your results cannot be saved: cannot open \(path) (\(error.message))."])
                }
                let moved = moveAside(path, now: now(), alsoMoving: ["-wal", "-shm"])
                guard let target = moved.target else {
                    return Opened(
                        store: nil,
                        warnings: [
                            "Your saved data in \(path) is damaged (\(error.message)) and could not be moved aside "
                                + "(\(moved.failure)); results will not be saved until it is moved or removed."
                        ])
                }
                damagedKeptAs = target
                warnings.append(
                    "Your saved data in \(path) is damaged (\(error.message)); it was kept as \(target) "
                        + "and a new database was started.")
            }
        }
        return Opened(store: nil, warnings: warnings, damagedKeptAs: damagedKeptAs)
    }

    /// Opens the database at `path` to be read only (`reason` says why it is not written), or says why
    /// even that failed.
    private static func openReadOnly(
        directory: String, path: String, now: @escaping @Sendable () -> Int, reason: String, warnings: [String]
    ) -> Opened {
        var failure = ""
        for immutable in [false, true] {
            do throws(SQLiteError) {
                let connection = try SQLiteConnection(readingOnly: path, immutable: immutable)
                _ = try connection.rows("SELECT count(*) FROM sqlite_master")
                let store = GameStore(directory: directory, path: path, connection: connection, now: now)
                store.readOnlyReason = reason
                return Opened(
                    store: store,
                    warnings: warnings + [
                        "Your saved data in \(path) is read but not written: \(reason). "
                            + "Results played now will not be saved."
                    ])
            } catch {
                failure = error.message
            }
        }
        return Opened(
            store: nil,
            warnings: warnings + ["Your results cannot be saved nor read: cannot open \(path) (\(reason); \(failure))."]
        )
    }

    /// Fails with a "damaged" error when the file is not a sound database.
    func check() throws(SQLiteError) {
        let rows = try connection.rows("PRAGMA quick_check")
        let verdict = rows.compactMap { $0.text(0) }
        guard verdict == ["ok"] else {
            throw SQLiteError(
                code: 11, message: "database disk image is malformed: " + verdict.prefix(3).joined(separator: "; "))
        }
    }

    /// Brings the schema up to `schemaVersion`, in one transaction with the import of `progress.json`.
    /// Another process migrating at the same moment waits for the write lock, then finds nothing to do.
    private func migrate() throws(SQLiteError) -> [String] {
        // WAL can only be switched outside a transaction; it is a property of the file, kept once set.
        _ = try connection.rows("PRAGMA journal_mode = WAL")
        try connection.execute("PRAGMA foreign_keys = ON")
        let version = try connection.rows("PRAGMA user_version").first?.int(0) ?? 0
        guard version < Self.schemaVersion else { return try importPendingProgress() }
        let progressFile = ProgressStore(directory: directory, now: now)
        let outcome: (imported: Bool, warnings: [String]) = try connection.transaction { () throws(SQLiteError) in
            let current = try connection.rows("PRAGMA user_version").first?.int(0) ?? 0
            guard current < Self.schemaVersion else { return (false, []) }
            guard current >= 0 else {
                throw SQLiteError(code: 11, message: "its schema version is \(current), which no wordfall writes")
            }
            for step in current..<Self.schemaVersion {
                do throws(SQLiteError) {
                    try connection.execute(Self.migrations[step])
                } catch  where error.primaryCode == 1 {
                    // SQLITE_ERROR: a table or column the version says is not there is, or one it says is
                    // there is not. A schema that lies about its version is damage (set aside, as 0019 does
                    // other damage), never a folder that "cannot be written".
                    throw SQLiteError(
                        code: 11,
                        message: "its tables are not those of its schema version \(current) (\(error.message))")
                }
            }
            var warnings: [String] = []
            var imported = false
            if current == 0 {
                let loaded = progressFile.load()
                if let warning = loaded.warning { warnings.append(warning) }
                if loaded.deferred {
                    markImportPending()
                } else if FileIO.kind(of: progressFile.path) == .file {
                    try insert(loaded.progress)
                    imported = true
                }
            }
            try connection.execute("PRAGMA user_version = \(Self.schemaVersion)")
            return (imported, warnings)
        }
        var warnings = outcome.warnings
        if outcome.imported {
            let moved = Self.moveAside(progressFile.path, now: now(), suffix: "imported")
            if moved.target == nil {
                warnings.append(
                    "Your progress in \(progressFile.path) was copied into \(path) but the old file could not be "
                        + "renamed (\(moved.failure)); it is no longer read.")
            }
        }
        return warnings
    }

    /// Inserts every level's result; with `keeping`, a level already in the store keeps its own.
    func insert(_ progress: CampaignProgress, keeping: Bool = false) throws(SQLiteError) {
        for (pack, levels) in progress.packs {
            for (level, result) in levels {
                try connection.run(
                    "INSERT OR \(keeping ? "IGNORE" : "REPLACE") INTO level_progress (pack, level, best_score, best_stars, completed) "
                        + "VALUES (?, ?, ?, ?, ?)",
                    [
                        .text(pack), .text(level), .int(result.bestScore), .int(result.bestStars),
                        .int(result.completed ? 1 : 0),
                    ])
            }
        }
    }

    // MARK: - Writing

    /// What recording a game changed.
    package struct Recorded: Hashable, Sendable {
        /// The level's best result improved (always false outside a pack).
        package var improved: Bool
        /// For a daily: the day's result as kept (the first recorded for that date stands).
        package var daily: DailyResult?
    }

    /// Records `game` in one transaction: the game and its words, the level's best result (packs only),
    /// and for a daily the day's result unless that date already has one.
    ///
    /// - Throws: `ProgressError` saying what could not be saved and why; nothing saved before is changed.
    /// - Parameter waitingAtMost: how long to wait for another process's write lock, in milliseconds
    ///   (default `busyTimeout`); past it the error says `isBusy`.
    @discardableResult
    package func record(_ game: PlayedGame, waitingAtMost wait: Int32? = nil) throws(ProgressError) -> Recorded {
        connection.setBusyTimeout(milliseconds: wait ?? Self.busyTimeout)
        defer { connection.setBusyTimeout(milliseconds: Self.busyTimeout) }
        if let readOnlyReason {
            throw ProgressError(
                message: "Your result could not be saved to \(path): \(readOnlyReason). Everything saved before is "
                    + "unchanged; the game goes on.")
        }
        do throws(SQLiteError) {
            return try connection.transaction { () throws(SQLiteError) in try insert(game) }
        } catch {
            throw ProgressError(
                message: "Your result could not be saved to \(path): \(error.message). "
                    + "Everything saved before is unchanged; the game goes on.", isBusy: error.primaryCode == 5)
        }
    }

    /// Inserts `game` as `record` does, inside the caller's transaction. A game whose id the store holds
    /// already (saved twice: from a journal and at once, by two processes) is not saved again; either way
    /// what was kept of it to resume is removed: it ended.
    func insert(_ game: PlayedGame) throws(SQLiteError) -> Recorded {
        try connection.run("DELETE FROM games_in_progress WHERE uid = ?", [.text(game.id.description)])
        if try isRecorded(game.id) {
            var daily: DailyResult?
            if let result = game.daily { daily = try keptDailyResult(on: result.date, language: result.language) }
            return Recorded(improved: false, daily: daily)
        }
        try connection.run(
            "INSERT INTO games (ended_at, pack, level, seed, score, stars, duration, ending, daily_date, uid) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                .int(game.endedAt), .optionalText(game.pack), .text(game.level),
                .integer(Int64(bitPattern: game.seed)), .int(game.score), .int(game.stars),
                .real(game.duration.isFinite ? game.duration : 0), .text(game.ending.rawValue),
                .optionalText(game.daily?.date), .text(game.id.description),
            ])
        let id = connection.lastInsertedRowID
        if let replay = game.replay {
            try connection.run(
                "INSERT INTO replays (game_id, level_text, moves, player_words) VALUES (?, ?, ?, ?)",
                [
                    .integer(id), .text(replay.levelText), .text(replay.moves),
                    .optionalText(replay.playerWords.flatMap { $0.isEmpty ? nil : $0.text }),
                ])
        }
        for (position, word) in game.words.enumerated() {
            try connection.run(
                "INSERT INTO game_words (game_id, position, word, points) VALUES (?, ?, ?, ?)",
                [.integer(id), .int(position), .text(word.word), .int(word.points)])
        }
        var improved = false
        if let pack = game.pack {
            improved = try fold(game, pack: pack)
        }
        var daily: DailyResult?
        if let result = game.daily {
            try connection.run(
                "INSERT OR IGNORE INTO daily_results "
                    + "(date, language, generator, score, total, rank, words, best_word_length, game_id, played_on) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    .text(result.date), .text(result.language), .int(result.generator), .int(result.score),
                    .int(result.total), .text(result.rank), .int(result.words), .int(result.bestWordLength),
                    .integer(id), .optionalText(result.playedOn),
                ])
            daily = try keptDailyResult(on: result.date, language: result.language)
        }
        return Recorded(improved: improved, daily: daily)
    }

    /// The day's result kept for `date` in `language`, if any.
    private func keptDailyResult(on date: String, language: String) throws(SQLiteError) -> DailyResult? {
        try connection.rows(
            "SELECT date, generator, score, total, rank, words, best_word_length, played_on, language "
                + "FROM daily_results WHERE date = ? AND language = ?", [.text(date), .text(language)]
        ).first.map { Self.dailyResult($0).result }
    }

    /// Folds one play into the level's best result, as `CampaignProgress.record` does, plus the best word.
    private func fold(_ game: PlayedGame, pack: String) throws(SQLiteError) -> Bool {
        let old = try connection.rows(
            "SELECT best_score, best_stars, completed, best_word, best_word_points FROM level_progress "
                + "WHERE pack = ? AND level = ?", [.text(pack), .text(game.level)]
        ).first
        var progress = CampaignProgress()
        // A damaged stored best (a value this build never writes) is replaced by this play's result.
        if let old, let previous = Self.levelProgress(old, columns: 0...2).progress {
            progress.packs[pack] = [game.level: previous]
        }
        let improved = progress.record(
            pack: pack, level: game.level, score: game.score, stars: game.stars, completed: game.ending == .completed)
        var bestWord = old?.text(3)
        var bestPoints = old?.int(4, in: StoredRow.Range.count) ?? 0
        if let best = game.words.max(by: { ($0.points, $1.word) < ($1.points, $0.word) }),
            bestWord == nil || best.points > bestPoints
        {
            bestWord = best.word
            bestPoints = best.points
        }
        guard let result = progress.level(game.level, inPack: pack) else { return improved }
        try connection.run(
            "INSERT OR REPLACE INTO level_progress "
                + "(pack, level, best_score, best_stars, completed, best_word, best_word_points) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                .text(pack), .text(game.level), .int(result.bestScore), .int(result.bestStars),
                .int(result.completed ? 1 : 0), .optionalText(bestWord), .int(bestPoints),
            ])
        return improved
    }
}
