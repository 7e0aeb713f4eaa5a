import Testing
import WordfallTestSupport

@testable import WordfallCore

/// The review that teaches: on a falling board each move beside the best word its board held, the moves
/// that left the most first, at the points the board gave then; on a static board the longest words
/// missed, by length.
@Suite struct MoveReviewTests {
    @Test func eachMoveOnAFallingBoardIsSetBesideTheBestWordItsBoardHeld() {
        let (game, _) = Fixture.start(
            Fixture.level([GoalSpec(.words(count: 5))], rules: Rules(refill: .gravity), seed: 3))
        for word in ["SAT", "DOGE"] { game.submit(word: word) }
        let review = game.review()
        #expect(
            review.moves == [
                // SAT left DOGE's 120 on the board; DOGE was the best on the board it was played on.
                MoveReview(move: 1, played: .init(word: "SAT", points: 30), best: .init(word: "DOGE", points: 120)),
                MoveReview(move: 2, played: .init(word: "DOGE", points: 120), best: nil),
            ])
        #expect(review.missedByLength.isEmpty)
    }

    @Test func aStaticBoardTeachesTheLongestWordsMissedAsTheBoardWasLeft() {
        // DOGE's D on a double word: 240 at first, 120 once DOG spent it.
        let level = Fixture.level(
            [GoalSpec(.words(count: 5))], bonus: ["...", "...", "D.."], rules: Rules(refill: .none, bonusOnce: true))
        let (game, _) = Fixture.start(level)
        game.submit(word: "DOG")
        game.submit(word: "CAT")
        let review = game.review(missedLimit: 1)
        // Every move saw the one board: no move is set beside its best word (issue 40: noise).
        #expect(review.moves.isEmpty)
        // The missed words by length, longest first, priced as the player left the board: DOGE's bonus spent.
        #expect(review.missedWords == [.init(word: "DOGE", points: 120)])
        #expect(
            review.missedByLength == [
                MissedLength(letters: 4, best: .init(word: "DOGE", points: 120), count: 1),
                MissedLength(letters: 3, best: .init(word: "ACE", points: 50), count: 10),
            ])
    }
}
