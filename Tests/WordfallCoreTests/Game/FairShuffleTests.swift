import Testing
import WordfallTestSupport

@testable import WordfallCore

/// docs/RULES.md, "A shuffle never takes a win away".
@Suite struct FairShuffleTests {
    static let lexicon = try? Lexicon.bundled()

    static func starter(_ id: String) throws -> Level {
        try LevelLoader().load(path: Repository.root.appendingPathComponent("Resources/Levels/\(id).json").path)
    }

    /// `printf ':shuffle\ngarden\n' | wordfall run Resources/Levels/03-hidden-garden.json` no longer traps it:
    /// none of the 12 boards a shuffle draws holds GARDEN, so the shuffle is refused and kept.
    @Test func theHiddenGardenCanStillBeFoundAfterAShuffle() throws {
        let level = try Self.starter("03-hidden-garden")
        let lexicon = try #require(Self.lexicon)
        let (game, recorder) = Fixture.start(level, lexicon: lexicon)
        game.shuffle()
        #expect(recorder.take() == ["moveRefused shuffle wouldTrap"])
        #expect(game.shufflesLeft == 1 && game.board == game.boardsSeen[0])
        #expect(
            game.boardsDrawable(count: Game.shuffleDraws).allSatisfy { board in
                !lexicon.words(on: board, minLength: 3).contains { $0.word == "GARDEN" }
            }, "every board drawn would have trapped it")
        game.submit(word: "garden")
        #expect(
            recorder.take() == [
                "wordAccepted GARDEN 0,0 0,1 0,2 1,2 0,3 1,3 320", "scoreChanged 320 +320", "goalProgress 0 1/1",
                "goalCompleted 0", "goalProgress 1 1/5", "movesChanged 13",
            ])
    }

    @Test func aShuffleWithNoFairBoardIsRefusedAndNotUsedUp() {
        // TAC must stay formable; none of the 12 boards drawn from this one has T, A and C in a row.
        let level = Fixture.level(
            [GoalSpec(.word("TAC"))], rows: ["TACZZZZZZZ"] + Array(repeating: "ZZZZZZZZZZ", count: 9),
            rules: Rules(refill: .none, shuffles: 1))
        let (game, recorder) = Fixture.start(level)
        game.shuffle()
        #expect(recorder.take() == ["moveRefused shuffle wouldTrap"])
        #expect(game.shufflesLeft == 1)
        #expect(game.board.rowStrings == ["TACZZZZZZZ"] + Array(repeating: "ZZZZZZZZZZ", count: 9))
        game.submit(word: "TAC")
        _ = recorder.take()
        game.shuffle()
        let events = recorder.take()
        #expect(events.count == 2 && events[0].hasPrefix("shuffled ") && events[0].hasSuffix(" 0"))
        #expect(events.last == "levelCompleted 50 stars=1 noWordsLeft", "with every goal done, any board is fair")
    }

    @Test func withGravityAShuffleKeepsAWordOnTheBoard() {
        let level = Fixture.level(
            [GoalSpec(.words(count: 3))], rows: ["TACZZZZZZZ"] + Array(repeating: "ZZZZZZZZZZ", count: 9),
            rules: Rules(refill: .gravity, shuffles: 1))
        let (game, recorder) = Fixture.start(level)
        game.shuffle()
        #expect(recorder.take() == ["moveRefused shuffle wouldTrap"])
    }
}
