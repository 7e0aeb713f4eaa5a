import Testing
import WordfallTestSupport

@testable import WordfallCore

/// A word the game refuses as offensive is not a move a player has: a board whose only formable word is
/// one ends the level with `noWordsLeft` (docs/RULES.md, "The level ends"; issue 30), as `check` counts it.
@Suite struct RefusedWordEndTests {
    /// CAT is a slur in this list; DOG an ordinary word.
    static let lexicon = Lexicon(builderText: "cat\t10\tslur\ndog\t10\n")

    @Test func aBoardWithOnlyARefusedWordEndsAtTheStart() {
        let level = Fixture.level(
            [GoalSpec(.words(count: 1))], rows: ["CAT", "XXX"], rules: Rules(refill: .none, shuffles: 0))
        let game = Game(level: level, lexicon: Self.lexicon)
        let recorder = EventRecorder(game)
        game.start()
        #expect(recorder.take() == ["levelStarted fixture CAT/XXX goals=1", "levelFailed 0 noWordsLeft"])
        #expect(
            GoalFeasibility.problems(level: level, lexicon: Self.lexicon).map(\.reason) == [
                "the board holds 0 words; the goal needs 1"
            ])
    }

    @Test func theLastWordLeavingOnlyARefusedOneEndsTheLevel() {
        let level = Fixture.level(
            [GoalSpec(.words(count: 2))], rows: ["CAT", "DOG"], rules: Rules(refill: .none, shuffles: 0))
        let (game, recorder) = Fixture.start(level, lexicon: Self.lexicon)
        game.submit(word: "cat")
        #expect(recorder.take() == ["wordRejected CAT offensive"])
        game.submit(word: "dog")
        #expect(
            recorder.take() == [
                "wordAccepted DOG 1,0 1,1 1,2 50", "scoreChanged 50 +50", "goalProgress 0 1/2",
                "levelFailed 50 noWordsLeft",
            ])
    }
}
