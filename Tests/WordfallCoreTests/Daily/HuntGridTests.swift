import Testing
import WordfallCore

@Suite struct HuntGridTests {
    @Test func countsTheWordsLeftByFirstLetterLengthAndTwoLetterStart() {
        let expected = ["CAT", "CATS", "COT", "DOG", "DOGE", "QUEEN"]
        let grid = HuntGrid(expected: expected, found: ["CAT", "DOGE", "ZZZ"])
        #expect(grid.lengths == [3, 4, 5])
        #expect(
            grid.rows == [
                .init(letter: "C", left: [1, 1, 0], total: 2), .init(letter: "D", left: [1, 0, 0], total: 1),
                .init(letter: "Q", left: [0, 0, 1], total: 1),
            ])
        #expect(grid.columnTotals == [2, 1, 1])
        #expect(grid.left == 4)
        #expect(
            grid.starts == [
                .init(letters: "CA", left: 1), .init(letters: "CO", left: 1), .init(letters: "DO", left: 1),
                .init(letters: "QU", left: 1),
            ])
    }

    @Test func aDayAllFoundKeepsItsShapeAtZero() {
        let expected = ["CAT", "DOGE"]
        let grid = HuntGrid(expected: expected, found: Set(expected))
        #expect(grid.lengths == [3, 4])
        #expect(grid.rows.map(\.letter) == ["C", "D"])
        #expect(grid.rows.allSatisfy { $0.total == 0 && $0.left == [0, 0] })
        #expect(grid.left == 0)
        #expect(grid.starts.isEmpty)
    }

    @Test func theDaysGridAddsUpToTheWordsLeft() throws {
        let puzzle = DailyPuzzle(day: CalendarDay(dayNumber: 20_781), lexicon: try Lexicon.bundled())
        let hunt = DailyHunt(puzzle, found: puzzle.words.prefix(12).map(\.word))
        let grid = HuntGrid(hunt)
        #expect(grid.left == puzzle.words.count - 12)
        #expect(grid.rows.map(\.total).reduce(0, +) == grid.left)
        #expect(grid.columnTotals.reduce(0, +) == grid.left)
        #expect(grid.starts.map(\.left).reduce(0, +) == grid.left)
        for row in grid.rows { #expect(row.left.reduce(0, +) == row.total) }
    }
}
