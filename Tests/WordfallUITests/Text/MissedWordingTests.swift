import Testing
import WordfallCore

@testable import WordfallUI

/// How a missed word is named before 3 stars (docs/RULES.md, "The review"): its length, first letter and
/// points, with the article the number is said with.
@Suite struct MissedWordingTests {
    @Test func aMissedWordIsNamedByLengthFirstLetterAndPoints() {
        let words = [
            ScoredWord(word: "SEIZES", points: 600), ScoredWord(word: "DOMINOES", points: 4_680),
            ScoredWord(word: "ELEVENLETTR", points: 1_100), ScoredWord(word: "CAT", points: 50),
        ]
        #expect(
            words.map { MissedWording.veiled($0) } == [
                "a 6-letter word from S, 600", "an 8-letter word from D, 4,680", "an 11-letter word from E, 1,100",
                "a 3-letter word from C, 50",
            ])
    }

    /// Issue 42's leftover 7: the article has one rule, `Wording.lettersWord`'s, wherever a length is said.
    @Test func theArticleIsTheOneOfLettersWord() {
        for length in 2...144 {
            let word = ScoredWord(word: String(repeating: "A", count: length), points: 10)
            #expect(MissedWording.veiled(word) == Wording.lettersWord(length) + " from A, 10")
        }
    }

    @Test func wordsNamedAlikeAreSaidOnce() {
        let words = ["CATS", "COTS", "DOGS"].map { ScoredWord(word: $0, points: 120) }
        #expect(
            MissedWording.veiledList(words, limit: 5) == [
                "a 4-letter word from C, 120 (2 of them)", "a 4-letter word from D, 120",
            ])
    }
}
