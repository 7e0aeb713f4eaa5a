import Testing
import WordfallTestSupport

@testable import WordfallCore

/// docs/decisions/0090: a game left in progress is rebuilt from its level and timed moves.
@Suite struct ResumeTests {
    static let level = Fixture.level(
        [GoalSpec(.words(count: 4)), GoalSpec(.score(target: 400))],
        rules: Rules(refill: .gravity, moves: 6, timeLimit: 60, shuffles: 1, hints: 1), seed: 42)

    /// A game played on: words, a rejection, a hint, a shuffle, with the clock moving between them.
    static func played() -> Game {
        let game = Game(level: level, lexicon: Fixture.lexicon)
        game.logsMoves = true
        game.start()
        game.tick()
        for (seconds, move) in [(2.5, Move.word("CAT")), (1, .word("XYZ")), (4, .hint), (3, .shuffle)] {
            game.logsMoves = false
            game.advanceClock(by: seconds)
            game.logsMoves = true
            game.play(move)
        }
        game.logsMoves = false
        game.advanceClock(by: 1.25)
        game.logsMoves = true
        return game
    }

    @Test func aResumedGameStandsWhereTheGameLeftStood() {
        let left = Self.played()
        let resumed = Game(level: Self.level, lexicon: Fixture.lexicon)
        resumed.logsMoves = true
        resumed.restore(left.moveLog, elapsed: left.elapsed)
        #expect(resumed.board == left.board)
        #expect(resumed.score == left.score)
        #expect(resumed.foundWords == left.foundWords)
        #expect(resumed.goals.map(\.current) == left.goals.map(\.current))
        #expect(resumed.movesLeft == left.movesLeft)
        #expect(resumed.shufflesLeft == left.shufflesLeft && resumed.hintsLeft == left.hintsLeft)
        #expect(resumed.timeLeft == left.timeLeft && resumed.elapsed == 11.75)
        #expect(resumed.streak == left.streak)
        #expect(resumed.moveLog == left.moveLog, "the clock's passing is not logged: the log is the moves")
    }

    @Test func theReplayOfAResumedGameIsOneGame() {
        let left = Self.played()
        let resumed = Game(level: Self.level, lexicon: Fixture.lexicon)
        resumed.logsMoves = true
        resumed.restore(left.moveLog, elapsed: left.elapsed)
        let recorder = EventRecorder(resumed)
        let leftRecorder = EventRecorder(left)
        for game in [left, resumed] {
            game.logsMoves = false
            game.advanceClock(by: 2)
            game.logsMoves = true
            game.play(.finish)
        }
        #expect(recorder.take() == leftRecorder.take())
        #expect(recorder.log.isEmpty)
        // The whole log, replayed from the start, is the same game.
        let replayed = Game(level: Self.level, lexicon: Fixture.lexicon)
        replayed.restore(resumed.moveLog, elapsed: resumed.elapsed)
        #expect(replayed.status == resumed.status && replayed.score == resumed.score)
        #expect(resumed.moveLog.last == TimedMove(move: .finish, at: 13.75))
    }

    @Test func aLevelsClockStoppedWhereItWasAndADailysRanOn() {
        #expect(ResumeClock.elapsed(saved: 30, savedAt: 1000, now: 1600, isDaily: false) == 30)
        #expect(ResumeClock.elapsed(saved: 30, savedAt: 1000, now: 1060, isDaily: true) == 90)
        #expect(ResumeClock.elapsed(saved: 30, savedAt: 1000, now: 900, isDaily: true) == 30, "a clock set back")
        // A daily away past its limit is over when it comes back: the clock stops at the limit.
        let daily = Fixture.level([GoalSpec(.score(target: 10_000))], rules: Rules(refill: .none, timeLimit: 180))
        let game = Game(level: daily, lexicon: Fixture.lexicon)
        let recorder = EventRecorder(game)
        game.restore(
            [TimedMove(move: .word("CAT"), at: 20)],
            elapsed: ResumeClock.elapsed(saved: 25, savedAt: 0, now: 3600, isDaily: true))
        #expect(
            recorder.take() == [
                "levelStarted fixture CAT/SER/DOG goals=1", "clockTicked 20.0 160.0", "wordAccepted CAT 0,0 0,1 0,2 50",
                "scoreChanged 50 +50", "goalProgress 0 50/10000", "clockTicked 180.0 0.0", "levelFailed 50 outOfTime",
            ])
        #expect(game.status == .failed(.outOfTime))
        #expect(game.elapsed == 180)
    }
}
