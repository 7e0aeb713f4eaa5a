import Events
import Testing
import WordfallTestSupport

@testable import WordfallCore

/// Every test asserts the whole list of events a command produced, in order.
@Suite struct GameTests {
    @Test func startPublishesLevelStartedOnly() {
        let game = Game(level: Fixture.level([GoalSpec(.score(target: 100))]), lexicon: Fixture.lexicon)
        let recorder = EventRecorder(game)
        #expect(game.status == .ready)
        game.start()
        game.start()
        #expect(recorder.take() == ["levelStarted fixture CAT/SER/DOG goals=1"])
        #expect(game.status == .playing)
    }

    @Test func completingWithStars() {
        let level = Fixture.level(
            [GoalSpec(.score(target: 100))], stars: StarThresholds(twoStars: 100, threeStars: 200))
        let (game, recorder) = Fixture.start(level)
        game.submit(word: "cat")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50", "goalProgress 0 50/100",
            ])
        game.submit(word: "dog")
        #expect(
            recorder.take() == [
                "wordAccepted DOG 2,0 2,1 2,2 50", "scoreChanged 100 +50", "goalProgress 0 100/100",
                "goalCompleted 0", "goalsDone 100 stars=2",
            ])
        // Won, and play goes on: the level ends when the player finishes it.
        #expect(game.status == .playing)
        #expect(game.isWon)
        #expect(game.stars == 0)
        #expect(game.nextStar == .init(stars: 3, points: 100))
        game.endByPlayer()
        #expect(recorder.take() == ["levelCompleted 100 stars=2 finished"])
        #expect(game.status == .completed(stars: 2))
        #expect(game.stars == 2)
        #expect(game.foundWords == ["CAT", "DOG"])
    }

    @Test func threeStarsAndOneWithoutThresholds() {
        let three = Fixture.level(
            [GoalSpec(.score(target: 100))], stars: StarThresholds(twoStars: 50, threeStars: 100))
        let (game, recorder) = Fixture.start(three)
        game.submit(word: "CAT")
        game.submit(word: "DOG")
        game.play(.finish)
        #expect(recorder.take().suffix(2) == ["goalsDone 100 stars=3", "levelCompleted 100 stars=3 finished"])

        let one = Fixture.level([GoalSpec(.score(target: 100))])
        let (other, otherRecorder) = Fixture.start(one)
        other.submit(word: "CAT")
        other.submit(word: "DOG")
        other.play(.finish)
        #expect(otherRecorder.take().suffix(2) == ["goalsDone 100 stars=1", "levelCompleted 100 stars=1 finished"])
    }

    @Test func afterTheEndEverythingIsRefusedAsLevelOver() {
        let (game, recorder) = Fixture.start(Fixture.level([GoalSpec(.words(count: 1))]))
        game.submit(word: "CAT")
        game.endByPlayer()
        _ = recorder.take()
        game.endByPlayer()
        game.submit(word: "EAT")
        game.submit(word: "c4t")
        game.submit(path: cells((0, 0), (0, 1)))
        game.submit(path: cells((0, 0), (2, 2)))
        game.shuffle()
        game.hint()
        game.advanceClock(by: 5)
        #expect(
            recorder.take() == [
                "wordRejected EAT levelOver", "wordRejected C4T levelOver", "wordRejected CA levelOver",
                "wordRejected CG levelOver", "moveRefused shuffle levelOver", "moveRefused hint levelOver",
            ])
        #expect(game.elapsed == 0)
        #expect(game.score == 50)
    }

    @Test func outOfMoves() {
        let (game, recorder) = Fixture.start(
            Fixture.level([GoalSpec(.score(target: 1000))], rules: Rules(refill: .none, moves: 2)))
        #expect(game.movesLeft == 2)
        game.submit(word: "CAT")
        game.submit(word: "XYZ")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50", "goalProgress 0 50/1000",
                "movesChanged 1", "wordRejected XYZ notInDictionary",
            ])
        game.submit(word: "DOG")
        #expect(
            recorder.take() == [
                "wordAccepted DOG 2,0 2,1 2,2 50", "scoreChanged 100 +50", "goalProgress 0 100/1000",
                "movesChanged 0", "levelFailed 100 outOfMoves",
            ])
        #expect(game.status == .failed(.outOfMoves))
        #expect(game.movesLeft == 0)
        #expect(game.stars == 0)
    }

    @Test func completionIsCheckedBeforeOutOfMoves() {
        let (game, recorder) = Fixture.start(
            Fixture.level([GoalSpec(.words(count: 1))], rules: Rules(refill: .none, moves: 1)))
        game.submit(word: "CAT")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50", "goalProgress 0 1/1",
                "goalCompleted 0", "movesChanged 0", "goalsDone 50 stars=1", "levelCompleted 50 stars=1 outOfMoves",
            ])
    }

    @Test func outOfTime() {
        let (game, recorder) = Fixture.start(
            Fixture.level([GoalSpec(.score(target: 1000))], rules: Rules(refill: .none, timeLimit: 10)))
        game.advanceClock(by: 4)
        #expect(recorder.take() == ["clockTicked 4.0 6.0"])
        game.advanceClock(by: 0)
        game.advanceClock(by: -3)
        #expect(recorder.take().isEmpty)
        game.advanceClock(by: 7)
        #expect(recorder.take() == ["clockTicked 10.0 0.0", "levelFailed 0 outOfTime"])
        game.advanceClock(by: 1)
        game.submit(word: "CAT")
        #expect(recorder.take() == ["wordRejected CAT levelOver"])
        #expect(game.elapsed == 10)
        #expect(game.timeLeft == 0)
    }

    @Test func decimalWaitsAddUpToTheLimitExactly() {
        // As doubles, 0.7 + 0.1 + 0.1 + 0.1 is 0.9999999999999999: the clock would never reach 1 second.
        let (game, recorder) = Fixture.start(
            Fixture.level([GoalSpec(.score(target: 1000))], rules: Rules(refill: .none, timeLimit: 1)))
        game.advanceClock(by: 0.7)
        game.advanceClock(by: 0.1)
        game.advanceClock(by: 0.1)
        #expect(recorder.take() == ["clockTicked 0.7 0.3", "clockTicked 0.8 0.2", "clockTicked 0.9 0.1"])
        game.advanceClock(by: 0.1)
        #expect(recorder.take() == ["clockTicked 1.0 0.0", "levelFailed 0 outOfTime"])
        #expect(game.status == .failed(.outOfTime))
    }

    @Test func aHugeWaitJumpsToTheLimit() {
        let (game, recorder) = Fixture.start(
            Fixture.level([GoalSpec(.score(target: 1000))], rules: Rules(refill: .none, timeLimit: 0.5)))
        game.advanceClock(by: 1e30)
        #expect(recorder.take() == ["clockTicked 0.5 0.0", "levelFailed 0 outOfTime"])
        let (untimed, untimedRecorder) = Fixture.start(Fixture.level([GoalSpec(.score(target: 1000))]))
        untimed.advanceClock(by: 1e30)
        untimed.advanceClock(by: 1e30)
        #expect(untimedRecorder.take().count == 2)
        #expect(untimed.status == .playing)
    }

    @Test func pointsAndScoreSaturateInsteadOfTrapping() {
        // 33 letters over T tiles: 10 x 33 x 3^33 x 31, about 5.7e19, is past Int.max; a level's own list may hold it.
        let alphabet = Array("ABCDEFGHIJKLMNOPRSTUVWXYZ")  // no Q
        let word = String((alphabet + alphabet).prefix(33))
        let snake = (0..<12).map { (0, $0) } + (0..<12).reversed().map { (1, $0) } + (0..<9).map { (2, $0) }
        var rows = Array(repeating: Array(repeating: Character("Z"), count: 12), count: 3)
        for (cell, letter) in zip(snake, word) { rows[cell.0][cell.1] = letter }
        let level = Fixture.level(
            [GoalSpec(.wordScore(target: 1_000_000_000)), GoalSpec(.words(count: 3))], rows: rows.map { String($0) },
            bonus: Array(repeating: String(repeating: "T", count: 12), count: 3))
        let reversed = String(word.reversed())
        let (game, recorder) = Fixture.start(level, lexicon: Lexicon(words: [word, reversed]))
        let path = snake.map { Position(row: $0.0, column: $0.1) }
        let most = Int.max
        game.submit(path: path)
        #expect(
            recorder.take() == [
                "wordAccepted \(word) \(EventRecorder.cells(path)) \(most)", "scoreChanged \(most) +\(most)",
                "goalProgress 0 \(most)/1000000000", "goalCompleted 0", "goalProgress 1 1/3",
            ])
        game.submit(word: reversed)
        #expect(
            recorder.take() == [
                "wordAccepted \(reversed) \(EventRecorder.cells(path.reversed())) \(most)",
                "scoreChanged \(most) +\(most)", "goalProgress 1 2/3",
            ])
        #expect(game.score == most)
    }

    @Test func theClockRunsWithoutALimitButNeverEndsTheLevel() {
        let (game, recorder) = Fixture.start(Fixture.level([GoalSpec(.score(target: 1000))]))
        game.play(.wait(2.5))
        #expect(recorder.take() == ["clockTicked 2.5 nil"])
        #expect(game.status == .playing)
    }

    @Test func tickReadsTheInjectedClock() {
        final class Box: @unchecked Sendable { var now = 100.0 }
        let box = Box()
        let level = Fixture.level([GoalSpec(.score(target: 1000))], rules: Rules(refill: .none, timeLimit: 5))
        let game = Game(level: level, lexicon: Fixture.lexicon, clock: GameClock { box.now })
        let recorder = EventRecorder(game)
        game.start()
        box.now = 103
        game.tick()
        box.now = 109
        game.tick()
        #expect(
            recorder.take() == [
                "levelStarted fixture CAT/SER/DOG goals=1", "clockTicked 3.0 2.0", "clockTicked 5.0 0.0",
                "levelFailed 0 outOfTime",
            ])
    }

    @Test func hintsGiveTheBestNewWordTiesAlphabetical() {
        let (game, recorder) = Fixture.start(
            Fixture.level([GoalSpec(.words(count: 5))], rules: Rules(refill: .none, hints: 2)))
        game.hint()
        #expect(recorder.take() == ["hint DOGE 2,0 2,1 2,2 1,1 120 1"])
        game.submit(word: "DOGE")
        _ = recorder.take()
        // ACE, CAT, DOG, GOD and TAC are worth 50 each: ACE comes first.
        game.hint()
        game.hint()
        #expect(recorder.take() == ["hint ACE 0,1 0,0 1,1 50 0", "moveRefused hint noneLeft"])
    }

    @Test func validationOrderForTypedWords() {
        let (game, recorder) = Fixture.start(Fixture.level([GoalSpec(.score(target: 10000))]))
        game.submit(word: "")
        game.submit(word: "c4t")
        game.submit(word: "at")
        game.submit(word: "zz")
        game.submit(word: "XYZ")
        game.submit(word: "CATS")
        game.submit(word: "Queen")
        #expect(
            recorder.take() == [
                "wordRejected  invalidInput", "wordRejected C4T invalidInput", "wordRejected AT tooShort",
                "wordRejected ZZ tooShort", "wordRejected XYZ notInDictionary", "wordRejected CATS notOnBoard",
                "wordRejected QUEEN notOnBoard",
            ])
        game.submit(word: "cat")
        _ = recorder.take()
        game.submit(word: "CAT")
        #expect(recorder.take() == ["wordRejected CAT alreadyFound"])
    }

    @Test func validationOrderForExplicitPaths() {
        let (game, recorder) = Fixture.start(Fixture.level([GoalSpec(.score(target: 10000))]))
        game.submit(path: cells((0, 0), (0, 2), (0, 1)))
        game.submit(path: cells((0, 0), (0, 1), (0, 0)))
        game.submit(path: cells((0, 0), (5, 5)))
        game.submit(path: [])
        game.submit(path: cells((0, 1), (0, 2)))
        game.submit(path: cells((1, 0), (1, 1), (1, 2)))
        #expect(
            recorder.take() == [
                "wordRejected CTA notOnBoard", "wordRejected CAC notOnBoard", "wordRejected C notOnBoard",
                "wordRejected  notOnBoard", "wordRejected AT tooShort", "wordRejected SER notInDictionary",
            ])
        game.submit(path: cells((0, 2), (0, 1), (0, 0)))
        game.submit(path: cells((0, 2), (0, 1), (0, 0)))
        #expect(
            recorder.take() == [
                "wordAccepted TAC 0,2 0,1 0,0 50", "scoreChanged 50 +50", "goalProgress 0 50/10000",
                "wordRejected TAC alreadyFound",
            ])
    }

    @Test func anExplicitPathNeedNotBeTheBestOne() {
        // EAT: the typed word takes the best path; a path through the other E is accepted as given.
        let level = Fixture.level(
            [GoalSpec(.score(target: 10000))], rows: ["EAT", "XEX"], bonus: ["...", ".D."])
        let (game, recorder) = Fixture.start(level)
        game.submit(path: cells((0, 0), (0, 1), (0, 2)))
        #expect(recorder.take().first == "wordAccepted EAT 0,0 0,1 0,2 30")
        let (other, otherRecorder) = Fixture.start(level)
        other.submit(word: "eat")
        #expect(otherRecorder.take().first == "wordAccepted EAT 1,1 0,1 0,2 60")
    }

    @Test func gravityRefillAndShuffleFollowTheSeedsStream() {
        // Seed 42 draws L L T U E R first; then the shuffle of UER/LLT/SER gives URL/ETR/SLE
        // (both computed independently from docs/RULES.md's formulas). The new board holds no
        // dictionary word and the shuffle was the last: noWordsLeft.
        let level = Fixture.level(
            [GoalSpec(.score(target: 10000))], rules: Rules(refill: .gravity, moves: 3), seed: 42)
        let (game, recorder) = Fixture.start(level)
        game.submit(word: "CAT")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50", "goalProgress 0 50/10000",
                "movesChanged 2", "boardChanged LLT/SER/DOG",
            ])
        game.submit(word: "DOG")
        #expect(
            recorder.take() == [
                "wordAccepted DOG 2,0 2,1 2,2 50", "scoreChanged 100 +50",
                "goalProgress 0 100/10000", "movesChanged 1", "boardChanged UER/LLT/SER",
            ])
        game.shuffle()
        #expect(recorder.take() == ["shuffled URL/ETR/SLE 0", "levelFailed 100 noWordsLeft"])
        #expect(game.board.rowStrings == ["URL", "ETR", "SLE"])
    }

    @Test func aRandomBoardComesFromTheSeed() {
        let level = Level(
            id: "random", title: "Random", board: .random(rows: 3, columns: 3), seed: 42,
            goals: [GoalSpec(.words(count: 1))])
        let game = Game(level: level, lexicon: Fixture.lexicon)
        #expect(game.board.rowStrings == ["LLT", "UER", "MSZ"])
    }

    @Test func aCommandBeforeStartStartsTheLevel() {
        let game = Game(level: Fixture.level([GoalSpec(.words(count: 3))]), lexicon: Fixture.lexicon)
        let recorder = EventRecorder(game)
        game.submit(word: "CAT")
        #expect(
            recorder.take() == [
                "levelStarted fixture CAT/SER/DOG goals=1", "wordAccepted CAT 0,0 0,1 0,2 50", "scoreChanged 50 +50",
                "goalProgress 0 1/3",
            ])
    }

    @Test func theReviewListsTheBoardsBestWords() {
        let game = Game(level: Fixture.level([GoalSpec(.words(count: 3))]), lexicon: Fixture.lexicon)
        #expect(game.bestWords(limit: 3).map(\.word) == ["DOGE", "ACE", "CAT"])
        #expect(game.bestWords().count == 13)
    }

    @Test func aWordWhoseTilesFellIsNoLongerCountedAsLeft() {
        // Only Z refills. CAT and TAC are known at the start; taking CAT (column 0) drops all
        // three tiles, so TAC, still unfound, must not keep the level alive.
        var weights = [Int](repeating: 0, count: 26)
        weights[25] = 1
        var level = Fixture.level(
            [GoalSpec(.words(count: 3))], rows: ["CZZ", "AZZ", "TZZ"], rules: Rules(refill: .gravity, shuffles: 0))
        level.bag = LetterBag(weights: weights)
        let (game, recorder) = Fixture.start(level)
        game.submit(word: "CAT")
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 1,0 2,0 50", "scoreChanged 50 +50", "goalProgress 0 1/3",
                "boardChanged ZZZ/ZZZ/ZZZ", "levelFailed 50 noWordsLeft",
            ])
    }

    @Test func wordsWhoseTilesStayPutAndWordsThatFellBothCount() {
        var weights = [Int](repeating: 0, count: 26)
        weights[25] = 1
        var level = Fixture.level(
            [GoalSpec(.words(count: 4))], rows: ["ZZZZZZ", "CATDOG"], rules: Rules(refill: .gravity, shuffles: 0))
        level.bag = LetterBag(weights: weights)
        let (game, recorder) = Fixture.start(level)
        game.submit(word: "DOG")
        game.submit(word: "CAT")
        #expect(recorder.take().suffix(2) == ["boardChanged ZZZZZZ/ZZZZZZ", "levelFailed 100 noWordsLeft"])
        #expect(game.status == .failed(.noWordsLeft))
        let (other, _) = Fixture.start(level)
        other.submit(word: "DOG")
        other.submit(word: "TAC")
        #expect(other.status == .failed(.noWordsLeft))
        let (third, _) = Fixture.start(level)
        third.submit(word: "DOG")
        #expect(third.status == .playing)
        third.submit(word: "GOD")
        #expect(third.status == .playing)
    }

    @Test func theSystemClockCountsSecondsFromWhenItWasMade() async throws {
        // Bounded by an outer measure rather than a fixed time: on a loaded machine the 50 ms sleep
        // may take seconds to resume (a fixed "< 5 s" bound failed that way once under `make test`).
        let outer = ContinuousClock()
        let start = outer.now
        let clock = GameClock.system
        let first = clock.now()
        try await Task.sleep(for: .milliseconds(50))
        let second = clock.now()
        let span = outer.now - start
        let spanSeconds = Double(span.components.seconds) + Double(span.components.attoseconds) * 1e-18
        #expect(first >= 0 && first <= spanSeconds)
        #expect(second - first >= 0.049, "seconds, not a coarser unit")
        #expect(second - first <= spanSeconds, "seconds, not a finer unit")
    }
}
