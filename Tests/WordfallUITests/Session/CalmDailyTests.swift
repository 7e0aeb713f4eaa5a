import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// Issue 29, "a calm way to play": the day's board again once its result is recorded, with no clock,
/// not ranked and not saved (docs/decisions/0382).
@Suite struct CalmDailyTests {
    @Test func theSameBoardWithNoClockNeitherRankedNorSaved() {
        let clock = FakeClock()
        let daily = DailyPlay(day: DailySessionTests.day, generator: 2, total: 1000, bigWord: "CODER")
        let session = PlaySession(
            CalmDailyPlay(level: DailySessionTests.level(), daily: daily),
            lexicon: { _ in DailySessionTests.lexicon }, now: { clock.time })
        #expect(session.state.mode == .intro)
        #expect(
            session.state.intro?.lines == [
                "The same board, no clock: take your time. Calm play is not ranked or saved: today's result stands.",
                "Ctrl-F ends it and shows the words you found and missed.",
            ])
        session.handle(.character(" "))
        #expect(session.state.title == "Daily (calm)")
        #expect(session.state.secondsLeft == nil)
        #expect(!session.progress.keepsGames && !session.progress.isSaving, "nothing is kept or saved")
        for character in "coder" { session.handle(.character(character)) }
        session.handle(.enter)
        clock.time += 3_600
        session.tick()
        #expect(session.state.mode == .playing, "an hour on, it is still there")
        let screen = GameScreen(theme: Theme(unicode: false, color: false)).render(session.state, width: 80, height: 24)
        #expect(screen.lines[6].hasSuffix("| Big word   * CODER *           |"))
        session.handle(.control("f"))
        #expect(session.state.mode == .levelOver(hasNext: false))
        #expect(session.state.review?.reason == "Calm play: not ranked or saved.")
        #expect(session.state.review?.shareLines == [], "no share text: there is no result to share")
        clock.time += PlaySession.endScreenGrace + 0.01
        session.tick()
        session.handle(.control("d"))
        #expect(session.state.quitDialog?.notes == ["Calm play is not saved: today's result stands."])
    }
}
