import Testing
import WordfallTestSupport

@testable import WordfallCore

/// docs/RULES.md, "Hint": the hint serves the first goal not done.
@Suite struct HintChoiceTests {
    static func hint(_ goals: [GoalSpec], after words: [String] = [], hints: Int = 3) -> [String] {
        let (game, recorder) = Fixture.start(Fixture.level(goals, rules: Rules(refill: .none, hints: hints)))
        for word in words { game.submit(word: word) }
        _ = recorder.take()
        game.hint()
        return recorder.take()
    }

    @Test func aScoreGoalGetsTheBestWord() {
        #expect(Self.hint([GoalSpec(.score(target: 1000))]) == ["hint DOGE 2,0 2,1 2,2 1,1 120 2"])
    }

    @Test func aWordGoalGetsItsWordThoughOthersAreWorthMore() {
        #expect(Self.hint([GoalSpec(.word("EAT"))]) == ["hint EAT 1,1 0,1 0,2 30 2"])
    }

    @Test func aLetterGoalGetsAWordShowingTheLetter() {
        // SAT and SEA show an S; SAT is the first of them (DOGE, CAT, DOG ... are worth more).
        #expect(Self.hint([GoalSpec(.letter(UInt8(ascii: "S"), count: 2))]) == ["hint SAT 1,0 0,1 0,2 30 2"])
    }

    @Test func aGoalNoWordServesLeavesTheChoiceToTheNext() {
        // DOGE was the one word of 4+ letters: the long-word goal is served by none, the word goal decides.
        let goals = [GoalSpec(.longWords(count: 2, minLength: 4)), GoalSpec(.word("TEA"))]
        #expect(Self.hint(goals) == ["hint DOGE 2,0 2,1 2,2 1,1 120 2"])
        #expect(Self.hint(goals, after: ["DOGE"]) == ["hint TEA 0,2 1,1 0,1 30 2"])
        #expect(Self.hint([goals[0]], after: ["DOGE"]) == ["hint ACE 0,1 0,0 1,1 50 2"], "then the best word")
    }

    @Test func theFirstGoalNotDoneDecides() {
        let goals = [GoalSpec(.letter(UInt8(ascii: "S"), count: 1)), GoalSpec(.word("EAT"))]
        #expect(Self.hint(goals) == ["hint SAT 1,0 0,1 0,2 30 2"])
        #expect(Self.hint(goals, after: ["SAT"]) == ["hint EAT 1,1 0,1 0,2 30 2"])
    }

    @Test func withEveryGoalDoneTheBestWordForStars() {
        #expect(Self.hint([GoalSpec(.word("EAT"))], after: ["EAT"]) == ["hint DOGE 2,0 2,1 2,2 1,1 120 2"])
    }
}
