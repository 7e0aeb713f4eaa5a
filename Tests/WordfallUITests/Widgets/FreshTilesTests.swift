import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

@Suite struct FreshTilesTests {
    @Test func theTilesThatFellInAreMarkedForAMoment() throws {
        let clock = FakeClock()
        let level = Level(
            id: "g", title: "Gravity", board: .fixed(makeBoard(["CATS", "ODER", "GNIP", "SQUE"])),
            rules: Rules(refill: .gravity), goals: [GoalSpec(.words(count: 5))])
        let session = PlaySessionTests.session(levels: [level], clock: clock)
        // COD takes two tiles from column 0 (C, O) and one from column 1 (D).
        for character in "cod" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(
            session.state.freshTiles == [
                Position(row: 0, column: 0), Position(row: 0, column: 1), Position(row: 1, column: 0),
            ])
        let screen = GameScreen(theme: Theme()).render(session.state, width: 100, height: 40)
        let layout = try #require(GameScreen(theme: Theme()).layout(for: session.state, width: 100, height: 40))
        let (x, y) = layout.board.origin(of: Position(row: 1, column: 0))
        #expect(screen[x + 1, y].style.attributes.contains(.underline))
        let (plainX, plainY) = layout.board.origin(of: Position(row: 1, column: 1))
        #expect(!screen[plainX + 1, plainY].style.attributes.contains(.underline))
        clock.time += PlayFlow.moment.word + 0.1
        session.tick()
        #expect(session.state.freshTiles.isEmpty)
    }

    @Test func aStaticBoardMarksNothing() {
        let session = PlaySessionTests.session()
        for character in "cod" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(session.state.freshTiles.isEmpty)
    }
}
