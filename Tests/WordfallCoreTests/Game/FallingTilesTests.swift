import Testing
import WordfallTestSupport

@testable import WordfallCore

/// docs/RULES.md, "Falling tiles that matter": reward tiles, burning tiles, the scramble and balanced draws,
/// each asserted as the whole list of events a move produced.
@Suite struct FallingTilesTests {
    static let lexicon = Lexicon(words: ["CAT", "DOG", "DOGE", "SEE", "SER", "TEE"])
    /// A bag of E alone: every fresh tile is an E, so the boards are known.
    static let onlyE = LetterBag(weights: (0..<26).map { $0 == 4 ? 1 : 0 })

    static func level(_ rules: Rules, bag: LetterBag = onlyE) -> Level {
        Level(
            id: "tiles", title: "Tiles", board: .fixed(makeBoard(["CAT", "SER", "DOG"])), rules: rules, bag: bag,
            goals: [GoalSpec(.score(target: 100_000))])
    }

    static func cells(_ text: String) -> [Position] {
        text.split(separator: " ").map {
            let parts = $0.split(separator: ",").compactMap { Int($0) }
            return Position(row: parts[0], column: parts[1])
        }
    }

    @Test func aLongWordDropsABonusTileAtTheTopOfTheColumnItEndedIn() {
        let (game, recorder) = Fixture.start(Self.level(Rules(moves: 5, rewardLength: 4)), lexicon: Self.lexicon)
        game.submit(path: Self.cells("2,0 2,1 2,2 1,1"))
        #expect(
            recorder.take() == [
                "wordAccepted DOGE 2,0 2,1 2,2 1,1 120", "scoreChanged 120 +120", "goalProgress 0 120/100000",
                "movesChanged 4", "boardChanged EEE/CET/SAR", "rewardDropped 0,1 D DOGE",
            ])
        #expect(game.board[Position(row: 0, column: 1)].bonus == .doubleWord)
        game.submit(path: Self.cells("2,0 1,1 0,1"))
        #expect(
            recorder.take() == [
                "wordAccepted SEE 2,0 1,1 0,1 60", "scoreChanged 180 +60", "goalProgress 0 180/100000",
                "movesChanged 3", "boardChanged EEE/EET/CAR",
            ], "a word shorter than rewardLength drops nothing; the D tile it used is gone")
    }

    @Test func aWordTwoLettersLongerDropsATripleWordTile() {
        let (game, recorder) = Fixture.start(Self.level(Rules(moves: 5, rewardLength: 2)), lexicon: Self.lexicon)
        game.submit(path: Self.cells("2,0 2,1 2,2 1,1"))
        #expect(recorder.take().last == "rewardDropped 0,1 T DOGE")
    }

    @Test func aBurningTileUnusedForItsFuseBurnsOutAndTakesAMove() {
        let rules = Rules(moves: 6, burnEvery: 1, fuse: 2)
        let (game, recorder) = Fixture.start(Self.level(rules), lexicon: Self.lexicon)
        game.submit(path: Self.cells("0,0 0,1 0,2"))
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50", "goalProgress 0 50/100000",
                "movesChanged 5", "boardChanged EEE/SER/DOG", "tileLit 0,0 E fuse=2",
            ])
        game.submit(path: Self.cells("2,0 2,1 2,2"))
        #expect(
            recorder.take() == [
                "wordAccepted DOG 2,0 2,1 2,2 50", "scoreChanged 100 +50", "goalProgress 0 100/100000",
                "movesChanged 4", "boardChanged EEE/EEE/SER", "tileLit 0,0 E fuse=2",
            ], "the first lit tile fell to 1,0 and has one word left")
        #expect(game.board[Position(row: 1, column: 0)].fuse == 1)
        game.submit(path: Self.cells("2,0 2,1 2,2"))
        #expect(
            recorder.take() == [
                "wordAccepted SER 2,0 2,1 2,2 30", "scoreChanged 130 +30", "goalProgress 0 130/100000",
                "movesChanged 3", "boardChanged EEE/EEE/EEE", "tileLit 0,0 E fuse=2", "tileBurned 2,0 E 2",
                "movesChanged 2", "boardChanged EEE/EEE/EEE",
            ])
        #expect(game.movesLeft == 2)
        #expect(game.board.tiles.filter(\.isBurning).map(\.fuse) == [2, 1], "the two lit since, top down")
    }

    /// The board a move sends shows each fuse as it is after that move: the screen drew `!3` a word too
    /// long and the tile burned out at `!2` (the play-test of 2026-11-29).
    @Test func theBoardSentAfterAWordShowsTheFusesAfterIt() {
        let rules = Rules(moves: 6, burnEvery: 1, fuse: 3)
        let (game, _) = Fixture.start(Self.level(rules), lexicon: Self.lexicon)
        var fuses: [[Int]] = []
        let token = game.events.addObserver { event in
            if case .boardChanged(let board) = event { fuses.append(board.tiles.filter(\.isBurning).map(\.fuse)) }
        }
        game.submit(path: Self.cells("0,0 0,1 0,2"))
        game.submit(path: Self.cells("2,0 2,1 2,2"))
        #expect(fuses == [[3], [3, 2]], "lit at 3; a word later the new one at 3 and the first at 2")
        #expect(fuses.last == game.board.tiles.filter(\.isBurning).map(\.fuse))
        withExtendedLifetime(token) {}
    }

    @Test func aBurningTileUsedInTimeCostsNothing() {
        let rules = Rules(moves: 6, burnEvery: 2, fuse: 1)
        let (game, recorder) = Fixture.start(Self.level(rules), lexicon: Self.lexicon)
        game.submit(path: Self.cells("0,0 0,1 0,2"))
        game.submit(path: Self.cells("2,0 2,1 2,2"))
        #expect(recorder.take().last == "tileLit 0,0 E fuse=1", "every second word")
        // The lit E fell to 1,0: SEE with it.
        game.submit(path: Self.cells("2,0 1,0 0,0"))
        #expect(
            recorder.take() == [
                "wordAccepted SEE 2,0 1,0 0,0 30", "scoreChanged 130 +30", "goalProgress 0 130/100000",
                "movesChanged 3", "boardChanged EEE/EEE/EER",
            ])
        #expect(game.movesLeft == 3)
    }

    @Test func aBurnOutOnTheLastMoveEndsTheLevel() {
        let rules = Rules(moves: 3, burnEvery: 1, fuse: 1)
        let (game, recorder) = Fixture.start(Self.level(rules), lexicon: Self.lexicon)
        game.submit(path: Self.cells("0,0 0,1 0,2"))
        game.submit(path: Self.cells("2,0 2,1 2,2"))
        #expect(
            Array(recorder.take().suffix(4)) == [
                "tileBurned 1,0 E 0", "movesChanged 0", "boardChanged EEE/EEE/SER", "levelFailed 100 outOfMoves",
            ])
    }

    @Test func withNoShuffleLeftAScrambleDrawsPlainTilesAgainForAMove() {
        let rules = Rules(moves: 2, shuffles: 0, scramble: true)
        let level = Level(
            id: "tiles", title: "Tiles",
            board: .fixed(makeBoard(["CAT", "SER", "DOG"], bonus: ["..D", "...", "..."])),
            rules: rules, bag: Self.onlyE, goals: [GoalSpec(.score(target: 100_000))])
        let (game, recorder) = Fixture.start(level, lexicon: Self.lexicon)
        game.shuffle()
        #expect(recorder.take() == ["scrambled EET/EEE/EEE 1", "movesChanged 1"], "the bonus tile T stays")
        game.shuffle()
        #expect(recorder.take() == ["moveRefused shuffle noneLeft"], "a scramble leaves a move to play")
        #expect(game.board[Position(row: 0, column: 2)].bonus == .doubleWord)
        let plain = Self.level(Rules(moves: 3, shuffles: 0))
        let (other, otherRecorder) = Fixture.start(plain, lexicon: Self.lexicon)
        other.shuffle()
        #expect(otherRecorder.take() == ["moveRefused shuffle noneLeft"], "no scramble unless the level has it")
    }

    @Test func aBalancedBoardNeverHoldsMoreHardLettersThanItsCap() {
        let hard = LetterBag.hardLetters
        for seed in UInt64(0)..<40 {
            var random = SplitMix64(seed: seed)
            var board = Board.random(rows: 5, columns: 5, bag: .english, using: &random, hardLetters: 2)
            #expect(board.tiles.filter { hard.contains($0.letter) }.count <= 2)
            for step in 0..<30 {
                let row = step % 5
                board.applyGravity(
                    removing: (0..<3).map { Position(row: row, column: ($0 + step) % 5) }, bag: .english,
                    using: &random, hardLetters: 2)
                #expect(board.tiles.filter { hard.contains($0.letter) }.count <= 2, "seed \(seed), step \(step)")
            }
        }
    }

    /// Issue 40: Falling Letters' 3x3 refills came with no vowel. However the words take the vowels, a balanced
    /// draw leaves a quarter of the board vowels (rounded up: 3 of 9), on refills as on a random board.
    @Test func aBalancedDrawLeavesAQuarterOfTheBoardVowels() {
        let vowels = Set("AEIOU".utf8)
        for (rows, columns) in [(3, 3), (4, 4), (5, 5)] {
            let floor = LetterBag.vowelFloor(size: rows * columns)
            for seed in UInt64(0)..<150 {
                var random = SplitMix64(seed: seed)
                var board = Board.random(rows: rows, columns: columns, bag: .english, using: &random, hardLetters: 1)
                #expect(board.tiles.filter { vowels.contains($0.letter) }.count >= floor, "seed \(seed)")
                for step in 0..<20 {
                    // A word of 3 to 5 tiles that takes every vowel it can: the vowels first, then the rest.
                    let tiles = board.tiles
                    let rank = { (cell: Int) in (vowels.contains(tiles[cell].letter) ? 0 : 1, cell) }
                    let cells = tiles.indices.sorted { rank($0) < rank($1) }
                    let used = cells.prefix(3 + step % 3).map { Position(row: $0 / columns, column: $0 % columns) }
                    board.applyGravity(removing: used, bag: .english, using: &random, hardLetters: 1)
                    let left = board.tiles.filter { vowels.contains($0.letter) }.count
                    #expect(left >= floor, "\(rows)x\(columns), seed \(seed), step \(step): \(left) vowels")
                }
            }
        }
    }

    @Test func balancedWeightsFavourLettersTheBoardLacks() {
        var counts = [Int](repeating: 0, count: 26)
        counts[4] = 4  // four E
        counts[18] = 2  // two S
        let weights = LetterBag.english.balancedWeights(counts: counts, cap: 1)
        // A: 9 x 12 / 2 = 54; E: 12 x 12 / 6 = 24, both vowels on a board of 4 vowels in 6 tiles (more
        // than half: halved); S: 4 x 12 / 4 = 12; no hard letter on the board yet.
        #expect(weights[0] == 27 && weights[4] == 12 && weights[18] == 12 && weights[9] == 6)
        counts[25] = 1  // a Z: the cap of 1 is reached
        #expect(LetterBag.english.balancedWeights(counts: counts, cap: 1)[9] == 0)
        let onlyHard = LetterBag(weights: (0..<26).map { $0 == 25 ? 1 : 0 })
        #expect(onlyHard.balancedWeights(counts: counts, cap: 1) == onlyHard.weights, "never an empty bag")
    }
}
