import Events
import Testing

@testable import WordfallCore

@Suite struct ScoreManagerTests {
    @Test func addingPublishesTheNewTotalAndTheDelta() {
        let manager = ScoreManager()
        var seen: [ScoreChange] = []
        let token = manager.scoreChanged.addObserver { seen.append($0) }
        manager.add(50)
        manager.add(390)
        #expect(seen == [ScoreChange(score: 50, delta: 50), ScoreChange(score: 440, delta: 390)])
        #expect(manager.score == 440)
        token.cancel()
    }

    @Test func theScoreStopsAtIntMaxInsteadOfOverflowing() {
        let manager = ScoreManager()
        var seen: [ScoreChange] = []
        let token = manager.scoreChanged.addObserver { seen.append($0) }
        manager.add(.max - 10)
        manager.add(50)
        #expect(seen == [ScoreChange(score: .max - 10, delta: .max - 10), ScoreChange(score: .max, delta: 50)])
        token.cancel()
    }
}
