import Testing
import WordfallTestSupport

@testable import WordfallCore

/// The end-of-level review is the model's: best and longest words found, best words missed.
@Suite struct LevelReviewTests {
    @Test func anEmptyPlayMissesTheBoardsBestWords() {
        let (game, _) = Fixture.start(Fixture.level([GoalSpec(.words(count: 5))]))
        #expect(
            game.review(missedLimit: 3)
                == LevelReview(
                    bestWord: nil, longestWord: nil,
                    missedWords: [
                        .init(word: "DOGE", points: 120), .init(word: "ACE", points: 50),
                        .init(word: "CAT", points: 50),
                    ]))
    }

    @Test func theReviewWeighsFoundWordsAndEveryBoardSeen() {
        let (game, _) = Fixture.start(
            Fixture.level([GoalSpec(.words(count: 5))], rules: Rules(refill: .gravity, shuffles: 1), seed: 3))
        let start = game.bestWords().map(\.word)
        game.submit(word: "CAT")
        game.submit(word: "DOGE")
        let review = game.review(missedLimit: 100)
        #expect(review.bestWord == .init(word: "DOGE", points: 120))
        #expect(review.longestWord == .init(word: "DOGE", points: 120))
        let missed = review.missedWords.map(\.word)
        #expect(!missed.contains("CAT") && !missed.contains("DOGE"))
        // Words only the starting board held are still missed after the refills.
        #expect(Set(start).subtracting(["CAT", "DOGE"]).isSubset(of: Set(missed)))
        #expect(review.missedWords == review.missedWords.sorted { ($1.points, $0.word) < ($0.points, $1.word) })
    }
}
