import Testing
import WordfallTestSupport

@testable import WordfallCore

/// Every try a new game (docs/RULES.md): a retry keeps a falling board's design but not what falls, draws
/// a random board anew, and redraws a static board; its level is one like any other, kept and replayed.
@Suite struct LevelRetryTests {
    static let falling = Fixture.level(
        [GoalSpec(.words(count: 5))], rules: Rules(refill: .gravity, moves: 10), seed: 7)

    /// The boards a game shows after each of `words`.
    static func boards(_ level: Level, _ words: [String]) -> [[String]] {
        let (game, _) = Fixture.start(level)
        return words.map {
            game.submit(word: $0)
            return game.board.rowStrings
        }
    }

    @Test func aRetryOfAFallingBoardOpensOnItsDesignAndDrawsNewRefills() {
        let retry = Self.falling.retried(seed: 99, lexicon: Fixture.lexicon)
        #expect(retry.board == Self.falling.board, "the opening board is the level's design")
        #expect(retry.seed == 99)
        #expect(retry.goals == Self.falling.goals && retry.rules == Self.falling.rules)
        // Try 1 and the retry part after the first word: the refill is new.
        #expect(Self.boards(Self.falling, ["CAT"]) != Self.boards(retry, ["CAT"]))
        // The same retry is the same game (a replay of its text is exact).
        #expect(
            Self.boards(retry, ["CAT"])
                == Self.boards(Self.falling.retried(seed: 99, lexicon: Fixture.lexicon), ["CAT"]))
    }

    @Test func aRandomBoardIsDrawnAnewEachTry() {
        let level = Level(
            id: "random", title: "Random", board: .random(rows: 4, columns: 4), seed: 1,
            goals: [GoalSpec(.words(count: 1))])
        let first = Game(level: level, lexicon: Fixture.lexicon).board
        let retry = Game(level: level.retried(seed: 2, lexicon: Fixture.lexicon), lexicon: Fixture.lexicon).board
        #expect(first != retry)
        #expect(
            level.asTry(level.retried(seed: 2, lexicon: Fixture.lexicon))
                == level.retried(seed: 2, lexicon: Fixture.lexicon))
    }

    @Test func aStaticBoardIsRedrawnFromItsOwnTilesKeepingItsGoalsPossible() throws {
        // Three of each letter: most of its shuffles hold CAT and TAC, its two words.
        let level = Fixture.level([GoalSpec(.words(count: 2))], rows: ["CAT", "CAT", "CAT"])
        let retry = level.retried(seed: 5, lexicon: Fixture.lexicon)
        guard case .fixed(let board) = level.board, case .fixed(let redrawn) = retry.board else {
            Issue.record("fixed boards")
            return
        }
        #expect(redrawn != board && redrawn != board.turnedHalfway, "a shuffled board, not only turned")
        #expect(redrawn.tiles.map(\.letter).sorted() == board.tiles.map(\.letter).sorted())
        let words = Fixture.lexicon.words(on: redrawn, minLength: 3)
        #expect(Set(words.map(\.word)) == ["CAT", "TAC"], "its goal can be done, its words as good")
        // Its text loads back as the same level, and is known as a try of the level (a kept game resumes).
        let loaded = try LevelLoader().load(bytes: Array(retry.fileText.utf8), path: "fixture.json")
        #expect(loaded == retry)
        #expect(level.asTry(loaded) == retry)
        var other = level
        other.id = "other"
        #expect(other.asTry(loaded) == nil)
    }

    @Test func aStaticBoardWhoseWordGoalNoShuffleKeepsIsTurned() {
        // DOGE is formable on CAT/SER/DOG and on few of its shuffles: none of the 12 drawn keeps it here.
        let level = Fixture.level([GoalSpec(.word("DOGE"))])
        let retry = level.retried(seed: 1, lexicon: Fixture.lexicon)
        guard case .fixed(let board) = level.board, case .fixed(let redrawn) = retry.board else {
            Issue.record("fixed boards")
            return
        }
        let words = Fixture.lexicon.words(on: redrawn, minLength: 3).map(\.word)
        #expect(words.contains("DOGE"), "the goal's word is still on the board")
        #expect(redrawn != board)
    }
}
