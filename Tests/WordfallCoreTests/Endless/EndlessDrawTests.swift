import Testing
import WordfallTestSupport

@testable import WordfallCore

/// docs/RULES.md, "The endless game": the tiles it draws and lights are tiles a player can use (issue 40's
/// play-test: burning Qu and K tiles with no word around them, vowel-less top rows from level 4), and its
/// hint goes for the fire as a typed word does.
@Suite struct EndlessDrawTests {
    /// An endless game on `rows` (fixed), drawing from `bag`.
    static func level(_ rows: [String], bag: LetterBag) -> Level {
        var level = Level.endless(seed: 1)
        level.board = .fixed(makeBoard(rows))
        level.bag = bag
        level.rules.rewardLength = nil
        return level
    }

    /// A bag of `weights` by letter.
    static func bag(_ weights: [Character: Int]) -> LetterBag {
        LetterBag(weights: (0..<26).map { weights[Character(UnicodeScalar(UInt8(65 + $0)))] ?? 0 })
    }

    @Test func aBurningTileIsNeverAHardLetter() {
        // Q is all but certain to be drawn first (the board has none), then E alone (one hard letter at level 1).
        let level = Self.level(Array(repeating: "EEEE", count: 6), bag: Self.bag(["Q": 1000, "E": 100]))
        let (game, recorder) = Fixture.start(level, lexicon: EndlessGameTests.lexicon)
        game.submit(path: (0...2).map { Position(row: 5, column: $0) })
        // The first word lights a tile: not the Q, the first fresh tile after it.
        #expect(
            recorder.take() == [
                "wordAccepted EEE 5,0 5,1 5,2 30", "scoreChanged 30 +30",
                "boardChanged QEEE/EEEE/EEEE/EEEE/EEEE/EEEE", "tileLit 0,1 E fuse=5",
            ])
    }

    @Test func whenEveryFreshTileIsHardNoneIsLit() {
        let level = Self.level(Array(repeating: "EEEE", count: 6), bag: Self.bag(["Q": 1]))
        let (game, recorder) = Fixture.start(level, lexicon: EndlessGameTests.lexicon)
        game.submit(path: (3...5).map { Position(row: $0, column: 3) })
        #expect(
            recorder.take() == [
                "wordAccepted EEE 3,3 4,3 5,3 30", "scoreChanged 30 +30", "boardChanged EEEQ/EEEQ/EEEQ/EEEE/EEEE/EEEE",
            ])
        #expect(game.board.tiles.filter(\.isBurning).isEmpty)
    }

    @Test func everyRowOfAStartingBoardHoldsAVowel() {
        for seed in UInt64(1)...200 {
            let board = Game(level: .endless(seed: seed), lexicon: EndlessGameTests.lexicon).board
            for row in 0..<board.rows {
                let text = board.text(of: (0..<board.columns).map { Position(row: row, column: $0) })
                #expect(text.contains { "AEIOU".contains($0) }, "seed \(seed), row \(row): \(text)")
            }
        }
    }

    @Test func aRefillLeavesNoRowItDrawsIntoWithoutAVowel() {
        // T weighs twice A: three Ts in the top row would come one seed in three without the rule.
        for seed in UInt64(1)...30 {
            var level = Self.level(Array(repeating: "TTTT", count: 6), bag: Self.bag(["T": 100, "A": 2]))
            level.seed = seed
            let (game, _) = Fixture.start(level, lexicon: Lexicon(words: ["ttt"]))
            game.submit(path: (0...2).map { Position(row: 5, column: $0) })
            let top = game.board.text(of: (0..<4).map { Position(row: 0, column: $0) })
            #expect(top.contains("A"), "seed \(seed): \(top)")
        }
    }

    /// Issue 40: the hint showed the best-scoring word, not the one through the fire.
    @Test func theHintPutsOutTheFireNearestTheBottom() {
        var board = makeBoard(["ZOOS", "XXXX", "CATX", "XXXX"])
        board.tiles[8].fuse = 1
        var level = Level.endless(seed: 1)
        level.board = .fixed(board)
        let (game, recorder) = Fixture.start(level, lexicon: Lexicon(words: ["zoos", "cat"]))
        game.hint()
        #expect(recorder.take() == ["hint CAT 2,0 2,1 2,2 50 2"])
    }
}
