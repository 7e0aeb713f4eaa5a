import Testing

@testable import WordfallProgress

/// The best score is the best completed try's (docs/RULES.md, "Every try a new game"): the play-test saw a
/// failed try's score stand as the level's best.
@Suite struct BestCompletedTryTests {
    @Test func aFailedTrysScoreIsNoBest() {
        var progress = CampaignProgress()
        progress.record(pack: "p", level: "l", score: 900, stars: 0, completed: false)
        #expect(progress.level("l", inPack: "p") == LevelProgress(bestScore: 0, bestStars: 0, completed: false))
        progress.record(pack: "p", level: "l", score: 400, stars: 1, completed: true)
        #expect(progress.level("l", inPack: "p") == LevelProgress(bestScore: 400, bestStars: 1, completed: true))
        // A later failed try above it changes nothing.
        let improved = progress.record(pack: "p", level: "l", score: 2000, stars: 0, completed: false)
        #expect(!improved)
        #expect(progress.level("l", inPack: "p") == LevelProgress(bestScore: 400, bestStars: 1, completed: true))
    }
}
