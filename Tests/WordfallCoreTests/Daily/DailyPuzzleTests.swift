import Testing
import WordfallCore

@Suite struct DailyPuzzleTests {
    @Test func aDayAlwaysGivesTheSamePuzzleAndDaysDiffer() throws {
        let lexicon = try Lexicon.bundled()
        let day = try #require(CalendarDay("2026-11-24"))
        let first = DailyPuzzle(day: day, lexicon: lexicon)
        #expect(DailyPuzzle(day: day, lexicon: lexicon) == first)
        let neverOffered = lexicon.neverOfferedWords()
        var boards: Set<[String]> = []
        for offset in 0..<30 {
            let puzzle = DailyPuzzle(day: CalendarDay(dayNumber: day.dayNumber + offset), lexicon: lexicon)
            boards.insert(puzzle.letters)
            #expect(puzzle.words.count >= 40)
            #expect(puzzle.words.allSatisfy { $0.isExpected })
            let board = Board(
                rows: 4, columns: 4, tiles: puzzle.letters.joined().utf8.map { Tile(letter: $0) })
            #expect(neverOffered.words(on: board, minLength: 3).isEmpty, "\(puzzle.letters)")
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
        let onBoard = lexicon.words(on: game.board, minLength: 3).filter(\.isExpected)
        #expect(onBoard.reduce(0) { $0 + $1.points } == puzzle.total)
        #expect(onBoard.count == puzzle.words.count)
        // Finds are on the board too, and accepted: they score but are not in the total.
        #expect(lexicon.words(on: game.board, minLength: 3).count > onBoard.count)
    }

    /// The never-offered lexicon holds exactly the words the bundled list marks, slurs included.
    @Test func theNeverOfferedWordsAreTheMarkedOnes() throws {
        let lexicon = try Lexicon.bundled()
        let neverOffered = lexicon.neverOfferedWords()
        #expect(neverOffered.count > 100 && neverOffered.count < 400)
        for word in ["yid", "darkie", "slut", "porn", "coon", "fuck"] {
            #expect(neverOffered.contains(word), "\(word)")
        }
        for word in ["cat", "cock", "screw", "garden"] { #expect(!neverOffered.contains(word), "\(word)") }
        // A common word with a slur sense (WordNet's capitalised Nip) is never offered: no board holds it.
        #expect(neverOffered.contains("nip"))
    }
}
