import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// A daily puzzle in a session: the live rank, "End today's puzzle?", one result, no retry, the share text.
@Suite struct DailySessionTests {
    static let lexicon = PlaySessionTests.lexicon
    static let day = CalendarDay(dayNumber: 20_781)  // 2026-11-24

    static func level() -> Level {
        Level(
            id: "daily-2026-11-24", title: "Daily",
            board: .fixed(makeBoard(["CATS", "ODER", "GNIP", "SQUE"], bonus: ["....", ".2..", "...D", "...."])),
            rules: Rules(refill: .none, moves: nil, timeLimit: 180, shuffles: 0, hints: 0),
            goals: [GoalSpec(.score(target: 1000))])
    }

    func type(_ text: String, into session: PlaySession) {
        for character in text { session.handle(.character(character)) }
        session.handle(.enter)
    }

    @Test func endingADailyAsksRecordsTheResultAndOffersNoRetry() {
        var results: [LevelResult] = []
        let clock = FakeClock()
        let session = PlaySession(
            DailyPuzzlePlay(
                level: Self.level(), daily: DailyPlay(day: Self.day, generator: 1, total: 1000),
                progress: RecordedProgress {
                    results.append($0); return nil
                }),
            lexicon: { _ in Self.lexicon }, now: { clock.time })
        // A timed level waits for a key before its clock runs.
        #expect(session.state.mode == .intro)
        session.handle(.character(" "))
        #expect(session.state.daily?.total == 1000)
        // Ranks, not stars: the status shows the rank and no star line.
        let screen = GameScreen(theme: Theme(unicode: false, color: false)).render(session.state, width: 80, height: 24)
        #expect(screen.lines.contains { $0.contains("Rank       Beginner") })
        #expect(!screen.lines.contains { $0.contains("star") })
        type("cat", into: session)
        clock.time += 20
        session.tick()
        session.handle(.control("d"))
        #expect(session.state.mode == .confirmingQuit)
        #expect(session.state.quitDialog?.text == "End today's puzzle?")
        session.handle(.character("y"))
        #expect(!session.isFinished)
        #expect(session.state.mode == .levelOver(hasNext: false))
        #expect(results.count == 1)
        #expect(results.first?.endedByPlayer == true)
        #expect(results.first?.failure == nil)
        #expect(results.first.map { abs($0.duration - 20) < 0.01 } == true)
        let review = session.state.review
        #expect(review?.dailyRank == "Moving Up")  // CAT, 50 points: 5%
        // The figures, then a row per word length (the expected words found of those on the board), and
        // never the generator.
        #expect(
            review?.shareLines == [
                "wordfall daily #1 2026-11-24", "Round: Moving Up ●●●○○○○○○○", "50 of 1,000 points (5%)",
                "1 of 8 words, your longest 3 letters", "3 ●●○○○○○○○○ 1/4", "4 ○○○○○○○○○○ 0/3", "5 ○○○○○○○○○○ 0/1",
            ])
        clock.time += PlayFlow.endScreenGrace + 0.01
        session.handle(.character("r"))
        #expect(session.state.mode == .levelOver(hasNext: false))
        #expect(results.count == 1)
        // A key right after another is typing, not a choice: a moment later, q asks.
        clock.time += PlayFlow.endScreenGrace + 0.01
        session.handle(.character("q"))
        #expect(session.state.quitDialog?.text == "Quit wordfall?")
        session.handle(.character("y"))
        #expect(session.isFinished)
    }

    /// The replay of a daily the player ended plays its moves, then ends as the player did, at once
    /// (the move log has no "ended" move; the clock is not left to run out).
    @Test func theReplayOfADailyThePlayerEndedEndsAfterItsLastMove() throws {
        var results: [LevelResult] = []
        let clock = FakeClock()
        let played = PlaySession(
            DailyPuzzlePlay(
                level: Self.level(), daily: DailyPlay(day: Self.day, generator: 1, total: 1000),
                progress: RecordedProgress {
                    results.append($0); return nil
                }),
            lexicon: { _ in Self.lexicon }, now: { clock.time })
        played.handle(.character(" "))
        type("cat", into: played)
        clock.time += 20
        played.tick()
        played.handle(.control("d"))
        played.handle(.character("y"))
        let moves = try #require(results.first?.moves)
        #expect(moves.map(\.move) == [.word("CAT"), .finish], "ending it is the player's finish, a move")
        #expect(moves.last?.at == 20)

        let replayClock = FakeClock()
        let replay = PlaySession(
            ReplayPlay(level: Self.level(), moves: moves), lexicon: { _ in Self.lexicon }, now: { replayClock.time })
        #expect(replay.state.mode == .playing, "the finish comes at its own time")
        replayClock.time += 20
        replay.tick()
        #expect(replay.state.mode == .levelOver(hasNext: false))
        #expect(replay.state.wordsFound.map(\.word) == ["CAT"])
        #expect(replay.state.review?.completed == false)
        #expect(replay.state.review?.reason == "You ended it.")
    }

    /// The replay of today's round names no word it missed (its hunt is open all day); a past day's names
    /// them, as yesterday's answers on the home screen do.
    @Test func theReplayOfTodaysRoundKeepsItsAnswersHidden() {
        let moves = [TimedMove(move: .word("CAT"), at: 1), TimedMove(move: .finish, at: 2)]
        func review(of day: CalendarDay) -> GameScreenState.Review? {
            let clock = FakeClock()
            let replay = PlaySession(
                ReplayPlay(level: Self.level(), moves: moves, daily: DailyPlay(day: day, generator: 1, total: 1000)),
                lexicon: { _ in Self.lexicon }, now: { clock.time })
            clock.time += 2
            replay.tick()
            return replay.state.review
        }
        let today = review(of: CalendarDay.today())
        #expect(today?.missedHidden == true)
        #expect(today?.missedWords.isEmpty == false, "the model has them; the end does not name them")
        let screen = GameScreen(theme: Theme(unicode: false, color: false))
        let clock = FakeClock()
        let replay = PlaySession(
            ReplayPlay(
                level: Self.level(), moves: moves, daily: DailyPlay(day: CalendarDay.today(), generator: 1, total: 1000)
            ),
            lexicon: { _ in Self.lexicon }, now: { clock.time })
        clock.time += 2
        replay.tick()
        let text = screen.render(replay.state, width: 120, height: 40).lines.joined(separator: "\n")
        #expect(!text.contains("CODER"), "\(text)")
        #expect(text.contains("The words you missed stay hidden"), "\(text)")
        #expect(review(of: Self.day)?.missedHidden == false)
    }

    /// Ctrl-C (or a closed window) in the middle of a daily records it as ended: no second try.
    @Test func aDailyStoppedBySignalIsRecorded() {
        var results: [LevelResult] = []
        let clock = FakeClock()
        let session = PlaySession(
            DailyPuzzlePlay(
                level: Self.level(), daily: DailyPlay(day: Self.day, generator: 1, total: 1000),
                progress: RecordedProgress {
                    results.append($0); return nil
                }),
            lexicon: { _ in Self.lexicon }, now: { clock.time })
        session.abandon()
        #expect(results.isEmpty, "the clock had not started: nothing was seen")
        session.handle(.character(" "))
        type("cat", into: session)
        clock.time += 12
        session.tick()
        session.abandon()
        #expect(results.count == 1)
        #expect(results.first?.endedByPlayer == true && results.first?.score == 50)
    }

    @Test func theStatisticsAndMeaningKeysShowTheirScreens() {
        let clock = FakeClock()
        let session = PlaySession(
            LevelPlay(levels: [Self.level()]), lexicon: { _ in Self.lexicon },
            services: PlayServices(
                statistics: { ["Games played      3"] }, meanings: { $0 == "CAT" ? ["n. a small feline"] : nil }),
            now: { clock.time })
        session.handle(.character(" "))
        session.handle(.character("="))
        #expect(session.state.mode == .playing)
        #expect(session.state.message?.text.contains("Find a word first") == true)
        type("cat", into: session)
        session.handle(.character("="))
        #expect(session.state.mode == .meaning)
        #expect(session.state.screen == .meaning(word: "CAT", lines: ["n. a small feline"]))
        session.handle(.character("x"))
        #expect(session.state.mode == .playing)
        session.handle(.control("p"))
        session.handle(.character("s"))
        #expect(session.state.screen == .statistics(lines: ["Games played      3"]))
        session.handle(.character("x"))
        #expect(session.state.mode == .paused)
    }

    @Test func withoutMeaningsTheGameSaysSoOnce() {
        let clock = FakeClock()
        let session = PlaySession(
            LevelPlay(levels: [Self.level()]), lexicon: { _ in Self.lexicon },
            services: PlayServices(meaningsUnavailable: "Meanings are unavailable: install wordnet-base."),
            now: { clock.time })
        type("cat", into: session)
        session.handle(.character("="))
        #expect(session.state.mode == .playing)
        #expect(session.state.message?.text == "Meanings are unavailable: install wordnet-base.")
        type("cod", into: session)
        session.handle(.character("="))
        #expect(session.state.message?.text != "Meanings are unavailable: install wordnet-base.")
    }
}
