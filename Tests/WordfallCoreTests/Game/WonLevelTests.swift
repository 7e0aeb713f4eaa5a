import Testing
import WordfallTestSupport

@testable import WordfallCore

/// docs/RULES.md, "The end of a level": a won level plays on until it ends, and its stars are counted then.
@Suite struct WonLevelTests {
    static let stars = StarThresholds(twoStars: 100, threeStars: 200)

    @Test func theLastGoalWinsTheLevelAndPlayGoesOnUntilTheMovesRunOut() {
        let (game, recorder) = Fixture.start(
            Fixture.level([GoalSpec(.words(count: 1))], rules: Rules(refill: .none, moves: 3), stars: Self.stars))
        game.submit(word: "CAT")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50", "goalProgress 0 1/1", "goalCompleted 0",
                "movesChanged 2", "goalsDone 50 stars=1",
            ])
        #expect(game.status == .playing && game.isWon)
        game.submit(word: "XYZ")
        #expect(recorder.take() == ["wordRejected XYZ notInDictionary"], "a won level cannot be lost")
        game.submit(word: "DOGE")
        #expect(
            recorder.take() == [
                "wordAccepted DOGE 2,0 2,1 2,2 1,1 120", "scoreChanged 170 +120", "goalProgress 0 2/1",
                "movesChanged 1",
            ], "goalsDone comes once")
        game.submit(word: "EAT")
        #expect(
            recorder.take() == [
                "wordAccepted EAT 1,1 0,1 0,2 30", "scoreChanged 200 +30", "goalProgress 0 3/1", "movesChanged 0",
                "levelCompleted 200 stars=3 outOfMoves",
            ], "a won level that runs out of moves is completed, its stars counted at the end")
        #expect(game.status == .completed(stars: 3))
    }

    @Test func aWonLevelWhoseClockRunsOutIsCompleted() {
        let (game, recorder) = Fixture.start(
            Fixture.level([GoalSpec(.words(count: 1))], rules: Rules(refill: .none, timeLimit: 10)))
        game.submit(word: "CAT")
        _ = recorder.take()
        game.advanceClock(by: 12)
        #expect(recorder.take() == ["clockTicked 10.0 0.0", "levelCompleted 50 stars=1 outOfTime"])
    }

    @Test func aWonLevelWithNoWordLeftIsCompleted() {
        let level = Fixture.level(
            [GoalSpec(.words(count: 1))], rows: ["CAT", "ZZZ"], rules: Rules(refill: .none, shuffles: 0))
        let (game, recorder) = Fixture.start(level)
        game.submit(word: "CAT")
        _ = recorder.take()
        game.submit(word: "TAC")
        #expect(
            recorder.take() == [
                "wordAccepted TAC 0,2 0,1 0,0 50", "scoreChanged 100 +50", "goalProgress 0 2/1",
                "levelCompleted 100 stars=1 noWordsLeft",
            ])
    }

    @Test func finishingEndsTheLevelForThePlayerBeforeTheGoalsAndCompletesItAfter() {
        let level = Fixture.level([GoalSpec(.words(count: 2))], stars: Self.stars)
        let (early, earlyRecorder) = Fixture.start(level)
        early.logsMoves = true
        early.submit(word: "CAT")
        _ = earlyRecorder.take()
        early.play(.finish)
        #expect(earlyRecorder.take() == ["levelEndedByPlayer 50 after 0.0"])
        #expect(early.status == .ended)
        #expect(early.moveLog.map(\.move) == [.word("CAT"), .finish], "the finish is a move of the log")

        let (late, lateRecorder) = Fixture.start(level)
        late.submit(word: "CAT")
        late.submit(word: "DOGE")
        _ = lateRecorder.take()
        #expect(late.nextStar == StarThresholds.NextStar(stars: 3, points: 30))
        late.play(.finish)
        #expect(lateRecorder.take() == ["levelCompleted 170 stars=2 finished"])
        late.play(.finish)
        #expect(lateRecorder.take().isEmpty, "nothing after the end")
    }

    @Test func theReviewLeavesOutTheRefillThatCameAfterTheEnd() {
        // The refill after the last move is never seen: ZOO, formable only there, is not "missed".
        var level = Fixture.level(
            [GoalSpec(.words(count: 5))], rows: ["CAT", "ZZE"], rules: Rules(refill: .gravity, moves: 1))
        var weights = [Int](repeating: 0, count: 26)
        weights[Int(UInt8(ascii: "O") - 65)] = 1
        level.bag = LetterBag(weights: weights)
        let lexicon = Lexicon(words: ["CAT", "ZOO", "TEA", "ZEE"])
        let (game, recorder) = Fixture.start(level, lexicon: lexicon)
        game.submit(word: "CAT")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50", "goalProgress 0 1/5", "movesChanged 0",
                "boardChanged OOO/ZZE", "levelFailed 50 outOfMoves",
            ])
        #expect(lexicon.words(on: game.board, minLength: 3).map(\.word).contains("ZOO"))
        #expect(game.boardsSeen.map(\.rowStrings) == [["CAT", "ZZE"]])
        #expect(game.review().missedWords.map(\.word) == ["TEA"])
    }
}
