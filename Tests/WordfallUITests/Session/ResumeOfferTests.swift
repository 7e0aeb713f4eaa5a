import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// The offer to resume for the daily (its clock ran on while away) and a pack (before its levels screen),
/// and the offer's whole screen (docs/decisions/0090).
@Suite struct ResumeOfferTests {
    typealias Saved = ResumeSessionTests.Saved
    static let lexicon = PlaySessionTests.lexicon

    static func daily(_ saved: Saved, clock: FakeClock) -> PlaySession {
        PlaySession(
            DailyPuzzlePlay(
                level: DailySessionTests.level(),
                daily: DailyPlay(day: DailySessionTests.day, generator: 1, total: 1000), progress: saved.recorder),
            lexicon: { _ in lexicon }, now: { clock.time })
    }

    /// A daily with CAT played at 20 s, left with the quit dialog.
    static func leftDaily(_ saved: Saved, clock: FakeClock) {
        saved.isDaily = true
        let session = daily(saved, clock: clock)
        session.handle(.character(" "))
        clock.time += 20
        session.tick()
        for character in "cat" { session.handle(.character(character)) }
        session.handle(.enter)
        session.handle(.control("d"))
        #expect(session.state.quitDialog?.text == "Leave today's puzzle?")
        session.handle(.character("y"))
        #expect(session.isFinished)
        #expect(saved.results.isEmpty, "left, not ended: no result yet")
    }

    @Test func aDailysClockRanOnWhileAwayAndNEndsItAsItStands() {
        let saved = Saved()
        let clock = FakeClock()
        Self.leftDaily(saved, clock: clock)
        saved.away = 100
        let session = Self.daily(saved, clock: clock)
        #expect(
            session.state.intro
                == IntroCard(
                    title: "Welcome back",
                    lines: [
                        "You left Daily with 50 points, 1 word found.",
                        "Its clock ran on while you were away: 1:00 left.",
                    ], prompt: "Enter resumes, n ends it as it stands."))
        session.handle(.character("n"))
        #expect(saved.forgotten.isEmpty)
        #expect(saved.results.map(\.score) == [50])
        #expect(saved.results.first?.endedByPlayer == true)
        #expect(saved.results.first?.duration == 120)
        #expect(session.state.mode == .levelOver(hasNext: false))
    }

    @Test func aDailyWhoseTimeRanOutWhileAwayIsEndedAndRecordedAsItStood() {
        let saved = Saved()
        let clock = FakeClock()
        Self.leftDaily(saved, clock: clock)
        saved.away = 3_600
        let session = Self.daily(saved, clock: clock)
        #expect(session.state.mode == .levelOver(hasNext: false), "no offer: it is over")
        #expect(session.state.review?.reason == "Time is up.")
        #expect(saved.results.map(\.score) == [50])
        #expect(saved.results.first?.failure == .outOfTime)
        #expect(saved.results.first?.moves.map(\.move) == [.word("CAT")])
    }

    @Test func aDailyStoppedBySignalIsKeptNotEnded() {
        let saved = Saved()
        saved.isDaily = true
        let clock = FakeClock()
        let session = Self.daily(saved, clock: clock)
        session.handle(.character(" "))
        clock.time += 12
        session.tick()
        session.abandon()
        #expect(saved.results.isEmpty)
        #expect(saved.keeps.map(\.elapsed) == [12])
        #expect(session.game.status == .playing)
    }

    @Test func aPackOffersTheLevelLeftBeforeItsLevelsAndNGoesToThem() {
        let saved = Saved()
        let clock = FakeClock()
        let levels = [PlaySessionTests.level("one"), PlaySessionTests.level("two")]
        let first = PlaySession(
            CampaignPlay(packTitle: "Pack", levels: levels, progress: saved.recorder),
            lexicon: { _ in Self.lexicon }, now: { clock.time })
        first.handle(.enter)
        if first.state.mode == .intro { first.handle(.character(" ")) }
        for character in "cat" { first.handle(.character(character)) }
        first.handle(.enter)
        first.handle(.control("d"))
        first.handle(.character("y"))
        #expect(saved.kept.keys.sorted() == ["one"])

        let second = PlaySession(
            CampaignPlay(packTitle: "Pack", levels: levels, progress: saved.recorder),
            lexicon: { _ in Self.lexicon }, now: { clock.time })
        #expect(second.state.intro?.lines.first == "You left Test one with 50 points, 4 moves left, 1 word found.")
        second.handle(.character("n"))
        #expect(second.state.mode == .campaign)
        #expect(saved.kept.isEmpty)
    }

    @Test func theOfferScreen() {
        let saved = Saved()
        let clock = FakeClock()
        Self.leftDaily(saved, clock: clock)
        let session = Self.daily(saved, clock: clock)
        let screen = GameScreen(theme: Theme(unicode: false, color: false)).render(session.state, width: 80, height: 24)
        #expect(
            screen.lines == [
                // Issue 29, bug 7: no `Score 0` above a card that says the score kept.
                " wordfall | Daily",
                "", "", "", "", "", "", "",
                "    +- Welcome back -------------------------------------------------------+",
                "    | You left Daily with 50 points, 1 word found.                         |",
                "    |                                                                      |",
                "    | Its clock ran on while you were away: 2:40 left.                     |",
                "    |                                                                      |",
                "    |                Enter resumes, n ends it as it stands.                |",
                "    +----------------------------------------------------------------------+",
                "", "", "", "", "", "", "", "",
                " Enter resume  n end it  ^D quit",
            ])
    }
}
