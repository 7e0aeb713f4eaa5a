import Testing
import WordfallTestSupport

@testable import WordfallCore

@Suite struct BoardGravityTests {
    @Test func usedTilesVanishTheRestFallAndTheGapsFillTopDownColumnByColumn() {
        // Seed 42 drew LLT/UER/MSZ; removing (0,0), (1,1), (2,1) leaves
        // column 0: _ U M, column 1: _ _ L, column 2: T R Z. The next draws
        // of the same stream (values 10 to 12: C, O, L) fill (0,0), (0,1), (1,1).
        var random = SplitMix64(seed: 42)
        var board = Board.random(rows: 3, columns: 3, bag: .english, using: &random)
        board.applyGravity(
            removing: [Position(row: 0, column: 0), Position(row: 1, column: 1), Position(row: 2, column: 1)],
            bag: .english, using: &random)
        #expect(board.rowStrings == ["COT", "ULR", "MLZ"])
    }

    @Test func bonusesFallWithTheirTilesAndNewTilesArePlain() {
        let start = makeBoard(["AB", "CD"], bonus: ["D.", ".3"])
        var random = SplitMix64(seed: 1)
        var board = start
        board.applyGravity(removing: [Position(row: 1, column: 0)], bag: .english, using: &random)
        #expect(board[Position(row: 1, column: 0)] == Tile(letter: UInt8(ascii: "A"), bonus: .doubleWord))
        #expect(board[Position(row: 0, column: 0)].bonus == .none)
        #expect(board.bonusRowStrings == ["..", "D3"])
        #expect(board.rowStrings[0].last == "B")
        #expect(board.rowStrings[1] == "AD")
    }

    @Test func onlyRemovedCellsDrawFromTheBag() {
        var random = SplitMix64(seed: 5)
        var check = random
        var board = makeBoard(["ABC", "DEF"])
        board.applyGravity(removing: [Position(row: 0, column: 2)], bag: .english, using: &random)
        let letter = LetterBag.english.draw(using: &check)
        #expect(board.rowStrings == ["AB" + String(UnicodeScalar(letter)), "DEF"])
        #expect(random == check)
    }

    @Test func offBoardAndRepeatedPositionsAreIgnored() {
        var random = SplitMix64(seed: 5)
        var check = random
        var board = makeBoard(["AB", "CD"])
        board.applyGravity(
            removing: [Position(row: 1, column: 1), Position(row: 1, column: 1), Position(row: 9, column: 0)],
            bag: .english, using: &random)
        let letter = LetterBag.english.draw(using: &check)
        #expect(board.rowStrings == ["A" + String(UnicodeScalar(letter)), "CB"])
        #expect(random == check)
    }
}
