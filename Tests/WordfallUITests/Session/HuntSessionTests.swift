import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// Issue 41: the day's hunt on screen, after its round: it reopens on the day's words without a
/// question, keeps each word at once, shows the grid and a nudge, and has no end of the player's.
@Suite struct HuntSessionTests {
    final class Keeps {
        var games: [KeptGame] = []
    }

    static func hunt(found: [String]) -> DailyHunt {
        let board = makeBoard(["CATS", "ODER", "GNIP", "SQUE"], bonus: ["....", ".2..", "...D", "...."])
        let words = DailySessionTests.lexicon.words(on: board, minLength: 3)
        return DailyHunt(expected: words.filter(\.isExpected), finds: words.filter { !$0.isExpected }, found: found)
    }

    @Test func theHuntReopensOnTheDaysWordsKeepsEachWordAndNeverEnds() {
        let clock = FakeClock()
        let keeps = Keeps()
        let progress = RecordedProgress(
            levelFinished: { _ in nil }, isSaving: false,
            keep: { game, _ in
                keeps.games.append(game)
                return nil
            },
            kept: { level in
                KeptGame(
                    id: GameID(high: 0, low: 41), level: level, moves: [TimedMove(move: .word("CAT"), at: 0)],
                    elapsed: 0,
                    words: ["CAT"])
            })
        let before = Self.hunt(found: ["CAT"])
        var daily = DailyPlay(day: DailySessionTests.day, generator: 3, total: before.total, bigWord: "CODER")
        daily.hunt = before
        var services = PlayServices()
        services.nudge = { hunt in "Nudge for \(hunt.wordsLeft) words" }
        let session = PlaySession(
            HuntPlay(level: DailySessionTests.level(), daily: daily, progress: progress),
            lexicon: { _ in DailySessionTests.lexicon }, services: services, now: { clock.time })
        // No question, no card: the day's words are there, and no clock.
        #expect(session.state.mode == .playing)
        #expect(session.state.wordsFound.map(\.word) == ["CAT"])
        #expect(session.state.secondsLeft == nil)
        #expect(session.state.title == "Daily (hunt)")
        for character in "cod" { session.handle(.character(character)) }
        session.handle(.enter)
        session.afterFrame()
        #expect(keeps.games.last?.words == ["CAT", "COD"], "each word is kept once it is on screen")
        let now = Self.hunt(found: ["CAT", "COD"])
        #expect(session.state.daily?.rank(score: 0, words: ["CAT", "COD"]) == now.rank)
        // Tab: the grid of words left; any key goes back.
        session.handle(.tab)
        #expect(session.state.screen == .meaning(word: "Words left", lines: HuntText.gridTable(HuntGrid(now))))
        session.handle(.character("x"))
        #expect(session.state.mode == .playing)
        session.handle(.character("!"))
        #expect(session.state.message?.text == "Nudge for \(now.wordsLeft) words")
        session.handle(.control("f"))
        #expect(session.state.message?.text == HuntText.noEndKey)
        #expect(session.state.mode == .playing, "the hunt has no end of the player's")
        clock.time += 7_200
        session.tick()
        #expect(session.state.mode == .playing, "two hours on, it is still there")
        let screen = GameScreen(theme: Theme(unicode: false, color: false)).render(session.state, width: 80, height: 24)
        #expect(screen.lines.last?.contains("Tab words left") == true, "\(screen.lines.last ?? "")")
        session.handle(.control("d"))
        #expect(session.state.quitDialog?.notes == [FlowWording.note(.huntWordsKept)])
        session.handle(.character("y"))
        #expect(session.isFinished)
        #expect(keeps.games.last?.words == ["CAT", "COD"])
    }
}
