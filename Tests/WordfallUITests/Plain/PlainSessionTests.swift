import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// Plain mode's session with a fake clock: the lines each typed line produces, whole.
@Suite struct PlainSessionTests {
    /// The lines said, taken by `take()`.
    final class Transcript {
        var lines: [String] = []
        var results: [LevelResult] = []
        func take() -> [String] {
            defer { lines = [] }
            return lines
        }
        var recorder: RecordedProgress {
            RecordedProgress(levelFinished: { [self] in
                results.append($0)
                return nil
            })
        }
    }

    func session(
        _ level: Level, clock: FakeClock, transcript: Transcript, daily: DailyPlay? = nil
    ) -> PlainSession {
        let session = PlainSession(
            levels: [level], lexicon: { _ in PlaySessionTests.lexicon }, progress: transcript.recorder,
            puzzle: daily, now: { clock.time }, write: { transcript.lines.append($0) })
        session.start()
        return session
    }

    @Test func aLevelOpensWithItsRulesGoalsAndBoardAndEachMoveIsOneLine() {
        let transcript = Transcript()
        let session = session(PlaySessionTests.level(), clock: FakeClock(), transcript: transcript)
        #expect(
            transcript.take() == [
                "wordfall, plain mode. Type help at any time for the commands.",
                "Test one.",
                "Words of 3 letters or more. 5 moves. Used tiles stay. 1 shuffle, 1 hint.",
                "Goal 1 of 2: Score 150 points, 0 of 150.",
                "Goal 2 of 2: Spell 2 words, 0 of 2.",
                "Board, 4 rows of 4 tiles:",
                "Row 1: 1 C, 2 A, 3 T, 4 S.",
                "Row 2: 1 O, 2 D (double letter), 3 E, 4 R.",
                "Row 3: 1 G, 2 N, 3 I, 4 P (double word).",
                "Row 4: 1 S, 2 QU, 3 U, 4 E.",
                "Type a word and Enter.",
            ])
        session.handle(line: " cat ")
        #expect(
            transcript.take() == [
                "CAT accepted, 50 points. Score 50. Goal: Score 150 points, 50 of 150. Goal: Spell 2 words, 1 of 2. "
                    + "4 moves left."
            ])
        session.handle(line: "cat")
        #expect(transcript.take() == ["CAT: already found."])
        session.handle(line: "coder")
        #expect(
            transcript.take() == [
                "CODER accepted, 300 points. Score 350. Goal done: Score 150 points. Goal done: Spell 2 words. "
                    + "3 moves left.",
                "Every goal is done: the level is won, 1 of 3 stars so far. Keep going for stars, or type finish "
                    + "to end it now.",
            ])
        #expect(transcript.results.isEmpty)
        session.handle(line: "finish")
        #expect(
            transcript.take() == [
                "Level complete! 1 of 3 stars. Score 350.",
                "Best word: CODER, 300 points. Longest word: CODER, 5 letters.",
                "You found 2 of 8 words: CAT, CODER.",
                // Before 3 stars, missed words are named, not given (docs/RULES.md, "Every try a new game"); a
                // static board teaches by the longest words missed, not by moves that all saw one board.
                "The longest words you missed: 4 letters: a word from C, 180 (3 missed); 3 letters: a word from "
                    + "C, 80 (3 missed).",
                "Choices: 1. play it again, 2. review again, 3. whole review, 4. quit.",
            ])
        #expect(transcript.results.map(\.score) == [350])
        #expect(transcript.results.first?.completed == true)
        #expect(transcript.results.first?.words.map(\.word) == ["CAT", "CODER"])
        session.handle(line: "whole")
        #expect(
            transcript.take() == [
                "Best word: CODER, 300 points. Longest word: CODER, 5 letters.",
                "You found 2 of 8 words: CAT, CODER.",
                "Missed, best first: CODE 180, DOGS 160, CATS 120, COD 80, DOG 70.",
                "The longest words you missed: 4 letters: CODE 180 (3 missed); 3 letters: COD 80 (3 missed).",
                "Choices: 1. play it again, 2. review again, 3. whole review, 4. quit.",
            ])
        session.handle(line: "4")
        #expect(transcript.take() == ["Goodbye."])
        #expect(session.isFinished)
    }

    @Test func aTimedLevelWaitsForEnterThenItsClockRunsBetweenLines() {
        let clock = FakeClock()
        let transcript = Transcript()
        let session = session(PlaySessionTests.level(timeLimit: 90), clock: clock, transcript: transcript)
        #expect(transcript.take().suffix(1) == ["You have 1 minute 30 seconds. The clock starts when you press Enter."])
        clock.time = 100
        session.tick()
        session.handle(line: "")
        #expect(transcript.take() == ["Type a word and Enter."])
        clock.time = 120
        session.tick()
        session.handle(line: "status")
        #expect(
            transcript.take() == [
                "Score 0. 5 moves left. 1 minute 10 seconds left. 1 shuffle and 1 hint left. Goals done: 0 of 2."
            ])
        clock.time = 140
        session.tick()
        #expect(transcript.take() == ["1 minute left."])
        // Asking to quit stops the clock, as the screen's question does.
        session.handle(line: "quit")
        clock.time = 400
        session.tick()
        session.handle(line: "no")
        #expect(
            transcript.take() == [
                "Quit wordfall? This level is not finished: its progress will be lost. "
                    + "Finished levels are saved. Type yes to quit, anything else to go on.",
                "Carrying on.",
            ])
        clock.time = 430
        session.tick()
        #expect(transcript.take() == ["30 seconds left."])
        clock.time = 441
        session.tick()
        #expect(transcript.take() == ["10 seconds left."])
        clock.time = 460
        session.tick()
        #expect(
            transcript.take() == [
                "Level over. Out of time: the clock ran out. Score 0.", "You found 0 of 8 words.",
                "The longest words you missed: 5 letters: a word from C, 300; 4 letters: a word from C, 180 (3 "
                    + "missed); 3 letters: a word from C, 80 (4 missed).",
                "Choices: 1. play it again, 2. review again, 3. whole review, 4. quit.",
            ])
        #expect(transcript.results.first?.failure == .outOfTime)
    }

    @Test func pauseStopsTheClockUntilTheNextLine() {
        let clock = FakeClock()
        let transcript = Transcript()
        let session = session(PlaySessionTests.level(timeLimit: 60), clock: clock, transcript: transcript)
        session.handle(line: "")
        _ = transcript.take()
        clock.time = 10
        session.tick()
        session.handle(line: "pause")
        clock.time = 500
        session.tick()
        session.handle(line: "")
        session.handle(line: "status")
        #expect(
            transcript.take() == [
                "Paused: the clock is stopped. Type anything to resume, or quit.", "Resumed: the clock runs.",
                "Score 0. 5 moves left. 50 seconds left. 1 shuffle and 1 hint left. Goals done: 0 of 2.",
            ])
    }

    /// The quit question asked over the pause goes back to it (the flow's overlay, as on screen).
    @Test func aQuitTakenBackOverThePauseLeavesItPaused() {
        let clock = FakeClock()
        let transcript = Transcript()
        let session = session(PlaySessionTests.level(timeLimit: 60), clock: clock, transcript: transcript)
        session.handle(line: "")
        session.handle(line: "pause")
        _ = transcript.take()
        session.handle(line: "quit")
        session.handle(line: "no")
        clock.time = 500
        session.tick()
        session.handle(line: "")
        session.handle(line: "status")
        #expect(
            transcript.take() == [
                "Quit wordfall? This level is not finished: its progress will be lost. Finished levels are saved. "
                    + "Type yes to quit, anything else to go on.",
                "Carrying on.", "Resumed: the clock runs.",
                "Score 0. 5 moves left. 1 minute left. 1 shuffle and 1 hint left. Goals done: 0 of 2.",
            ])
    }

    /// A won level plays on until its moves run out: the end says why, then counts the stars.
    @Test func aWonLevelWhoseMovesRunOutSaysSo() {
        let transcript = Transcript()
        let session = session(PlaySessionTests.level(moves: 3), clock: FakeClock(), transcript: transcript)
        session.handle(line: "finish")
        for word in ["cat", "coder"] { session.handle(line: word) }
        _ = transcript.take()
        session.handle(line: "dogs")
        #expect(
            transcript.take().prefix(3) == [
                "DOGS accepted, 160 points. Score 510. 0 moves left.", "Every move is used up.",
                "Level complete! 1 of 3 stars. Score 510.",
            ])
        #expect(transcript.results.map(\.completed) == [true])
    }

    @Test func aWordThatIsACommandIsPlayedWithWord() {
        let transcript = Transcript()
        let session = session(PlaySessionTests.level(), clock: FakeClock(), transcript: transcript)
        _ = transcript.take()
        session.handle(line: "word dogs")
        #expect(transcript.take().first?.hasPrefix("DOGS accepted, 160 points.") == true)
        session.handle(line: "hint")
        #expect(
            transcript.take() == [
                "Hint: a 5-letter word starting with C at row 1, column 1. Type hint again for more. "
                    + "0 hints left."
            ])
        session.handle(line: "HINT")
        #expect(
            transcript.take() == [
                "Hint: a 5-letter word, 300 points, starting C at row 1, column 1, O at row 2, column 1. "
                    + "The rest is yours."
            ])
        // Again: the same start, never more, until a move.
        session.handle(line: "hint")
        #expect(transcript.take().first?.hasSuffix("The rest is yours.") == true)
        session.handle(line: "words")
        #expect(transcript.take() == ["1 word found: DOGS 160."])
    }

    /// The bundled pack is the home: today's puzzle is one of its numbered choices, played by a session of
    /// its own, recorded by its own recorder, then back to the levels; a day played says its result.
    @Test func theDailyIsAChoiceOfTheHomeAndComesBackToTheLevels() throws {
        let transcript = Transcript()
        let dailyResults = Transcript()
        let play = DailyPlay(day: try #require(CalendarDay("2026-11-20")), generator: 1, total: 1_000)
        var played = false
        let daily = PlainDaily {
            if played { return .failure(.init(lines: ["You played the puzzle of 2026-11-20 already."])) }
            played = true
            return .success(
                .init(
                    level: PlaySessionTests.level("daily", moves: nil, timeLimit: 180),
                    lexicon: PlaySessionTests.lexicon, play: play, progress: dailyResults.recorder,
                    services: .none))
        }
        let session = PlainSession(
            levels: [PlaySessionTests.level("a"), PlaySessionTests.level("b")], packTitle: "Pack",
            lexicon: { _ in PlaySessionTests.lexicon }, progress: transcript.recorder, daily: daily,
            now: { 0 }, write: { transcript.lines.append($0) })
        session.start()
        #expect(
            transcript.take().suffix(2) == [
                "A locked level opens when the level before it is completed.",
                "Type a level's number, or: 3. daily puzzle of today, 4. quit.",
            ])
        for line in ["3", "", "cat", "quit", "yes"] { session.handle(line: line) }
        #expect(dailyResults.results.map(\.score) == [50])
        #expect(
            transcript.take().suffix(6) == [
                "50 of 1,000 points (5%)", "1 of 8 words, your longest 3 letters", "3 ##........ 1/4",
                "4 .......... 0/3",
                "5 .......... 0/1", "Choices: 1. review again, 2. back to the levels.",
            ])
        session.handle(line: "2")
        #expect(transcript.take().first == "Pack: 2 levels, 0 of 6 stars.")
        session.handle(line: "daily")
        #expect(
            transcript.take() == [
                "You played the puzzle of 2026-11-20 already.",
                "Type a level's number, or: 3. daily puzzle of today, 4. quit.",
            ])
        #expect(transcript.results.isEmpty)
    }

    /// A daily whose input ended (or whose process is stopped) is ended as the player's and recorded.
    @Test func aDailyAbandonedIsRecordedAsThePlayersEnd() throws {
        let transcript = Transcript()
        let daily = DailyPlay(day: try #require(CalendarDay("2026-11-20")), generator: 1, total: 1_000)
        let session = session(
            PlaySessionTests.level(moves: nil, timeLimit: 180), clock: FakeClock(), transcript: transcript,
            daily: daily)
        session.handle(line: "cat")
        _ = transcript.take()
        session.abandon()
        #expect(
            transcript.take().prefix(2) == [
                "You ended the puzzle. Score 50.", "Best word: CAT, 50 points. Longest word: CAT, 3 letters.",
            ])
        #expect(transcript.results.map(\.endedByPlayer) == [true])
        #expect(session.isFinished)
    }
}
