import Foundation
import Testing
import WordfallTestSupport

/// `check`'s warnings of a curve that does not rise for a person (issue 40): a star one word makes, a
/// letter goal the draws decide. Warnings on stderr; the exit status stays 0 (docs/LEVELS.md).
@Suite struct CheckWarningsTests {
    static let folder = WordfallBinary.fixtures.appendingPathComponent("check-warnings")
    let binary = WordfallBinary.built

    @Test func aStarOneWordMakesIsAWarning() throws {
        let outcome = try binary.run(["check", "one-word-star.json"], in: Self.folder)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout.hasPrefix("one-word-star: 3x3, 12 words, best DOGE (360 points)"), "\(outcome)")
        #expect(
            outcome.stderr
                == "one-word-star.json: warning: stars: 3 stars (650 points) hang on one word, DOGE (360 points): "
                + "the best game found without it scores 340 (docs/LEVELS.md, \"Two ways to every star\")\n")
    }

    @Test func starsWithTwoWaysToThemSayNothing() throws {
        let outcome = try binary.run(["check", "two-ways.json"], in: Self.folder)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stderr == "", "\(outcome)")
    }

    @Test func aLetterGoalOnALightWeightIsAWarningWithItsChance() throws {
        let outcome = try binary.run(["check", "luck.json"], in: Self.folder)
        #expect(outcome.status == 0, "\(outcome)")
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "luck.json: warning: goals[0]: 2 Z tiles rest on luck: a player who uses every Z as it shows does it "
                    + "in 20% of tries (1 on the board, Z weighs 1 of the bag's 98, 6 moves; docs/LEVELS.md, "
                    + "\"Letter goals and luck\")"), "\(outcome)")
    }

    @Test func aLetterGoalTheBoardHoldsIsNoLuck() throws {
        let outcome = try binary.run(["check", "no-luck.json"], in: Self.folder)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(!outcome.stderr.contains("luck"), "\(outcome)")
    }
}
