import Events
import Testing

@testable import WordfallCore

@Suite struct ScoreManagerTests {
    @Test func addingGivesTheNewTotalAndTheDeltaAndAnnouncingPublishesIt() {
        let manager = ScoreManager()
        var seen: [ScoreChange] = []
        let token = manager.scoreChanged.addObserver { seen.append($0) }
        let first = manager.add(50)
        let second = manager.add(390)
        #expect(seen.isEmpty, "the game publishes the change with the rest of the move")
        manager.announce(first)
        manager.announce(second)
        #expect(seen == [ScoreChange(score: 50, delta: 50), ScoreChange(score: 440, delta: 390)])
        #expect(manager.score == 440)
        token.cancel()
    }

    @Test func theScoreStopsAtIntMaxInsteadOfOverflowing() {
        let manager = ScoreManager()
        #expect(manager.add(.max - 10) == ScoreChange(score: .max - 10, delta: .max - 10))
        #expect(manager.add(50) == ScoreChange(score: .max, delta: 50))
    }
}
