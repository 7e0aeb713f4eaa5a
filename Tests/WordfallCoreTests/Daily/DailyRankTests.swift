import Testing
import WordfallCore

@Suite struct DailyRankTests {
    @Test func ranksAreSharesOfTheTotalRoundedUp() {
        #expect(DailyRank.rank(score: 0, total: 1000, wordsLeft: 9).name == "Beginner")
        #expect(DailyRank.rank(score: 19, total: 1000, wordsLeft: 9).name == "Beginner")
        #expect(DailyRank.rank(score: 20, total: 1000, wordsLeft: 9).name == "Good Start")
        #expect(DailyRank.rank(score: 699, total: 1000, wordsLeft: 9).name == "Amazing")
        #expect(DailyRank.rank(score: 700, total: 1000, wordsLeft: 9).name == "Genius")
        // 2% of 1,010 is 20.2: it takes 21 points.
        #expect(DailyRank.all[1].points(outOf: 1010) == 21)
        #expect(DailyRank.rank(score: 20, total: 1010, wordsLeft: 9).name == "Beginner")
        #expect(DailyRank.all.last?.points(outOf: Int.max) == Int.max)
    }

    @Test func queenBeeIsEveryExpectedWordWhateverThePoints() {
        // Finds off the list score past the total: with expected words left, that is Genius.
        #expect(DailyRank.rank(score: 1_300, total: 1000, wordsLeft: 10).name == "Genius")
        #expect(DailyRank.next(score: 1_300, total: 1000, wordsLeft: 10) == .queenBee(wordsLeft: 10))
        #expect(DailyRank.rank(score: 1000, total: 1000, wordsLeft: 1).name == "Genius")
        // Every expected word found is Queen Bee, and nothing comes after it.
        #expect(DailyRank.rank(score: 1000, total: 1000, wordsLeft: 0).name == "Queen Bee")
        #expect(DailyRank.next(score: 1000, total: 1000, wordsLeft: 0) == nil)
    }

    @Test func theNextRankSaysHowManyPointsAreMissing() throws {
        let next = try #require(DailyRank.next(score: 540, total: 9820, wordsLeft: 30))
        #expect(next == .rank(DailyRank.all[3], pointsNeeded: 786 - 540))
        #expect(DailyRank.all[3].name == "Good")
        // Past Genius's points, what is missing is words, not points.
        #expect(DailyRank.next(score: 6_900, total: 9820, wordsLeft: 3) == .queenBee(wordsLeft: 3))
    }
}
