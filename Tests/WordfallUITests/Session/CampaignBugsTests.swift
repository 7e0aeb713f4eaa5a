import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// Issue 40's bugs of the campaign ("The 14 bugs"), each on the whole screen it was seen on.
@Suite struct CampaignBugsTests {
    typealias Saved = ResumeSessionTests.Saved
    static let plain = GameScreen(theme: Theme(unicode: false, color: false))

    static func screen(_ session: PlaySession, width: Int = 80, height: Int = 24) -> [String] {
        plain.render(session.state, width: width, height: height).lines
    }

    /// A pack whose first level has a move limit, met by the player in another pack.
    static func secondPack(met: Set<String>) -> (PlaySession, CampaignSessionTests.Store) {
        let store = CampaignSessionTests.Store()
        store.cardSeen = true
        let progress = store.recorder
        progress.met = { met }
        progress.meet = { _ in }
        let levels = [PlaySessionTests.level("one"), PlaySessionTests.level("two", moves: nil)]
        let session = PlaySession(
            CampaignPlay(packTitle: "Other Pack", levels: levels, progress: progress),
            lexicon: { _ in PlaySessionTests.lexicon }, now: { 0 })
        return (session, store)
    }

    /// No card on a pack's first level once the first steps were seen: its move limit was in the panel only.
    @Test func aPacksFirstLevelHasItsCard() {
        let (session, _) = Self.secondPack(met: ["static", "moves"])
        session.handle(.enter)
        #expect(
            Self.screen(session) == [
                " wordfall | Test one  (Other Pack, level 1 of 2)",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "    +- Test one -----------------------------------------------------------+",
                "    | New: bonus tiles. DL/TL double or triple a letter, DW/TW the whole   |",
                "    | word.                                                                |",
                "    |                                                                      |",
                "    | A move limit. Each accepted word is a move; you have 5.              |",
                "    |                                                                      |",
                "    |                        Press any key to start                        |",
                "    +----------------------------------------------------------------------+",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                " any key start  ^D quit",
            ])
    }

    /// A pack's card said "Back here: a move limit." for a rule the pack never had (met in another pack).
    @Test func backHereOnlyForARuleThePackHad() {
        let free = PlaySessionTests.level("free", moves: nil)
        let limited = PlaySessionTests.level("limited")
        #expect(
            IntroText.newRules(of: limited, after: [free], met: ["static", "moves"]) == [
                "A move limit. Each accepted word is a move; you have 5.",
                "This level asks: Score 150 points; Spell 2 words. 5 moves.",
            ])
        #expect(
            IntroText.newRules(of: limited, after: [limited, free], met: ["static", "moves"]) == [
                "Back here: a move limit.", "This level asks: Score 150 points; Spell 2 words. 5 moves.",
            ])
    }

    /// The "Welcome back" card before a pack's levels had no way to them, and its quit dialog said
    /// "Finished levels are saved." alone, as if the game left were lost.
    @Test func theWelcomeBackCardGoesToTheLevelsAndItsQuitKeepsTheGame() {
        let saved = Saved()
        let levels = [PlaySessionTests.level("one"), PlaySessionTests.level("two")]
        func open() -> PlaySession {
            PlaySession(
                CampaignPlay(packTitle: "Pack", levels: levels, progress: saved.recorder),
                lexicon: { _ in PlaySessionTests.lexicon }, now: { 0 })
        }
        let first = open()
        first.handle(.enter)
        if first.state.mode == .intro { first.handle(.character(" ")) }
        for character in "cat" { first.handle(.character(character)) }
        first.handle(.enter)
        first.handle(.control("d"))
        first.handle(.character("y"))
        let second = open()
        #expect(
            Self.screen(second) == [
                " wordfall | Test one  (Pack, level 1 of 2)",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "    +- Welcome back -------------------------------------------------------+",
                "    | You left Test one with 50 points, 4 moves left, 1 word found.        |",
                "    |                                                                      |",
                "    |  Enter resumes, n starts again. l shows the levels, the game kept.   |",
                "    +----------------------------------------------------------------------+",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                " Enter resume  n start again  l levels  ^D quit",
            ])
        second.handle(.control("d"))
        #expect(
            Self.screen(second) == [
                " wordfall | Test one  (Pack, level 1 of 2)                              Score 0",
                "",
                "",
                "",
                "",
                "",
                "",
                "          +- Quit? --------------------------------------------------+",
                "          |                      Quit wordfall?                      |",
                "          |                                                          |",
                "          | The game you left stays kept, as it stands: it is        |",
                "          | offered again next time.                                 |",
                "          | Finished levels are saved.                               |",
                "          |                                                          |",
                "          |                 y quit   n keep playing                  |",
                "          +----------------------------------------------------------+",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                " y quit  n keep playing",
            ])
        second.handle(.character("n"))
        second.handle(.character("l"))
        #expect(
            Self.screen(second) == [
                " wordfall | Pack  (0 of 6 stars)",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "    +- Pack ---------------------------------------------------------------+",
                "    |   #  Level                                      Stars       Best     |",
                "    |                                                                      |",
                "    | > 1  Test one  (next)                           -                    |",
                "    |   2  Test two  (locked)                                              |",
                "    |                                                                      |",
                "    |                  Enter play   up/down pick   q quit                  |",
                "    +----------------------------------------------------------------------+",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                " Enter play  up/down pick  q quit",
            ])
        #expect(saved.kept.keys.sorted() == ["one"], "the game left stays kept")
        second.handle(.enter)
        #expect(second.state.intro?.title == "Welcome back", "offered again from the levels")
    }

    /// A streak's bar shrank to a stub once its best passed the goal ("now 12, best 12 (goal 10)").
    @Test func aStreaksBarKeepsItsWidthPastTheGoal() {
        var buffer = ScreenBuffer(width: 30, height: 4)
        let goals = GoalsWidget(goals: [
            .init(description: "Spell 10 words in a row", current: 12, target: 10, done: true, run: 12),
            .init(description: "Score 1,500 points", current: 1_680, target: 1_500, done: true),
        ])
        goals.draw(in: Rect(x: 0, y: 0, width: 30, height: 4), on: &buffer, theme: Theme(unicode: false, color: false))
        #expect(
            buffer.lines == [
                "[x] Spell 10 words in a row",
                "  ############ now 12, best 12",
                "[x] Score 1,500 points",
                "  ######### 1,680 (goal 1,500)",
            ])
    }

    /// The share text said "38 words" over rows of marks that counted 36: its finds, off the board's list.
    @Test func theShareTextsWordsAddUpToItsRows() {
        let shape = ShareText.Shape(found: ["CAT", "CATS", "DOGS"], missed: ["COD"], bigWord: nil)
        #expect(
            ShareText.lines(
                day: "2026-11-24", rank: "Good", score: 400, total: 1_000, words: 5, longestWordLength: 6,
                shape: shape, unicode: false)
                == [
                    "wordfall daily #1 2026-11-24", "Round: Good ####......", "400 of 1,000 points (40%)",
                    "3 of 4 words + 2 finds, your longest 6 letters", "3 #####..... 1/2", "4 ########## 2/2",
                ])
    }

    /// The end screen showed the stars first and the goals that decide them far below, after the score.
    @Test func theEndScreenSaysTheGoalsBeforeTheStars() {
        let session = PlaySessionTests.session(levels: [FairTransitionTests.quickLevel()])
        for character in "cats\u{6}" {
            session.handle(character == "\u{6}" ? .control("f") : .character(character))
            if character == "s" { session.handle(.enter) }
        }
        #expect(
            Self.screen(session) == [
                " wordfall | Quick quick                                               Score 120",
                "",
                "        +- Level complete! --------------------------------------------+",
                "        | OK Spell 1 word  1/1                                         |",
                "        | * * . 2 of 3 stars                                           |",
                "        | 80 more points would have made 3 stars                       |",
                "        |                                                              |",
                "        | Score         120                                            |",
                "        | Best word     CATS (120 points)                              |",
                "        | Longest word  CATS (4 letters)                               |",
                "        |                                                              |",
                "        | The longest words you missed:                                |",
                "        |   5 letters: a word from C, 300                              |",
                "        |   4 letters: a word from C, 180 (2 missed)                   |",
                "        |   3 letters: a word from C, 80 (4 missed)                    |",
                "        |                                                              |",
                "        | Found 1 of 8 words on the boards you saw                     |",
                "        |   CATS 120                                                   |",
                "        |                                                              |",
                "        |                     Enter quit   r retry                     |",
                "        +--------------------------------------------------------------+",
                "",
                "",
                "",
            ])
    }

    /// Hard mode named `words add` after a refused word: a way round the refusal hard mode gives no hint of.
    @Test func hardModeSuggestsNoWordsAdd() {
        var level = PlaySessionTests.level()
        level.rules.hard = true
        let session = PlaySessionTests.session(levels: [level])
        for character in "zzz" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(
            Self.screen(session) == [
                " wordfall | Test one                                                    Score 0",
                "         +- Board -----------------+          +- Status -----------------------+",
                "         |                         |          | Score      0                   |",
                "         |  C     A     T     S    |          | Last word  -                   |",
                "         |     3     1     1     1 |          | Moves left 4  hard mode        |",
                "         |                         |          | Hints      1   Shuffles 1      |",
                "         |  O     D DL  E     R    |          | 1 star: finish the goals       |",
                "         |     1     2     1     1 |          +--------------------------------+",
                "         |                         |          +- Goals 0/2 --------------------+",
                "         |  G     N     I     P DW |          | [ ] Score 150 points           |",
                "         |     2     1     1     3 |          |   ...................... 0/150 |",
                "         |                         |          | [ ] Spell 2 words              |",
                "         |  S     Qu    U     E    |          |   ........................ 0/2 |",
                "         |     1    10     1     1 |          +--------------------------------+",
                "         |                         |          +- Words found (0) --------------+",
                "         +-------------------------+          | none yet                       |",
                " +------------------------------------------+ |                                |",
                " | Word hard mode: only Enter tells         | |                                |",
                " | ZZZ: not in the dictionary. Hard mode:   | |                                |",
                " | that cost a move.                        | |                                |",
                " |                                          | |                                |",
                " |                                          | |                                |",
                " +------------------------------------------+ +--------------------------------+",
                " Enter submit  Bksp delete  Esc clear  Tab shuffle:1  ! hint:1  ? help  ^D quit",
            ])
    }

    /// Before 3 stars, `w` gave every missed word in full at one key: it asks first, saying it spoils.
    @Test func theWholeReviewAsksBeforeItGivesTheAnswersAway() {
        let clock = FakeClock()
        let session = PlaySessionTests.session(levels: [FairTransitionTests.quickLevel()], clock: clock)
        for character in "cat" { session.handle(.character(character)) }
        session.handle(.enter)
        session.handle(.control("f"))
        clock.time += 1
        session.tick()
        session.handle(.character("w"))
        #expect(
            Self.screen(session) == [
                " wordfall | Quick quick                                                Score 50",
                "        +- Level complete! --------------------------------------------+",
                "        | The whole review names every word you missed, in full: the   |",
                "        | answers of your next try. Show them? y shows them, any other |",
                "        | key keeps them hidden.                                       |",
                "        |                                                              |",
                "        | OK Spell 1 word  1/1                                         |",
                "        | * . . 1 of 3 stars                                           |",
                "        | 50 more points would have made 2 stars                       |",
                "        |                                                              |",
                "        | Score         50                                             |",
                "        | Best word     CAT (50 points)                                |",
                "        | Longest word  CAT (3 letters)                                |",
                "        |                                                              |",
                "        | The longest words you missed:                                |",
                "        |   5 letters: a word from C, 300                              |",
                "        |   4 letters: a word from C, 180 (3 missed)                   |",
                "        |   3 letters: a word from C, 80 (3 missed)                    |",
                "        |                                                              |",
                "        | up/down scroll: lines 1-17 of 19                             |",
                "        |                                                              |",
                "        |                     Enter quit   r retry                     |",
                "        +--------------------------------------------------------------+",
                " y show the answers  any key keep them hidden",
            ])
        for key in "xwy" {
            clock.time += 1
            session.handle(.character(key))
            if key == "x" { #expect(session.state.review?.missedInFull == false, "any other key keeps them hidden") }
        }
        #expect(session.state.review?.missedInFull == true)
        #expect(session.state.review?.wholeReview == true)
    }

    /// Issue 40: `w` on a falling level's end screen asked first whether to give the answers away, and a
    /// player who kept them hidden saw nothing change. Every move shows at once; only y names its words.
    @Test func wShowsEveryMoveEvenWithTheAnswersKeptHidden() throws {
        let clock = FakeClock()
        var level = PlaySessionTests.level(moves: 9)
        level.rules.refill = .gravity
        let lexicon = try Lexicon.bundled()
        let session = PlaySession(LevelPlay(levels: [level]), lexicon: { _ in lexicon }, now: { clock.time })
        // The best word each move, whatever fell in.
        for _ in 0..<6 {
            guard let best = session.game.bestWords().first else { break }
            for character in best.word.lowercased() { session.handle(.character(character)) }
            session.handle(.enter)
        }
        session.handle(.control("f"))
        clock.time += 1
        session.tick()
        let review = try #require(session.state.review)
        try #require(MissedWording.moves(review.moves, whole: false).count < review.moves.count, "a few moves shown")
        session.handle(.character("w"))
        clock.time += 1
        session.handle(.character("x"))
        #expect(session.state.review?.wholeReview == true, "every move")
        #expect(session.state.review?.missedInFull == false, "the answers still hidden")
        #expect(session.state.review?.askingSpoil == false)
    }

    /// A static board's retry was turned or redrawn without a word: the start card says it is a new game
    /// and what changed.
    @Test func aRetrysCardSaysItIsANewGameAndWhatChanged() {
        let clock = FakeClock()
        let session = PlaySessionTests.session(levels: [FairTransitionTests.quickLevel()], clock: clock)
        for character in "cat" { session.handle(.character(character)) }
        session.handle(.enter)
        session.handle(.control("f"))
        clock.time += 1
        session.tick()
        session.handle(.character("r"))
        #expect(
            Self.screen(session) == [
                " wordfall | Quick quick",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "    +- Quick quick --------------------------------------------------------+",
                "    | A new game: the board is turned this try, the same words in new      |",
                "    | places.                                                              |",
                "    |                                                                      |",
                "    |                        Press any key to start                        |",
                "    +----------------------------------------------------------------------+",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                " any key start  ^D quit",
            ])
    }
}
