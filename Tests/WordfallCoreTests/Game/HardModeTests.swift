import Testing
import WordfallTestSupport

@testable import WordfallCore

/// Hard mode (docs/RULES.md, "Hard mode"): a word refused for a reason a player could have avoided costs a
/// move, else 10 seconds of the clock, else 50 points; asserted as whole event lists.
@Suite struct HardModeTests {
    /// CAT is a slur in this list, so refused as offensive; DOG and ACT (not on the board) ordinary words.
    static let lexicon = Lexicon(builderText: "act\t10\ncat\t10\tslur\ndog\t10\n")

    static func level(_ rules: Rules) -> Level {
        var rules = rules
        rules.hard = true
        return Fixture.level([GoalSpec(.words(count: 3))], rows: ["CAT", "DOG"], rules: rules)
    }

    @Test func aRefusedWordCostsAMoveAndTheLastMoveCanBeLostSo() {
        let (game, recorder) = Fixture.start(Self.level(Rules(refill: .none, moves: 3)), lexicon: Self.lexicon)
        game.submit(word: "dgo")
        #expect(recorder.take() == ["wordRejected DGO notInDictionary", "charged move 1", "movesChanged 2"])
        game.submit(word: "dog")
        #expect(recorder.take().first == "wordAccepted DOG 1,0 1,1 1,2 50")
        // Not on the board: the last move goes, and with it the level.
        game.submit(word: "act")
        #expect(
            recorder.take() == [
                "wordRejected ACT notOnBoard", "charged move 1", "movesChanged 0", "levelFailed 50 outOfMoves",
            ])
    }

    /// A word already found is there: played again, it is refused without a charge (issue 40's play-test:
    /// hard mode charged for a repeated word), on a level with moves, a clock, or neither.
    @Test(arguments: [Rules(refill: .none, moves: 3), Rules(refill: .none, timeLimit: 15), Rules(refill: .none)])
    func aWordAlreadyFoundIsRefusedWithoutACharge(rules: Rules) {
        let (game, recorder) = Fixture.start(Self.level(rules), lexicon: Self.lexicon)
        game.submit(word: "dog")
        _ = recorder.take()
        game.submit(word: "DOG")
        #expect(recorder.take() == ["wordRejected DOG alreadyFound"])
        #expect(game.score == 50)
        #expect(game.movesLeft == rules.moves.map { $0 - 1 })
        #expect(game.timeLeft == rules.timeLimit)
        #expect(game.status == .playing)
    }

    @Test func onAClockARefusedWordCostsTenSecondsAndCanEndIt() {
        let (game, recorder) = Fixture.start(
            Self.level(Rules(refill: .none, timeLimit: 15)), lexicon: Self.lexicon)
        game.submit(word: "do")
        #expect(recorder.take() == ["wordRejected DO tooShort", "charged time 10", "clockTicked 10.0 5.0"])
        #expect(game.timeLeft == 5)
        game.submit(word: "god")
        #expect(
            recorder.take() == [
                "wordRejected GOD notInDictionary", "charged time 5", "clockTicked 15.0 0.0",
                "levelFailed 0 outOfTime",
            ])
    }

    @Test func withNeitherARefusedWordCostsPointsNeverBelowZero() {
        let (game, recorder) = Fixture.start(Self.level(Rules(refill: .none)), lexicon: Self.lexicon)
        game.submit(word: "dog")
        _ = recorder.take()
        game.submit(word: "odc")
        #expect(recorder.take() == ["wordRejected ODC notInDictionary", "charged points 50", "scoreChanged 0 +-50"])
        game.submit(word: "act")
        #expect(recorder.take() == ["wordRejected ACT notOnBoard", "charged points 0", "scoreChanged 0 +0"])
        #expect(game.score == 0)
    }

    @Test func anOffensiveWordABadLineAndTheEndCostNothing() {
        let (game, recorder) = Fixture.start(Self.level(Rules(refill: .none, moves: 3)), lexicon: Self.lexicon)
        game.submit(word: "cat")
        game.submit(word: "d0g")
        #expect(recorder.take() == ["wordRejected CAT offensive", "wordRejected D0G invalidInput"])
        #expect(game.movesLeft == 3)
    }

    @Test func outsideHardModeARefusedWordCostsNothing() {
        var level = Self.level(Rules(refill: .none, moves: 2))
        level.rules.hard = false
        let (game, recorder) = Fixture.start(level, lexicon: Self.lexicon)
        game.submit(word: "dgo")
        #expect(recorder.take() == ["wordRejected DGO notInDictionary"])
        #expect(game.movesLeft == 2)
    }

    /// The level file says it, and its text keeps it (a replay of a hard game is a hard game).
    @Test func hardIsALevelRuleItsTextKeeps() throws {
        let level = Self.level(Rules(refill: .none, moves: 2))
        let text = LevelFileText.text(of: level)
        #expect(text.contains("\"hard\": true"))
        let read = try LevelLoader().load(bytes: Array(text.utf8), path: "fixture.json")
        #expect(read.rules.hard)
        #expect(level.asTry(Self.level(Rules(refill: .none, moves: 2)))?.rules.hard == true)
    }
}
