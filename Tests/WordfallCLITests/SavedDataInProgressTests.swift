import Foundation
import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport
import WordfallUI

@testable import wordfall

/// The saved data's side of a level left in progress (docs/decisions/0090): kept, given back with
/// its clock, refused for another text of the level or another day, listed for the home menu.
@Suite struct SavedDataInProgressTests {
    func withData(_ body: (SavedData, Level) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-kept-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let level = try LevelLoader().load(path: Repository.fixture("e2e/resume.json"))
        try body(SavedData.open(directory: folder), level)
    }

    /// The saved data as a pack's levels (`pack`), a daily (`daily`) or a level file on its own keep them.
    static func stored(_ data: SavedData, pack: String? = nil, daily: String? = nil) -> StoredProgress {
        if let pack {
            return StoredProgress(
                .pack(key: pack, memory: PackMemory(key: pack, data: data, progress: CampaignProgress())), data: data)
        }
        if let daily, let day = CalendarDay(daily) {
            return StoredProgress(.daily(DailyPlay(day: day, generator: 1, total: 1_000)), data: data)
        }
        return StoredProgress(.levelFile(source: ""), data: data)
    }

    static func moves() -> [TimedMove] { [TimedMove(move: .word("CAT"), at: 7)] }
    /// The id of the game these tests keep.
    static let game = GameID(high: 36, low: 1)

    @Test func aLevelKeptIsGivenBackWithItsClockWhereItStoppedAndForgotten() throws {
        try withData { data, level in
            let recorder = Self.stored(data, pack: "pack")
            let kept = KeptGame(id: Self.game, level: level, moves: Self.moves(), elapsed: 10)
            #expect(recorder.keep(kept, leaving: true) == nil)
            #expect(recorder.kept(level) == kept)
            // Another seed is a try of the level (docs/RULES.md, "Every try a new game"): its game, as that try.
            var retry = level
            retry.seed = 99
            #expect(recorder.kept(retry)?.level == level)
            var other = level
            other.rules.moves = 11
            #expect(recorder.kept(other) == nil, "another text of the level (an edited file) is not this game")
            #expect(Self.stored(data).kept(level) == nil, "a level file's own is another row")
            let row = try #require(try data.store?.gamesInProgress().first)
            #expect(
                data.gamesInProgress() == [
                    LevelInProgress(
                        id: Self.game, title: "Come Back", pack: "pack", level: "resume", dailyDate: nil,
                        levelText: row.levelText,
                        savedAt: row.savedAt, summary: "Come Back: 50 points, 9 moves left, 1 word found, 4:50 left")
                ])
            recorder.forget(kept)
            #expect(recorder.kept(level) == nil)
            #expect(data.gamesInProgress().isEmpty)
            #expect(data.laterWarnings.lines.isEmpty)
        }
    }

    @Test func aDailysClockRunsOnAndAnotherDaysIsNotOffered() throws {
        try withData { data, level in
            let recorder = Self.stored(data, daily: "2026-11-24")
            // Left by the player (the quit dialog, Ctrl-C): its clock runs on while away.
            #expect(
                recorder.keep(KeptGame(id: Self.game, level: level, moves: Self.moves(), elapsed: 10), leaving: true)
                    == nil)
            var row = try #require(try data.store?.gamesInProgress().first)
            row.savedAt -= 60
            try data.store?.keep(row)
            let kept = try #require(recorder.kept(level))
            #expect(kept.clockRanOn)
            #expect(kept.elapsed >= 70 && kept.elapsed < 75)
            #expect(Self.stored(data, daily: "2026-11-25").kept(level) == nil)
            #expect(
                data.gamesInProgress().first?.summary?.hasPrefix("Come Back: 50 points, 9 moves left, 1 word found, 3:")
                    == true)
        }
    }

    /// Issue 29: a daily whose terminal died (kept after a move, or as the terminal closed, never left)
    /// resumes with the time it had, not a clock that ran on.
    @Test func aDailyNotLeftResumesWithTheTimeItHad() throws {
        try withData { data, level in
            let recorder = Self.stored(data, daily: "2026-11-24")
            #expect(
                recorder.keep(KeptGame(id: Self.game, level: level, moves: Self.moves(), elapsed: 10), leaving: false)
                    == nil)
            var row = try #require(try data.store?.gamesInProgress().first)
            #expect(!row.left)
            row.savedAt -= 600
            try data.store?.keep(row)
            #expect(
                recorder.kept(level)
                    == KeptGame(id: Self.game, level: level, moves: Self.moves(), elapsed: 10, clockRanOn: false))
        }
    }

    @Test func damagedMovesAreNotResumedAndSaySo() throws {
        try withData { data, level in
            let recorder = Self.stored(data, pack: "pack")
            #expect(
                recorder.keep(KeptGame(id: Self.game, level: level, moves: Self.moves(), elapsed: 10), leaving: false)
                    == nil)
            var row = try #require(try data.store?.gamesInProgress().first)
            row.moves = "nonsense"
            try data.store?.keep(row)
            #expect(recorder.kept(level) == nil)
            #expect(data.laterWarnings.lines.count == 1)
            #expect(data.laterWarnings.lines.first?.contains("its moves in") == true)
            #expect(data.gamesInProgress().first?.summary == nil)
        }
    }

    /// A level file's game is listed without a path: the home menu plays it from the text it was kept with.
    @Test func aLevelFilesGameIsPlayedAgainFromItsKeptText() throws {
        try withData { data, level in
            let kept = KeptGame(id: Self.game, level: level, moves: Self.moves(), elapsed: 10)
            #expect(Self.stored(data).keep(kept, leaving: true) == nil)
            let entry = try #require(data.gamesInProgress().first)
            var campaign = try Campaign.load(inProgress: entry, options: try LevelOptions.parse([]))
            campaign.follow(data)
            #expect(campaign.packKey == nil)
            #expect(campaign.progress.kept(campaign.levels[0].level)?.moves == Self.moves())
        }
    }

    /// Issue 36: two games of one level kept at once (two windows) are both kept; the next start offers
    /// the one left last and says another is kept; the older one, picked on the home screen, is resumed,
    /// and the other stays kept; a game that ends removes its own alone.
    @Test func twoGamesOfOneLevelAreBothKeptAndTheOlderCanBeResumed() throws {
        try withData { data, level in
            let older = KeptGame(id: GameID(high: 36, low: 1), level: level, moves: Self.moves(), elapsed: 10)
            let newer = KeptGame(
                id: GameID(high: 36, low: 2), level: level,
                moves: Self.moves() + [TimedMove(move: .word("DOG"), at: 9)],
                elapsed: 12)
            #expect(Self.stored(data, pack: "pack").keep(older, leaving: true) == nil)
            // The other window's game is kept a second later, and does not replace the first.
            sleep(1)
            #expect(Self.stored(data, pack: "pack").keep(newer, leaving: true) == nil)
            let offered = try #require(Self.stored(data, pack: "pack").kept(level))
            #expect(offered.id == newer.id)
            #expect(
                offered.notice == "Another game of this level is kept too: Continue on the home screen lists them.")
            let listed = data.gamesInProgress()
            #expect(listed.map(\.id) == [newer.id, older.id])
            let resuming = StoredProgress(
                .pack(key: "pack", memory: PackMemory(key: "pack", data: data, progress: CampaignProgress())),
                data: data, resuming: listed[1].id)
            let resumed = try #require(resuming.kept(level))
            #expect(resumed.id == older.id)
            #expect(resumed.moves == older.moves)
            // The older one ends: the newer stays kept.
            let result = LevelResult(
                id: older.id, level: level, completed: true, failure: nil, score: 120, stars: 1, words: [],
                bestWord: nil, duration: 20, moves: older.moves)
            #expect(resuming.levelFinished(result) == nil)
            #expect(data.gamesInProgress().map(\.id) == [newer.id])
        }
    }
}
