import Glibc
import WordfallCore

/// What could not be written to the store on the way out because another program held its lock (a
/// `sqlite3` shell, a backup): written to a journal beside it and saved at the next open
/// (docs/decisions/0310). A journal is a small database of the store's own schema, written under a
/// temporary name (`wordfall.sqlite3.journal-new-PID`) and renamed whole, so a kill while writing it
/// leaves a temporary file the next open removes, never half a journal.
extension GameStore {
    /// The names of journals waiting to be saved start with this.
    package static let journalPrefix = fileName + ".journal-"
    /// A journal being written: `journal-new-PID`, renamed once whole.
    static let journalWritingPrefix = fileName + ".journal-new-"
    /// How long saving a journal waits for another program's lock, in milliseconds.
    static let journalWait: Int32 = 100
    /// The largest journal read: one exit's games are a few kilobytes.
    static let journalLimit = 64 * 1_024 * 1_024
    /// `SQLiteError.code` of a journal a newer wordfall wrote (not damage: left for it).
    static let newerJournal: Int32 = -1

    /// What a journal holds.
    package struct JournalContents: Hashable, Sendable {
        package var games: [PlayedGame] = []
        package var inProgress: [GameInProgress] = []
        package var settings: [String: String] = [:]

        package init(games: [PlayedGame] = [], inProgress: [GameInProgress] = [], settings: [String: String] = [:]) {
            self.games = games
            self.inProgress = inProgress
            self.settings = settings
        }

        var isEmpty: Bool { games.isEmpty && inProgress.isEmpty && settings.isEmpty }

        /// "1 finished game, the level in progress and 1 setting".
        package var summary: String {
            var parts: [String] = []
            if !games.isEmpty { parts.append(games.count == 1 ? "1 finished game" : "\(games.count) finished games") }
            if !inProgress.isEmpty {
                parts.append(inProgress.count == 1 ? "a level in progress" : "\(inProgress.count) levels in progress")
            }
            if !settings.isEmpty { parts.append(settings.count == 1 ? "1 setting" : "\(settings.count) settings") }
            return parts.count < 2
                ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "")
        }
    }

    /// Writes `contents` to a new journal beside the store in `directory`; its path.
    ///
    /// - Throws: `ProgressError` saying why it could not be written (nothing of it is left then).
    package static func writeJournal(_ contents: JournalContents, directory: String, now: Int = time(nil))
        throws(ProgressError) -> String
    {
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        let temporary = folder + journalWritingPrefix + "\(getpid())"
        unlink(temporary)
        unlink(temporary + "-journal")
        do throws(SQLiteError) {
            // Its own scope: the connection is closed (everything on disk) before the rename.
            do {
                let connection = try SQLiteConnection(path: temporary)
                try connection.execute("PRAGMA synchronous = FULL")
                try connection.transaction { () throws(SQLiteError) in
                    for migration in migrations { try connection.execute(migration) }
                    try connection.execute("PRAGMA user_version = \(schemaVersion)")
                    let journal = GameStore(directory: directory, path: temporary, connection: connection, now: { now })
                    for game in contents.games { _ = try journal.insert(game) }
                    for game in contents.inProgress { try journal.insert(inProgress: game) }
                    for (key, value) in contents.settings.sorted(by: { $0.key < $1.key }) {
                        try connection.run(
                            "INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)",
                            [
                                .text(key), .text(value),
                            ])
                    }
                }
            }
        } catch {
            unlink(temporary)
            unlink(temporary + "-journal")
            throw ProgressError(message: "cannot write a journal in \(directory): \(error.message)")
        }
        let stamp = ProgressStore.timestamp(now)
        var target = folder + journalPrefix + "\(stamp)-\(getpid())"
        var attempt = 1
        while FileIO.kind(of: target) != .missing {
            attempt += 1
            target = folder + journalPrefix + "\(stamp)-\(getpid())-\(attempt)"
        }
        guard rename(temporary, target) == 0 else {
            let failure = FileIO.lastError().reason
            unlink(temporary)
            throw ProgressError(message: "cannot write a journal in \(directory): \(failure)")
        }
        let descriptor = Glibc.open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
        return target
    }

    /// The journals waiting beside the store (whole ones: never one being written), oldest first.
    package func journals() -> [String] {
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        return Leftovers.names(in: directory, startingWith: Self.journalPrefix).filter { name in
            // Never one being written, SQLite's companions of one, or one set aside as damaged.
            !name.hasPrefix(Self.journalWritingPrefix) && !name.hasSuffix("-journal") && !name.hasSuffix("-wal")
                && !name.hasSuffix("-shm") && !name.contains(".corrupt-")
        }.map { folder + $0 }
    }

    /// Saves every journal waiting beside the store, each in one transaction, then removes it; what
    /// was saved, for the player. A journal that cannot be read is set aside (`.corrupt-…`), never
    /// deleted; one the lock keeps from being saved now waits for the next open.
    func saveJournals() -> [String] {
        guard readOnlyReason == nil else { return [] }
        for name in Leftovers.removeStale(in: directory, prefix: Self.journalWritingPrefix) {
            unlink((directory.hasSuffix("/") ? directory : directory + "/") + name + "-journal")
        }
        var warnings: [String] = []
        for journal in journals() {
            // Read as untrusted: a regular file (never a link, a FIFO that would block the open), size-capped.
            guard let size = Leftovers.regularFileSize(journal) else {
                warnings.append(
                    "\(journal) is not a journal wordfall wrote (not a regular file); it was left as it is.")
                continue
            }
            let contents: JournalContents
            do throws(SQLiteError) {
                guard size <= Self.journalLimit else {
                    throw SQLiteError(
                        code: 11, message: "it is larger than \(FileIO.describe(bytes: Self.journalLimit))")
                }
                contents = try Self.readJournal(journal, directory: directory)
            } catch  where error.code == Self.newerJournal {
                warnings.append("\(journal) was written by a newer wordfall; it is left for it.")
                continue
            } catch {
                let moved = Self.moveAside(journal, now: now())
                warnings.append(
                    "What could not be saved in \(path) earlier was kept in \(journal), which is damaged "
                        + "(\(error.message))"
                        + (moved.target.map { "; it was kept as \($0)." } ?? " and could not be moved aside."))
                continue
            }
            do throws(SQLiteError) {
                // The open waits a moment at most: a journal the lock keeps from being saved waits for later.
                connection.setBusyTimeout(milliseconds: Self.journalWait)
                defer { connection.setBusyTimeout(milliseconds: Self.busyTimeout) }
                try connection.transaction { () throws(SQLiteError) in try save(contents) }
            } catch {
                // Locked again, or a full disk: the journal waits for the next start.
                warnings.append(
                    "What could not be saved in \(path) earlier (\(contents.summary)) is kept in \(journal) and "
                        + "could not be saved yet (\(error.message)); it is tried again at the next start.")
                continue
            }
            unlink(journal)
            if !contents.isEmpty {
                warnings.append(
                    "What could not be saved in \(path) last time (\(contents.summary)) was kept in \(journal); "
                        + "it is saved now.")
            }
        }
        return warnings
    }

    /// Saves `contents` inside the caller's transaction: a game already in the store (the same end, level
    /// and score: a journal saved twice) is not saved again, nor a level in progress kept later since.
    private func save(_ contents: JournalContents) throws(SQLiteError) {
        for game in contents.games {
            let known = try connection.rows(
                "SELECT count(*) FROM games WHERE ended_at = ? AND coalesce(pack, '') = ? AND level = ? AND score = ? "
                    + "AND seed = ?",
                [
                    .int(game.endedAt), .text(game.pack ?? ""), .text(game.level), .int(game.score),
                    .integer(Int64(bitPattern: game.seed)),
                ]
            ).first?.int(0)
            if known ?? 0 == 0 { _ = try insert(game) }
        }
        for game in contents.inProgress {
            let newer = try connection.rows(
                "SELECT count(*) FROM games_in_progress WHERE pack = ? AND level = ? AND source = ? AND saved_at > ?",
                [.text(game.pack ?? ""), .text(game.level), .text(game.source), .int(game.savedAt)]
            ).first?.int(0)
            if newer ?? 0 == 0 { try insert(inProgress: game) }
        }
        for (key, value) in contents.settings.sorted(by: { $0.key < $1.key }) {
            try connection.run(
                "INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)", [.text(key), .text(value)])
        }
    }

    /// Reads the journal at `path` (as untrusted as the store: a damaged row is damage).
    static func readJournal(_ path: String, directory: String) throws(SQLiteError) -> JournalContents {
        let connection = try SQLiteConnection(path: path, create: false)
        let journal = GameStore(directory: directory, path: path, connection: connection, now: { time(nil) })
        try journal.check()
        guard let version = try connection.rows("PRAGMA user_version").first?.int(0), version >= 1 else {
            throw SQLiteError(code: 11, message: "it is not a journal of this wordfall's schema")
        }
        guard version <= schemaVersion else {
            throw SQLiteError(code: newerJournal, message: "its schema version is \(version)")
        }
        // An older wordfall's journal: brought up to this schema, as the store is.
        if version < schemaVersion {
            try connection.transaction { () throws(SQLiteError) in
                for step in version..<schemaVersion { try connection.execute(migrations[step]) }
                try connection.execute("PRAGMA user_version = \(schemaVersion)")
            }
        }
        var contents = JournalContents()
        do throws(ProgressError) {
            contents.inProgress = try journal.gamesInProgress()
            contents.games = try journal.playedGames()
        } catch {
            throw SQLiteError(code: 11, message: error.message)
        }
        for row in try connection.rows("SELECT key, value FROM settings") {
            guard let key = row.text(0), let value = row.text(1), value.count <= 100 else {
                throw SQLiteError(code: 11, message: "a setting this build never writes")
            }
            contents.settings[key] = value
        }
        if let damage = journal.damagedRows.first { throw SQLiteError(code: 11, message: damage) }
        return contents
    }
}
