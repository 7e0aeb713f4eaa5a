import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

@Suite struct GameViewModelTests {
    @Test func hintsShufflesAndRefusalsAreShownWithWhatIsLeft() {
        let session = PlaySessionTests.session()
        #expect(session.state.hintsLeft == 1 && session.state.shufflesLeft == 1)
        session.handle(.character("!"))
        #expect(session.state.hintsLeft == 0)
        // A nudge first: the length and the first tile.
        #expect(session.state.message?.text == "Hint: a 5-letter word starting with C (lit). ! again shows more.")
        #expect(session.state.hintPath == [.init(row: 0, column: 0)])
        // Asked again: its first tiles and points, two letters hidden, never the whole word (issue 40: `!!`
        // gave CODER away), and no second hint used.
        let hint = "Hint: a 5-letter word starting with CO (lit), 300 points. The rest is yours."
        session.handle(.character("!"))
        #expect(session.state.hintsLeft == 0, "the start costs no second hint")
        #expect(session.state.message?.text == hint)
        #expect(session.state.hintPath.count == 2)
        session.handle(.character("!"))
        #expect(session.state.message?.text == hint)
        #expect(session.state.hintPath.count == 2)
        let before = session.state.board
        session.handle(.tab)
        #expect(session.state.shufflesLeft == 0)
        #expect(session.state.board != before)
        #expect(session.state.board == session.game.board)
        #expect(session.state.hintPath.isEmpty)
        #expect(session.state.message?.text == "Shuffled. 0 shuffles left.")
        session.handle(.tab)
        #expect(session.state.message == .init("No shuffles left (this level has no scramble).", tone: .bad))
    }

    @Test func theViewChangesOnlyThroughEventsAndInputs() {
        let session = PlaySessionTests.session()
        let revision = session.revision
        session.handle(.resize)
        #expect(session.revision == revision)
        session.handle(.character("c"))
        #expect(session.revision != revision)
    }

    @Test func aTickRedrawsOnlyWhenTheShownSecondChanges() {
        let clock = FakeClock()
        let session = PlaySessionTests.session(levels: [PlaySessionTests.level(timeLimit: 60)], clock: clock)
        let revision = session.revision
        clock.time = 0.4
        session.tick()
        #expect(session.game.elapsed == 0.4)
        #expect(session.state.secondsLeft == 59.6)
        #expect(session.revision == revision, "60 is still the second shown")
        clock.time = 1.2
        session.tick()
        #expect(session.state.secondsLeft == 58.8)
        #expect(session.revision != revision, "59 is shown now")
    }
}

@Suite struct LettersWordTests {
    @Test func anEightLetterWordAndAFiveLetterOne() {
        #expect(
            [3, 5, 8, 11, 12, 18, 80, 88].map(Wording.lettersWord) == [
                "a 3-letter word", "a 5-letter word", "an 8-letter word", "an 11-letter word", "a 12-letter word",
                "an 18-letter word", "an 80-letter word", "an 88-letter word",
            ])
    }
}
