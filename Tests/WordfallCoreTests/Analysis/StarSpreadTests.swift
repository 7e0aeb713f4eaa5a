import Testing
import WordfallTestSupport

@testable import WordfallCore

/// Every star reached by two games that share no word worth more than a third of it (issue 40).
@Suite struct StarSpreadTests {
    /// CAT / SER / DOG with a triple-word G: DOGE is 360, DOG and GOD 150, every other word 30 to 50.
    static func level(stars: StarThresholds) -> Level {
        Fixture.level([GoalSpec(.words(count: 1))], bonus: ["...", "...", "..T"], stars: stars)
    }

    static func problems(_ level: Level) -> [StarSpread.Problem] {
        let best = LevelBot.bestGame(level: level, lexicon: Fixture.lexicon, solution: nil, expectedOnly: true)
        return StarSpread.problems(level: level, lexicon: Fixture.lexicon, solution: nil, best: best)
    }

    @Test func aStarOnlyOneWordReachesHangsOnIt() {
        let level = Self.level(stars: StarThresholds(twoStars: 500, threeStars: 1000))
        #expect(
            Self.problems(level) == [
                StarSpread.Problem(
                    stars: 3, threshold: 1000, words: [ScoredWord(word: "DOGE", points: 360)], without: 660)
            ])
    }

    @Test func aStarReachedWithoutItsBigWordsIsSpread() {
        #expect(Self.problems(Self.level(stars: StarThresholds(twoStars: 550, threeStars: 650))) == [])
    }

    @Test func aStarBeyondTheBestGameIsLeftToStarsWithinReach() {
        #expect(Self.problems(Self.level(stars: StarThresholds(twoStars: 500, threeStars: 5000))) == [])
    }

    @Test func theWarningNamesTheWordsAndTheScoreWithoutThem() {
        let problem = StarSpread.Problem(
            stars: 2, threshold: 900,
            words: [ScoredWord(word: "DOGE", points: 360), ScoredWord(word: "GOD", points: 310)],
            without: nil)
        #expect(
            StarSpread.warning(problem, file: "a.json")
                == "a.json: warning: stars: 2 stars (900 points) hang on 2 words, DOGE (360 points), GOD (310 points): "
                + "no game found without them completes the level (docs/LEVELS.md, \"Two ways to every star\")")
    }
}
