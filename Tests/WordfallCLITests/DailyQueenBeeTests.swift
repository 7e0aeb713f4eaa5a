import Foundation
import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport
import WordfallUI

@testable import wordfall

/// Queen Bee is every expected word of the board, in the round as in the hunt (docs/RULES.md, "The daily:
/// a round, then the hunt"): a round whose finds score past the total with expected words left is kept,
/// and counted in the statistics, as Genius.
@Suite struct DailyQueenBeeTests {
    func rankKept(_ words: [ScoredWord]) throws -> (kept: String?, counted: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-queen-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let today = try #require(CalendarDay("2026-11-20"))
        let level = try LevelLoader().load(path: Repository.fixture("e2e/level.json"))
        var play = DailyPlay(day: today, generator: 1, total: 100)
        play.expected = ["CAT", "DOG"]
        let score = words.reduce(0) { $0 + $1.points }
        let result = LevelResult(
            id: GameID.random(), level: level, completed: false, failure: nil, endedByPlayer: true, score: score,
            stars: 0, words: words, bestWord: nil, duration: 5)
        let data = SavedData.open(directory: folder)
        #expect(StoredProgress(.daily(play), data: data).levelFinished(result) == nil)
        let store = try #require(data.store)
        let statistics = try store.statistics(today: today)
        return (
            try store.dailyResult(on: "2026-11-20")?.rank,
            statistics.daily.ranks.filter { $0.days > 0 }.map(\.name)
        )
    }

    @Test func aRoundPastTheTotalWithExpectedWordsLeftIsGenius() throws {
        let kept = try rankKept([ScoredWord(word: "CAT", points: 50), ScoredWord(word: "CODES", points: 300)])
        #expect(kept.kept == "Genius")
        #expect(kept.counted == ["Genius"])
    }

    @Test func aRoundWithEveryExpectedWordIsQueenBee() throws {
        let kept = try rankKept([ScoredWord(word: "cat", points: 50), ScoredWord(word: "DOG", points: 50)])
        #expect(kept.kept == "Queen Bee")
        #expect(kept.counted == ["Queen Bee"])
    }
}
