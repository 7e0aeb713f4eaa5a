import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

@Suite struct GameScreenTests {
    func render(_ state: GameScreenState, _ width: Int = 80, _ height: Int = 24, theme: Theme = Theme()) -> [String] {
        GameScreen(theme: theme).render(state, width: width, height: height).lines
    }

    @Test func aBoardMidWord() {
        #expect(
            render(Fixtures.midWord()) == [
                " wordfall · First Steps  (Starter pack, level 1 of 5)                 Score 120",
                "         ┌─ Board ─────────────────┐          ┌─ Status ───────────────────────┐",
                "         │                         │          │ Score      120                 │",
                "         │  C     A     T     S    │          │ Last word  DOG +50             │",
                "         │     3     1     1     1 │          │ Moves left 9                   │",
                "         │                         │          │ Hints      1   Shuffles 1      │",
                "         │  O     D DL  E     R    │          │ 1 star: finish the goals       │",
                "         │     1     2     1     1 │          └────────────────────────────────┘",
                "         │                         │          ┌─ Goals 1/2 ────────────────────┐",
                "         │  G     N     I     P DW │          │ · Score 500 points             │",
                "         │     2     1     1     3 │          │   ████░░░░░░░░░░░░░░░░ 120/500 │",
                "         │                         │          │ ✓ Find 2 words                 │",
                "         │  S     Qu    U     E    │          │   ████████████████████████ 2/2 │",
                "         │     1    10     1     1 │          └────────────────────────────────┘",
                "         │                         │          ┌─ Words found (2) ──────────────┐",
                "         └─────────────────────────┘          │ DOG                         50 │",
                " ┌──────────────────────────────────────────┐ │ COD                         70 │",
                " │ Word CAT  ✓ can be formed, 50 points     │ │                                │",
                " │                                          │ │                                │",
                " │                                          │ │                                │",
                " │                                          │ │                                │",
                " │                                          │ │                                │",
                " └──────────────────────────────────────────┘ └────────────────────────────────┘",
                " Enter submit  Bksp delete  Esc clear  Tab shuffle:1  ! hint:1  ? help  ^D quit",
            ])
    }

    @Test func aRejectionSaysWhyInWords() {
        var state = Fixtures.midWord()
        state.typed = ""
        state.path = []
        state.wordStatus = .empty
        state.message = .init("DOGE: not in the dictionary", tone: .bad)
        let screen = GameScreen(theme: Theme()).render(state, width: 80, height: 24)
        #expect(screen.lines[17] == " │ Word type, or pick: ←↑↓→ Space, mouse    │ │                                │")
        #expect(screen.lines[18] == " │ DOGE: not in the dictionary              │ │                                │")
        #expect(screen[3, 18].style == Theme().bad)
    }

    @Test func aWordThatCannotBeFormedSaysSo() {
        var state = Fixtures.midWord()
        state.typed = "QUIZ"
        state.path = []
        state.wordStatus = .rejected(.notOnBoard)
        #expect(render(state)[17] == " │ Word QUIZ  ✗ not on the board            │ │                                │")
    }

    @Test func theGoalChecklistTicksDoneGoals() {
        let goals: [GameScreenState.GoalLine] = [
            .init(description: "Score 1,000 points", current: 250, target: 1000, done: false),
            .init(description: "Spell 3 words of 5+ letters", current: 3, target: 3, done: true),
        ]
        for (theme, expected) in [
            (
                Theme(),
                [
                    "· Score 1,000 points", "  ████░░░░░░░░░░░░ 250/1,000", "✓ Spell 3 words of 5+ lette…",
                    "  ██████████████████████ 3/3",
                ]
            ),
            (
                Theme(unicode: false, color: false),
                [
                    "[ ] Score 1,000 points", "  ####............ 250/1,000", "[x] Spell 3 words of 5+ l...",
                    "  ###################### 3/3",
                ]
            ),
        ] {
            var buffer = ScreenBuffer(width: 28, height: 4)
            GoalsWidget(goals: goals).draw(in: buffer.bounds, on: &buffer, theme: theme)
            #expect(buffer.lines == expected)
        }
    }

    @Test func theCompletedScreenShowsStarsScoreAndTheReview() throws {
        var state = Fixtures.midWord()
        let review = GameScreenState.Review(
            completed: true, score: 620, stars: 2, bestWord: .init(word: "QUEEN", points: 390),
            longestWord: .init(word: "SQUIRE", points: 300), missedWords: [.init(word: "RIPEST", points: 400)],
            choices: EndChoice.ordered(completed: true, hasNext: true, levels: false))
        state.screen = .levelOver(.init(review: review, hasNext: true))
        let lines = render(state)
        let top = try #require(lines.firstIndex { $0.contains("┌─ Level complete! ─") })
        #expect(
            Array(lines[top...(top + 13)]) == [
                "        ┌─ Level complete! ────────────────────────────────────────────┐",
                "        │ ✗ Score 500 points  120/500                                  │",
                "        │ ✓ Find 2 words  2/2                                          │",
                "        │ ★ ★ ☆ 2 of 3 stars                                           │",
                "        │                                                              │",
                "        │ Score         620                                            │",
                "        │ Best word     QUEEN (390 points)                             │",
                "        │ Longest word  SQUIRE (6 letters)                             │",
                "        │                                                              │",
                "        │ Found 0 of 1 words on the boards you saw                     │",
                "        │                                                              │",
                "        │ Missed, best first:                                          │",
                "        │   RIPEST          400                                        │",
                "        │                                                              │",
            ])
        #expect(lines[top + 14] == "        │             Enter next level   r retry   q quit              │")
        #expect(lines[23] == " Enter next level  r retry  q quit  ↑↓ scroll")
    }

    @Test func theFailedScreenSaysWhy() {
        var state = Fixtures.midWord()
        let review = GameScreenState.Review(
            completed: false, reason: "Out of time: the clock ran out.", score: 120, stars: 0)
        state.screen = .levelOver(.init(review: review))
        let lines = render(state)
        #expect(lines.contains { $0.contains("┌─ Level failed ─") })
        #expect(lines.contains { $0.contains("│ Out of time: the clock ran out.") })
        #expect(lines.contains { $0.contains("│ Score         120") })
        #expect(!lines.contains { $0.contains("next level") })
        #expect(lines[23] == " Enter retry  q quit  ↑↓ scroll")
    }

    @Test func aTooSmallScreenSaysWhatItNeeds() {
        let lines = render(Fixtures.midWord(), 40, 10)
        #expect(
            lines == [
                "",
                "",
                "           Terminal too small",
                "     wordfall needs at least 40×16;",
                "           this one is 40×10.",
                "        Make the window bigger.",
                "             (Ctrl-C quits)",
                "",
                "",
                "",
            ])
        #expect(render(Fixtures.midWord(), 78, 18)[0].hasPrefix(" wordfall"))
    }

    @Test func asciiAndNoColourModesUseNeitherUnicodeNorColour() {
        let theme = Theme(unicode: false, color: false)
        var state = Fixtures.midWord()
        state.showsCursor = true
        for screen in [GameScreenState.Screen.playing, .help(scroll: 0), .paused, .quitDialog(.init())] {
            state.screen = screen
            let buffer = GameScreen(theme: theme).render(state, width: 100, height: 40)
            #expect(buffer.cells.allSatisfy { $0.character.isASCII })
            #expect(buffer.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
        }
        state.screen = .playing
        let lines = GameScreen(theme: theme).render(state, width: 80, height: 24).lines
        #expect(lines[0] == " wordfall | First Steps  (Starter pack, level 1 of 5)                 Score 120")
        #expect(lines[1] == "         +- Board -----------------+          +- Status -----------------------+")
        #expect(lines[7] == "         |     1     2     1     1 |          +--------------------------------+")
        #expect(lines[9] == "         |  G     N     I     P DW |          | [ ] Score 500 points           |")
        #expect(lines[17] == " | Word CAT  OK can be formed, 50 points    | |                                |")
        state.typed = "QUIZ"
        state.wordStatus = .rejected(.notOnBoard)
        let cannot = GameScreen(theme: theme).render(state, width: 80, height: 24).lines
        #expect(cannot[17] == " | Word QUIZ  X not on the board            | |                                |")
    }

    @Test func pauseHidesTheBoard() {
        var state = Fixtures.midWord()
        state.screen = .paused
        let lines = render(state)
        #expect(!lines.contains { $0.contains("Board") || $0.contains(" C ") })
        // Fixtures.midWord() has no clock: there is no clock to stop.
        #expect(lines.contains { $0.contains("The board is hidden.") })
        state.secondsLeft = 30
        #expect(render(state).contains { $0.contains("The clock is stopped.") })
    }

    /// The help is made from the key map: every key of every table is on it (a tall window shows it all).
    @Test func helpListsEveryKey() {
        var state = Fixtures.midWord()
        state.screen = .help(scroll: 0)
        let text = GameScreen(theme: Theme()).render(state, width: 100, height: 80).lines.joined(separator: "\n")
        for key in ["Enter", "Backspace", "Esc", "Space", "Tab", "!", "?", "Ctrl-P", "Ctrl-D", "mouse", "n", "l", "r"] {
            #expect(text.contains("│ \(key) "), "\(key)")
        }
        for binding in KeyMap.playing + KeyMap.levelOver {
            #expect(text.contains(binding.meaning.prefix(20)), "\(binding.name)")
        }
    }

    @Test func theQuitQuestionIsAsked() {
        var state = Fixtures.midWord()
        state.screen = .quitDialog(
            .init(notes: ["This level is not finished: its progress will be lost.", "Finished levels are saved."]))
        let lines = render(state)
        #expect(
            Array(lines[8...15]) == [
                "          ┌─ Quit? ──────────────────────────────────────────────────┐",
                "          │                      Quit wordfall?                      │",
                "          │                                                          │",
                "          │ This level is not finished: its progress will be lost.   │",
                "          │ Finished levels are saved.                               │",
                "          │                                                          │",
                "          │                 y quit   n keep playing                  │",
                "          └──────────────────────────────────────────────────────────┘",
            ])
        // The board is hidden behind the question, as when paused: no free thinking time.
        #expect(!lines.contains { $0.contains("Board") || $0.contains(" C ") || $0.contains("Goals") })
        #expect(lines[23] == " y quit  n keep playing")
    }

    @Test func aTimedLevelShowsItsClock() {
        var state = Fixtures.midWord()
        state.movesLeft = nil
        state.secondsLeft = 95.2
        #expect(render(state)[4].hasSuffix("│ Time left  1:36                │"))
    }
}

extension GameScreenTests {
    /// "Found N of M" counts every word found, as the side panel does (issue 40); the common words are
    /// listed under it and an uncommon word found is a find, named apart (docs/RULES.md, "Word tiers").
    @Test func theReviewCountsCommonWordsAndNamesTheFinds() throws {
        var state = Fixtures.midWord()
        var review = GameScreenState.Review(
            completed: true, score: 700, stars: 1, missedWords: [.init(word: "DOGS", points: 120)])
        review.found = [.init(word: "CAT", points: 50)]
        review.finds = [.init(word: "STOLIDER", points: 650)]
        review.foundCount = 2
        state.screen = .levelOver(.init(review: review))
        let lines = GameScreen(theme: Theme()).render(state, width: 120, height: 40).lines
        let text = lines.joined(separator: "\n")
        // The count is of both; CAT is listed under it, STOLIDER named apart, once.
        let count = try #require(lines.firstIndex { $0.contains("Found 2 of 3 words on the boards you saw") })
        #expect(lines[count + 1].contains("CAT") && !lines[count + 1].contains("STOLIDER"), "\(text)")
        #expect(text.contains("Finds, off the common list and scored as any other: STOLIDER"), "\(text)")
        #expect(text.components(separatedBy: "STOLIDER").count == 2, "\(text)")
    }
}
