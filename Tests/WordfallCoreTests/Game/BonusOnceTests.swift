import Testing
import WordfallTestSupport

@testable import WordfallCore

/// docs/RULES.md, "Bonuses spent": on a static board with `bonusOnce`, the word that uses a bonus tile
/// spends its bonus (issue 29's play-test: Bonus Hunt's bonuses were crossed again and again).
@Suite struct BonusOnceTests {
    static let lexicon = Lexicon(words: ["CAT", "SAT", "DOG"])

    static func level(bonusOnce: Bool) -> Level {
        Level(
            id: "once", title: "Once", board: .fixed(makeBoard(["CAT", "SER", "DOG"], bonus: [".D.", "...", "..."])),
            rules: Rules(refill: .none, moves: 5, bonusOnce: bonusOnce), goals: [GoalSpec(.score(target: 100_000))])
    }

    static func cells(_ text: String) -> [Position] { FallingTilesTests.cells(text) }

    @Test func theWordThatUsesABonusTileSpendsIt() {
        let (game, recorder) = Fixture.start(Self.level(bonusOnce: true), lexicon: Self.lexicon)
        game.submit(path: Self.cells("0,0 0,1 0,2"))
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 100", "scoreChanged 100 +100", "goalProgress 0 100/100000",
                "movesChanged 4", "boardChanged CAT/SER/DOG",
            ])
        #expect(game.board[Position(row: 0, column: 1)].bonus == .none)
        game.submit(path: Self.cells("1,0 0,1 0,2"))
        #expect(
            recorder.take() == [
                "wordAccepted SAT 1,0 0,1 0,2 30", "scoreChanged 130 +30", "goalProgress 0 130/100000",
                "movesChanged 3",
            ], "the A's double word is spent: SAT scores its letters alone, and no tile changed")
    }

    @Test func withoutTheRuleABonusTileCountsForEveryWord() {
        let (game, recorder) = Fixture.start(Self.level(bonusOnce: false), lexicon: Self.lexicon)
        game.submit(path: Self.cells("0,0 0,1 0,2"))
        #expect(
            recorder.take() == [
                "wordAccepted CAT 0,0 0,1 0,2 100", "scoreChanged 100 +100", "goalProgress 0 100/100000",
                "movesChanged 4",
            ])
        game.submit(path: Self.cells("1,0 0,1 0,2"))
        #expect(recorder.take().first == "wordAccepted SAT 1,0 0,1 0,2 60")
    }

    @Test func theRuleNeedsAStaticBoard() throws {
        let text = """
            {"format": 1, "id": "x", "title": "X", "board": {"letters": ["CAT", "SER", "DOG"]},
             "rules": {"bonusOnce": true}, "goals": [{"type": "words", "count": 1}]}
            """
        #expect(throws: LevelError.self) { try LevelLoader().load(bytes: Array(text.utf8), path: "x.json") }
        do {
            _ = try LevelLoader().load(bytes: Array(text.utf8), path: "x.json")
        } catch {
            #expect(
                error.lines == [
                    "x.json: error: rules.bonusOnce: needs a static board (\"refill\": \"none\"): on falling "
                        + "tiles a used tile goes, its bonus with it"
                ])
        }
    }

    /// `check` proves impossible a `bonusTiles` goal that asks more than the board has, each counted once.
    @Test func checkProvesTooManyBonusTilesImpossible() {
        var level = Self.level(bonusOnce: true)
        level.goals = [GoalSpec(.bonusTiles(count: 2))]
        #expect(
            GoalFeasibility.problems(level: level, lexicon: Self.lexicon) == [
                .init(
                    goal: 0,
                    reason: "the board (and the 12 boards its shuffles can draw) has 1 bonus tile, each counted "
                        + "once (rules.bonusOnce); the goal needs 2")
            ])
        level.rules.bonusOnce = false
        #expect(GoalFeasibility.problems(level: level, lexicon: Self.lexicon).isEmpty, "crossed twice, it counts twice")
    }
}
