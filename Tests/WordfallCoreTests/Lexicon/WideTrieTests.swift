import Foundation
import Testing

@testable import WordfallCore

/// A set of more than 26 tiles (decision 0460): the code letters 0-9 after A-Z, a `WFTRIE04` trie with their
/// bits in 54-63, and the solver, the lookups and the validator reading them as letters of their own.
@Suite struct WideTrieTests {
    /// A list in code letters, read with the digits as code letters: CAE, and CALLE with an LL tile (code 1).
    static func wideLexicon(_ text: String = "cae\nca1e\na1a\n0ico\n") -> Lexicon {
        var builder = WordListBuilder()
        builder.codeDigits = true
        var text = text
        text.withUTF8 { builder.addLines($0) }
        return Lexicon(builder)
    }

    /// A board `rows` x `columns` whose first row starts C A LL E, the rest X (a letter no word has).
    static func board(rows: Int, columns: Int) -> Board {
        let values = TileSet.spanish.values
        var letters = [UInt8](repeating: UInt8(ascii: "X"), count: rows * columns)
        for (offset, letter) in "CA1E".utf8.enumerated() { letters[offset] = letter }
        return Board(
            rows: rows, columns: columns,
            tiles: letters.map { Tile(letter: $0, value: values[LetterCode.index($0)]) })
    }

    @Test func theCodeLettersAreAToZThenTheDigits() {
        #expect(
            (0..<LetterCode.count).map(LetterCode.code(index:)) == Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8))
        #expect((0..<LetterCode.count).allSatisfy { LetterCode.index(LetterCode.code(index: $0)) == $0 })
        #expect(LetterCode.index(ofCodeOrLower: UInt8(ascii: "z")) == 25)
        #expect(LetterCode.index(ofCodeOrLower: UInt8(ascii: "9")) == 35)
        #expect(LetterCode.index(ofCodeOrLower: UInt8(ascii: "[")) == nil)
        #expect(!LetterCode.isCode(UInt8(ascii: "a")) && LetterCode.isCode(UInt8(ascii: "0")))
    }

    @Test func aListWithCodeDigitsIsWideAndLooksThemUp() {
        let lexicon = Self.wideLexicon()
        #expect(lexicon.isWide && lexicon.count == 4)
        #expect(lexicon.contains("CA1E") && lexicon.contains("ca1e") && lexicon.contains("0ICO"))
        #expect(lexicon.contains("A1A") && lexicon.contains("CAE"))
        #expect(!lexicon.contains("CA2E") && !lexicon.contains("CALE") && !lexicon.contains("CA1"))
        #expect(lexicon.hasPrefix("CA1") && !lexicon.hasPrefix("CA0"))
        #expect(lexicon.wordListText() == "a1a\ncae\nca1e\n0ico\n")
        // Without `codeDigits` a digit is no letter: the lines with one are no words, and the list is narrow.
        let narrow = Lexicon(words: ["cae", "ca1e"])
        #expect(!narrow.isWide && narrow.count == 1 && !narrow.contains("CA1E"))
    }

    @Test func aWideIndexFileIsWrittenAndReadBack() throws {
        let lexicon = Self.wideLexicon()
        let never = Self.wideLexicon("a1a\n")
        let bytes = LexiconTrie.fileBytes(
            nodes: Array(UnsafeBufferPointer(start: lexicon.nodes, count: lexicon.nodeCount)), wordCount: lexicon.count,
            neverOffered: Array(UnsafeBufferPointer(start: never.nodes, count: never.nodeCount)), neverOfferedCount: 1,
            wide: true)
        #expect(Array(bytes.prefix(8)) == Array("WFTRIE04".utf8))
        let path = NSTemporaryDirectory() + "wordfall-wide-\(getpid()).trie"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let mapped = try Lexicon(indexFile: path)
        #expect(mapped.isWide && mapped.count == 4 && mapped.contains("CA1E") && !mapped.contains("CA2E"))
        #expect(mapped.neverOfferedWords().isWide && mapped.neverOfferedWords().contains("A1A"))
    }

    /// Every variant of the search (a board of at most 64 cells, a banded one, a listed one) finds CALLE with
    /// its LL tile, one letter worth 8, and CAE where its E touches the A (on the 2x2 board).
    @Test(arguments: [(2, 2), (5, 14), (3, 22)]) func theSolverReadsTheWideLetters(rows: Int, columns: Int) {
        let words = Self.wideLexicon().words(on: Self.board(rows: rows, columns: columns), minLength: 3)
        // CA1E: 10 x (3 + 1 + 8 + 1) x (4 - 2); CAE: 10 x (3 + 1 + 1).
        let touching = rows == 2
        #expect(words.map(\.word) == (touching ? ["CA1E", "CAE"] : ["CA1E"]))
        #expect(words.map(\.points) == (touching ? [260, 50] : [260]))
    }

    /// A list without the wide letters on a board with one: the tile leads nowhere, and nothing breaks.
    @Test func aNarrowListOnAWideBoardSkipsTheWideTiles() {
        let words = Lexicon(words: ["cae", "cax"]).words(on: Self.board(rows: 2, columns: 3), minLength: 3)
        #expect(words.map(\.word) == ["CAX", "CAE"])
    }

    @Test func theValidatorTakesCodeDigitsOnlyWithAWideList() {
        let board = Self.board(rows: 2, columns: 2)
        let wide = WordValidator(lexicon: Self.wideLexicon(), minWordLength: 3)
        guard case .accepted(let accepted) = wide.verdict(word: "ca1e", on: board, levelOver: false) else {
            Issue.record("CA1E is not accepted")
            return
        }
        #expect(accepted.word == "CA1E")
        let narrow = WordValidator(lexicon: Lexicon(words: ["cae"]), minWordLength: 3)
        #expect(
            narrow.verdict(word: "ca1e", on: board, levelOver: false)
                == .rejected(RejectedWord(word: "CA1E", reason: .invalidInput)))
    }
}
