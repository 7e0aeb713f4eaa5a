import Testing
import WordfallTestSupport

@testable import WordfallCore

/// Issue 40: "an endless fire seemed to drop two rows in one word"; `FireFall` says when and why: the word
/// used tiles under it, then it burned the one below.
@Suite struct FireFallTests {
    @Test func aWordUnderAFireMakesItFallItsTilesAndABurn() {
        let (game, recorder) = Fixture.start(EndlessGameTests.level(rows: 6), lexicon: EndlessGameTests.lexicon)
        // The first word, down column 3, lights the top of it: 5 rows above the bottom.
        game.submit(path: EndlessGameTests.column(3, 3...5))
        #expect(recorder.take().last == "tileLit 0,3 E fuse=5")
        let before = game.board
        // Three tiles under it, then its burn: it falls 4 rows, to the row above the bottom.
        let path = EndlessGameTests.column(3, 1...3) + [Position(row: 3, column: 2)]
        game.submit(path: path)
        #expect(
            recorder.take() == [
                "wordAccepted EEEE 1,3 2,3 3,3 3,2 80", "scoreChanged 110 +80",
                "boardChanged EEEE/EEEE/EEEE/EEEE/EEEE/EEEE", "boardChanged EEEE/EEEE/EEEE/EEEE/EEEE/EEEE",
            ])
        #expect(
            FireFall.falls(before: before, path: path, after: game.board)
                == [FireFall(letter: "E", cell: Position(row: 4, column: 3), rows: 4, usedUnder: 3)])
    }

    @Test func aFireThatOnlyBurnsOrIsUsedDoesNotFall() {
        let (game, recorder) = Fixture.start(EndlessGameTests.level(rows: 6), lexicon: EndlessGameTests.lexicon)
        game.submit(path: EndlessGameTests.column(3, 3...5))
        _ = recorder.take()
        // A word away from it: it burns one row.
        var before = game.board
        var path = EndlessGameTests.column(0, 2...5)
        game.submit(path: path)
        #expect(FireFall.falls(before: before, path: path, after: game.board).isEmpty)
        #expect(game.board[Position(row: 1, column: 3)].fuse == 4)
        // A word through it: it is put out, and falls nowhere.
        before = game.board
        path = EndlessGameTests.column(3, 1...5)
        game.submit(path: path)
        #expect(!game.board[Position(row: 3, column: 3)].isBurning)
        #expect(FireFall.falls(before: before, path: path, after: game.board).isEmpty)
    }

    /// The fire that falls to the bottom row is no longer burning on the board (its fuse is 0): `reached` names
    /// it, from the game's `tileBurned`.
    @Test func aFireFallenToTheBottomRowIsNamedByItsTileBurned() {
        let (game, recorder) = Fixture.start(EndlessGameTests.level(rows: 3), lexicon: EndlessGameTests.lexicon)
        game.submit(path: EndlessGameTests.column(3, 0...2))
        #expect(recorder.take().last == "tileLit 0,3 E fuse=2")
        let before = game.board
        let path = EndlessGameTests.column(3, 1...2) + [2, 1, 0].map { Position(row: 2, column: $0) }
        game.submit(path: path)
        #expect(
            recorder.take() == [
                "wordAccepted EEEEE 1,3 2,3 2,2 2,1 2,0 150", "scoreChanged 180 +150",
                "boardChanged EEEE/EEEE/EEEE", "tileBurned 2,3 E 0", "levelFailed 180 burnedDown",
            ])
        let bottom = Position(row: 2, column: 3)
        #expect(FireFall.falls(before: before, path: path, after: game.board).isEmpty)
        #expect(
            FireFall.falls(before: before, path: path, after: game.board, reached: [bottom])
                == [FireFall(letter: "E", cell: bottom, rows: 2, usedUnder: 2)])
    }
}
