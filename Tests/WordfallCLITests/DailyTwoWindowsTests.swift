import Foundation
import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport
import WordfallUI

@testable import wordfall

/// The daily open in two windows on one data folder: the first to end is the day's one result; the
/// other's end says so rather than passing its own rank and points as the day's.
@Suite struct DailyTwoWindowsTests {
    @Test func theSecondWindowToEndSaysTheDayAlreadyHadItsResult() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-daily2-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let level = try LevelLoader().load(path: Repository.fixture("e2e/level.json"))
        let play = DailyPlay(day: try #require(CalendarDay("2026-11-20")), generator: 1, total: 1_000)
        func result(_ score: Int) -> LevelResult {
            LevelResult(
                id: GameID.random(), level: level, completed: false, failure: nil, endedByPlayer: true, score: score,
                stars: 0, words: [],
                bestWord: nil, duration: 5)
        }
        // Both windows open the saved data before either ends.
        let windowA = SavedData.open(directory: folder)
        let windowB = SavedData.open(directory: folder)
        #expect(StoredProgress(.daily(play), data: windowB).levelFinished(result(0)) == nil)
        let message = StoredProgress(.daily(play), data: windowA).levelFinished(result(300))
        #expect(
            message
                == "The puzzle of 2026-11-20 already had its result, kept: Beginner, 0 points (ended in another "
                + "window). This game of 300 points is kept with your games, not as the day's result.")
        #expect(try windowA.store?.dailyResult(on: "2026-11-20")?.score == 0)
        #expect(windowA.laterWarnings.failedSaves == 0)
    }
}
