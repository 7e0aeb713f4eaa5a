import Foundation
import Testing
import WordfallCore

@testable import WordfallProgress

/// docs/decisions/0224: the store keeps one level in progress per pack and level.
@Suite struct GameInProgressTests {
    func withStore(_ body: (GameStore) throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "wordfall-in-progress-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try #require(GameStore.open(directory: folder).store)
        try body(store)
    }

    static func kept(_ level: String, pack: String? = "starter", at savedAt: Int, moves: String = "1.000\tCAT\n")
        -> GameInProgress
    {
        GameInProgress(
            pack: pack, level: level, dailyDate: nil, savedAt: savedAt, elapsed: 12.5, levelText: "{}", moves: moves)
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
            try store.forgetGameInProgress(pack: nil, level: "02")
            #expect(try store.gameInProgress(pack: nil, level: "02") == nil)
        }
    }

    /// Version 9 (issue 29): whether the player left the game is kept; a game kept before it was left.
    @Test func whetherThePlayerLeftIsKeptAndOlderGamesWereLeft() throws {
        let folder = NSTemporaryDirectory() + "wordfall-in-progress-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            let store = try #require(GameStore.open(directory: folder).store)
            var onTheWay = Self.kept("01", at: 100)
            onTheWay.left = false
            try store.keep(onTheWay)
            #expect(try store.gameInProgress(pack: "starter", level: "01")?.left == false)
            // The schema of version 8, with a game kept then.
            try store.connection.run("ALTER TABLE games_in_progress DROP COLUMN left", [])
            try store.connection.run("PRAGMA user_version = 8", [])
        }
        let store = try #require(GameStore.open(directory: folder).store)
        #expect(try store.connection.rows("PRAGMA user_version").first?.int(0) == 9)
        #expect(try store.gameInProgress(pack: "starter", level: "01") == Self.kept("01", at: 100))
    }

    @Test func aLevelThatEndsIsNoLongerInProgress() throws {
        try withStore { store in
            try store.keep(Self.kept("01", at: 100))
            try store.keep(Self.kept("02", at: 100))
            try store.record(
                PlayedGame(
                    endedAt: 400, pack: "starter", level: "01", seed: 0, score: 50, stars: 1,
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
                        + "its saved_at or elapsed is not a value this version writes."
                ])
        }
    }
}

extension GameInProgressTests {
    /// A keep after a move waits only a moment for another program's lock: the game goes on (0290).
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
