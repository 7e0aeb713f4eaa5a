import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// A replay's own rules: its moves at their time, only its keys, nothing saved, nothing to retry.
@Suite struct ReplaySessionTests {
    @Test func aReplayPlaysItsMovesAtTheirTimeAndTakesOnlyItsOwnKeys() {
        let clock = FakeClock()
        let moves = [TimedMove(move: .word("CAT"), at: 5), TimedMove(move: .word("DOG"), at: 9)]
        let session = PlaySession(
            ReplayPlay(level: PlaySessionTests.level(), moves: moves), lexicon: { _ in PlaySessionTests.lexicon },
            now: { clock.time })
        #expect(session.state.mode == .playing)
        #expect(
            KeysBar.items(for: session.state, glyphs: .ascii).map { "\($0.key) \($0.action)" } == [
                "Space pause", "right skip ahead", "q quit",
            ])
        for character in "cod" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(session.state.wordsFound.isEmpty, "the player's keys do not play")
        #expect(session.state.typed.isEmpty)
        clock.time = 5
        session.tick()
        #expect(session.state.wordsFound.map(\.word) == ["CAT"])
        session.handle(.character(" "))
        #expect(session.state.mode == .paused)
        #expect(KeysBar.items(for: session.state, glyphs: .unicode).map(\.key) == ["any key", "q"], "any key resumes")
        session.handle(.character(" "))
        session.handle(.right)
        #expect(session.state.wordsFound.map(\.word) == ["CAT", "DOG"])
        // The last move played, the recorded game was ended by its player.
        #expect(session.state.review?.reason == "You ended it.")
        #expect(session.state.review?.choices == [.quit], "a replay is not played again from its end screen")
        clock.time += PlayFlow.endScreenGrace
        session.handle(.character("r"))
        #expect(session.state.mode == .levelOver(hasNext: false))
        // A key right after another is typing, not a choice: a moment later, q asks.
        clock.time += PlayFlow.endScreenGrace + 0.01
        session.handle(.character("q"))
        #expect(session.state.quitDialog?.notes == ["A replay changes nothing saved."])
    }
}
