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
                    ], missedCount: 13,
                    missedByLength: [
                        // A static board teaches by length: DOGE the one 4-letter word, ACE the best of twelve.
                        .init(letters: 4, best: .init(word: "DOGE", points: 120), count: 1),
                        .init(letters: 3, best: .init(word: "ACE", points: 50), count: 12),
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

/// Issue 26: the screen said "Found 2 of 65" above three words and plain mode "3 of 66", each view
/// counting its own list; issue 40: the side panel counted another way. The model's review counts every
/// word accepted, lists the expected ones and names the finds apart.
@Suite struct LevelReviewCountTests {
    /// DOGE and ROE rare, TAC vulgar, the rest common (as ExpectedWordsTests' list).
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
            tac\t55\tvulgar

            """)

    @Test func theCountIsOfTheWordsListedUnderIt() {
        let (game, _) = Fixture.start(
            Fixture.level([GoalSpec(.words(count: 9))], rules: Rules(refill: .none)), lexicon: Self.lexicon)
        for word in ["CAT", "DOGE", "TAC", "DOG"] { game.submit(word: word) }
        let review = game.review(missedLimit: 3)
        // CAT and DOG are counted and listed; DOGE is a find, named apart; TAC is never offered.
        #expect(review.found == [.init(word: "CAT", points: 50), .init(word: "DOG", points: 50)])
        #expect(review.finds == [.init(word: "DOGE", points: 120)])
        #expect(review.missedWords.map(\.word) == ["ACE", "GOD", "EAT"])
        let everyMissed = game.review(missedLimit: .max).missedWords
        #expect(review.missedCount == everyMissed.count)
        // Issue 40: one count, the side panel's: every word accepted (TAC too), of those and the missed.
        #expect(review.foundCount == game.foundWords.count && review.foundCount == 4)
        #expect(review.wordCount == review.foundCount + everyMissed.count)
    }
}
