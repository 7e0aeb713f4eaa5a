import Testing
import WordfallPlay
import WordfallTestSupport

@testable import WordfallCore
@testable import WordfallUI

/// Issue 40's hard daily, as the fresh players found it: the card did not say hard mode was on, nor the
/// round's screen once a word was typed, and the share text's `*` was explained nowhere. Whole screens.
@Suite struct HardDailyTests {
    static func session(hard: Bool, clock: FakeClock) -> PlaySession {
        let daily = DailyTrustTests.daily()
        var level = DailyTrustTests.level(total: daily.total)
        level.rules.hard = hard
        return PlaySession(
            DailyPuzzlePlay(level: level, daily: daily, progress: RecordedProgress { _ in nil }, unicodeShare: false),
            lexicon: { _ in DailyTrustTests.lexicon }, now: { clock.time })
    }

    static func render(_ session: PlaySession, width: Int = 80, height: Int = 24) -> [String] {
        GameScreen(theme: Theme(unicode: false, color: false)).render(session.state, width: width, height: height).lines
    }

    /// The card says hard mode is on, what it costs and the share's mark; the header says it too.
    static let card: [String] = [
        " wordfall | Daily  (hard mode)",
        "",
        "",
        "",
        "",
        "",
        "",
        "    +- Daily --------------------------------------------------------------+",
        "    | Hard mode is on: nothing says whether a word is there before Enter,  |",
        "    | and a refused word costs 10 seconds. Your share text marks the day   |",
        "    | with a * after its date, as Wordle marks its hard mode.              |",
        "    |                                                                      |",
        "    | You have 3:00 on the clock; it starts when you press a key.          |",
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
    ]

    /// A word typed hides the word line's "hard mode" placeholder: the status says it beside the clock.
    static let playing: [String] = [
        " wordfall | Daily  (hard mode)                            69 to Solid  Score 80",
        "         +- Board -----------------+          +- Status -----------------------+",
        "         |                         |          | Score      80                  |",
        "         |  C     A     T     S    |          | Last word  COD +80             |",
        "         |     3     1     1     1 |          | Time left  3:00  hard mode     |",
        "         |                         |          | Rank       Good                |",
        "         |  O     D DL  E     R    |          | Big word   5 letters, to find  |",
        "         |     1     2     1     1 |          +--------------------------------+",
        "         |                         |          +- Rank -------------------------+",
        "         |  G     N     I     P DW |          | [ ] Good: 69 to Solid          |",
        "         |     2     1     1     3 |          |   ###########.......... 80/149 |",
        "         |                         |          +--------------------------------+",
        "         |  S     Qu    U     E    |          +- Words found (1) --------------+",
        "         |     1    10     1     1 |          | COD                         80 |",
        "         |                         |          |                                |",
        "         +-------------------------+          |                                |",
        " +------------------------------------------+ |                                |",
        " | Word CAT                                 | |                                |",
        " | COD accepted: +80 points                 | |                                |",
        " | = 10 x 8 letter points (with bonus)      | |                                |",
        " |                                          | |                                |",
        " |                                          | |                                |",
        " +------------------------------------------+ +--------------------------------+",
        " Enter submit  Bksp delete  Esc clear  ? help  ^D leave  ^F end  = meaning",
    ]

    /// The share text with its `*`, and under it what the `*` means.
    static let end: [String] = [
        " wordfall | Daily  (hard mode)                                        Score 130",
        "        +- Daily puzzle over ------------------------------------------+",
        "        | Rank: Good  You ended it.                                    |",
        "        | 19 more points would have made Solid.                        |",
        "        |                                                              |",
        "        | wordfall daily #1 2026-11-24*                                |",
        "        | Round: Good ####......                                       |",
        "        | 130 of 990 points (13%)                                      |",
        "        | 2 of 8 words, your longest 3 letters                         |",
        "        | 3 #####..... 2/4                                             |",
        "        | 4 .......... 0/3                                             |",
        "        | 5 .......... 0/1                                             |",
        "        | big word (5 letters) missed                                  |",
        "        | The * after the date: played in hard mode (no check before   |",
        "        | Enter), as Wordle marks it.                                  |",
        "        |                                                              |",
        "        | Score         130                                            |",
        "        | Best word     COD (80 points)                                |",
        "        | Longest word  COD (3 letters)                                |",
        "        | up/down scroll: lines 1-17 of 29                             |",
        "        |                                                              |",
        "        |                          Enter quit                          |",
        "        +--------------------------------------------------------------+",
        "",
    ]

    @Test func theCardTheRoundsScreenAndTheEndSayHardMode() {
        let clock = FakeClock()
        let session = Self.session(hard: true, clock: clock)
        var screen = Self.render(session)
        #expect(screen == Self.card, "\(screen.joined(separator: "\n"))")
        session.handle(.character(" "))
        DailyTrustTests.type("cod", into: session)
        for character in "cat" { session.handle(.character(character)) }
        screen = Self.render(session)
        #expect(screen == Self.playing, "\(screen.joined(separator: "\n"))")
        let wide = Array(Self.render(session, width: 120, height: 40).prefix(5))
        #expect(
            wide == [
                " wordfall | Daily  (hard mode)                                                                    69 to Solid  Score 80",
                "                                                                        +- Status -------------------------------------+",
                "                                                                        | Score      80                                |",
                "                                                                        | Last word  COD +80                           |",
                "                                                                        | Time left  3:00  hard mode                   |",
            ], "\(wide.joined(separator: "\n"))")
        session.handle(.enter)
        session.handle(.control("f"))
        session.handle(.character("y"))
        screen = Self.render(session)
        #expect(screen == Self.end, "\(screen.joined(separator: "\n"))")
    }

    /// `?` says hard mode as it is: on, with typing as it works then; off, how to turn it on and the `*`.
    @Test func theHelpSaysHardModeAndTheShareTextsStar() {
        let clock = FakeClock()
        let hard = Self.session(hard: true, clock: clock)
        hard.handle(.character(" "))
        hard.handle(.character("?"))
        var screen = Self.render(hard)
        #expect(
            Array(screen[7...13]) == [
                "| Hard mode is on: nothing says whether a word is there before Enter, and a    |",
                "| refused word costs 10 seconds. Your share text marks the day with a * after  |",
                "| its date, as Wordle marks its hard mode.                                     |",
                "|                                                                              |",
                "| a-z        type a letter; in hard mode no path lights up and nothing is said |",
                "|            of the word until Enter                                           |",
                "| Enter      submit the word (or the tiles you picked)                         |",
            ], "\(screen.joined(separator: "\n"))")
        let soft = Self.session(hard: false, clock: clock)
        #expect(Self.render(soft)[0] == " wordfall | Daily")
        soft.handle(.character(" "))
        soft.handle(.character("?"))
        screen = Self.render(soft)
        #expect(
            Array(screen[7...11]) == [
                "| Hard mode is off. With it on (--hard, or h on the home screen) nothing says  |",
                "| whether a word is there before Enter, a refused word costs 10 seconds, and   |",
                "| the share text has a * after the date, as Wordle marks its hard mode.        |",
                "|                                                                              |",
                "| a-z        type a letter; the best path for the word lights up on the board  |",
            ], "\(screen.joined(separator: "\n"))")
    }
}
