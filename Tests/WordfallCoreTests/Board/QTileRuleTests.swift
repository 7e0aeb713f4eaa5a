import Testing
import WordfallTestSupport

@testable import WordfallCore

/// What a Q tile reads is its tile set's rule (docs/RULES.md, "Languages"): QU in English, Q alone in a set
/// of all 26 letters whose Q reads Q (French COQ and CINQ, Dutch), in the solver, the best path, the probe
/// for a word left and the game alike, on the same letters.
@Suite struct QTileRuleTests {
    /// English's 26 letters and values with a Q that reads Q alone, as French's and Dutch's sets have.
    static let qAlone = Language(
        code: "qq", name: "q alone", ownName: "Q alone",
        tiles: TileSet(
            tiles: TileSet.english.tiles.map {
                $0.code == UInt8(ascii: "Q")
                    ? LanguageTile(code: $0.code, face: "Q", typed: ["q"], value: $0.value, count: $0.count) : $0
            },
            qReadsQU: false, vowels: "AEIOU", hardLetters: "JKQVXZ", folds: false))
    static let rows = ["COQ", "INU", "TSE"]
    static let lexicon = Lexicon(words: ["COQ", "CINQ", "QUE", "QUN"])

    /// `rows` as a board whose Q tiles read QU where `qReadsQU`.
    static func board(qReadsQU: Bool) -> Board {
        let tiles = rows.joined().utf8.map { Tile(letter: $0, qReadsQU: qReadsQU) }
        return Board(rows: rows.count, columns: rows[0].count, tiles: tiles)
    }

    @Test func aTileReadsWhatItsSetSays() {
        let q = UInt8(ascii: "Q")
        #expect(Tile(letter: q).readsQU && Tile(letter: q).text == "QU" && Tile(letter: q).letterCount == 2)
        let alone = Tile(letter: q, qReadsQU: false)
        #expect(!alone.readsQU && alone.text == "Q" && alone.letterCount == 1)
        #expect(!Tile(letter: UInt8(ascii: "U")).readsQU)
        #expect(TileSet.english.bag.qReadsQU && TileSet.catalan.bag.qReadsQU)
        #expect(!Self.qAlone.tiles.bag.qReadsQU)
        var random = SplitMix64(seed: 7)
        let drawn = Board.random(rows: 12, columns: 12, bag: Self.qAlone.tiles.bag, using: &random)
        #expect(drawn.tiles.contains { $0.letter == q }, "a 12x12 board of this seed draws a Q")
        #expect(!drawn.qReadsQU && drawn.tiles.allSatisfy { !$0.readsQU })
    }

    /// Each word, its points and its path, as the model tests' events write them.
    static func described(_ words: [FoundWord]) -> [String] {
        words.map { "\($0.word) \($0.points) " + $0.path.map { "\($0.row),\($0.column)" }.joined(separator: " ") }
    }

    @Test func theSolverReadsTheBoardsRule() {
        #expect(
            Self.described(Self.lexicon.words(on: Self.board(qReadsQU: false), minLength: 3)) == [
                "CINQ 300 0,0 1,0 1,1 0,2", "COQ 140 0,0 0,1 0,2", "QUE 120 0,2 1,2 2,2", "QUN 120 0,2 1,2 1,1",
            ])
        // English's rule on the same letters: the Q tile is QU, so only QUN (Q then N) is there, 3 letters.
        #expect(
            Self.described(Self.lexicon.words(on: Self.board(qReadsQU: true), minLength: 3)) == ["QUN 110 0,2 1,1"])
        let summary = Self.lexicon.summary(on: Self.board(qReadsQU: false), minLength: 4)
        #expect(summary.count == 1 && summary.best?.word == "CINQ")
    }

    @Test func theBestPathAndAPathsTextReadTheRule() {
        let alone = Self.board(qReadsQU: false)
        #expect(alone.bestPath(spelling: "cinq") == cells((0, 0), (1, 0), (1, 1), (0, 2)))
        #expect(alone.text(of: cells((0, 2), (1, 2), (2, 2))) == "QUE")
        #expect(alone.text(of: cells((0, 0), (0, 1), (0, 2))) == "COQ")
        #expect(alone.bestPath(spelling: "QUN") == cells((0, 2), (1, 2), (1, 1)))
        let english = Self.board(qReadsQU: true)
        #expect(english.bestPath(spelling: "COQ") == nil)
        #expect(english.bestPath(spelling: "QUN") == cells((0, 2), (1, 1)))
        #expect(english.text(of: cells((0, 2), (1, 1))) == "QUN")
        #expect(GoalFeasibility.pieces("QUE", qReadsQU: false) == Array("QUE".utf8))
        #expect(GoalFeasibility.pieces("QUE") == Array("QE".utf8))
    }

    /// The game accepts COQ where the Q reads Q alone, scored as three letters, and the probe for a word left
    /// finds COQ last: the level ends for want of words only once it is found.
    @Test func aGameOfTheSetPlaysItsQ() {
        let level = Level(
            id: "q", title: "Q alone", language: Self.qAlone, board: .fixed(Self.board(qReadsQU: false)),
            rules: Rules(refill: .none, shuffles: 0), goals: [GoalSpec(.words(count: 9))])
        let (game, recorder) = Fixture.start(level, lexicon: Self.lexicon)
        for word in ["CINQ", "QUE", "QUN", "COQ"] { game.submit(word: word) }
        #expect(
            recorder.take() == [
                "wordAccepted CINQ 0,0 1,0 1,1 0,2 300", "scoreChanged 300 +300", "goalProgress 0 1/9",
                "wordAccepted QUE 0,2 1,2 2,2 120", "scoreChanged 420 +120", "goalProgress 0 2/9",
                "wordAccepted QUN 0,2 1,2 1,1 120", "scoreChanged 540 +120", "goalProgress 0 3/9",
                "wordAccepted COQ 0,0 0,1 0,2 140", "scoreChanged 680 +140", "goalProgress 0 4/9",
                "levelFailed 680 noWordsLeft",
            ])
        let english = Level(
            id: "q", title: "QU", board: .fixed(Self.board(qReadsQU: true)), rules: Rules(refill: .none, shuffles: 0),
            goals: [GoalSpec(.words(count: 9))])
        let (englishGame, englishRecorder) = Fixture.start(english, lexicon: Self.lexicon)
        englishGame.submit(word: "COQ")
        englishGame.submit(word: "QUN")
        #expect(
            englishRecorder.take() == [
                "wordRejected COQ notOnBoard", "wordAccepted QUN 0,2 1,1 110", "scoreChanged 110 +110",
                "goalProgress 0 1/9", "levelFailed 110 noWordsLeft",
            ])
    }
}
