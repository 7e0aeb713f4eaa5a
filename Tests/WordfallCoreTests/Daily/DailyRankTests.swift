import Testing
import WordfallCore

@Suite struct DailyRankTests {
    @Test func ranksAreSharesOfTheTotalRoundedUp() {
        #expect(DailyRank.rank(score: 0, total: 1000).name == "Beginner")
        #expect(DailyRank.rank(score: 19, total: 1000).name == "Beginner")
        #expect(DailyRank.rank(score: 20, total: 1000).name == "Good Start")
        #expect(DailyRank.rank(score: 699, total: 1000).name == "Amazing")
        #expect(DailyRank.rank(score: 700, total: 1000).name == "Genius")
        #expect(DailyRank.rank(score: 1000, total: 1000).name == "Queen Bee")
        // 2% of 1,010 is 20.2: it takes 21 points.
        #expect(DailyRank.all[1].points(outOf: 1010) == 21)
        #expect(DailyRank.rank(score: 20, total: 1010).name == "Beginner")
        #expect(DailyRank.all.last?.points(outOf: Int.max) == Int.max)
    }

    @Test func theNextRankSaysHowManyPointsAreMissing() throws {
        let next = try #require(DailyRank.next(score: 540, total: 9820))
        #expect(next.rank.name == "Good")
        #expect(next.pointsNeeded == 786 - 540)
        #expect(DailyRank.next(score: 9820, total: 9820) == nil)
    }
}
