import Testing

@testable import WordfallCore

@Suite struct ScoreManagerTests {
    @Test func addingGivesTheNewTotalAndTheDeltaForTheGameToPublish() {
        let manager = ScoreManager()
        #expect(manager.add(50) == ScoreChange(score: 50, delta: 50))
        #expect(manager.add(390) == ScoreChange(score: 440, delta: 390))
        #expect(manager.score == 440)
    }

    @Test func theScoreStopsAtIntMaxInsteadOfOverflowing() {
        let manager = ScoreManager()
        #expect(manager.add(.max - 10) == ScoreChange(score: .max - 10, delta: .max - 10))
        #expect(manager.add(50) == ScoreChange(score: .max, delta: 50))
    }
}
