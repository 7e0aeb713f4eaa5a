import Foundation
import Testing
import WordfallCore

@testable import WordfallProgress

/// docs/decisions/0090, issue 36: the store keeps each game in progress, by its id.
@Suite struct GameInProgressTests {
    func withStore(_ body: (GameStore) throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "wordfall-in-progress-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try #require(GameStore.open(directory: folder).store)
        try body(store)
    }

    /// A game of `level` kept; `game` its id's low half (by default the level's number: one game a level).
    static func kept(
        _ level: String, pack: String? = "starter", at savedAt: Int, moves: String = "1.000\tCAT\n",
        game: UInt64? = nil
    ) -> GameInProgress {
        GameInProgress(
            id: GameID(high: 36, low: game ?? UInt64(level) ?? 0), pack: pack, level: level, dailyDate: nil,
            savedAt: savedAt, elapsed: 12.5, levelText: "{}", moves: moves)
    }

    @Test func aLevelInProgressIsKeptReplacedAndForgotten() throws {
        try withStore { store in
            try store.keep(Self.kept("01", at: 100))
            try store.keep(Self.kept("02", pack: nil, at: 200))
            try store.keep(Self.kept("01", at: 300, moves: "1.000\tCAT\n2.000\tDOG\n"))
            #expect(
                try store.gamesInProgress() == [
                    Self.kept("01", at: 300, moves: "1.000\tCAT\n2.000\tDOG\n"), Self.kept("02", pack: nil, at: 200),
                ])
            #expect(try store.gameInProgress(pack: nil, level: "02") == Self.kept("02", pack: nil, at: 200))
            try store.forgetGameInProgress(Self.kept("02", pack: nil, at: 200).id)
            #expect(try store.gameInProgress(pack: nil, level: "02") == nil)
        }
    }

    /// Version 9 (issue 29): whether the player left the game is kept; a game kept before it was left.
    /// Version 10 (issue 36): a game kept before ids were gets an id of its own.
    @Test func whetherThePlayerLeftIsKeptAndOlderGamesWereLeft() throws {
        let folder = NSTemporaryDirectory() + "wordfall-in-progress-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        do {
            // The schema of version 8, with a game kept then.
            let connection = try SQLiteConnection(path: folder + "/" + GameStore.fileName)
            for migration in GameStore.migrations.prefix(8) { try connection.execute(migration) }
            try connection.execute("PRAGMA user_version = 8")
            try connection.execute(
                "INSERT INTO games_in_progress (pack, level, daily_date, saved_at, elapsed, level_text, moves) "
                    + "VALUES ('starter', '01', NULL, 100, 12.5, '{}', '1.000\tCAT\n')")
        }
        let store = try #require(GameStore.open(directory: folder).store)
        #expect(try store.connection.rows("PRAGMA user_version").first?.int(0) == GameStore.schemaVersion)
        var kept = try #require(try store.gameInProgress(pack: "starter", level: "01"))
        #expect(kept.left)
        #expect(kept.id != GameID(high: 0, low: 0))
        kept.id = Self.kept("01", at: 100).id
        #expect(kept == Self.kept("01", at: 100))
        var onTheWay = Self.kept("02", at: 100)
        onTheWay.left = false
        try store.keep(onTheWay)
        #expect(try store.gameInProgress(pack: "starter", level: "02")?.left == false)
    }

    @Test func aLevelThatEndsIsNoLongerInProgress() throws {
        try withStore { store in
            try store.keep(Self.kept("01", at: 100))
            try store.keep(Self.kept("02", at: 100))
            try store.record(
                PlayedGame(
                    id: Self.kept("01", at: 100).id, endedAt: 400, pack: "starter", level: "01", seed: 0, score: 50,
                    stars: 1,
                    words: [PlayedWord(word: "CAT", points: 50)], duration: 3, ending: .completed))
            #expect(try store.gamesInProgress().map(\.level) == ["02"])
        }
    }

    @Test func aDamagedRowIsSkippedAndReported() throws {
        try withStore { store in
            try store.keep(Self.kept("01", at: 100))
            try store.connection.execute("UPDATE games_in_progress SET elapsed = 'soon'")
            #expect(try store.gamesInProgress().isEmpty)
            #expect(
                store.takeDamageReports() == [
                    "Your saved data in \(store.path) has a damaged row, not read: table games_in_progress, '01': "
                        + "its saved_at, elapsed or uid is not a value this version writes."
                ])
        }
    }
}

extension GameInProgressTests {
    /// A keep after a move waits only a moment for another program's lock: the game goes on (0090).
    @Test func aKeepWaitsOnlyAsLongAsItIsToldForALock() throws {
        try withStore { store in
            let other = try #require(GameStore.open(directory: store.directory).store)
            try other.connection.execute("BEGIN IMMEDIATE")
            let started = Date()
            var busy = false
            do throws(ProgressError) {
                try store.keep(Self.kept("01", at: 100), waitingAtMost: 20)
            } catch {
                busy = error.isBusy
            }
            #expect(busy)
            #expect(Date().timeIntervalSince(started) < 2, "not the usual ten seconds' wait")
            try other.connection.execute("ROLLBACK")
            try store.keep(Self.kept("01", at: 100), waitingAtMost: 20)
            #expect(try store.gamesInProgress().map(\.level) == ["01"])
        }
    }
}
