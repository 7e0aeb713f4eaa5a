import Testing
import WordfallTestSupport

@testable import WordfallCore

/// What `check` prints comes from the bot, the rating and the best game sharing one `BoardSearches`: on
/// every starter level, each says what it says with searches of its own, and the best game asked for
/// `enough` points stops at a game that completes the level with them, or plays every game when none has.
@Suite struct BoardSearchesTests {
    static let lexicon = try? Lexicon.bundled()
    static let levels =
        (try? PackLoader().loadLevels(path: Repository.root.appendingPathComponent("Resources/Levels").path))?.levels
        ?? []

    @Test func theStarterPackIsThere() throws {
        #expect(Self.levels.count >= 13)
        _ = try #require(Self.lexicon)
    }

    @Test(arguments: levels) func sharedSearchesAnswerAsTheirOwn(level: Level) throws {
        let lexicon = try #require(Self.lexicon)
        let shared = BoardSearches()
        #expect(
            GoalFeasibility.problems(level: level, lexicon: lexicon, searches: shared)
                == GoalFeasibility.problems(level: level, lexicon: lexicon))
        let bot = LevelBot.solve(level: level, lexicon: lexicon, expectedOnly: true, searches: shared)
        let alone = LevelBot.solve(level: level, lexicon: lexicon, expectedOnly: true)
        #expect(bot.solution == alone.solution)
        #expect(bot.positions == alone.positions)
        #expect(
            LevelRating.rate(
                level: level, lexicon: lexicon, solution: bot.solution, positions: bot.positions,
                completesWithFinds: true, searches: shared)
                == LevelRating.rate(
                    level: level, lexicon: lexicon, solution: bot.solution, positions: bot.positions,
                    completesWithFinds: true))
        let best = LevelBot.bestGame(
            level: level, lexicon: lexicon, solution: bot.solution, expectedOnly: true, searches: shared)
        let bestAlone = LevelBot.bestGame(level: level, lexicon: lexicon, solution: bot.solution, expectedOnly: true)
        #expect(best?.moves == bestAlone?.moves)
        #expect(best?.score == bestAlone?.score)
    }

    @Test(arguments: levels) func enoughStopsAtAGameThatHasIt(level: Level) throws {
        let lexicon = try #require(Self.lexicon)
        let bot = LevelBot.solve(level: level, lexicon: lexicon, expectedOnly: true)
        let full = try #require(
            LevelBot.bestGame(level: level, lexicon: lexicon, solution: bot.solution, expectedOnly: true))
        // Within reach: a game with that many points, played to its end (its moves replay to that score).
        let reached = try #require(
            LevelBot.bestGame(
                level: level, lexicon: lexicon, solution: bot.solution, expectedOnly: true, enough: full.score / 2))
        #expect(reached.score >= full.score / 2)
        #expect(reached.score <= full.score)
        let game = Game(level: level, lexicon: lexicon)
        game.start()
        for move in reached.moves { game.play(move) }
        #expect(game.score == reached.score)
        guard case .completed = game.status else {
            Issue.record("the game returned does not complete \(level.id)")
            return
        }
        // Out of reach: every game played, the best of them as without `enough`.
        let unreached = LevelBot.bestGame(
            level: level, lexicon: lexicon, solution: bot.solution, expectedOnly: true, enough: full.score + 1)
        #expect(unreached?.score == full.score)
        #expect(unreached?.moves == full.moves)
    }
}
