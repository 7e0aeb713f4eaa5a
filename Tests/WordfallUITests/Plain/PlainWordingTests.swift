import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// The sentences plain mode says, one by one.
@Suite struct PlainWordingTests {
    static let board = makeBoard(["CATS", "ODER", "GNIP", "SQUE"], bonus: ["....", ".2..", "...D", "3..T"])

    @Test func theBoardIsReadRowByRowWithColumnsAndBonusesInWords() {
        #expect(
            PlainWording.board(Self.board) == [
                "Board, 4 rows of 4 tiles:",
                "Row 1: 1 C, 2 A, 3 T, 4 S.",
                "Row 2: 1 O, 2 D (double letter), 3 E, 4 R.",
                "Row 3: 1 G, 2 N, 3 I, 4 P (double word).",
                "Row 4: 1 S (triple letter), 2 QU, 3 U, 4 E (triple word).",
            ])
    }

    /// The screen's red `!2` is not read aloud: a burning tile says its fuse in words.
    @Test func aBurningTileSaysHowManyWordsItHasLeft() {
        let tiles = [
            Tile(letter: UInt8(ascii: "C"), fuse: 2), Tile(letter: UInt8(ascii: "A"), bonus: .doubleWord, fuse: 1),
            Tile(letter: UInt8(ascii: "T")),
        ]
        #expect(
            PlainWording.board(Board(rows: 1, columns: 3, tiles: tiles)) == [
                "Board, 1 row of 3 tiles:",
                "Row 1: 1 C (burning, 2 words left), 2 A (double word, burning, 1 word left), 3 T.",
            ])
    }

    @Test(arguments: [
        (0.0, "0 seconds"), (0.2, "1 second"), (59.5, "1 minute"), (61, "1 minute 1 second"),
        (125, "2 minutes 5 seconds"), (180, "3 minutes"),
    ])
    func timeIsSaidInWordsRoundedUpAsTheScreensClock(_ seconds: Double, _ said: String) {
        #expect(PlainWording.time(seconds) == said)
    }

    @Test func wordsAcceptedAndRefused() {
        let cat = AcceptedWord(word: "CAT", path: [], tiles: [], points: 50)
        #expect(PlainWording.accepted(cat) == "CAT accepted, 50 points.")
        let one = AcceptedWord(word: "AT", path: [], tiles: [], points: 1)
        #expect(PlainWording.accepted(one) == "AT accepted, 1 point.")
        let short = RejectedWord(word: "AT", reason: .tooShort, isPath: false)
        #expect(PlainWording.rejected(short, minWordLength: 3) == "AT: too short: words need at least 3 letters.")
        let empty = RejectedWord(word: "", reason: .invalidInput, isPath: false)
        #expect(PlainWording.rejected(empty, minWordLength: 3) == "That: letters only, please.")
    }

    /// A line of 4,096 letters piped into plain mode was read back whole to the screen reader, a
    /// 4,132-character line: a refused line is quoted as every value a message quotes, cut with a marker.
    @Test func aVeryLongRefusedLineIsQuotedCutWithItsLength() {
        let long = RejectedWord(word: String(repeating: "A", count: 4096), reason: .notInDictionary, isPath: false)
        #expect(
            PlainWording.rejected(long, minWordLength: 3)
                == String(repeating: "A", count: 60)
                + "...(4096 characters in all): not in the dictionary (`wordfall words add WORD` accepts it in your next games)."
        )
    }

    /// Asked again, a hint says the word's first tiles, never the whole word (issue 40: it gave QUIP away).
    @Test func aHintFirstNudgesThenSaysWhereItsFirstTilesAre() {
        let path = [Position(row: 3, column: 1), Position(row: 2, column: 2), Position(row: 2, column: 3)]
        #expect(
            PlainWording.nudge(word: "QUIP", path: path, board: Self.board)
                == "Hint: a 4-letter word starting with QU at row 4, column 2. Type hint again for more.")
        #expect(
            PlainWording.reveal(word: "QUIP", path: path, points: 560, board: Self.board)
                == "Hint: a 4-letter word, 560 points, starting QU at row 4, column 2. The rest is yours.")
    }

    @Test(arguments: [
        ("Games played      12", "Games played: 12"),
        ("Best word         QUIP (560 points)", "Best word: QUIP (560 points)"),
        ("Pack starter: 2 levels played, 1 completed", "Pack starter: 2 levels played, 1 completed"),
        ("  01  **.  best 1,250, best word QUIP", "01: 2 of 3 stars, best 1,250, best word QUIP"),
        ("  02  ...  best 40, not completed", "02: 0 of 3 stars, best 40, not completed"),
        ("  Quick One  ★☆☆  best 70, best word DOG", "Quick One: 1 of 3 stars, best 70, best word DOG"),
    ])
    func statisticsAreSaidWithoutColumnsOrStarSymbols(_ line: String, _ said: String) {
        #expect(PlainWording.statistics(line) == said)
    }

    @Test func howALevelEnds() {
        #expect(
            PlainWording.ending(failure: nil, byPlayer: false, score: 1_250, stars: 2)
                == "Level complete! 2 of 3 stars. Score 1,250.")
        #expect(
            PlainWording.ending(failure: .outOfMoves, byPlayer: false, score: 40, stars: 0)
                == "Level over. Out of moves: every move is used up. Score 40.")
        #expect(
            PlainWording.ending(failure: nil, byPlayer: true, score: 0, stars: 0) == "You ended the level. Score 0.")
        #expect(
            PlainWording.ending(failure: nil, byPlayer: true, score: 5, stars: 0, daily: true)
                == "You ended the puzzle. Score 5.")
        #expect(
            PlainWording.ending(failure: .outOfTime, byPlayer: false, score: 5, stars: 0, daily: true)
                == "Time is up. Score 5.")
    }
}
