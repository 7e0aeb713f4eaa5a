import Testing
import WordfallTestSupport

@testable import WordfallCore

/// The rules a view asks the model for rather than work out itself.
@Suite struct GameRulesTests {
    @Test func thePlayerEndsTheLevelWithItsOwnOutcome() {
        let level = Fixture.level([GoalSpec(.score(target: 1000))], rules: Rules(refill: .none, timeLimit: 60))
        let (game, recorder) = Fixture.start(level)
        game.submit(word: "CAT")
        game.advanceClock(by: 12.5)
        _ = recorder.take()
        game.endByPlayer()
        #expect(recorder.take() == ["levelEndedByPlayer 50 after 12.5"])
        #expect(game.status == .ended)
        #expect(game.status.isOver)
        #expect(game.elapsed == 12.5, "the clock is not run out")
        game.endByPlayer()
        game.submit(word: "DOG")
        #expect(recorder.take() == ["wordRejected DOG levelOver"], "an ended level is over")
    }

    @Test func anEndedLevelCannotBeEndedByThePlayer() {
        let (game, recorder) = Fixture.start(Fixture.level([GoalSpec(.words(count: 1))]))
        game.submit(word: "CAT")
        _ = recorder.take()
        game.endByPlayer()
        #expect(recorder.take() == ["levelCompleted 50 stars=1 finished"], "finishing a won level completes it")
        game.endByPlayer()
        #expect(recorder.take().isEmpty)
        #expect(game.status == .completed(stars: 1))
    }

    @Test func theNextStarAndThePointsItNeeds() {
        let stars = StarThresholds(twoStars: 100, threeStars: 170)
        let level = Fixture.level([GoalSpec(.words(count: 1))], stars: stars)
        let (one, _) = Fixture.start(level)
        #expect(one.nextStar == nil, "not won yet")
        one.submit(word: "CAT")
        #expect(one.nextStar == StarThresholds.NextStar(stars: 2, points: 50))
        #expect(stars.nextStar(after: 2, score: 120) == StarThresholds.NextStar(stars: 3, points: 50))
        #expect(stars.nextStar(after: 3, score: 170) == nil)
        #expect(StarThresholds.stars(score: 99, thresholds: stars) == 1)
        #expect(StarThresholds.stars(score: 100, thresholds: stars) == 2)
        #expect(StarThresholds.stars(score: 170, thresholds: stars) == 3)
        #expect(StarThresholds.stars(score: 999, thresholds: nil) == 1)
    }

    @Test func theCampaignOpensTheFirstLevelTheCompletedOnesAndTheOneAfter() {
        let completed: Set<Int> = [1, 2]
        #expect(
            (0..<6).map { LevelPack.isOpen($0) { completed.contains($0) } } == [true, true, true, true, false, false])
        #expect((0..<2).map { LevelPack.isOpen($0) { _ in false } } == [true, false])
    }

    @Test func theCellsRefilledAfterAWordAreTheTopOfEachColumnItTookFrom() {
        let board = makeBoard(["CAT", "SER", "DOG"])
        let path = [Position(row: 2, column: 0), Position(row: 1, column: 0), Position(row: 1, column: 1)]
        #expect(
            board.cellsRefilled(removing: path) == [
                Position(row: 0, column: 0), Position(row: 0, column: 1), Position(row: 1, column: 0),
            ])
        #expect(board.cellsRefilled(removing: [Position(row: 5, column: 0)]).isEmpty, "off the board")
    }

    @Test func theStreakIsTheGamesAndTheGoalsAlike() {
        let (game, _) = Fixture.start(Fixture.level([GoalSpec(.streak(count: 5))], rules: Rules(refill: .none)))
        game.submit(word: "CAT")
        game.submit(word: "DOG")
        #expect(game.streak.run == 2)
        game.submit(word: "XYZ")
        #expect(game.streak.run == 0)
        #expect(game.streak.longest == 2)
        game.submit(word: "SEA")
        #expect(game.streak.run == 1)
        #expect((game.goals[0] as? StreakGoal)?.streak == game.streak)
        var streak = Streak()
        #expect(streak.follow(accepted: false) == false, "nothing was going")
        streak.follow(accepted: true)
        #expect(streak.follow(accepted: false) == true, "a run was broken")
    }

    @Test func thePointsBreakdownIsTheRule() {
        let tiles = [
            Tile(letter: UInt8(ascii: "D"), bonus: .doubleLetter), Tile(letter: UInt8(ascii: "O")),
            Tile(letter: UInt8(ascii: "G"), bonus: .doubleWord), Tile(letter: UInt8(ascii: "S")),
        ]
        let breakdown = PointsBreakdown(tiles: tiles)
        #expect(breakdown.letterPoints == 8)
        #expect(breakdown.wordMultiplier == 2)
        #expect(breakdown.lengthMultiplier == 2)
        #expect(breakdown.points == 320)
        #expect(Scoring.points(for: tiles) == 320)
        #expect(breakdown.addsUp)
    }
}
