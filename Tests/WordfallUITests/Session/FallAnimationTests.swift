import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// Issue 29, "Show the fall": after a word on a board whose tiles fall, the loop shows them dropping
/// into place in three frames a frame's time apart, skipped when keys are waiting, off with
/// `--no-animation` (`GameLoop.animates`); plain mode has no loop and shows none.
@Suite struct FallAnimationTests {
    static func falling() -> Level {
        Level(
            id: "fall", title: "Fall", board: .fixed(makeBoard(["CATS", "ODER", "GNIP", "SQUE"])),
            rules: Rules(refill: .gravity, moves: 5), goals: [GoalSpec(.words(count: 3))])
    }

    static func session() -> PlaySession {
        let session = PlaySessionTests.session(levels: [falling()])
        session.handle(.resized(width: 100, height: 40))
        return session
    }

    static let cat: [Key?] = [.character("c"), .character("a"), .character("t"), .enter]

    @Test func theTilesFallInThreeFramesBeforeTheLast() {
        let terminal = FakeTerminal(width: 100, height: 40, keys: Self.cat + [nil, nil, nil, nil, nil])
        var loop = GameLoop(terminal: terminal.driver)
        _ = loop.run(Self.session())
        // The first frame, the fall's three, the word's frame.
        #expect(terminal.frames.count == 5)
        // The fall's frames change only the board (the word line and the panel change with the last).
        #expect(terminal.screen.text.contains("CAT accepted: +50 points"))
    }

    @Test func keysWaitingSkipTheFall() {
        // The burst of the word ends (a read that times out), then a key is waiting when the fall would show.
        let terminal = FakeTerminal(width: 100, height: 40, keys: Self.cat + [nil, .character("d"), nil])
        var loop = GameLoop(terminal: terminal.driver)
        let session = Self.session()
        _ = loop.run(session)
        #expect(terminal.frames.count == 3, "the first frame, the word's, the letter's: no frame of the fall")
        #expect(session.state.typed == "D", "the key that was waiting is played")
    }

    @Test func noAnimationShowsTheTilesInPlaceAtOnce() {
        let terminal = FakeTerminal(width: 100, height: 40, keys: Self.cat + [nil, nil])
        var loop = GameLoop(terminal: terminal.driver)
        loop.animates = false
        _ = loop.run(Self.session())
        #expect(terminal.frames.count == 2)
    }

    /// A frame of the fall: the columns the word used are drawn higher, the tiles above the gap first (at
    /// 100x26, roomy tiles: three rows a board row).
    @Test func aFrameDrawsTheFallenColumnsHigher() {
        let session = Self.session()
        for key in "cat" { session.handle(.character(key)) }
        session.handle(.enter)
        let frames = session.frames(width: 100, height: 26)
        #expect(frames.count == 3)
        #expect(session.frames(width: 100, height: 26).isEmpty, "a fall is shown once")
        let screen = GameScreen(theme: Theme(unicode: false, color: false))
        let still = screen.render(session.state, width: 100, height: 26)
        // C and A's columns lifted out of sight: the new tiles there come down from above the board.
        let lifted = screen.render(
            session.state, width: 100, height: 26,
            fall: FallFrame(lifts: [0: .init(through: 0, rows: 3), 1: .init(through: 0, rows: 3)]))
        let row = session.screen.layout(for: session.state, width: 100, height: 26).map {
            $0.board.origin(of: Position(row: 0, column: 0)).y
        }
        guard let row else { return #expect(Bool(false), "the game fits 100x26") }
        #expect(frames[0].lines[row] != session.render(width: 100, height: 26).lines[row])
        let board = session.state.board
        let letters = (0..<4).map { board[Position(row: 0, column: $0)].symbol }
        #expect(still.lines[row].contains("|  \(letters[0])     \(letters[1])     \(letters[2])     S    |"))
        #expect(lifted.lines[row].contains("|              \(letters[2])     S    |"))
        #expect(
            FallFrame.frames(used: [Position(row: 1, column: 0), Position(row: 0, column: 0)], rowHeight: 3, count: 3)
                .map { $0.lifts[0]?.rows } == [5, 3, 2])
    }
}
