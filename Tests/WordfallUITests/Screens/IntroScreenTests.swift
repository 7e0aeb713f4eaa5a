import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

@Suite struct IntroScreenTests {
    @Test func theFirstStepsCardTeachesChainingPointsAndKeys() {
        let level = FairTransitionTests.quickLevel()
        var state = GameScreenState(title: level.title, board: makeBoard(["CATS", "ODER", "GNIP", "SQUE"]))
        state.goals = [.init(description: "Spell 1 word", current: 0, target: 1, done: false)]
        state.screen = .intro(IntroCard(title: "First steps", lines: IntroText.firstSteps(level)), scroll: 0)
        let lines = GameScreen(theme: Theme()).render(state, width: 80, height: 24).lines
        #expect(
            Array(lines[1...21]) == [
                "    ┌─ First steps ────────────────────────────────────────────────────────┐",
                "    │ Spell words by chaining touching tiles, across, down or diagonally,  │",
                "    │ each tile once. Words need at least 3 letters; Qu is one tile.       │",
                "    │                                                                      │",
                "    │ Type a word and its path lights up; Enter submits it. Or pick tiles  │",
                "    │ with the arrows and Space, or with the mouse.                        │",
                "    │                                                                      │",
                "    │ Points: 10 x the letters' values, times the bonuses, times the       │",
                "    │ length (letters - 2): CAT is 50, CATS 120, long words pay.           │",
                "    │                                                                      │",
                "    │ Finish every goal on the right to complete the level; a higher score │",
                "    │ earns more stars.                                                    │",
                "    │                                                                      │",
                "    │ This board stays as it is: used tiles do not fall away. You have 5   │",
                "    │ moves: each accepted word is one.                                    │",
                "    │                                                                      │",
                "    │ ! hints, Tab shuffles, ? shows every key, Ctrl-D quits. This card is │",
                "    │ shown once.                                                          │",
                "    │                                                                      │",
                "    │                        Press any key to start                        │",
                "    └──────────────────────────────────────────────────────────────────────┘",
            ])
        #expect(!lines.contains { $0.contains("Board") }, "the board waits behind the card")
        #expect(lines[23] == " any key start  ^D quit")
    }
}
