import Testing

@testable import WordfallCore

/// What the bot weighs a board's words by without making their strings (`FoundWord.letterCount`,
/// `forEachCell`, `FoundTexts`) says what the strings and paths say, on boards small and large, with Q
/// tiles and words too long to pack.
@Suite struct FoundTextsTests {
    @Test(arguments: [(4, 4, UInt64(1)), (5, 5, 2), (8, 8, 3), (12, 12, 4), (2, 40, 5)])
    func agreesWithTheStrings(rows: Int, columns: Int, seed: UInt64) throws {
        let lexicon = try Lexicon.bundled()
        let board = SolverTests.randomBoard(rows: rows, columns: columns, seed: seed)
        let words = lexicon.words(on: board, minLength: 3)
        #expect(!words.isEmpty)
        for word in words {
            #expect(word.letterCount == word.word.utf8.count, "\(word.word)")
            var cells: [Position] = []
            word.forEachCell { row, column in cells.append(Position(row: row, column: column)) }
            #expect(cells == word.path, "\(word.word)")
        }
        // Every other word found, and two words too long to pack (more than 12 letters).
        let found =
            words.enumerated().filter { $0.offset % 2 == 0 }.map(\.element.word)
            + ["EXTRAORDINARILY", "QUESTIONNAIRES"]
        let texts = FoundTexts(found)
        let strings = Set(found)
        for word in words { #expect(texts.contains(word) == strings.contains(word.word), "\(word.word)") }
        for long in ["EXTRAORDINARILY", "QUESTIONNAIRES", "UNQUESTIONABLY"] {
            let word = FoundWord(word: long, path: [], points: 1)
            #expect(word.letterCount == long.utf8.count)
            #expect(texts.contains(word) == strings.contains(long))
        }
        #expect(!FoundTexts([]).contains(words[0]))
    }
}
