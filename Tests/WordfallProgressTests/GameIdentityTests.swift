import Dispatch
import Foundation
import Glibc
import Synchronization
import Testing
import WordfallCore

@testable import WordfallProgress

/// Issue 36: a game has one identity, so nothing is saved twice, dropped or overwritten, whatever runs
/// at once on one data folder (items 1 to 4).
@Suite struct GameIdentityTests {
    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "wordfall-identity-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    func journals(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(GameStore.journalPrefix) }
    }

    static func game(_ low: UInt64, level: String = "01", score: Int = 120, endedAt: Int = 1_795_308_060)
        -> PlayedGame
    {
        PlayedGame(
            id: GameID(high: 36, low: low), endedAt: endedAt, pack: "starter", level: level, seed: 7, score: score,
            stars: 1, words: [PlayedWord(word: "CAT", points: score)], duration: 10, ending: .completed)
    }

    static func kept(_ low: UInt64, level: String = "01", at savedAt: Int = 100) -> GameInProgress {
        GameInProgress(
            id: GameID(high: 36, low: low), pack: "starter", level: level, dailyDate: nil, savedAt: savedAt,
            elapsed: 3, levelText: "{}", moves: "1.000\tCAT\n")
    }

    @Test func anIDIsThirtyTwoHexDigitsAndReadBack() {
        let id = GameID(high: 0x0123_4567_89ab_cdef, low: 15)
        #expect(id.description == "0123456789abcdef000000000000000f")
        #expect(GameID(id.description) == id)
        #expect(GameID("0123456789ABCDEF000000000000000F") == nil, "upper case is not what is written")
        #expect(GameID("0123") == nil)
        #expect(GameID.random() != GameID.random())
    }

    /// A result saved twice (at its end and from a journal, or by two processes) is one game.
    @Test func aResultSavedTwiceIsOneGame() throws {
        try withFolder { folder in
            let store = try #require(GameStore.open(directory: folder).store)
            try store.record(Self.game(1))
            try store.record(Self.game(1))
            #expect(try store.playedGames() == [Self.game(1)])
            #expect(try store.statistics(today: CalendarDay(year: 2026, month: 11, day: 22)!).gamesPlayed == 1)
        }
    }

    /// Item 2: six different games of one level with one score in one second, journalled under a held
    /// lock, are six games.
    @Test func sixGamesOfOneLevelAndScoreInOneSecondAreSix() throws {
        try withFolder { folder in
            _ = try #require(GameStore.open(directory: folder).store)
            for low in 1...6 {
                _ = try GameStore.writeJournal(
                    GameStore.JournalContents(games: [Self.game(UInt64(low))]), directory: folder)
            }
            let opened = GameStore.open(directory: folder)
            let store = try #require(opened.store)
            #expect(try store.playedGames().count == 6)
            #expect(opened.warnings.filter { $0.hasSuffix("it is saved now.") }.count == 6)
        }
    }

    /// Item 1: a keep journalled while another program held the lock, then the game's end recorded: the
    /// journal's keep is dropped with nothing said, and the level is not offered again.
    @Test func aJournalledKeepOfAGameThatEndedIsDroppedUnsaid() throws {
        try withFolder { folder in
            let store = try #require(GameStore.open(directory: folder).store)
            _ = try GameStore.writeJournal(GameStore.JournalContents(inProgress: [Self.kept(1)]), directory: folder)
            try store.record(Self.game(1))
            let opened = GameStore.open(directory: folder)
            #expect(opened.warnings == [])
            #expect(try opened.store?.gamesInProgress() == [])
            #expect(try journals(folder) == [])
        }
    }

    /// Item 4: two windows on one level each keep their own game; a game that ends removes its own alone.
    @Test func twoGamesOfOneLevelAreBothKeptAndEachEndsAlone() throws {
        try withFolder { folder in
            let first = try #require(GameStore.open(directory: folder).store)
            let second = try #require(GameStore.open(directory: folder).store)
            try first.keep(Self.kept(1, at: 100))
            try second.keep(Self.kept(2, at: 200))
            #expect(
                try first.gamesInProgress(pack: "starter", level: "01") == [
                    Self.kept(2, at: 200), Self.kept(1, at: 100),
                ])
            try second.record(Self.game(2))
            #expect(try first.gamesInProgress() == [Self.kept(1, at: 100)])
            try second.forgetGameInProgress(Self.kept(3).id)
            #expect(try first.gamesInProgress() == [Self.kept(1, at: 100)], "forgetting another game forgets none")
            try first.keep(Self.kept(2, at: 300))
            #expect(try first.gamesInProgress() == [Self.kept(1, at: 100)], "a game that ended is not kept again")
        }
    }

    /// Two games of one level left in the same second: the one kept last is the most recent, offered
    /// first (saved_at counts seconds; which row a tie gave first was the query plan's).
    @Test func ofTwoGamesKeptInOneSecondTheLastKeptIsOfferedFirst() throws {
        try withFolder { folder in
            let store = try #require(GameStore.open(directory: folder).store)
            for (first, last) in [(UInt64(1), UInt64(2)), (2, 1), (1, 2)] {
                try store.keep(Self.kept(first, at: 100))
                try store.keep(Self.kept(last, at: 100))
                #expect(
                    try store.gamesInProgress(pack: "starter", level: "01").map(\.id.low) == [last, first],
                    "\(first) kept, then \(last)")
            }
        }
    }

    /// Item 3: a journal another process took a moment ago is its own to save and say: not listed as a
    /// stranger, not saved twice. One a killed process took is given back and saved.
    @Test func aJournalTakenByAnotherProcessIsItsAndAKilledOnesIsGivenBack() throws {
        try withFolder { folder in
            _ = try #require(GameStore.open(directory: folder).store)
            let journal = try GameStore.writeJournal(
                GameStore.JournalContents(games: [Self.game(1)]), directory: folder)
            let name = (journal as NSString).lastPathComponent.dropFirst(GameStore.journalPrefix.count)
            // Taken by a process still running (this one's parent stands for it).
            let taken = folder + "/" + GameStore.journalSavingPrefix + "\(getppid())-" + name
            #expect(rename(journal, taken) == 0)
            let meanwhile = GameStore.open(directory: folder)
            #expect(meanwhile.warnings == [])
            #expect(try meanwhile.store?.playedGames() == [])
            // Its process gone: given back under its own name, and saved.
            let gone = Process()
            gone.executableURL = URL(fileURLWithPath: "/bin/true")
            try gone.run()
            gone.waitUntilExit()
            let killed = folder + "/" + GameStore.journalSavingPrefix + "\(gone.processIdentifier)-" + name
            #expect(rename(taken, killed) == 0)
            let later = GameStore.open(directory: folder)
            #expect(later.warnings.count == 1 && later.warnings[0].contains("it is saved now"), "\(later.warnings)")
            #expect(try later.store?.playedGames() == [Self.game(1)])
            let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
                $0.hasPrefix(GameStore.journalPrefix) || $0.hasPrefix(GameStore.journalSavingPrefix)
            }
            #expect(left == [])
        }
    }

    /// Item 3: eight opens at once over 40 journals save each once, say each once, and call none a stranger.
    @Test func opensAtOnceSaveEachJournalOnceAndSayItOnce() throws {
        try withFolder { folder in
            _ = try #require(GameStore.open(directory: folder).store)
            for low in 1...40 {
                _ = try GameStore.writeJournal(
                    GameStore.JournalContents(
                        games: [Self.game(UInt64(low))], inProgress: [Self.kept(UInt64(100 + low))]),
                    directory: folder)
            }
            let said = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let warnings = GameStore.open(directory: folder).warnings
                said.withLock { $0 += warnings }
            }
            let lines = said.withLock { $0 }
            #expect(lines.filter { $0.hasSuffix("it is saved now.") }.count == 40, "\(lines)")
            #expect(lines.filter { !$0.hasSuffix("it is saved now.") } == [])
            let store = try #require(GameStore.open(directory: folder).store)
            #expect(try store.playedGames().count == 40)
            #expect(try store.gamesInProgress().count == 40)
            #expect(try journals(folder) == [])
        }
    }

    /// Games and kept games saved before ids each get one of their own (schema 10).
    @Test func gamesSavedBeforeIDsGetOneEach() throws {
        try withFolder { folder in
            do {
                let connection = try SQLiteConnection(path: folder + "/" + GameStore.fileName)
                for migration in GameStore.migrations.prefix(9) { try connection.execute(migration) }
                try connection.execute("PRAGMA user_version = 9")
                for second in [1, 2] {
                    try connection.execute(
                        "INSERT INTO games (ended_at, pack, level, seed, score, stars, duration, ending) "
                            + "VALUES (\(second), 'starter', '01', 7, 50, 1, 3, 'completed')")
                    try connection.execute(
                        "INSERT INTO games_in_progress (pack, level, source, saved_at, elapsed, level_text, moves) "
                            + "VALUES ('starter', '0\(second)', '', 5, 1.5, '{}', '1.000\tCAT\n')")
                }
            }
            let store = try #require(GameStore.open(directory: folder).store)
            let ids = try store.playedGames().map(\.id) + store.gamesInProgress().map(\.id)
            #expect(ids.count == 4)
            #expect(Set(ids).count == 4)
        }
    }

    /// Item 9: a database whose version does not match its tables (a version set back by hand, a restore
    /// of the wrong file) is damage: set aside and said, and a new database saves results; never "the data
    /// folder cannot be written" with every result refused.
    @Test func aSchemaThatLiesAboutItsVersionIsDamageSetAside() throws {
        try withFolder { folder in
            do {
                let store = try #require(GameStore.open(directory: folder).store)
                try store.connection.execute("PRAGMA user_version = 8")
            }
            let opened = GameStore.open(directory: folder, now: { 1_795_308_060 })
            let store = try #require(opened.store)
            #expect(store.readOnlyReason == nil)
            #expect(opened.damagedKeptAs == folder + "/" + GameStore.fileName + ".corrupt-20261122T004100Z")
            #expect(
                opened.warnings.first?.contains(
                    "is damaged (its tables are not those of its schema version 8 (duplicate column name: left))")
                    == true, "\(opened.warnings)")
            try store.record(Self.game(1))
            #expect(try store.playedGames() == [Self.game(1)])
        }
    }
}
