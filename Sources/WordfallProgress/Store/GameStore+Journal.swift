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
    /// A journal one process took to save (`saving-PID-` and the journal's name after `journalPrefix`): the
    /// rename that takes it succeeds for one process alone, so two starting at once never both save it; one
    /// killed while saving leaves it to be given back (`giveBackStaleJournals`).
    static let journalSavingPrefix = fileName + ".saving-"
    /// How long saving a journal waits for another program's lock, in milliseconds: another wordfall
    /// saving its own journals at the same moment holds it for a few milliseconds at a time; past this
    /// wait, the lock is another program's, and the journals left wait for the next start.
    static let journalWait: Int32 = 500
    /// The largest journal read: one exit's games are a few kilobytes.
    static let journalLimit = 64 * 1_024 * 1_024
    /// `SQLiteError.code` of a journal a newer wordfall wrote (not damage: left for it).
    static let newerJournal: Int32 = -1

    /// What a journal holds.
    package struct JournalContents: Hashable, Sendable {
        package var games: [PlayedGame] = []
        package var inProgress: [GameInProgress] = []
        package var settings: [String: String] = [:]
        /// Written by a wordfall before games had ids (schema 9 or older): its games got ids on reading, so
        /// one saved already is known by its end, level, score and seed, as then.
        var beforeIDs = false

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
        // A name never used before, by any process (a random part): a journal another process took away
        // to save leaves its name free, and a later journal of this one must not take it, or the removal of
        // the first (superseded, `KeptGames`) would remove the second, and the first given back would
        // replace it.
        let stamp = ProgressStore.timestamp(now)
        var target: String
        repeat {
            let unique = String(UInt32.random(in: 0...UInt32.max), radix: 16)
            target = folder + journalPrefix + "\(stamp)-\(getpid())-\(unique)"
        } while FileIO.kind(of: target) != .missing
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

    /// Saves every journal waiting beside the store, all in one transaction, then removes them; what was
    /// saved, for the player. Each is first taken (renamed to `journalSavingPrefix`): a journal another
    /// process took first is its to save and say, not this one's, and not a stranger. One transaction
    /// for all: wordfalls starting at once each take the lock once, so none waits out the others. A journal
    /// that cannot be read is set aside (`.corrupt-…`), never deleted; when the lock keeps them from being
    /// saved now they are given back, to wait for the next open.
    func saveJournals() -> [String] {
        guard readOnlyReason == nil else { return [] }
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        for name in Leftovers.removeStale(in: directory, prefix: Self.journalWritingPrefix) {
            unlink(folder + name + "-journal")
        }
        giveBackStaleJournals()
        guard !journals().isEmpty else { return [] }
        var warnings: [String] = []
        var read: [(taken: String, journal: String, contents: JournalContents)] = []
        var saved: [JournalContents] = []
        do throws(SQLiteError) {
            // The write lock first, then the journals taken: a process that cannot have the lock never holds
            // another's journal taken (its removal when its game ends would miss it), and one that has it
            // holds them for milliseconds. The open waits a moment at most: they wait for later.
            connection.setBusyTimeout(milliseconds: Self.journalWait)
            defer { connection.setBusyTimeout(milliseconds: Self.busyTimeout) }
            saved = try connection.transaction { () throws(SQLiteError) in
                for journal in journals() {
                    let name = String(journal.dropFirst(folder.count + Self.journalPrefix.count))
                    let taken = folder + Self.journalSavingPrefix + "\(getpid())-" + name
                    guard rename(journal, taken) == 0 else {
                        let failure = FileIO.lastError()
                        // Another wordfall took it a moment ago: it saves it and says so.
                        if failure == .notFound { continue }
                        warnings.append(
                            "\(journal) could not be taken to be saved (\(failure.reason)); it was left as it is.")
                        continue
                    }
                    switch readTaken(taken, as: journal) {
                    case .success(let contents): read.append((taken, journal, contents))
                    case .failure(let problem): warnings.append(problem.message)
                    }
                    unlink(taken + "-journal")
                }
                var saved: [JournalContents] = []
                for entry in read { saved.append(try save(entry.contents)) }
                return saved
            }
        } catch {
            // Locked by another program, or a full disk: the journals wait for the next start.
            for entry in read { _ = rename(entry.taken, entry.journal) }
            for journal in journals() {
                warnings.append(
                    "What could not be saved in \(path) earlier is kept in \(journal) and could not be saved yet "
                        + "(\(error.message)); it is tried again at the next start.")
            }
            return warnings
        }
        for (entry, saved) in zip(read, saved) {
            unlink(entry.taken)
            // What the store held already (a game saved twice, a keep of a game that ended since) goes unsaid.
            if !saved.isEmpty {
                warnings.append(
                    "What could not be saved in \(path) last time (\(saved.summary)) was kept in \(entry.journal); "
                        + "it is saved now.")
            }
        }
        return warnings
    }

    /// Reads the journal taken as `taken` (its name was `journal`): its contents, or what to tell the player
    /// when it is not one to save (given back under its name, or set aside when damaged).
    private func readTaken(_ taken: String, as journal: String) -> Result<JournalContents, ProgressError> {
        // Read as untrusted: a regular file (never a link, a FIFO that would block the open), size-capped.
        guard let size = Leftovers.regularFileSize(taken) else {
            _ = rename(taken, journal)
            return .failure(
                ProgressError(
                    message: "\(journal) is not a journal wordfall wrote (not a regular file); it was left as it is."))
        }
        do throws(SQLiteError) {
            guard size <= Self.journalLimit else {
                throw SQLiteError(code: 11, message: "it is larger than \(FileIO.describe(bytes: Self.journalLimit))")
            }
            return .success(try Self.readJournal(taken, directory: directory))
        } catch  where error.code == Self.newerJournal {
            _ = rename(taken, journal)
            return .failure(ProgressError(message: "\(journal) was written by a newer wordfall; it is left for it."))
        } catch {
            let moved = Self.moveAside(taken, now: now(), named: journal)
            return .failure(
                ProgressError(
                    message: "What could not be saved in \(path) earlier was kept in \(journal), which is damaged "
                        + "(\(error.message))"
                        + (moved.target.map { "; it was kept as \($0)." } ?? " and could not be moved aside.")))
        }
    }

    /// Gives back the journals a process took to save and was killed before it had (`journalSavingPrefix`
    /// with the id of a process no longer running), under their own names.
    private func giveBackStaleJournals() {
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        for name in Leftovers.names(in: directory, startingWith: Self.journalSavingPrefix) {
            let rest = name.dropFirst(Self.journalSavingPrefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), !name.hasSuffix("-journal"),
                Leftovers.isStale(folder + name, writtenBy: pid, now: now())
            else { continue }
            _ = rename(folder + name, folder + Self.journalPrefix + rest[rest.index(after: dash)...])
        }
    }

    /// Saves `contents` inside the caller's transaction; what of it was new. A game the store holds already
    /// (its id: a journal saved twice) is not saved again; a game in progress is not kept when the game
    /// ended, nor over a keep of it made later.
    private func save(_ contents: JournalContents) throws(SQLiteError) -> JournalContents {
        var saved = JournalContents(settings: contents.settings)
        for game in contents.games {
            if contents.beforeIDs {
                let known = try connection.rows(
                    "SELECT count(*) FROM games WHERE ended_at = ? AND coalesce(pack, '') = ? AND level = ? "
                        + "AND score = ? AND seed = ?",
                    [
                        .int(game.endedAt), .text(game.pack ?? ""), .text(game.level), .int(game.score),
                        .integer(Int64(bitPattern: game.seed)),
                    ]
                ).first?.int(0)
                if known ?? 0 > 0 { continue }
            }
            if try !isRecorded(game.id) {
                _ = try insert(game)
                saved.games.append(game)
            }
        }
        for game in contents.inProgress {
            let newer = try connection.rows(
                "SELECT count(*) FROM games_in_progress WHERE uid = ? AND saved_at > ?",
                [.text(game.id.description), .int(game.savedAt)]
            ).first?.int(0)
            if newer ?? 0 == 0, try !isRecorded(game.id) {
                try insert(inProgress: game)
                saved.inProgress.append(game)
            }
        }
        for (key, value) in contents.settings.sorted(by: { $0.key < $1.key }) {
            try connection.run(
                "INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)", [.text(key), .text(value)])
        }
        return saved
    }

    /// Whether the game `id` ended and its result is in the store.
    func isRecorded(_ id: GameID) throws(SQLiteError) -> Bool {
        try connection.rows("SELECT 1 FROM games WHERE uid = ?", [.text(id.description)]).first != nil
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
        contents.beforeIDs = version < 10
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
