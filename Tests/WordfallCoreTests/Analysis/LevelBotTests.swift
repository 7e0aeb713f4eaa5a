import Testing
import WordfallTestSupport

@testable import WordfallCore

/// The bot behind `check`'s "solution in N moves": what it finds completes the level when played
/// again, and a level it cannot solve ends the search within its budget.
@Suite struct LevelBotTests {
    func level(_ text: String) throws -> Level {
        try LevelLoader(fileSystem: memoryFileSystem([:]), checksDictionary: false).load(
            bytes: Array(text.utf8), path: "t.json")
    }

    @Test func itsSolutionCompletesTheLevelWhenPlayedAgain() throws {
        let lexicon = try Lexicon.bundled()
        let level = try level(
            #"{"format": 1, "title": "T", "board": {"size": [5, 5]}, "seed": 11, "rules": {"moves": 12}, "goals": [{"type": "score", "target": 1500}, {"type": "longWords", "count": 2, "minLength": 5}, {"type": "letter", "letter": "e", "count": 4}]}"#
        )
        let outcome = LevelBot.solve(level: level, lexicon: lexicon)
        let solution = try #require(outcome.solution)
        #expect(solution.count <= 12)
        let game = Game(level: level, lexicon: lexicon)
        game.start()
        for move in solution { game.play(move) }
        guard case .completed = game.status else {
            Issue.record("the solution did not complete the level: \(game.status)")
            return
        }
    }

    @Test func aLevelItCannotSolveEndsWithinTheBudget() throws {
        let level = try level(
            #"{"format": 1, "title": "T", "board": {"size": [4, 4]}, "rules": {"moves": 30}, "goals": [{"type": "score", "target": 1000000000}]}"#
        )
        let outcome = LevelBot.solve(level: level, lexicon: try Lexicon.bundled(), moveBudget: 2_000)
        #expect(outcome.solution == nil)
        #expect(outcome.positions > 30)
    }

    /// Rewinding to a checkpoint instead of replaying from the start changes nothing the bot finds: the
    /// same moves, the same positions reached, and a search its budget ends stops at the same place.
    @Test(arguments: [
        #"{"format": 1, "title": "T", "board": {"size": [5, 5]}, "seed": 11, "rules": {"moves": 12, "burnEvery": 2}, "goals": [{"type": "score", "target": 3000}, {"type": "streak", "count": 3}, {"type": "letter", "letter": "e", "count": 4}]}"#,
        #"{"format": 1, "title": "T", "board": {"size": [4, 4]}, "seed": 3, "rules": {"refill": "none", "bonusOnce": true}, "goals": [{"type": "words", "count": 14}, {"type": "longWords", "count": 3, "minLength": 5}]}"#,
        #"{"format": 1, "title": "T", "board": {"size": [4, 4]}, "rules": {"moves": 30}, "goals": [{"type": "score", "target": 1000000000}]}"#,
    ])
    func rewindingFindsWhatReplayingFinds(_ text: String) throws {
        let level = try level(text)
        let lexicon = try Lexicon.bundled()
        let outcomes = [true, false].map { rewinds in
            LevelBot.solve(
                level: level, lexicon: lexicon, moveBudget: 3_000, stepBudget: 20_000_000, branching: 3, maxMoves: 120,
                expectedOnly: false, rewinds: rewinds)
        }
        #expect(outcomes[0].solution == outcomes[1].solution)
        #expect(outcomes[0].positions == outcomes[1].positions)
        #expect(outcomes[0].positions > 3)
    }
}
