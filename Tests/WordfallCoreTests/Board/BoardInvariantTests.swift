import Testing
import WordfallTestSupport

@testable import WordfallCore

/// A board always has one tile per cell: what cannot be built is refused at once, and every move keeps it so.
@Suite struct BoardInvariantTests {
    @Test func gravityAndShuffleKeepOneTilePerCell() {
        var board = makeBoard(["CATS", "ODER", "GNIP"], bonus: ["2...", "...T", "D..3"])
        var random = SplitMix64(seed: 9)
        board.applyGravity(
            removing: [Position(row: 0, column: 0), Position(row: 1, column: 1), Position(row: 2, column: 3)],
            bag: .english, using: &random)
        board.shuffle(using: &random)
        #expect(board.rows == 3 && board.columns == 4 && board.tiles.count == 12)
        #expect(board.tiles.filter { $0.bonus != .none }.count == 2, "the D and T tiles stayed; 2 and 3 fell away")
    }

    @Test func aBoardWithTheWrongNumberOfTilesIsRefused() async {
        await #expect(processExitsWith: .failure) {
            _ = Board(rows: 2, columns: 2, tiles: [Tile(letter: 65), Tile(letter: 66), Tile(letter: 67)])
        }
    }

    @Test func aPositionOffTheBoardIsRefused() async {
        await #expect(processExitsWith: .failure) {
            let board = Board(rows: 2, columns: 2, tiles: Array(repeating: Tile(letter: 65), count: 4))
            _ = board[Position(row: 0, column: 2)]
        }
    }
}
