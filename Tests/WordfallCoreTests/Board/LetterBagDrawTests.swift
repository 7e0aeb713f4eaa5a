import Testing

@testable import WordfallCore

@Suite struct LetterBagDrawTests {
    @Test func drawWalksTheCumulativeWeights() {
        // Seed 42's first value % 98 is 47: A9 B2 C2 D4 E12 F2 G3 H2 I9 J1 K1 cover 0...46, so L.
        var random = SplitMix64(seed: 42)
        #expect(LetterBag.english.draw(using: &random) == UInt8(ascii: "L"))
    }

    @Test func aCustomBagOnlyGivesItsLetters() {
        var weights = [Int](repeating: 0, count: 26)
        weights[0] = 5  // A
        weights[4] = 5  // E
        weights[18] = 2  // S
        let bag = LetterBag(weights: weights)
        var random = SplitMix64(seed: 0)
        var expected = SplitMix64(seed: 0)
        for _ in 0..<200 {
            let r = Int(expected.next() % 12)
            let letter: UInt8 = r < 5 ? 65 : r < 10 ? 69 : 83
            #expect(bag.draw(using: &random) == letter)
        }
    }

    @Test func aSingleLetterBagAlwaysGivesThatLetter() {
        var weights = [Int](repeating: 0, count: 26)
        weights[25] = 1
        var random = SplitMix64(seed: 9)
        for _ in 0..<10 {
            #expect(LetterBag(weights: weights).draw(using: &random) == UInt8(ascii: "Z"))
        }
    }

    @Test func aRandomBoardIsDrawnRowMajor() {
        var random = SplitMix64(seed: 42)
        let board = Board.random(rows: 3, columns: 3, bag: .english, using: &random)
        #expect(board.rowStrings == ["LLT", "UER", "MSZ"])
        #expect(board.tiles.allSatisfy { $0.bonus == .none })
    }
}
