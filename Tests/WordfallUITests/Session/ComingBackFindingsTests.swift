import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// The play-test findings of "A campaign worth coming back for" (issue 29), bugs 1 to 7, one test
/// each (bug 5, the command-line help, is in the CLI tests).
@Suite struct ComingBackFindingsTests {
    static let ascii = GameScreen(theme: Theme(unicode: false, color: false))

    func type(_ text: String, into session: PlaySession) {
        for character in text { session.handle(.character(character)) }
    }

    /// Bug 1: Esc after a rejected word (the word box already empty) paused, and the pause ate the
    /// next letter (`zzz` Enter, Esc, `point` gave "OINT"); a word starting with q then quit.
    @Test func escAfterARejectedWordNeitherPausesNorEatsALetter() {
        let session = PlaySessionTests.session()
        type("zzz", into: session)
        session.handle(.enter)
        #expect(session.state.message?.tone == .bad)
        session.handle(.escape)
        #expect(session.state.mode == .playing)
        #expect(session.state.message == nil, "Esc with no word takes the verdict away")
        type("cats", into: session)
        session.handle(.enter)
        #expect(session.state.wordsFound.map(\.word) == ["CATS"])
        type("zzz", into: session)
        session.handle(.enter)
        session.handle(.escape)
        type("quest", into: session)
        #expect(session.state.mode == .playing)
        #expect(session.state.typed == "QUEST")
        // Pausing is Ctrl-P's.
        session.handle(.escape)
        session.handle(.escape)
        #expect(session.state.mode == .playing)
        session.handle(.control("p"))
        #expect(session.state.mode == .paused)
    }

    static func fiveByFive() -> Level {
        Level(
            id: "five", title: "Five",
            board: .fixed(makeBoard(["MEDIC", "ALSOT", "RINGS", "CATER", "PLUMB"])),
            rules: Rules(refill: .none, moves: 20), goals: [GoalSpec(.score(target: 9000))])
    }

    /// Bug 2: at 80x24 a 5x5 board's roomy tiles left the message one row ("MEDICALS accepted:
    /// +2,040 points Goal -…"); smaller tiles leave it three.
    @Test func aMessageOnAFiveByFiveBoardIsWholeAt80x24() {
        let session = PlaySessionTests.session(levels: [Self.fiveByFive()])
        let message = "MEDICALS accepted: +2,040 points. Goal done: score 9,000. A new best word for this level."
        session.view.update { $0.message = .init(message, tone: .good) }
        let lines = Self.ascii.render(session.state, width: 80, height: 24).lines
        #expect(
            lines == [
                " wordfall | Five                                                        Score 0",
                "                                              +- Status -----------------------+",
                "      +- Board -----------------------+       | Score      0                   |",
                "      |  M     E     D     I     C    |       | Last word  -                   |",
                "      |     3     1     2     1     3 |       | Moves left 20                  |",
                "      |  A     L     S     O     T    |       | Hints      1   Shuffles 1      |",
                "      |     1     1     1     1     1 |       | 1 star: finish the goals       |",
                "      |  R     I     N     G     S    |       +--------------------------------+",
                "      |     1     1     1     2     1 |       +- Goals 0/1 --------------------+",
                "      |  C     A     T     E     R    |       | [ ] Score 9,000 points         |",
                "      |     3     1     1     1     1 |       |   .................... 0/9,000 |",
                "      |  P     L     U     M     B    |       +--------------------------------+",
                "      |     3     1     1     3     3 |       +- Words found (0) --------------+",
                "      +-------------------------------+       | none yet                       |",
                " +------------------------------------------+ |                                |",
                " | Word type, or pick: arrows Space, mouse  | |                                |",
                " | MEDICALS accepted: +2,040 points. Goal   | |                                |",
                " | done: score 9,000. A new best word for   | |                                |",
                " | this level.                              | |                                |",
                " |                                          | |                                |",
                " |                                          | |                                |",
                " +------------------------------------------+ |                                |",
                "                                              +--------------------------------+",
                " Enter submit  Bksp delete  Esc clear  Tab shuffle:1  ! hint:1  ? help  ^D quit",
            ])
    }

    /// Bug 3: the statistics screen wrote "(a larger window shows more)" over its last line, whose end
    /// showed through; and `wordfall stats` listed a pack's levels in file order.
    @Test func theStatisticsNeverDrawOverALineAndFollowTheCampaign() {
        let lines = (1...30).map { "Line \($0) of the statistics, long enough to be seen through" }
        var buffer = ScreenBuffer(width: 80, height: 22)
        TextScreen(title: "Statistics", lines: lines).draw(
            in: Rect(x: 0, y: 0, width: 80, height: 22), on: &buffer, theme: Theme(unicode: false, color: false))
        #expect(buffer.lines[16] == "         | Line 15 of the statistics, long enough to be seen through |")
        #expect(buffer.lines[17] == "         | ... (a larger window shows more)                          |")
        let statistics = PlayerStatistics(
            gamesPlayed: 3, levelsCompleted: 3, stars: 3, wordsFound: 3, bestWord: nil, longestWord: nil,
            packs: [
                .init(
                    pack: "Levels",
                    levels: ["01", "05", "08", "99"].map {
                        .init(level: $0, bestScore: 10, stars: 1, completed: true, bestWord: nil, plays: 1)
                    })
            ],
            daily: .init(daysPlayed: 0, currentStreak: 0, longestStreak: 0, ranks: []))
        let place = ["01": 0, "08": 1, "05": 2]
        let text = StatisticsText.lines(statistics, levelPlace: { level, _ in place[level] })
        #expect(
            text.suffix(4) == [
                "  01  *..  best 10", "  08  *..  best 10", "  05  *..  best 10", "  99  *..  best 10",
            ])
    }

    /// Bug 4: at 40x16 the first-steps card (shown once) was cut after "Points: 10 x the letters'
    /// values,"; it loses its blank lines, then scrolls, and every line of it can be read.
    @Test func theFirstStepsCardIsWholeAt40x16() {
        let level = FairTransitionTests.quickLevel()
        var state = GameScreenState(title: level.title, board: makeBoard(["CATS", "ODER", "GNIP", "SQUE"]))
        state.goals = [.init(description: "Spell 1 word", current: 0, target: 1, done: false)]
        state.screen = .intro(IntroCard(title: "First steps", lines: IntroText.firstSteps(level)), scroll: 0)
        let limit = Self.ascii.scrollLimit(for: state, width: 40, height: 16)
        #expect(limit > 0)
        var seen: [String] = []
        for offset in 0...limit {
            state.screen.scroll(by: offset - state.scroll, limit: limit)
            let lines = Self.ascii.render(state, width: 40, height: 16).lines
            for line in lines[2...11] where !seen.contains(line) && !line.contains("scroll: lines") {
                seen.append(line)
            }
            #expect(lines[13] == "|        Press any key to start        |")
        }
        let text = seen.map { $0.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text == IntroText.firstSteps(level).joined(separator: " "))
        // The arrows scroll it; any other key starts.
        #expect(KeyMap.input(for: .down, in: .intro) == .scrolled(1))
        #expect(KeyMap.input(for: .character("x"), in: .intro) == .introDismissed)
    }

    /// Bug 4: the 40x16 and 60x20 footers dropped `! hint` and `? help`, the two keys a player cannot guess.
    @Test func smallFootersKeepTheHintAndTheHelp() {
        let session = PlaySessionTests.session()
        #expect(
            Self.ascii.render(session.state, width: 40, height: 16).lines[15]
                == " Enter submit  ! hint:1  ? help  ^D quit")
        #expect(
            Self.ascii.render(session.state, width: 60, height: 20).lines[19]
                == " Enter submit  Esc clear  ! hint:1  ? help  ^D quit")
    }

    /// Bug 6: a Qu tile with a bonus read `QuTW  U`; the label keeps a gap (below the letter on a
    /// narrow tile).
    @Test func aQuTileWithABonusKeepsAGap() {
        let board = makeBoard(["QU", "AT"], bonus: ["T.", ".."])
        for (tiles, expected) in [
            (TileSize.roomy, ["", " Qu TW  U", "    10     1"]), (.stacked, [" Qu TW  U", "    10     1"]),
            (.narrow, [" Qu   U", " TW10    1"]),
        ] {
            var buffer = ScreenBuffer(width: 14, height: 3)
            let geometry = BoardWidget.Geometry(originX: 0, originY: 0, rows: 2, columns: 2, tiles: tiles)
            BoardWidget(board: board).draw(geometry, on: &buffer, theme: Theme(unicode: false, color: false))
            #expect(Array(buffer.lines.prefix(expected.count)) == expected, "\(tiles)")
        }
    }
}
