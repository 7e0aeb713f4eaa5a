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
        #expect(try b.dayWords(on: date).hunt == Set(words[0..<6]))
        #expect(try b.huntRank(on: date) == last.rank.name)
        let hunted = try b.statistics(today: Self.day).daily.huntRanks
        #expect(hunted.filter { $0.days > 0 }.map(\.name) == [last.rank.name])
        // Nothing else of that day: another date is empty.
        #expect(try a.dayWords(on: "2026-11-25").hunt.isEmpty)
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
