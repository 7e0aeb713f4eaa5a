import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// A daily's end is a rank, not a failure: the rank, the points to the next rank and the share text,
/// no red goal line; its quit question speaks of the day, not of levels.
@Suite struct DailyEndTests {
    static func session(
        services: PlayServices = .none, results: @escaping (LevelResult) -> Void = { _ in }
    ) -> (PlaySession, FakeClock) {
        let clock = FakeClock()
        let session = PlaySession(
            DailyPuzzlePlay(
                level: DailySessionTests.level(),
                daily: DailyPlay(day: DailySessionTests.day, generator: 1, total: 1000),
                progress: RecordedProgress {
                    results($0); return nil
                }, unicodeShare: false),
            lexicon: { _ in DailySessionTests.lexicon }, services: services, now: { clock.time })
        return (session, clock)
    }

    @Test func theResultShowsTheRankAndThePointsToTheNextNoFailedGoal() {
        let (session, clock) = Self.session()
        session.handle(.character(" "))
        for character in "cat" { session.handle(.character(character)) }
        session.handle(.enter)
        session.handle(.control("d"))
        session.handle(.character("y"))
        clock.time += PlayFlow.endScreenGrace + 0.1
        session.tick()
        // CAT: 50 of 1,000 points, Moving Up (5%); Good is 8%: 80 points.
        #expect(session.state.review?.nextRank == "30 more points would have made Good.")
        let lines = GameScreen(theme: Theme(unicode: false, color: false)).render(session.state, width: 80, height: 24)
            .lines
        #expect(lines.contains { $0.contains("Rank: Moving Up  You ended it.") })
        #expect(lines.contains { $0.contains("30 more points would have made Good.") })
        #expect(!lines.contains { $0.contains("Score 1,000 points") }, "the daily's goal is not a failure")
        session.handle(.enter)
        #expect(session.state.quitDialog?.text == "Quit wordfall?")
        #expect(
            session.state.quitDialog?.notes == [
                "Today's round is saved. Its hunt is open all day: wordfall daily plays it."
            ])
    }

    /// A past day (`daily --date`) is not "today": its quit note names its date and the command that plays
    /// its hunt.
    @Test func aPastDaysQuitNoteNamesItsDateAndItsCommand() {
        var services = PlayServices.none
        services.pastDay = DailySessionTests.day
        let (session, clock) = Self.session(services: services)
        session.handle(.character(" "))
        for character in "cat" { session.handle(.character(character)) }
        session.handle(.enter)
        session.handle(.control("d"))
        #expect(session.state.quitDialog?.text == "End the puzzle of \(DailySessionTests.day)?")
        session.handle(.character("y"))
        clock.time += PlayFlow.endScreenGrace + 0.1
        session.tick()
        session.handle(.enter)
        let note =
            "The round of \(DailySessionTests.day) is saved. Its hunt stays open: `wordfall daily --date "
            + "\(DailySessionTests.day)` plays it."
        #expect(session.state.quitDialog?.text == "Quit wordfall?")
        #expect(session.state.quitDialog?.notes == [note])
        let lines = GameScreen(theme: Theme(unicode: false, color: false)).render(session.state, width: 80, height: 24)
            .lines.joined(separator: "\n")
        #expect(!lines.contains("oday"), "\(lines)")
    }

    /// Ctrl-F ends today's puzzle as it stands (its goal, every word on the board, is never done first),
    /// once the player said yes: one try a day is not ended by a key hit by mistake (issue 41's play-test).
    @Test func ctrlFEndsTheDailyAsItStands() {
        var results: [LevelResult] = []
        let (session, clock) = Self.session { results.append($0) }
        session.handle(.character(" "))
        for character in "cat" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(KeysBar.items(for: session.state, glyphs: .ascii).contains { $0.key == "^F" && $0.action == "end" })
        session.handle(.control("f"))
        let screen = GameScreen(theme: Theme(unicode: false, color: false)).render(session.state, width: 80, height: 24)
        #expect(screen.lines == DailyTrustTests.finishQuestion, "\(screen.lines.joined(separator: "\n"))")
        // No: back to the round, its clock stopped under the question and running again.
        let left = session.state.secondsLeft
        clock.time += 30
        session.tick()
        #expect(session.state.secondsLeft == left, "the question hides the board, so its clock stops")
        session.handle(.character("n"))
        #expect(session.state.mode == .playing)
        #expect(results.isEmpty)
        session.handle(.control("f"))
        session.handle(.character("y"))
        #expect(session.state.mode == .levelOver(hasNext: false))
        #expect(results.map(\.score) == [50])
        #expect(session.state.review?.nextRank == "30 more points would have made Good.")
    }

    @Test func leavingADailyNotStartedUsesNothingUp() {
        var results: [LevelResult] = []
        let (session, _) = Self.session { results.append($0) }
        #expect(session.state.mode == .intro)
        session.handle(.control("d"))
        #expect(session.state.quitDialog?.text == "Quit wordfall?")
        #expect(session.state.quitDialog?.notes == ["Today's puzzle is not started: it waits for you, clock and all."])
        session.handle(.character("y"))
        #expect(session.isFinished)
        #expect(results.isEmpty)
    }

    /// Watched again, a daily ends as it did: a rank, not "Level failed" with its goal crossed out.
    @Test func aDailysReplayEndsWithItsRank() {
        let clock = FakeClock()
        let daily = DailyPlay(day: DailySessionTests.day, generator: 1, total: 1000)
        let session = PlaySession(
            ReplayPlay(
                level: DailySessionTests.level(), moves: [TimedMove(move: .word("cat"), at: 1)], daily: daily),
            lexicon: { _ in DailySessionTests.lexicon }, now: { clock.time })
        #expect(session.state.daily == daily)
        clock.time = 1
        session.tick()
        let review = session.state.review
        #expect(review?.dailyRank == "Moving Up")
        #expect(review?.nextRank == "30 more points would have made Good.")
        #expect(review?.reason == "You ended it.")
        let lines = GameScreen(theme: Theme(unicode: false, color: false)).render(session.state, width: 80, height: 24)
            .lines
        #expect(lines.contains { $0.contains("Daily puzzle over") })
        #expect(!lines.contains { $0.contains("Level failed") || $0.contains("Score 1,000 points") })
    }
}
