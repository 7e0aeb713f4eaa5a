import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// A level left in progress on a fake clock (docs/decisions/0090): kept after each move and on
/// every way out, offered the next time, resumed where it stood.
@Suite struct ResumeSessionTests {
    static let lexicon = PlaySessionTests.lexicon

    /// The saved data as the session sees it: games kept by level id, results recorded.
    final class Saved {
        var kept: [String: KeptGame] = [:]
        var keeps: [(words: [Move], elapsed: Double, leaving: Bool)] = []
        var forgotten: [String] = []
        var results: [LevelResult] = []
        /// Seconds the player was away, added to a daily's clock when it is given back (`ResumeClock`).
        var away = 0.0
        var isDaily = false

        var recorder: RecordedProgress {
            RecordedProgress(
                levelFinished: { [self] in
                    results.append($0)
                    kept[$0.level.id] = nil
                    return nil
                },
                keep: { [self] game, leaving in
                    kept[game.level.id] = game
                    keeps.append((game.moves.map(\.move), game.elapsed, leaving))
                    return nil
                },
                kept: { [self] level in
                    guard var game = kept[level.id] else { return nil }
                    game.elapsed = ResumeClock.elapsed(
                        saved: game.elapsed, savedAt: 0, now: Int(away), isDaily: isDaily)
                    game.clockRanOn = isDaily
                    return game
                },
                forget: { [self] game in
                    forgotten.append(game.level.id)
                    kept[game.level.id] = nil
                })
        }
    }

    static func timedLevel() -> Level { PlaySessionTests.level(moves: 5, timeLimit: 60) }

    static func session(_ saved: Saved, clock: FakeClock, level: Level = timedLevel()) -> PlaySession {
        PlaySession(
            LevelPlay(levels: [level], progress: saved.recorder), lexicon: { _ in lexicon }, now: { clock.time })
    }

    func play(_ word: String, _ session: PlaySession) {
        for character in word { session.handle(.character(character)) }
        session.handle(.enter)
        session.afterFrame()
    }

    /// Plays CAT at 7 s and DOG at 12 s of a timed level, then waits until 15 s: where it stands.
    func playTwoWords(_ session: PlaySession, clock: FakeClock) {
        session.handle(.character(" "))
        clock.time += 7
        session.tick()
        play("cat", session)
        clock.time += 5
        session.tick()
        play("dog", session)
        clock.time += 3
        session.tick()
    }

    /// What must be the same after a resume as before leaving.
    static func standing(_ state: GameScreenState) -> [String] {
        [
            "\(state.board)", "\(state.score)", "\(state.wordsFound)", "\(String(describing: state.lastWord))",
            "\(String(describing: state.movesLeft))", "\(String(describing: state.secondsLeft))", "\(state.goals)",
            "\(state.hintsLeft)", "\(state.shufflesLeft)", "\(state.mode)",
        ]
    }

    @Test func aMoveIsKeptOnceAndATimedClockEveryFiveSeconds() {
        let saved = Saved()
        let clock = FakeClock()
        let session = Self.session(saved, clock: clock)
        session.handle(.character(" "))
        session.afterFrame()
        #expect(saved.keeps.isEmpty, "nothing played yet")
        play("cat", session)
        session.afterFrame()
        #expect(saved.keeps.map(\.words) == [[.word("CAT")]])
        clock.time += 4
        session.tick()
        session.afterFrame()
        #expect(saved.keeps.count == 1)
        clock.time += 1
        session.tick()
        session.afterFrame()
        #expect(saved.keeps.map(\.elapsed) == [0, 5])
        #expect(saved.keeps.map(\.leaving) == [false, false])
    }

    @Test func quitThenResumeGivesBackTheWholeGameWithItsClockWhereItStopped() {
        let saved = Saved()
        let clock = FakeClock()
        let first = Self.session(saved, clock: clock)
        playTwoWords(first, clock: clock)
        let before = Self.standing(first.state)
        let moves = first.game.moveLog
        #expect(first.state.secondsLeft == 45)
        first.handle(.control("d"))
        #expect(
            first.state.quitDialog?.notes.first
                == "This level is not finished: it is kept, and offered to resume next time.")
        clock.time += 30
        first.handle(.character("y"))
        #expect(first.isFinished)
        #expect(
            saved.keeps.last.map { $0.leaving && $0.elapsed == 15 } == true,
            "kept as it stood, the dialog's time not counted")

        // A day later: the level's clock stopped where it was.
        saved.away = 86_400
        clock.time += 86_400
        let second = Self.session(saved, clock: clock)
        #expect(second.state.mode == .intro)
        #expect(
            second.state.intro
                == IntroCard(
                    title: "Welcome back",
                    lines: [
                        "You left Test one with 120 points, 3 moves left, 2 words found.",
                        "Its clock stopped where you left it: 0:45 left.",
                    ], prompt: "Enter resumes, n starts again."))
        clock.time += 10
        second.tick()
        second.handle(.character("x"))
        #expect(second.state.mode == .intro, "only Enter, n and Ctrl-D answer the offer")
        second.handle(.enter)
        #expect(Self.standing(second.state) == before)
        #expect(second.game.moveLog == moves)
        #expect(second.state.message?.text == "Resumed where you left it.")
        #expect(second.state.celebration == nil)
        // Play goes on from there, one game: the moves before, then those after.
        clock.time += 2
        second.tick()
        play("cod", second)
        #expect(second.game.moveLog.prefix(3).map(\.move) == [.word("CAT"), .word("DOG"), .word("COD")])
        #expect(second.game.moveLog.prefix(3).map(\.at) == [7, 12, 17])
        #expect(second.state.score > 120)
    }

    /// Issue 29: a terminal that closed keeps the game, but not as left by the player (a daily's clock
    /// then does not run on while away: `SavedDataInProgressTests.aDailyNotLeftResumesWithTheTimeItHad`).
    @Test func aLostTerminalKeepsTheGameNotAsLeft() {
        let saved = Saved()
        let clock = FakeClock()
        let first = Self.session(saved, clock: clock)
        playTwoWords(first, clock: clock)
        first.abandon(terminalLost: true)
        #expect(saved.keeps.last?.leaving == false)
        #expect(saved.keeps.last?.elapsed == 15)
    }

    @Test func nForgetsTheKeptGameAndStartsAgain() {
        let saved = Saved()
        let clock = FakeClock()
        let first = Self.session(saved, clock: clock)
        playTwoWords(first, clock: clock)
        first.abandon()
        #expect(saved.keeps.last?.leaving == true, "a signal keeps it as a quit does")
        let second = Self.session(saved, clock: clock)
        #expect(second.state.intro?.title == "Welcome back")
        second.handle(.character("n"))
        #expect(saved.forgotten == ["one"])
        #expect(saved.kept.isEmpty)
        // The level's own card (its clock waits for a key), then a fresh game.
        #expect(second.state.mode == .intro)
        #expect(second.state.intro?.prompt == "Press any key to start")
        second.handle(.character(" "))
        #expect(second.state.score == 0 && second.state.wordsFound.isEmpty && second.state.secondsLeft == 60)
        #expect(second.game.moveLog.isEmpty)
    }

    @Test func aFinishedLevelIsNotKept() {
        let saved = Saved()
        let clock = FakeClock()
        let session = Self.session(saved, clock: clock, level: PlaySessionTests.level(moves: 2))
        play("cat", session)
        play("dog", session)
        #expect(saved.results.count == 1)
        #expect(saved.kept.isEmpty)
        session.afterFrame()
        session.abandon()
        #expect(saved.kept.isEmpty, "over: nothing to resume")
    }

    /// A won level left is ended won and saved, not kept (docs/RULES.md); one kept after a move
    /// and then lost (a kill) comes back won, still playing on for stars.
    @Test func aWonLevelLeftIsSavedWonAndOneLostComesBackWon() {
        let saved = Saved()
        let clock = FakeClock()
        let first = Self.session(saved, clock: clock, level: PlaySessionTests.level(moves: 5))
        play("cat", first)
        play("dog", first)
        play("cod", first)
        #expect(first.state.isWon && first.game.status == .playing)
        first.afterFrame()
        let before = Self.standing(first.state)
        // The process is killed here: what was kept after the last move is offered next time.
        let second = Self.session(saved, clock: clock, level: PlaySessionTests.level(moves: 5))
        second.handle(.enter)
        #expect(Self.standing(second.state) == before)
        #expect(second.state.isWon)
        #expect(second.state.message?.text == "Resumed where you left it. " + GameViewModel.goalsDoneLine(stars: 1))
        #expect(saved.results.isEmpty)
        // Quitting it now ends it won and saves it; nothing is left to resume.
        second.handle(.control("d"))
        second.handle(.character("y"))
        #expect(second.isFinished)
        #expect(saved.results.map(\.completed) == [true])
        #expect(saved.kept.isEmpty)
    }
}
