import Foundation
import Glibc
import Testing
import WordfallCore

@testable import WordfallProgress

/// What could not be saved while another program held the database's lock is written to a journal beside
/// the store and saved at the next open, once, never lost (issue 30, docs/decisions/0310).
@Suite struct StoreJournalTests {
    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "wordfall-journal-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    func journals(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(GameStore.journalPrefix) }
            .sorted()
    }

    static let daily = DailyResult(
        date: "2026-11-28", generator: 3, score: 90, total: 400, rank: "Good", words: 2, bestWordLength: 4,
        playedOn: "2026-11-28")

    static let contents = GameStore.JournalContents(
        games: [
            PlayedGame(
                id: GameID(high: 30, low: 1), endedAt: 1_795_308_060, pack: "starter", level: "01", seed: UInt64.max,
                score: 120, stars: 2,
                words: [PlayedWord(word: "CAT", points: 50), PlayedWord(word: "DOGS", points: 70)], duration: 31.5,
                ending: .completed, replay: PlayedGame.Replay(levelText: "{\"id\": \"01\"}", moves: "1.000\tCAT\n")),
            PlayedGame(
                id: GameID(high: 30, low: 2), endedAt: 1_795_308_070, pack: nil, level: "daily-2026-11-28", seed: 9,
                score: 90, stars: 0,
                words: [PlayedWord(word: "OWLS", points: 90)], duration: 60, ending: .outOfTime, daily: daily),
        ],
        inProgress: [
            GameInProgress(
                id: GameID(high: 30, low: 3), pack: "starter", level: "02", dailyDate: nil, savedAt: 1_795_308_080,
                elapsed: 4.5,
                levelText: "{\"id\": \"02\"}", moves: "1.000\tCAT\n2.000\tDOG\n")
        ],
        settings: ["theme": "light", "rules-met": "static"])

    @Test func aJournalIsSavedWholeAtTheNextOpenAndRemoved() throws {
        try withFolder { folder in
            let journal = try GameStore.writeJournal(Self.contents, directory: folder, now: 1_795_308_090)
            #expect(try journals(folder) == [(journal as NSString).lastPathComponent])
            #expect(try GameStore.readJournal(journal, directory: folder) == Self.contents)
            let opened = GameStore.open(directory: folder)
            let store = try #require(opened.store)
            #expect(
                opened.warnings == [
                    "What could not be saved in \(store.path) last time (2 finished games, a level in progress and "
                        + "2 settings) was kept in \(journal); it is saved now."
                ])
            #expect(try journals(folder) == [])
            #expect(try store.playedGames() == Self.contents.games)
            #expect(try store.gamesInProgress() == Self.contents.inProgress)
            #expect(store.setting("theme") == "light")
            #expect(try store.dailyResult(on: "2026-11-28") == Self.daily)
            #expect(try store.progress().level("01", inPack: "starter")?.bestScore == 120)
        }
    }

    /// A journal saved twice (a kill between saving it and removing it, two windows at once) saves each
    /// game once; a level kept later in the store is not replaced by the journal's older one.
    @Test func aJournalSavedTwiceSavesEachGameOnceAndNeverAnOlderKeep() throws {
        try withFolder { folder in
            let store = try #require(GameStore.open(directory: folder).store)
            try store.record(Self.contents.games[0])
            var later = Self.contents.inProgress[0]
            later.savedAt += 100
            later.moves += "3.000\tOWL\n"
            try store.keep(later)
            _ = try GameStore.writeJournal(Self.contents, directory: folder)
            let again = try #require(GameStore.open(directory: folder).store)
            #expect(try again.playedGames() == Self.contents.games)
            #expect(try again.gamesInProgress() == [later])
        }
    }

    /// The lock still held at the next open: the journal waits, and is saved by the open after.
    @Test func aJournalTheLockKeepsFromBeingSavedWaits() throws {
        try withFolder { folder in
            let store = try #require(GameStore.open(directory: folder).store)
            _ = try GameStore.writeJournal(Self.contents, directory: folder)
            var waited: GameStore.Opened?
            try store.holdingWriteLock {
                waited = GameStore.open(directory: folder)
            }
            #expect(waited?.warnings.first?.contains("could not be saved yet") == true, "\(String(describing: waited))")
            #expect(try journals(folder).count == 1)
            let later = try #require(GameStore.open(directory: folder).store)
            #expect(try later.playedGames().count == 2)
            #expect(try journals(folder) == [])
        }
    }

    /// A damaged journal is set aside, never deleted; a journal half written by a run killed while writing
    /// it (`journal-new-PID`, its process gone) is removed.
    @Test func aDamagedJournalIsKeptAsideAndAHalfWrittenOneRemoved() throws {
        try withFolder { folder in
            let damaged = folder + "/" + GameStore.journalPrefix + "20261128T000000Z-1"
            try "not a database".write(toFile: damaged, atomically: true, encoding: .utf8)
            let gone = Process()
            gone.executableURL = URL(fileURLWithPath: "/bin/true")
            try gone.run()
            gone.waitUntilExit()
            let half = folder + "/" + GameStore.journalWritingPrefix + "\(gone.processIdentifier)"
            try "half".write(toFile: half, atomically: true, encoding: .utf8)
            let opened = GameStore.open(directory: folder, now: { 1_795_308_060 })
            #expect(opened.store != nil)
            #expect(opened.warnings.first?.contains("which is damaged") == true, "\(opened.warnings)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            #expect(names.contains((damaged as NSString).lastPathComponent + ".corrupt-20261122T004100Z"), "\(names)")
            #expect(!names.contains((half as NSString).lastPathComponent))
            #expect(!names.contains((damaged as NSString).lastPathComponent))
        }
    }

    /// A journal name on a FIFO (which would block the open) or a link is left as it is and said; a
    /// newer wordfall's journal is left for it; an older one's is brought up to this schema and saved.
    @Test func aJournalIsReadAsUntrusted() throws {
        try withFolder { folder in
            let fifo = folder + "/" + GameStore.journalPrefix + "fifo"
            #expect(mkfifo(fifo, 0o644) == 0)
            let link = folder + "/" + GameStore.journalPrefix + "link"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/etc/passwd")
            let newer = try GameStore.writeJournal(Self.contents, directory: folder)
            do {
                let connection = try SQLiteConnection(path: newer, create: false)
                try connection.execute("PRAGMA user_version = \(GameStore.schemaVersion + 1)")
            }
            let older = folder + "/" + GameStore.journalPrefix + "older"
            do {
                let connection = try SQLiteConnection(path: older)
                for migration in GameStore.migrations.prefix(6) { try connection.execute(migration) }
                try connection.execute("PRAGMA user_version = 6")
                try connection.execute(
                    "INSERT INTO games_in_progress (pack, level, daily_date, saved_at, elapsed, level_text, moves) "
                        + "VALUES ('starter', '03', NULL, 5, 1.5, '{}', '1.000\tCAT\n')")
            }
            let opened = GameStore.open(directory: folder)
            let store = try #require(opened.store)
            #expect(
                opened.warnings.contains(
                    "\(fifo) is not a journal wordfall wrote (not a regular file); it was left as it is."))
            #expect(
                opened.warnings.contains(
                    "\(link) is not a journal wordfall wrote (not a regular file); it was left as it is."))
            #expect(opened.warnings.contains("\(newer) was written by a newer wordfall; it is left for it."))
            #expect(try store.gameInProgress(pack: "starter", level: "03")?.moves == "1.000\tCAT\n")
            #expect(
                try journals(folder).sorted()
                    == [fifo, link, newer].map { ($0 as NSString).lastPathComponent }.sorted())
        }
    }
}
