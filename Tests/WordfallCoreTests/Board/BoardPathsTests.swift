import Testing

@testable import WordfallCore

extension Board {
    /// A board from letter rows and an optional bonus overlay (`.` for none), for tests.
    static func lexiconFixture(_ letters: [String], bonus: [String]? = nil) -> Board {
        let columns = letters[0].count
        var tiles: [Tile] = []
        for (row, line) in letters.enumerated() {
            let marks = bonus.map { Array($0[row]) } ?? Array(repeating: ".", count: columns)
            for (column, letter) in line.utf8.enumerated() {
                tiles.append(Tile(letter: letter, bonus: Bonus(rawValue: marks[column]) ?? .none))
            }
        }
        return Board(rows: letters.count, columns: columns, tiles: tiles)
    }
}

/// Shorthand for a list of (row, column) positions.
func cells(_ pairs: (Int, Int)...) -> [Position] {
    pairs.map { Position(row: $0.0, column: $0.1) }
}

@Suite struct BoardPathsTests {
    let board = Board.lexiconFixture(["CAT", "ODE", "QNS"])

    @Test func pathChecks() {
        #expect(board.isPath(cells((0, 0), (0, 1), (0, 2))))
        #expect(board.isPath(cells((0, 0), (1, 1), (2, 2))))
        #expect(board.isPath(cells((2, 2))))
        #expect(!board.isPath([]))
        #expect(!board.isPath(cells((0, 0), (0, 2))))  // not adjacent
        #expect(!board.isPath(cells((0, 0), (0, 1), (0, 0))))  // repeated
        #expect(!board.isPath(cells((0, 0), (0, 1), (0, 1))))  // repeated, same cell twice in a row
        #expect(!board.isPath(cells((0, 2), (0, 3))))  // off the board
        #expect(!board.isPath(cells((-1, 0))))
    }

    @Test func textReadsQAsQU() {
        #expect(board.text(of: cells((0, 0), (0, 1), (0, 2))) == "CAT")
        #expect(board.text(of: cells((2, 0), (1, 1))) == "QUD")
        #expect(board.text(of: []) == "")
    }

    @Test func bestPathFollowsQU() {
        let queen = Board.lexiconFixture(["QE", "NE"])
        #expect(queen.bestPath(spelling: "queen") == cells((0, 0), (0, 1), (1, 1), (1, 0)))
        #expect(queen.bestPath(spelling: "QEEN") == nil)  // Q is never alone
        let quu = Board.lexiconFixture(["QUX", "XXE"])
        #expect(quu.bestPath(spelling: "QUE") == nil)  // the E is not next to the Q, and Q tile + U tile is QUU
        #expect(quu.bestPath(spelling: "QUUE") == cells((0, 0), (0, 1), (1, 2)))
        #expect(queen.bestPath(spelling: "") == nil)
        #expect(queen.bestPath(spelling: "qu-en") == nil)
    }

    @Test func bestPathTiesTakeLexicographicallySmallest() {
        // Four As around one T: every path for "AT" scores the same.
        let plain = Board.lexiconFixture(["AA", "AT"])
        #expect(plain.bestPath(spelling: "at") == cells((0, 0), (1, 1)))
        #expect(plain.bestPath(spelling: "ta") == cells((1, 1), (0, 0)))
        #expect(plain.bestPath(spelling: "aat") == cells((0, 0), (0, 1), (1, 1)))
    }

    @Test func bestPathPrefersMorePoints() {
        // The A on a triple-letter tile beats the lexicographically smaller plain A.
        let letterBonus = Board.lexiconFixture(["AA", "AT"], bonus: ["..", "3."])
        #expect(letterBonus.bestPath(spelling: "at") == cells((1, 0), (1, 1)))
        // CAT through the double-word A beats the lexicographically smaller plain A.
        let wordBonus = Board.lexiconFixture(["CA", "AT"], bonus: ["..", "D."])
        #expect(wordBonus.bestPath(spelling: "cat") == cells((0, 0), (1, 0), (1, 1)))
        #expect(wordBonus.points(of: cells((0, 0), (1, 0), (1, 1))) == 100)
    }

    @Test func pointsFollowScoring() {
        #expect(board.points(of: cells((0, 0), (0, 1), (0, 2))) == 50)
        let queen = Board.lexiconFixture(["QE", "NE"])
        #expect(queen.points(of: cells((0, 0), (0, 1), (1, 1), (1, 0))) == 390)
    }
}
