import Foundation
import Testing
import WordfallCore

@testable import WordfallProgress

/// The endless game's bests (docs/RULES.md, "The endless game"): per seed and over every seed, apart from
/// the games and the statistics.
@Suite struct EndlessBestTests {
    func withStore(_ body: (GameStore, String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-endless-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try #require(GameStore.open(directory: folder).store)
        try body(store, folder)
    }

    @Test func eachSeedKeepsItsBestGameAndTheBestOfAllIsTheHighest() throws {
        try withStore { store, folder in
            #expect(store.endlessBest(seed: 7) == nil)
            #expect(store.endlessBestOfAll() == nil)
            let onyx = ScoredWord(word: "ONYX", points: 280)
            try store.recordEndless(seed: 7, score: 2320, words: 11, level: 2, bestWord: onyx, at: 100)
            try store.recordEndless(seed: 7, score: 900, words: 6, level: 1, bestWord: nil, at: 200)
            // A seed past 2^63 is kept as its 64 bits.
            try store.recordEndless(seed: .max, score: 3000, words: 14, level: 2, bestWord: nil, at: 300)
            let reopened = try #require(GameStore.open(directory: folder).store)
            #expect(
                reopened.endlessBest(seed: 7)
                    == EndlessBest(seed: 7, score: 2320, words: 11, level: 2, bestWord: onyx, games: 2))
            #expect(
                reopened.endlessBestOfAll()
                    == EndlessBest(seed: .max, score: 3000, words: 14, level: 2, bestWord: nil, games: 1))
        }
    }

    /// An endless game counts in no statistics but "Games played" (issue 40: "Games played 6" after 9 games).
    @Test func anEndlessGameCountsInNoStatisticsButGamesPlayed() throws {
        try withStore { store, _ in
            try store.recordEndless(seed: 1, score: 500, words: 3, level: 1, bestWord: nil, at: 1)
            let today = try #require(CalendarDay(year: 2026, month: 12, day: 2))
            let empty = try #require(
                GameStore.open(directory: NSTemporaryDirectory() + "wordfall-empty-\(UUID())").store)
            var expected = try empty.statistics(today: today)
            expected.gamesPlayed = 1
            expected.games.endless = 1
            #expect(try store.statistics(today: today) == expected)
        }
    }

    @Test func aReadOnlyStoreSaysWhyTheScoreIsNotKept() throws {
        try withStore { store, _ in
            store.readOnlyReason = "the data folder cannot be written"
            #expect(throws: ProgressError.self) {
                try store.recordEndless(seed: 1, score: 5, words: 1, level: 1, bestWord: nil, at: 1)
            }
            #expect(store.endlessBest(seed: 1) == nil)
        }
    }
}
