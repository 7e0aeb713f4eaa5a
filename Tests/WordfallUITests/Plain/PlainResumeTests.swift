import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport

@testable import WordfallUI

/// A level left in plain mode: kept after each move and on leaving, offered as the screen offers it,
/// resumed as one game (docs/PLAY-PLAIN.md, "A level left and resumed").
@Suite struct PlainResumeTests {
    /// A recorder that keeps games in memory, as the saved data keeps them.
    final class Keeper {
        var kept: [String: KeptGame] = [:]
        var leavingKeeps = 0
        var results: [LevelResult] = []
        var lines: [String] = []
        /// The kept game given back with its clock run on (a daily's).
        var clockRanOn = false

        func take() -> [String] {
            defer { lines = [] }
            return lines
        }

        var recorder: RecordedProgress {
            RecordedProgress(
                levelFinished: { [self] in
                    results.append($0)
                    kept[$0.level.id] = nil
                    return nil
                },
                keep: { [self] game, leaving in
                    kept[game.level.id] = game
                    if leaving { leavingKeeps += 1 }
                    return nil
                },
                kept: { [self] level in
                    kept[level.id].map {
                        KeptGame(
                            id: $0.id, level: $0.level, moves: $0.moves, elapsed: $0.elapsed, clockRanOn: clockRanOn)
                    }
                },
                forget: { [self] game in kept[game.level.id] = nil })
        }

        func session(
            _ level: Level, clock: FakeClock, daily: DailyPlay? = nil, services: PlayServices = .none
        ) -> PlainSession {
            let session = PlainSession(
                levels: [level], lexicon: { _ in PlaySessionTests.lexicon }, progress: recorder, services: services,
                puzzle: daily,
                now: { clock.time }, write: { [self] in lines.append($0) })
            session.start()
            return session
        }
    }

    static let board = [
        "Board, 4 rows of 4 tiles:", "Row 1: 1 C, 2 A, 3 T, 4 S.", "Row 2: 1 O, 2 D (double letter), 3 E, 4 R.",
        "Row 3: 1 G, 2 N, 3 I, 4 P (double word).", "Row 4: 1 S, 2 QU, 3 U, 4 E.",
    ]

    @Test func theOfferSaysWhereTheGameStoodAndWhatToType() {
        let level = PlaySessionTests.level()
        let kept = KeptGame(id: GameID(high: 0, low: 9), level: level, moves: [], elapsed: 0)
        let standing = KeptGame.Standing(score: 50, movesLeft: 4, timeLeft: nil, words: 1, isOver: false)
        #expect(
            PlainSession.offerLines(kept, standing: standing, isDaily: false) == [
                "You left Test one with 50 points, 4 moves left, 1 word found. Type resume to go on, or new to start "
                    + "again."
            ])
        let timed = KeptGame.Standing(score: 0, movesLeft: nil, timeLeft: 70, words: 0, isOver: false)
        #expect(
            PlainSession.offerLines(kept, standing: timed, isDaily: false) == [
                "You left Test one with 0 points, 0 words found.",
                "Its clock stopped where you left it: 1 minute 10 seconds left. Type resume to go on, or new to start "
                    + "again.",
            ])
        let daily = KeptGame(id: GameID(high: 0, low: 9), level: level, moves: [], elapsed: 0, clockRanOn: true)
        let one = KeptGame.Standing(score: 1, movesLeft: nil, timeLeft: 5, words: 1, isOver: false)
        #expect(
            PlainSession.offerLines(daily, standing: one, isDaily: true) == [
                "You left Test one with 1 point, 1 word found.",
                "Its clock ran on while you were away: 5 seconds left. Type resume to go on, or end to end it as it "
                    + "stands.",
            ])
    }

    @Test func aLevelQuitIsKeptThenResumedAndFinishedAsOneGame() {
        let keeper = Keeper()
        let clock = FakeClock()
        let first = keeper.session(PlaySessionTests.level(), clock: clock)
        first.handle(line: "cat")
        // Kept after the move, before any quit.
        #expect(keeper.kept["one"]?.moves.count == 1)
        _ = keeper.take()
        first.handle(line: "quit")
        first.handle(line: "yes")
        #expect(
            keeper.take() == [
                "Quit wordfall? This level is not finished: it is kept, and offered to resume next time. "
                    + "Finished levels are saved. Type yes to quit, anything else to go on.",
                "Goodbye.",
            ])
        #expect(keeper.leavingKeeps == 1)
        #expect(keeper.results.isEmpty)

        let second = keeper.session(PlaySessionTests.level(), clock: clock)
        #expect(
            keeper.take() == [
                "wordfall, plain mode. Type help at any time for the commands.",
                "You left Test one with 50 points, 4 moves left, 1 word found. Type resume to go on, or new to "
                    + "start again.",
            ])
        second.handle(line: "what")
        #expect(keeper.take() == ["Type resume to go on, or new to start again."])
        second.handle(line: "Resume")
        #expect(
            keeper.take()
                == [
                    "Resumed where you left it.",
                    "Score 50. 4 moves left. 1 shuffle and 1 hint left. Goals done: 0 of 2.",
                ]
                + Self.board + ["Type a word and Enter."])
        second.handle(line: "words")
        #expect(keeper.take() == ["1 word found: CAT 50."])
        second.handle(line: "coder")
        second.handle(line: "finish")
        #expect(keeper.results.map(\.score) == [350])
        // One game: its two words and the finish, the first word played before the quit.
        #expect(keeper.results.first?.moves.count == 3)
        #expect(keeper.results.first?.words.map(\.word) == ["CAT", "CODER"])
        #expect(keeper.kept.isEmpty)
    }

    @Test func newForgetsTheKeptGameAndStartsAgain() {
        let keeper = Keeper()
        let clock = FakeClock()
        let first = keeper.session(PlaySessionTests.level(), clock: clock)
        first.handle(line: "cat")
        first.abandon()
        #expect(keeper.leavingKeeps == 1)
        _ = keeper.take()
        let second = keeper.session(PlaySessionTests.level(), clock: clock)
        _ = keeper.take()
        second.handle(line: "new")
        #expect(keeper.kept.isEmpty)
        #expect(
            keeper.take().prefix(2) == [
                "Test one.", "Words of 3 letters or more. 5 moves. Used tiles stay. 1 shuffle, 1 hint.",
            ])
        second.handle(line: "status")
        #expect(keeper.take() == ["Score 0. 5 moves left. 1 shuffle and 1 hint left. Goals done: 0 of 2."])
    }

    /// A daily left is kept, its clock running on (no result yet); declining the offer ends it as it
    /// stands, as the screen's n does: one try a day.
    @Test func aDailyLeftIsKeptAndEndDeclinesItAsItStands() throws {
        let keeper = Keeper()
        keeper.clockRanOn = true
        let clock = FakeClock()
        let day = DailyPlay(day: try #require(CalendarDay("2026-11-20")), generator: 1, total: 1_000)
        let level = PlaySessionTests.level("daily", moves: nil, timeLimit: 180)
        let first = keeper.session(level, clock: clock, daily: day)
        first.handle(line: "")
        first.handle(line: "cat")
        _ = keeper.take()
        first.handle(line: "quit")
        first.handle(line: "yes")
        #expect(
            keeper.take() == [
                "Leave today's puzzle? It is kept: `wordfall daily` resumes it. Its clock runs on while you are "
                    + "away: one try a day. Type yes to quit, anything else to go on.",
                "Goodbye.",
            ])
        #expect(keeper.results.isEmpty)
        let second = keeper.session(level, clock: clock, daily: day)
        #expect(
            keeper.take().suffix(2) == [
                "You left Test daily with 50 points, 1 word found.",
                "Its clock ran on while you were away: 3 minutes left. Type resume to go on, or end to end it as it "
                    + "stands.",
            ])
        second.handle(line: "new")
        #expect(keeper.take() == ["Type resume to go on, or end to end it as it stands."])
        second.handle(line: "end")
        #expect(keeper.take().first == "You ended the puzzle. Score 50.")
        #expect(keeper.results.map(\.endedByPlayer) == [true])
        #expect(keeper.results.first?.moves.count == 2)
    }

    /// A past day (`daily --date`) left is kept: the question names its date and the command that really
    /// resumes it, not `wordfall daily` (which plays today's).
    @Test func aPastDayLeftSaysItsDateAndTheCommandThatResumesIt() throws {
        let keeper = Keeper()
        let past = try #require(CalendarDay("2026-11-20"))
        var services = PlayServices.none
        services.pastDay = past
        let day = DailyPlay(day: past, generator: 1, total: 1_000)
        let level = PlaySessionTests.level("daily", moves: nil, timeLimit: 180)
        let session = keeper.session(level, clock: FakeClock(), daily: day, services: services)
        session.handle(line: "")
        session.handle(line: "cat")
        _ = keeper.take()
        session.handle(line: "quit")
        session.handle(line: "yes")
        #expect(
            keeper.take() == [
                "Leave the puzzle of 2026-11-20? It is kept: `wordfall daily --date 2026-11-20` resumes it. Its "
                    + "clock runs on while you are away: one try a day. Type yes to quit, anything else to go on.",
                "Goodbye.",
            ])
    }

    /// Today's puzzle played from the levels and left is kept, and the levels follow; choosing it again
    /// offers it.
    @Test func aDailyFromTheLevelsLeftIsKeptAndOfferedWhenChosenAgain() throws {
        let keeper = Keeper()
        let play = DailyPlay(day: try #require(CalendarDay("2026-11-20")), generator: 1, total: 1_000)
        let daily = PlainDaily {
            .success(
                .init(
                    level: PlaySessionTests.level("daily", moves: nil, timeLimit: 180),
                    lexicon: PlaySessionTests.lexicon, play: play, progress: keeper.recorder, services: .none))
        }
        let session = PlainSession(
            levels: [PlaySessionTests.level("a")], packTitle: "Pack", lexicon: { _ in PlaySessionTests.lexicon },
            progress: NoProgress(), daily: daily, now: { 0 }, write: { [keeper] in keeper.lines.append($0) })
        session.start()
        for line in ["2", "", "cat", "quit", "yes"] { session.handle(line: line) }
        #expect(
            keeper.take().suffix(5) == [
                "Leave today's puzzle? It is kept: `wordfall daily` resumes it. Its clock runs on while you are "
                    + "away: one try a day. Type yes to quit, anything else to go on.",
                "Today's puzzle is kept. Back to the levels.",
                "Pack: 1 level, 0 of 3 stars.",
                "1. Test a: not played yet. Next to play: Enter plays it.",
                "Type a level's number, or: 2. daily puzzle of today, 3. quit.",
            ])
        #expect(keeper.results.isEmpty)
        session.handle(line: "2")
        #expect(
            keeper.take() == [
                "You left Test daily with 50 points, 1 word found.",
                "Its clock stopped where you left it: 3 minutes left. Type resume to go on, or end to end it as it "
                    + "stands.",
            ])
    }

    /// Issue 36, item 6: a kept game whose moves end the level (killed between its last keep and its
    /// result) says the real cause, on a level with no clock that ran out of moves: not its time.
    @Test func aKeptGameOverByItsMovesSaysItsMovesRanOut() {
        let keeper = Keeper()
        let level = PlaySessionTests.level(moves: 1)
        keeper.kept["one"] = KeptGame(
            id: GameID(high: 0, low: 9), level: level, moves: [TimedMove(move: .word("CAT"), at: 1)], elapsed: 1)
        _ = keeper.session(level, clock: FakeClock())
        let said = keeper.take()
        #expect(said.contains("Test one: its moves ran out."), "\(said)")
        #expect(!said.joined().contains("time ran out"), "\(said)")
        #expect(keeper.results.map(\.failure) == [.outOfMoves])
        #expect(keeper.results.map(\.id) == [GameID(high: 0, low: 9)], "the kept game's result, under its id")
    }
}
