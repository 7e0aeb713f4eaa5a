import Testing
import WordfallTestSupport

@testable import WordfallCore

/// Result lines and their comparison (docs/RULES.md, "Challenges"): a line reads back, its words are played
/// again on the board, and a line whose words the board cannot give or whose score does not follow from them
/// is refused, even with its check symbols made anew (a forger's).
@Suite struct ChallengeResultTests {
    static let code = ChallengeCode(game: .levelFile(contentHash: 7), wordList: 1)
    /// CAT / SER / DOG, static, a 60-second clock.
    static let level = Fixture.level([GoalSpec(.score(target: 1000))], rules: Rules(refill: .none, timeLimit: 60))

    static func line(_ name: String, _ moves: [TimedMove]) -> ChallengeResult {
        ChallengeReplay.result(code: code, name: name, level: level, lexicon: Fixture.lexicon, moves: moves)
    }

    @Test func aGameBecomesALineThatReplaysToItsScore() throws {
        let result = Self.line(
            "ann",
            [
                TimedMove(move: .word("CAT"), at: 2.5), TimedMove(move: .word("XYZ"), at: 3),
                TimedMove(move: .hint, at: 4),
                TimedMove(move: .path([.init(row: 2, column: 0), .init(row: 1, column: 1)]), at: 5),
                TimedMove(
                    move: .path([.init(row: 2, column: 0), .init(row: 2, column: 1), .init(row: 2, column: 2)]), at: 7.9
                ),
            ])
        #expect(
            result.line
                == "\(Self.code.compact):ann:100:CAT@2,DOG@7=060708:\(ChallengeResult.check("\(Self.code.compact):ann:100:CAT@2,DOG@7=060708"))"
        )
        let read = try ChallengeResult(reading: result.line.lowercased())
        let replay = try ChallengeReplay(read, level: Self.level, lexicon: Fixture.lexicon)
        #expect(replay.score == 100)
        #expect(replay.words.map(\.word) == ["CAT", "DOG"])
        #expect(replay.words.map(\.second) == [2, 7])
    }

    @Test func anEditedScoreIsRefusedEvenWithANewCheck() throws {
        var forged = Self.line("ann", [TimedMove(move: .word("CAT"), at: 1)])
        forged.score = 5000
        let read = try ChallengeResult(reading: forged.line)
        #expect(throws: ChallengeResultError.wrongScore(said: 5000, words: 50)) {
            try ChallengeReplay(read, level: Self.level, lexicon: Fixture.lexicon)
        }
    }

    @Test func aWordTheBoardCannotGiveIsRefused() throws {
        let forged = ChallengeResult(
            code: Self.code, name: "bob", score: 50, steps: [.word("QUEEN", second: 1, path: nil)])
        let read = try ChallengeResult(reading: forged.line)
        #expect(throws: ChallengeResultError.rejected(1, word: "QUEEN", reason: "notOnBoard")) {
            try ChallengeReplay(read, level: Self.level, lexicon: Fixture.lexicon)
        }
        let late = ChallengeResult(
            code: Self.code, name: "bob", score: 50, steps: [.word("CAT", second: 61, path: nil)])
        #expect(throws: ChallengeResultError.rejected(1, word: "CAT", reason: "levelOver")) {
            try ChallengeReplay(try ChallengeResult(reading: late.line), level: Self.level, lexicon: Fixture.lexicon)
        }
    }

    @Test func aMistypedOrCutLineIsRefused() {
        let line = Self.line("ann", [TimedMove(move: .word("CAT"), at: 1)]).line
        #expect(throws: ChallengeResultError.doesNotCheck) {
            try ChallengeResult(reading: line.replacingOccurrences(of: ":50:", with: ":60:"))
        }
        #expect(throws: ChallengeResultError.notAResult) { try ChallengeResult(reading: String(line.prefix(30))) }
        #expect(throws: ChallengeResultError.notAResult) { try ChallengeResult(reading: "hello") }
    }

    @Test func theComparisonSaysWhoFoundWhatAndWhoWon() throws {
        let ann = try ChallengeReplay(
            Self.line("ann", [TimedMove(move: .word("CAT"), at: 1), TimedMove(move: .word("DOG"), at: 3)]),
            level: Self.level, lexicon: Fixture.lexicon)
        let bob = try ChallengeReplay(
            Self.line("bob", [TimedMove(move: .word("DOG"), at: 2), TimedMove(move: .word("DOGE"), at: 9)]),
            level: Self.level, lexicon: Fixture.lexicon)
        let board = Fixture.lexicon.words(on: Game(level: Self.level, lexicon: Fixture.lexicon).board, minLength: 3)
        let comparison = ChallengeComparison([ann, bob], boardWords: board)
        #expect(comparison.players.map(\.name) == ["bob", "ann"])
        #expect(comparison.players.map(\.rank) == [1, 2])
        #expect(comparison.both == [ScoredWord(word: "DOG", points: 50)])
        #expect(comparison.players[0].only.map(\.word) == ["DOGE"])
        #expect(comparison.players[1].only.map(\.word) == ["CAT"])
        #expect(comparison.winner == "bob")
        let draw = ChallengeComparison([ann, ann], boardWords: board)
        #expect(draw.winner == nil)
        #expect(draw.players.map(\.rank) == [1, 1])
        #expect(comparison.players.map(\.label) == ["bob", "ann"])
    }

    /// Issue 42: two lines of one name read apart, by their place among that name's lines as given.
    @Test func twoLinesOfOneNameAreToldApart() throws {
        let first = try ChallengeReplay(
            Self.line("ann", [TimedMove(move: .word("CAT"), at: 1)]), level: Self.level, lexicon: Fixture.lexicon)
        let bob = try ChallengeReplay(
            Self.line("bob", [TimedMove(move: .word("CAT"), at: 1)]), level: Self.level, lexicon: Fixture.lexicon)
        let second = try ChallengeReplay(
            Self.line("ann", [TimedMove(move: .word("DOG"), at: 2), TimedMove(move: .word("DOGE"), at: 9)]),
            level: Self.level, lexicon: Fixture.lexicon)
        let board = Fixture.lexicon.words(on: Game(level: Self.level, lexicon: Fixture.lexicon).board, minLength: 3)
        let comparison = ChallengeComparison([first, bob, second], boardWords: board)
        #expect(comparison.players.map(\.label) == ["ann (2)", "ann (1)", "bob"])
        #expect(comparison.players.map(\.name) == ["ann", "ann", "bob"])
        #expect(comparison.winner == "ann (2)")
    }
}
