import Testing
import WordfallTestSupport

@testable import WordfallCore

/// The review that teaches: each move beside the best word its board held, the moves that left the
/// most first, at the points the board really gave.
@Suite struct MoveReviewTests {
    @Test func eachMoveIsSetBesideTheBestWordItsBoardHeld() {
        let (game, _) = Fixture.start(Fixture.level([GoalSpec(.words(count: 5))]))
        for word in ["SAT", "DOGE", "CAT"] { game.submit(word: word) }
        #expect(
            game.review().moves == [
                // SAT left DOGE's 120 on the board; DOGE was the best there; after DOGE, CAT's 50 ties ACE's.
                MoveReview(move: 1, played: .init(word: "SAT", points: 30), best: .init(word: "DOGE", points: 120)),
                MoveReview(move: 2, played: .init(word: "DOGE", points: 120), best: nil),
                MoveReview(move: 3, played: .init(word: "CAT", points: 50), best: nil),
            ])
    }

    @Test func aSpentBonusPricesTheWordsAfterItAsTheBoardWas() {
        // DOGE's D on a double word: 240 at first, 120 once DOG spent it.
        let level = Fixture.level(
            [GoalSpec(.words(count: 5))], bonus: ["...", "...", "D.."], rules: Rules(refill: .none, bonusOnce: true))
        let (game, _) = Fixture.start(level)
        game.submit(word: "DOG")
        game.submit(word: "CAT")
        let review = game.review(missedLimit: 1)
        #expect(
            review.moves == [
                MoveReview(move: 1, played: .init(word: "DOG", points: 100), best: .init(word: "DOGE", points: 240)),
                MoveReview(move: 2, played: .init(word: "CAT", points: 50), best: .init(word: "DOGE", points: 120)),
            ])
        // The missed word is priced as the player left the board: its bonus spent.
        #expect(review.missedWords == [.init(word: "DOGE", points: 120)])
    }
}
