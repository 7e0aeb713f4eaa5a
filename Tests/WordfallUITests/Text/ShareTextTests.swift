import Testing
import WordfallCore
import WordfallUI

@Suite struct ShareTextTests {
    @Test func theShareTextHasTheFiguresButNotTheWordsNorTheGenerator() {
        let lines = ShareText.lines(
            day: "2026-11-24", rank: "Solid", score: 1500, total: 9820, words: 12, longestWordLength: 7, unicode: false)
        #expect(
            lines == [
                "wordfall daily #1 2026-11-24",
                "Round: Solid #####.....",
                "1,500 of 9,820 points (15%)",
                "12 words, your longest 7 letters",
            ])
        #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        let unicode = ShareText.lines(
            day: "2026-11-24", rank: "Queen Bee", score: 9820, total: 9820, words: 69, longestWordLength: 7,
            unicode: true)
        #expect(unicode[1] == "Round: Queen Bee ●●●●●●●●●●")
        // A day before the first puzzle has no number.
        #expect(
            ShareText.lines(
                day: "2026-11-20", rank: "Good", score: 1, total: 9, words: 1, longestWordLength: 3,
                unicode: false)[0] == "wordfall daily 2026-11-20")
    }

    /// A row per word length tells how far the player got, Wordle's way; the big word is mentioned,
    /// never named.
    @Test func theShapeIsARowOfMarksPerWordLengthAndTheBigWord() {
        let shape = ShareText.Shape(
            found: ["CAT", "DOG", "COAT", "SEASIDE"],
            missed: ["ACT", "TAG", "GOD", "COD", "TOGA", "GOAT", "COATS", "SEASIDES", "DECISIONS"],
            bigWord: "DECISIONS")
        let lines = ShareText.lines(
            day: "2026-11-24", rank: "Good", score: 600, total: 6000, words: 4, longestWordLength: 7, shape: shape,
            unicode: false)
        #expect(
            lines == [
                "wordfall daily #1 2026-11-24",
                "Round: Good ####......",
                "600 of 6,000 points (10%)",
                "4 of 13 words, your longest 7 letters",
                "3  ###....... 2/6",
                "4  ###....... 1/3",
                "5  .......... 0/1",
                "7  ########## 1/1",
                "8+ .......... 0/2",
                "big word (9 letters) missed",
            ])
        let found = ShareText.Shape(found: ["DECISIONS"], missed: [], bigWord: "DECISIONS")
        let unicode = ShareText.lines(
            day: "2026-11-24", rank: "Good", score: 600, total: 6000, words: 1, longestWordLength: 9, shape: found,
            unicode: true)
        #expect(unicode.suffix(2) == ["8+ ●●●●●●●●●● 1/1", "★ big word (9 letters) found"])
    }

    /// Each part of the day has its own line: the round's rank, then the hunt's, with its words.
    @Test func theHuntHasItsOwnLineAfterTheRounds() throws {
        let puzzle = DailyPuzzle(day: CalendarDay(dayNumber: 20_788), lexicon: try Lexicon.bundled())
        let words = puzzle.words.map(\.word)
        let hunt = DailyHunt(puzzle, found: words.dropLast(3))
        let lines = ShareText.lines(
            day: "2026-12-01", rank: "Good", score: 600, total: puzzle.total, words: 9, longestWordLength: 6,
            hunt: ShareText.HuntLine(hunt), unicode: false)
        #expect(lines.first == "wordfall daily #8 2026-12-01")
        #expect(lines[1] == "Round: Good ####......")
        #expect(lines.last == "Hunt: Genius #########. \(words.count - 3) of \(words.count) words")
        // Its finds are counted apart, as on the home screen and at the end (issue 41's leftover 1).
        let finds = try #require(puzzle.finds.first?.word)
        let withFind = ShareText.lines(
            day: "2026-12-01", rank: "Good", score: 600, total: puzzle.total, words: 9, longestWordLength: 6,
            hunt: ShareText.HuntLine(DailyHunt(puzzle, found: words.dropLast(3) + [finds])), unicode: false)
        #expect(withFind.last == "Hunt: Genius #########. \(words.count - 3) of \(words.count) words + 1 find")
        #expect(!lines.joined().contains(words[0]), "no word is named")
    }

    /// Another language's daily is another board: its first line names the language (ASCII: its English
    /// name), so a friend does not compare it with English's.
    @Test func anotherLanguagesShareTextNamesIt() {
        let ascii = ShareText.lines(
            day: "2026-12-02", rank: "Great", score: 3440, total: 6920, words: 5, longestWordLength: 7,
            unicode: false, language: .catalan)
        #expect(ascii[0] == "wordfall daily Catalan #9 2026-12-02")
        #expect(ascii.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        let unicode = ShareText.lines(
            day: "2026-12-02", rank: "Great", score: 3440, total: 6920, words: 5, longestWordLength: 7,
            unicode: true, language: .catalan)
        #expect(unicode[0] == "wordfall daily Català #9 2026-12-02")
    }

    /// Issue 41, item 4: a find as long as the big word counts as it. Its row shows the find after the board's
    /// figure (issue 41's leftover 2: `8+ 0/1` beside "big word found ... by a find" read as a contradiction),
    /// and the words line counts as the hunt does: the board's words of its words, finds apart.
    @Test func aBigWordFoundByAFindSaysSo() {
        let shape = ShareText.Shape(
            found: ["CAT"], missed: ["DOG", "DECISIONS"], bigWord: "DECISIONS",
            played: ["CAT", "SEASIDERS", "TACO"])
        let lines = ShareText.lines(
            day: "2026-11-24", rank: "Good", score: 10, total: 90, words: 3, longestWordLength: 9, shape: shape,
            unicode: false)
        #expect(
            lines.suffix(5) == [
                "1 of 3 words + 2 finds, your longest 9 letters",
                "3  #####..... 1/2", "4  .......... 0/0 + 1 find", "8+ .......... 0/1 + 1 find",
                "big word (9 letters) found, by a 9-letter find",
            ])
        let itself = ShareText.Shape(found: ["CAT", "DECISIONS"], missed: ["DOG"], bigWord: "DECISIONS")
        let own = ShareText.lines(
            day: "2026-11-24", rank: "Good", score: 10, total: 90, words: 2, longestWordLength: 9, shape: itself,
            unicode: false)
        #expect(own.last == "big word (9 letters) found")
    }
}
