import Testing
import WordfallTestSupport

@testable import WordfallCore

/// Hints and the review offer expected words only; finds are accepted and marked (docs/RULES.md,
/// "Word tiers" and "Words the game never offers").
@Suite struct ExpectedWordsTests {
    /// The fixture's words with tiers: DOGE and ROE are rare, TAC vulgar, the rest common.
    static let lexicon = Lexicon(
        builderText: """
            cat\t10
            sat\t10
            eat\t10
            tea\t10
            rat\t10
            dog\t10
            god\t10
            roe\t60
            ore\t20
            sea\t10
            ace\t20
            doge\t60
            cats\t10
            queen\t10
            tac\t55\tvulgar

            """)

    @Test func hintsSkipFindsAndWordsNeverOffered() {
        let (game, recorder) = Fixture.start(
            Fixture.level([GoalSpec(.words(count: 5))], rules: Rules(refill: .none, hints: 2)), lexicon: Self.lexicon)
        // DOGE (120) is worth the most but is rare: ACE, CAT, DOG and GOD are worth 50 each, ACE first.
        game.hint()
        #expect(recorder.take() == ["hint ACE 0,1 0,0 1,1 50 1"])
    }

    @Test func theReviewMissesExpectedWordsAndListsFinds() {
        let (game, recorder) = Fixture.start(
            Fixture.level([GoalSpec(.words(count: 9))], rules: Rules(refill: .none)), lexicon: Self.lexicon)
        game.submit(word: "DOGE")
        #expect(
            recorder.take() == [
                "wordAccepted DOGE 2,0 2,1 2,2 1,1 120", "scoreChanged 120 +120", "goalProgress 0 1/9",
            ])
        game.submit(word: "TAC")
        #expect(
            recorder.take() == ["wordAccepted TAC 0,2 0,1 0,0 50", "scoreChanged 170 +50", "goalProgress 0 2/9"])
        game.submit(word: "CAT")
        _ = recorder.take()
        let review = game.review(missedLimit: 10)
        #expect(review.bestWord == ScoredWord(word: "DOGE", points: 120))
        #expect(review.finds == [ScoredWord(word: "DOGE", points: 120)])
        // ROE is rare and TAC was found (and is never offered): neither is missed.
        #expect(review.missedWords.map(\.word) == ["ACE", "DOG", "GOD", "EAT", "ORE", "RAT", "SAT", "SEA", "TEA"])
    }

    @Test func aVulgarWordIsNeverTheReviewsBestWord() {
        let (game, _) = Fixture.start(
            Fixture.level([GoalSpec(.words(count: 9))], rules: Rules(refill: .none)), lexicon: Self.lexicon)
        game.submit(word: "TAC")
        let review = game.review()
        #expect(review.bestWord == nil && review.longestWord == nil && review.finds.isEmpty)
    }
}
