import Foundation
import Testing
import WordfallCore

@testable import WordfallProgress

/// Issue 41: the day's hunt list in the store (schema version 11), a set merged on every write.
@Suite struct HuntStoreTests {
    static let day = CalendarDay(dayNumber: 20_781)  // 2026-11-24

    /// Two sittings open at once (two connections, as two processes have): each starts from the list as it
    /// was and writes what it found; neither loses the other's words, and the rank is of them all.
    @Test func twoSittingsAtOnceMergeIntoOneList() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-hunt-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let puzzle = DailyPuzzle(day: Self.day, lexicon: try Lexicon.bundled())
        let words = puzzle.words.map(\.word)
        let date = Self.day.description
        let a = try #require(GameStore.open(directory: folder).store)
        let b = try #require(GameStore.open(directory: folder).store)
        #expect(try a.dayWords(on: date) == GameStore.DayWords(round: [], hunt: []))
        var first = DailyHunt(puzzle, found: try a.dayWords(on: date).all)
        var second = DailyHunt(puzzle, found: try b.dayWords(on: date).all)
        first.merge(words[0..<3])
        second.merge(words[3..<5])
        let afterFirst = try a.recordHunt(first, on: date, generator: puzzle.generator, playedOn: date)
        #expect(afterFirst.found == Set(words[0..<3]))
        // The second writes without having seen the first's words: the list keeps both.
        let afterSecond = try b.recordHunt(second, on: date, generator: puzzle.generator, playedOn: date)
        #expect(afterSecond.found == Set(words[0..<5]))
        first.merge(words[5..<6])
        let last = try a.recordHunt(first, on: date, generator: puzzle.generator, playedOn: date)
        #expect(last.found == Set(words[0..<6]))
        #expect(Set(try b.dayWords(on: date).hunt) == Set(words[0..<6]))
        #expect(try b.huntRank(on: date) == last.rank.name)
        let hunted = try b.statistics(today: Self.day).daily.huntRanks
        #expect(hunted.filter { $0.days > 0 }.map(\.name) == [last.rank.name])
        // Nothing else of that day: another date is empty.
        #expect(try a.dayWords(on: "2026-11-25").hunt.isEmpty)
    }

    /// Issue 41's play-test: a sitting reopened on "Last word" the alphabetically last word. The day's list
    /// comes back in the order found, sitting after sitting, so the last word is the last found.
    @Test func theDaysWordsComeBackInTheOrderFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wordfall-order-\(UUID().uuidString)"
        )
        .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let puzzle = DailyPuzzle(day: Self.day, lexicon: try Lexicon.bundled())
        // Three words, in an order that is not alphabetical (the board's best words, worst first).
        let words = Array(puzzle.words.prefix(3).map(\.word).reversed())
        #expect(words != words.sorted())
        let date = Self.day.description
        let store = try #require(GameStore.open(directory: folder).store)
        var first = DailyHunt(puzzle, found: [words[0], words[1]])
        #expect(first.inOrder == [words[0], words[1]])
        try store.recordHunt(first, on: date, generator: puzzle.generator, playedOn: date)
        // The next sitting finds the third; then the first sitting writes again, having seen none of it.
        var second = DailyHunt(puzzle, found: try store.dayWords(on: date).all)
        second.add(words[2])
        try store.recordHunt(second, on: date, generator: puzzle.generator, playedOn: date)
        first.add(words[0])
        let merged = try store.recordHunt(first, on: date, generator: puzzle.generator, playedOn: date)
        #expect(merged.inOrder == words)
        #expect(try store.dayWords(on: date) == GameStore.DayWords(round: [], hunt: words))
        #expect(DailyHunt(puzzle, found: try store.dayWords(on: date).all).inOrder.last == words[2])
    }

    /// Issue 41's play-test: `stats` said "Words found" of the rounds alone. A day's hunt counts as a game
    /// after its round: its words the round did not find, each once.
    @Test func theHuntsWordsCountInWordsFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wordfall-count-\(UUID().uuidString)"
        )
        .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let puzzle = DailyPuzzle(day: Self.day, lexicon: try Lexicon.bundled())
        let words = puzzle.words.map(\.word)
        let date = Self.day.description
        let store = try #require(GameStore.open(directory: folder).store)
        // The round found two words: a game of its own.
        var round = PlayedGame(
            id: GameID.random(), endedAt: 0, pack: nil, level: puzzle.id, seed: 0, score: 0, stars: 0,
            words: words[0..<2].map { PlayedWord(word: $0, points: 1) }, duration: 180, ending: .ended)
        round.daily = DailyResult(
            date: date, generator: puzzle.generator, score: 2, total: puzzle.total, rank: "Beginner", words: 2,
            bestWordLength: 3)
        try store.record(round)
        #expect(try store.statistics(today: Self.day).wordsFound == 2)
        // Two sittings of its hunt: the round's two, then five words in all, one of them in both sittings.
        try store.recordHunt(
            DailyHunt(puzzle, found: words[0..<3]), on: date, generator: puzzle.generator, playedOn: date)
        try store.recordHunt(
            DailyHunt(puzzle, found: words[2..<5]), on: date, generator: puzzle.generator, playedOn: date)
        #expect(try store.statistics(today: Self.day).wordsFound == 5)
        // Issue 40: "Games played 6" after 9 games. The round and its hunt are two games (the hunt once, however
        // many sittings), a level and two endless games four more.
        try store.record(
            PlayedGame(
                id: GameID.random(), endedAt: 1, pack: "starter", level: "01-first-steps", seed: 0, score: 10, stars: 1,
                words: [PlayedWord(word: "CAT", points: 10)], duration: 30, ending: .completed))
        try store.recordEndless(seed: 3, score: 900, words: 6, level: 1, bestWord: nil, at: 2)
        try store.recordEndless(seed: 3, score: 400, words: 3, level: 1, bestWord: nil, at: 3)
        try store.recordEndless(seed: 4, score: 100, words: 1, level: 1, bestWord: nil, at: 4)
        let statistics = try store.statistics(today: Self.day)
        #expect(statistics.games == GameCounts(levels: 1, dailyRounds: 1, hunts: 1, endless: 3))
        #expect(statistics.gamesPlayed == 6)
    }

    /// Nudges count every sitting's: at most three a day whichever window asks.
    @Test func threeNudgesADayAcrossSittings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wordfall-nudge-\(UUID().uuidString)"
        )
        .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let puzzle = DailyPuzzle(day: Self.day, lexicon: try Lexicon.bundled())
        let hunt = DailyHunt(puzzle, found: [String]())
        let a = try #require(GameStore.open(directory: folder).store)
        let b = try #require(GameStore.open(directory: folder).store)
        let date = Self.day.description
        let one = try a.giveNudge(hunt, on: date)
        let two = try b.giveNudge(hunt, on: date)
        let three = try a.giveNudge(hunt, on: date)
        let four = try b.giveNudge(hunt, on: date)
        let counts: [Int] = [one.given, two.given, three.given, four.given]
        #expect(counts == [1, 2, 3, 3])
        #expect(four.nudge == nil)
        let named = [one, two, three].compactMap { $0.nudge?.word }
        #expect(Set(named).count == 3, "each nudge names another word")
        #expect(try a.huntNudges(on: date) == named)
    }
}
