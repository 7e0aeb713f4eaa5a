import Testing
import WordfallTestSupport

@testable import WordfallCore

@Suite struct BoardShuffleTests {
    @Test func fisherYatesWithSeed7() {
        // i = 8 down to 1, j = next() % (i + 1), computed independently: ABCDEFGHI becomes CGFBHIAED.
        var random = SplitMix64(seed: 7)
        var board = makeBoard(["ABC", "DEF", "GHI"])
        board.shuffle(using: &random)
        #expect(board.rowStrings == ["CGF", "BHI", "AED"])
    }

    @Test func bonusesMoveWithTheirTiles() {
        var random = SplitMix64(seed: 7)
        let board = makeBoard(["ABC", "DEF", "GHI"], bonus: ["2..", "..T", "..."]).shuffled(using: &random)
        for tile in board.tiles {
            switch tile.letter {
            case UInt8(ascii: "A"): #expect(tile.bonus == .doubleLetter)
            case UInt8(ascii: "F"): #expect(tile.bonus == .tripleWord)
            default: #expect(tile.bonus == .none)
            }
        }
    }

    @Test func aShuffleDrawsOneValuePerSwap() {
        var random = SplitMix64(seed: 3)
        var check = random
        _ = makeBoard(["ABCD"]).shuffled(using: &random)
        for _ in 0..<3 { _ = check.next() }
        #expect(random == check)
    }
}
