import Testing
import WordfallCore

@Suite struct DailyPuzzleTests {
    @Test func aDayAlwaysGivesTheSamePuzzleAndDaysDiffer() throws {
        let lexicon = try Lexicon.bundled()
        let day = try #require(CalendarDay("2026-11-24"))
        let first = DailyPuzzle(day: day, lexicon: lexicon)
        #expect(DailyPuzzle(day: day, lexicon: lexicon) == first)
        var boards: Set<[String]> = []
        for offset in 0..<30 {
            let puzzle = DailyPuzzle(day: CalendarDay(dayNumber: day.dayNumber + offset), lexicon: lexicon)
            boards.insert(puzzle.letters)
            #expect(puzzle.words.count >= 60)
            #expect(puzzle.words.contains { $0.word.count >= 6 })
            #expect(puzzle.letters.count == 4 && puzzle.letters.allSatisfy { $0.count == 4 })
        }
        #expect(boards.count == 30)
    }

    @Test func theLevelFileLoadsAndItsGoalIsTheSolversTotal() throws {
        let lexicon = try Lexicon.bundled()
        let puzzle = DailyPuzzle(day: try #require(CalendarDay("2026-11-24")), lexicon: lexicon)
        let level = try LevelLoader().load(bytes: Array(puzzle.levelJSON.utf8), path: "daily.json")
        #expect(level.id == "daily-2026-11-24")
        #expect(level.rules.timeLimit == 180)
        #expect(level.rules.moves == nil)
        #expect(level.rules.refill == .none)
        #expect(level.goals.first?.kind == .score(target: puzzle.total))
        let game = Game(level: level, lexicon: lexicon)
        let onBoard = lexicon.words(on: game.board, minLength: 3)
        #expect(onBoard.reduce(0) { $0 + $1.points } == puzzle.total)
        #expect(onBoard.count == puzzle.words.count)
    }
}
