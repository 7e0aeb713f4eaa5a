import Testing
import WordfallCore

@Suite struct DailyHuntTests {
    static let day = CalendarDay(dayNumber: 20_781)  // 2026-11-24

    static func puzzle() throws -> DailyPuzzle { DailyPuzzle(day: day, lexicon: try Lexicon.bundled()) }

    @Test func aRoundThenTwoSittingsAddUpToOneListAndItsRank() throws {
        let puzzle = try Self.puzzle()
        let words = puzzle.words.map(\.word)
        let round = Array(words.prefix(10))
        // Two sittings open at once: each starts from the round and finds its own words, one word in both.
        var first = DailyHunt(puzzle, found: round)
        first.merge(words[10..<20])
        var second = DailyHunt(puzzle, found: round)
        second.merge(words[19..<30])
        var day = DailyHunt(puzzle, found: first.found)
        day.merge(second.found)
        #expect(day.found == Set(words.prefix(30)))
        #expect(day.points == puzzle.words.prefix(30).reduce(0) { $0 + $1.points })
        #expect(day.wordsLeft == words.count - 30)
        #expect(day.rank == DailyRank.rank(score: day.points, total: puzzle.total, wordsLeft: day.wordsLeft))
        // Merging is a union: in either order, and again, the same list.
        var other = DailyHunt(puzzle, found: second.found)
        other.merge(first.found)
        other.merge(first.found)
        #expect(other == day)
    }

    @Test func theRankStopsAtGeniusUntilEveryExpectedWordIsFound() throws {
        let puzzle = try Self.puzzle()
        let words = puzzle.words.map(\.word)
        // Every expected word but the least worth, and every find: more points than the total.
        let finds = puzzle.finds.map(\.word)
        var hunt = DailyHunt(puzzle, found: words.dropLast() + finds)
        #expect(hunt.points >= puzzle.total)
        #expect(hunt.rank.name == "Genius")
        #expect(hunt.next == .queenBee(wordsLeft: 1))
        let added = hunt.add(words[words.count - 1].lowercased())
        #expect(added)
        #expect(hunt.rank.name == "Queen Bee")
        #expect(hunt.next == nil)
        #expect(hunt.wordsLeft == 0)
        #expect(hunt.findsFound == finds.sorted())
    }

    @Test func wordsTheBoardDoesNotHoldAreIgnoredAndNothingCountsTwice() throws {
        let puzzle = try Self.puzzle()
        let first = try #require(puzzle.words.first)
        var hunt = DailyHunt(puzzle, found: [first.word, first.word.lowercased(), "QQQQ", ""])
        #expect(hunt.found == [first.word])
        let again = hunt.add(first.word)
        let elsewhere = hunt.add("NOTAWORDHERE")
        #expect(!again && !elsewhere)
        #expect(hunt.points == first.points)
        #expect(hunt.words == [ScoredWord(word: first.word, points: first.points)])
    }

    @Test func belowGeniusTheNextRankIsInPoints() throws {
        let puzzle = try Self.puzzle()
        let hunt = DailyHunt(puzzle, found: [String]())
        #expect(hunt.rank.name == "Beginner")
        let goodStart = try #require(DailyRank.all.first { $0.name == "Good Start" })
        #expect(hunt.next == .rank(goodStart, pointsNeeded: goodStart.points(outOf: puzzle.total)))
    }

    @Test func puzzlesAreNumberedFromTheFirstDay() throws {
        #expect(DailyPuzzle.number(of: try #require(CalendarDay("2026-11-24"))) == 1)
        #expect(DailyPuzzle.number(of: try #require(CalendarDay("2026-12-01"))) == 8)
        #expect(DailyPuzzle.number(of: try #require(CalendarDay("2026-11-23"))) == nil)
        #expect(try Self.puzzle().number == 1)
    }
}
