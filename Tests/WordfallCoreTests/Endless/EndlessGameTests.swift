import Testing
import WordfallTestSupport

@testable import WordfallCore

/// docs/RULES.md, "The endless game": burning tiles burn down, one on the bottom row ends the game, the level
/// rises every 8 words; each asserted as the whole list of events the moves produced.
@Suite struct EndlessGameTests {
    /// Words of E alone, one a length, so a board of E holds a new word on any path.
    static let lexicon = Lexicon(words: (3...15).map { String(repeating: "E", count: $0) })
    /// A bag of E alone: every fresh tile is an E, so the boards are known.
    static let onlyE = LetterBag(weights: (0..<26).map { $0 == 4 ? 1 : 0 })

    /// An endless game on a board of `rows` rows of E, 4 columns.
    static func level(rows: Int) -> Level {
        var level = Level.endless(seed: 1)
        level.board = .fixed(makeBoard(Array(repeating: "EEEE", count: rows)))
        level.bag = onlyE
        level.rules.hardLetters = nil
        level.rules.rewardLength = nil
        return level
    }

    /// The cells of column `column`, rows `rows`, top down.
    static func column(_ column: Int, _ rows: ClosedRange<Int>) -> [Position] {
        rows.map { Position(row: $0, column: column) }
    }

    /// `count` cells of columns 0 to 2, snaking from the top left: each next to the one before.
    static func snake(_ count: Int) -> [Position] {
        let cells = (0..<8).flatMap { row in
            (row % 2 == 0 ? [0, 1, 2] : [2, 1, 0]).map { Position(row: row, column: $0) }
        }
        return Array(cells.prefix(count))
    }

    static func word(_ length: Int) -> String { String(repeating: "E", count: length) }

    /// Issue 40: "at levels 1-2 it has no tension": a fire every other word from the first, a level every 6,
    /// a fire every word from level 6 ("Level 6: fires and letters as before": nothing rose past level 5).
    @Test func theLevelRisesEvery6WordsFireSoonerAndMoreHardLetters() {
        #expect(EndlessStage.after(words: 0) == EndlessStage(number: 1))
        #expect(EndlessStage.after(words: 5).number == 1)
        #expect(EndlessStage.after(words: 6).number == 2)
        let stages = [1, 2, 3, 4, 5, 6, 10, 40].map { EndlessStage(number: $0) }
        #expect(stages.map(\.burnEvery) == [2, 2, 2, 2, 2, 1, 1, 1])
        #expect(stages.map(\.hardLetters) == [1, 2, 3, 4, 5, 5, 5, 5])
    }

    @Test func aLevelWithNoGoalsIsNeverWonAndStartsPlaying() {
        let game = Game(level: Self.level(rows: 6), lexicon: Self.lexicon)
        let recorder = EventRecorder(game)
        game.start()
        #expect(recorder.take() == ["levelStarted endless-1 EEEE/EEEE/EEEE/EEEE/EEEE/EEEE goals=0"])
        #expect(!game.isWon)
        #expect(game.endlessStage == EndlessStage(number: 1))
    }

    /// Issue 40: "endless needs more fire pressure early". The first word lights a tile, the third the next.
    @Test func aBurningTileBurnsTheTileBelowEachWordAndEndsTheGameOnTheBottomRow() {
        let (game, recorder) = Fixture.start(Self.level(rows: 6), lexicon: Self.lexicon)
        // The first word, down column 3, lights the fresh tile at its top: 5 rows above the bottom.
        game.submit(path: Self.column(3, 3...5))
        #expect(
            recorder.take() == [
                "wordAccepted EEE 3,3 4,3 5,3 30", "scoreChanged 30 +30", "boardChanged EEEE/EEEE/EEEE/EEEE/EEEE/EEEE",
                "tileLit 0,3 E fuse=5",
            ])
        // Words away from it: it burns the tile below it each time.
        game.submit(path: Self.snake(4))
        #expect(
            recorder.take() == [
                "wordAccepted EEEE \(EventRecorder.cells(Self.snake(4))) 80", "scoreChanged 110 +80",
                "boardChanged EEEE/EEEE/EEEE/EEEE/EEEE/EEEE", "boardChanged EEEE/EEEE/EEEE/EEEE/EEEE/EEEE",
            ])
        #expect(game.board.tiles.indices.filter { game.board.tiles[$0].isBurning } == [7])
        #expect(game.board[Position(row: 1, column: 3)].fuse == 4)
        // The third word lights the next tile (the first fresh one), as the first burns on; the fourth, from the
        // top left, puts it out.
        game.submit(path: Self.snake(5))
        game.submit(path: Self.snake(6))
        #expect(recorder.take().filter { $0.hasPrefix("tileLit") } == ["tileLit 0,0 E fuse=5"])
        #expect(game.board[Position(row: 3, column: 3)].fuse == 2)
        // The fifth word lights the top left again; the first burns on.
        game.submit(path: Self.snake(7))
        #expect(
            recorder.take() == [
                "wordAccepted EEEEEEE \(EventRecorder.cells(Self.snake(7))) 350", "scoreChanged 850 +350",
                "boardChanged EEEE/EEEE/EEEE/EEEE/EEEE/EEEE", "tileLit 0,0 E fuse=5",
                "boardChanged EEEE/EEEE/EEEE/EEEE/EEEE/EEEE",
            ])
        #expect(game.board.tiles.indices.filter { game.board.tiles[$0].isBurning } == [0, 19])
        #expect(game.board[Position(row: 4, column: 3)].fuse == 1)
        #expect(game.status == .playing)
        // The sixth puts out the top left's, and the first reaches the bottom row: the game ends, no level rises.
        game.submit(path: Self.snake(8))
        #expect(
            recorder.take() == [
                "wordAccepted EEEEEEEE \(EventRecorder.cells(Self.snake(8))) 480", "scoreChanged 1330 +480",
                "boardChanged EEEE/EEEE/EEEE/EEEE/EEEE/EEEE", "boardChanged EEEE/EEEE/EEEE/EEEE/EEEE/EEEE",
                "tileBurned 5,3 E 0", "levelFailed 1330 burnedDown",
            ])
        #expect(game.status == .failed(.burnedDown))
    }

    @Test func theSixthWordRaisesTheLevelAndItsFiresComeAsItSays() {
        let (game, recorder) = Fixture.start(Self.level(rows: 6), lexicon: Self.lexicon)
        // Each word from the top left puts out the tile the word before lit there (words 1, 3 and 5 light one).
        for length in 3...7 { game.submit(path: Self.snake(length)) }
        #expect(
            recorder.take().filter { $0.hasPrefix("tileLit") } == Array(repeating: "tileLit 0,0 E fuse=5", count: 3))
        game.submit(path: Self.snake(8))
        #expect(
            recorder.take() == [
                "wordAccepted EEEEEEEE \(EventRecorder.cells(Self.snake(8))) 480", "scoreChanged 1330 +480",
                "boardChanged EEEE/EEEE/EEEE/EEEE/EEEE/EEEE", "levelRose 2 2 2",
            ])
        #expect(game.board.tiles.filter(\.isBurning).isEmpty)
        // Level 2 lights a tile 2 words after the last (the fifth word's): the seventh.
        game.submit(path: Self.snake(9))
        #expect(recorder.take().last == "tileLit 0,0 E fuse=5")
    }

    @Test func aBurningTileUsedInAWordIsPutOut() {
        let (game, recorder) = Fixture.start(Self.level(rows: 6), lexicon: Self.lexicon)
        game.submit(path: Self.column(3, 3...5))
        _ = recorder.take()
        // Down column 3 from the burning tile and back up column 2.
        game.submit(path: Self.column(3, 0...3) + Self.column(2, 0...3).reversed())
        #expect(
            recorder.take() == [
                "wordAccepted EEEEEEEE 0,3 1,3 2,3 3,3 3,2 2,2 1,2 0,2 480", "scoreChanged 510 +480",
                "boardChanged EEEE/EEEE/EEEE/EEEE/EEEE/EEEE",
            ])
        #expect(game.board.tiles.filter(\.isBurning).isEmpty)
    }

    /// docs/RULES.md, "The best path": a typed word that can spend the burning tile spends it, though a
    /// path beside it comes first in row-major order.
    @Test func aTypedWordPutsOutTheBurningTile() {
        let (game, recorder) = Fixture.start(Self.level(rows: 6), lexicon: Self.lexicon)
        // A first word down column 3 lights the top of it.
        game.submit(path: Self.column(3, 2...5))
        #expect(recorder.take().last == "tileLit 0,3 E fuse=5")
        game.submit(word: "eee")
        #expect(
            recorder.take() == [
                "wordAccepted EEE 0,1 0,2 0,3 30", "scoreChanged 110 +30",
                "boardChanged EEEE/EEEE/EEEE/EEEE/EEEE/EEEE",
            ])
        #expect(game.board.tiles.filter(\.isBurning).isEmpty)
        #expect(game.status == .playing)
    }

    /// Of two fires, the typed word puts out the one nearer the bottom row (the shorter fuse), the one that
    /// would end the game first, though the other's path comes first in row-major order.
    @Test func aTypedWordPutsOutTheFireNearestTheBottom() {
        let (game, recorder) = Fixture.start(Self.level(rows: 6), lexicon: Self.lexicon)
        game.submit(path: Self.column(3, 2...5))
        // The third word lights the top left, the fourth puts it out; the fifth, down column 1 and up column 2,
        // lights the top of column 1.
        for length in 5...7 { game.submit(path: Self.snake(length)) }
        game.submit(path: Self.column(1, 0...3) + Self.column(2, 0...3).reversed())
        #expect(recorder.take().contains("tileLit 0,1 E fuse=5"))
        #expect(game.board[Position(row: 4, column: 3)].fuse == 1)
        game.submit(word: "EEE")
        #expect(
            recorder.take() == [
                "wordAccepted EEE 2,1 3,2 4,3 30", "scoreChanged 1330 +30",
                "boardChanged EEEE/EEEE/EEEE/EEEE/EEEE/EEEE",
                "boardChanged EEEE/EEEE/EEEE/EEEE/EEEE/EEEE", "levelRose 2 2 2",
            ])
        // The other, its tile (2,1) used and the one below burned, fell 2 rows.
        #expect(game.board.tiles.indices.filter { game.board.tiles[$0].isBurning } == [9])
        #expect(game.board[Position(row: 2, column: 1)].fuse == 3)
        #expect(game.status == .playing)
    }

    @Test func aBurningTileThatFallsToTheBottomRowEndsTheGameAtOnce() {
        let (game, recorder) = Fixture.start(Self.level(rows: 3), lexicon: Self.lexicon)
        game.submit(path: Self.column(3, 0...2))
        #expect(recorder.take().last == "tileLit 0,3 E fuse=2")
        // The two tiles under it used: it falls to the bottom row with the refill, before any burn-down.
        let under = Self.column(3, 1...2) + [2, 1, 0].map { Position(row: 2, column: $0) }
        game.submit(path: under + [0, 1, 2].map { Position(row: 1, column: $0) })
        #expect(
            recorder.take() == [
                "wordAccepted EEEEEEEE 1,3 2,3 2,2 2,1 2,0 1,0 1,1 1,2 480", "scoreChanged 510 +480",
                "boardChanged EEEE/EEEE/EEEE", "tileBurned 2,3 E 0", "levelFailed 510 burnedDown",
            ])
    }
}
