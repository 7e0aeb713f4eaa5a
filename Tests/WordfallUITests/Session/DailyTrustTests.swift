import Testing
import WordfallPlay
import WordfallTestSupport

@testable import WordfallCore
@testable import WordfallUI

/// Issue 41's play-test by a Spelling Bee player ("doesn't feel trustworthy yet"): a word played is never
/// called missed, the daily speaks in ranks, Ctrl-F asks, the hunt has its own help, and the daily never
/// suggests the player's own words. Whole screens, at 80x24.
@Suite struct DailyTrustTests {
    /// The question Ctrl-F asks in the day's round (`DailyEndTests.ctrlFEndsTheDailyAsItStands`).
    static let finishQuestion: [String] = [
        " wordfall | Daily                                          30 to Good  Score 50",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "          +- Finish? ------------------------------------------------+",
        "          |                Finish today's round now?                 |",
        "          |                                                          |",
        "          | The round ends as it stands, its rank kept, the time     |",
        "          | left unused: one round a day. The hunt follows.          |",
        "          |                                                          |",
        "          |                y finish   n keep playing                 |",
        "          +----------------------------------------------------------+",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " y finish  n keep playing",
    ]

    /// The daily test board's words (`DailySessionTests.level`): CODER the big word, CODES a find (off the
    /// expected list) as long.
    static let lexicon: Lexicon = {
        var builder = WordListBuilder()
        var text = Array(
            "cat\t10\ncats\t10\ncod\t10\ncode\t10\ncoder\t10\ndog\t10\ndogs\t10\nten\t10\ntide\t10\ncodes\t60\n".utf8)
        text.withUnsafeMutableBufferPointer { builder.addLines(UnsafeBufferPointer($0)) }
        return Lexicon(builder)
    }()

    static let board = makeBoard(["CATS", "ODER", "GNIP", "SQUE"], bonus: ["....", ".2..", "...D", "...."])

    /// The day's figures on `board`: its expected words, finds, total and big word.
    static func daily(hunt found: [String]? = nil) -> DailyPlay {
        let words = lexicon.words(on: board, minLength: 3)
        let expected = words.filter(\.isExpected)
        let total = expected.reduce(0) { $0 + $1.points }
        var daily = DailyPlay(day: DailySessionTests.day, generator: 3, total: total, bigWord: "CODER")
        daily.expected = Set(expected.map(\.word))
        daily.hunt = found.map { DailyHunt(expected: expected, finds: words.filter { !$0.isExpected }, found: $0) }
        return daily
    }

    static func level(total: Int) -> Level {
        Level(
            id: "daily-2026-11-24", title: "Daily", board: .fixed(board),
            rules: Rules(refill: .none, moves: nil, timeLimit: 180, shuffles: 0, hints: 0),
            goals: [GoalSpec(.score(target: total), label: "Points of every common word")])
    }

    /// The round after CAT and CODES: the big word's length found by a find, the rank in the goals panel.
    static let foundScreen: [String] = [
        " wordfall | Daily                                        46 to Great  Score 350",
        "         +- Board -----------------+          +- Status -----------------------+",
        "         |                         |          | Score      350                 |",
        "         |  C     A     T     S    |          | Last word  CODES +300          |",
        "         |     3     1     1     1 |          | Time left  2:57                |",
        "         |                         |          | Rank       Nice                |",
        "         |  O     D DL  E     R    |          | Big word   * CODES *           |",
        "         |     1     2     1     1 |          +--------------------------------+",
        "         |                         |          +- Rank -------------------------+",
        "         |  G     N     I     P DW |          | [ ] Nice: 46 to Great          |",
        "         |     2     1     1     3 |          |   #################... 350/396 |",
        "         |                         |          +--------------------------------+",
        "         |  S     Qu    U     E    |          +- Words found (2) --------------+",
        "         |     1    10     1     1 |          | CODES                      300 |",
        "         |                         |          | CAT                         50 |",
        "         +-------------------------+          |                                |",
        " +------------------------------------------+ |                                |",
        " | Word type, or pick: arrows Space, mouse  | |                                |",
        " | CODES accepted: +300 points              | |                                |",
        " | = 10 x 10 letter points (with bonus) x 3 | |                                |",
        " | for 5 letters                            | |                                |",
        " |                                          | |                                |",
        " +------------------------------------------+ +--------------------------------+",
        // No shuffle and no hint in the daily: its bar offers none at 0.
        " Enter submit  Bksp delete  Esc clear  ? help  ^D leave  ^F end  = meaning",
    ]

    /// The hunt's help, its first page.
    static let huntHelp: [String] = [
        " wordfall | Daily (hunt)                                    30 to Good  Score 0",
        "+- Help -----------------------------------------------------------------------+",
        "| Chain touching tiles (also diagonally) into words, each tile once; words     |",
        "| need at least 3 letters, and Qu is one tile. DL/TL double or triple a        |",
        "| letter, DW/TW the whole word. This board is static: used tiles stay, so      |",
        "| every word is on it from the start.                                          |",
        "|                                                                              |",
        "| The hunt: today's board again, no clock, all day. It starts from every word  |",
        "| your round found, and every word you find is kept at once: leave (Ctrl-D)    |",
        "| and come back, and it reopens where it was; two sittings open at once add to |",
        "| one list.                                                                    |",
        "|                                                                              |",
        "| Ranks: the points of every word found today, round and hunt, finds included, |",
        "| climb Beginner, Good Start, Moving Up, Good, Solid, Nice, Great, Amazing,    |",
        "| Genius (70% of the board's points). Queen Bee is every expected word of the  |",
        "| board found, whatever the points.                                            |",
        "|                                                                              |",
        "| The grid (Tab): the words left by first letter and by length, and by their   |",
        "| first two letters (AB-2: two words left start AB). It never shows a word.    |",
        "|                                                                              |",
        "| Nudges (!): 3 a day, every sitting together; each points at the word left    |",
        "| up/down scroll: lines 1-19 of 64                                             |",
        "+------------------------------------------------------------------------------+",
        " any key back  up/down scroll",
    ]

    static func render(_ session: PlaySession) -> [String] {
        GameScreen(theme: Theme(unicode: false, color: false)).render(session.state, width: 80, height: 24).lines
    }

    static func type(_ text: String, into session: PlaySession) {
        for character in text { session.handle(.character(character)) }
        session.handle(.enter)
    }

    /// CODES is off the list and as long as CODER, the big word: it counts as found, in the status, the
    /// found list and the share text; the goals panel says the rank, never the board's points with the
    /// find's counted; a refused word names no `words add`.
    @Test func aFindAsLongAsTheBigWordCountsAndThePanelSaysTheRank() {
        let clock = FakeClock()
        let daily = Self.daily()
        let session = PlaySession(
            DailyPuzzlePlay(
                level: Self.level(total: daily.total), daily: daily, progress: RecordedProgress { _ in nil },
                unicodeShare: false),
            lexicon: { _ in Self.lexicon }, now: { clock.time })
        session.handle(.character(" "))
        Self.type("xyz", into: session)
        #expect(session.state.message?.text.contains("words add") == false, "\(session.state.message?.text ?? "")")
        Self.type("cat", into: session)
        Self.type("codes", into: session)
        clock.time += PlayFlow.moment.bigWord + 0.1
        session.tick()
        let screen = Self.render(session)
        #expect(screen == Self.foundScreen, "\(screen.joined(separator: "\n"))")
        session.handle(.control("f"))
        session.handle(.character("y"))
        let share = session.state.review?.shareLines ?? []
        #expect(share.contains("big word (5 letters) found, by a 5-letter find"), "\(share)")
    }

    /// The hunt's `?`: what the hunt is, its sittings, ranks, Queen Bee, grid and nudges, then its keys as
    /// they work there.
    @Test func theHuntsHelpIsItsOwn() {
        let clock = FakeClock()
        let daily = Self.daily(hunt: ["CAT"])
        let session = PlaySession(
            HuntPlay(level: Self.level(total: daily.total), daily: daily, progress: RecordedProgress { _ in nil }),
            lexicon: { _ in Self.lexicon }, now: { clock.time })
        session.handle(.character(" "))
        session.handle(.character("?"))
        let screen = Self.render(session)
        #expect(screen == Self.huntHelp, "\(screen.joined(separator: "\n"))")
    }
}
