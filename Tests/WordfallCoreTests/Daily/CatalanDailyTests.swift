import Testing
import WordfallCore

/// Issue 41: Catalan's daily, a board of its own drawn from Catalan's tiles and checked on its list.
@Suite struct CatalanDailyTests {
    @Test func everyDayHasACatalanBoardOfItsOwnOnCatalansList() throws {
        let lexicon = try Lexicon.bundled(.catalan)
        let english = try Lexicon.bundled()
        let first = try #require(CalendarDay("2026-11-24"))
        var boards: Set<[String]> = []
        for offset in 0..<20 {
            let day = CalendarDay(dayNumber: first.dayNumber + offset)
            let puzzle = DailyPuzzle(day: day, language: .catalan, lexicon: lexicon)
            #expect(DailyPuzzle(day: day, language: .catalan, lexicon: lexicon) == puzzle)
            #expect(puzzle.letters != DailyPuzzle(day: day, lexicon: english).letters)
            boards.insert(puzzle.letters)
            #expect(puzzle.id == "daily-ca-\(day)")
            #expect(puzzle.words.count >= 40)
            #expect(puzzle.words.contains { $0.word.count >= 6 })
            // Its level file is Catalan's: it loads with Catalan's tiles, and its words are Catalan's list's.
            let level = try LevelLoader().load(bytes: Array(puzzle.levelJSON.utf8), path: puzzle.id + ".json")
            #expect(level.language == .catalan)
            #expect(level.id == puzzle.id)
            let game = Game(level: level, lexicon: lexicon)
            let onBoard = lexicon.words(on: game.board, minLength: 3).filter(\.isExpected)
            #expect(onBoard.reduce(0) { $0 + $1.points } == puzzle.total)
            #expect(level.goals.first?.kind == .score(target: puzzle.total))
        }
        #expect(boards.count == 20)
    }

    @Test func englishsBoardIsAsBefore() throws {
        // The board of 2026-11-24 as generator 3 drew it before languages had dailies.
        let puzzle = DailyPuzzle(day: try #require(CalendarDay("2026-11-24")), lexicon: try Lexicon.bundled())
        #expect(puzzle.language == .english)
        #expect(puzzle.id == "daily-2026-11-24")
        #expect(puzzle.letters == ["REOA", "EPAE", "OOTU", "IIRO"])
        #expect(!puzzle.levelJSON.contains("\"language\""))
    }
}
