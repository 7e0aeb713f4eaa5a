import Testing
import WordfallCore
import WordfallTestSupport

/// What a player reads for a word (docs/LANGUAGES.md, "The real spelling"): its real spelling from the
/// language's spellings.txt, in capitals, else its tiles' faces; never a code letter.
@Suite struct RealSpellingsTests {
    @Test func aWordShowsItsRealSpellingInCapitals() {
        // German: Ä is the code 0, ß is typed and spelled SS; a noun is written capitalised.
        #expect(Language.german.shown("K0SE") == "KÄSE")
        #expect(Language.german.shown("STRASSE") == "STRAßE")
        #expect(Language.german.shown("2BER") == "ÜBER")
        // Folded marks come back: the most used of the words that fold together (des, dès, dés).
        #expect(Language.french.shown("ECOLE") == "ÉCOLE")
        #expect(Language.french.shown("DES") == "DES")
        #expect(Language.catalan.shown("CAFE") == "CAFÈ")
        // A word whose faces read it, or no word at all, shows its faces: W is L·L, Y is NY in Catalan.
        #expect(Language.catalan.shown("COWEGI") == "COL·LEGI")
        #expect(Language.catalan.shown("AREY") == "ARENY")
        #expect(Language.german.shown("XY0") == "XYÄ")
        // English's words are their letters.
        #expect(Language.english.shown("CAT") == "CAT")
    }

    @Test func aSpellingsFileIsReadLineByLine() {
        let spellings = RealSpellings(text: "cafe\tcafè\tcafé\nbad line\n\nk0se\tKäse\n")
        #expect(spellings.count == 2)
        #expect(spellings.spelling(of: "CAFE") == "cafè")
        #expect(spellings.spelling(of: "K0SE") == "Käse")
        #expect(spellings.spelling(of: "KASE") == nil)
        #expect(RealSpellings.bundled(.english).count == 0)
        #expect(RealSpellings.bundled(.german).count > 30_000)
    }

    /// The review a non-English end screen reads keeps every part of the model's: the longest words missed
    /// on a static board and the count of words found were dropped.
    @Test func aReviewShownInAnotherLanguageKeepsEveryPart() {
        let review = LevelReview(
            bestWord: ScoredWord(word: "K0SE", points: 90), longestWord: ScoredWord(word: "STRASSE", points: 70),
            missedWords: [ScoredWord(word: "2BER", points: 60)], finds: [ScoredWord(word: "XY0", points: 5)],
            found: [ScoredWord(word: "K0SE", points: 90)], missedCount: 7,
            moves: [
                MoveReview(
                    move: 1, played: ScoredWord(word: "K0SE", points: 90), best: ScoredWord(word: "2BER", points: 95))
            ],
            foundCount: 4,
            missedByLength: [MissedLength(letters: 4, best: ScoredWord(word: "2BER", points: 60), count: 3)])
        let shown = review.shown(in: .german)
        #expect(
            shown
                == LevelReview(
                    bestWord: ScoredWord(word: "KÄSE", points: 90),
                    longestWord: ScoredWord(word: "STRAßE", points: 70),
                    missedWords: [ScoredWord(word: "ÜBER", points: 60)], finds: [ScoredWord(word: "XYÄ", points: 5)],
                    found: [ScoredWord(word: "KÄSE", points: 90)], missedCount: 7,
                    moves: [
                        MoveReview(
                            move: 1, played: ScoredWord(word: "KÄSE", points: 90),
                            best: ScoredWord(word: "ÜBER", points: 95))
                    ],
                    foundCount: 4,
                    missedByLength: [MissedLength(letters: 4, best: ScoredWord(word: "ÜBER", points: 60), count: 3)]))
        #expect(review.shown(in: .english) == review)
    }
}
