import Testing
import WordfallCore

@testable import WordfallUI

/// Issue 29: every level's card says what is new, the word length when it is not 3, and is never empty.
@Suite struct IntroTextTests {
    static func level(_ rules: Rules, goals: [GoalSpec] = [GoalSpec(.score(target: 100))]) -> Level {
        Level(id: "l", title: "L", board: .random(rows: 4, columns: 4), rules: rules, goals: goals)
    }

    @Test func theWordLengthIsSaidWhenItIsNotThree() {
        let first = Self.level(Rules(refill: .none))
        let four = Self.level(Rules(minWordLength: 4, refill: .none))
        #expect(
            IntroText.newRules(of: four, after: [first]) == [
                "Words need at least 4 letters here.", "This level asks: Score 100 points.",
            ])
    }

    @Test func aLevelWithNothingNewSaysWhatItAsks() {
        let first = Self.level(Rules(refill: .none, moves: 6))
        #expect(
            IntroText.newRules(of: first, after: [first]) == ["This level asks: Score 100 points. 6 moves."],
            "never an empty card")
    }

    @Test func theFallingTilesRulesAndNewGoalTypesAreAnnounced() {
        let first = Self.level(Rules(moves: 10))
        let tiles = Self.level(
            Rules(moves: 10, burnEvery: 3, fuse: 2, rewardLength: 6, scramble: true),
            goals: [GoalSpec(.bonusTiles(count: 2))])
        #expect(
            IntroText.newRules(of: tiles, after: [first]) == [
                "New: burning tiles. Every 3 words a new tile catches fire (red, !2): use it within 2 words or it "
                    + "burns out and costs a move.",
                "New: reward tiles. A word of 6+ letters drops a double-word tile at the top of the column it "
                    + "ended in; 8+ letters, a triple.",
                "New: the scramble. With no shuffle left, Tab draws new letters for every plain tile, for a move.",
                "New goal: bonus tiles. Every bonus tile your words use counts, so route words over them.",
            ])
    }

    /// Issue 29's play-test: levels stopped falling and the scramble went, and no card said so.
    @Test func whatTheLevelBeforeHadAndThisOneDoesNotIsSaid() {
        let falling = Self.level(Rules(moves: 10, burnEvery: 3, rewardLength: 6, scramble: true))
        let still = Self.level(Rules(refill: .none, bonusOnce: true))
        #expect(
            IntroText.newRules(of: still, after: [falling]) == [
                "New: a static board. Used tiles stay where they are; nothing falls.",
                "New: bonuses spent. A bonus tile gives its bonus once: the word that uses it spends it.",
                "No move limit here.", "No burning tiles here.", "No reward tiles here.",
                "No scramble here: Tab shuffles only while shuffles last.",
            ])
        // Once a static board was met, going back to one says so plainly; falling again is said too.
        #expect(
            IntroText.newRules(of: still, after: [still, falling]) == [
                "Tiles stay put here: nothing falls.", "No move limit here.", "No burning tiles here.",
                "No reward tiles here.", "No scramble here: Tab shuffles only while shuffles last.",
                "Back here: spent bonuses.", "This level asks: Score 100 points.",
            ])
        #expect(
            IntroText.newRules(of: Self.level(Rules(moves: 10)), after: [falling, still]) == [
                "Tiles fall again here: used tiles vanish and new ones drop in.", "Back here: a move limit.",
                "This level asks: Score 100 points. 10 moves.",
            ])
    }

    /// A level file played on its own has no pack before it: its card says every rule beyond the
    /// plain game (2026-11-29's play-test met burning tiles no card named in `wordfall play FILE`).
    @Test func aLevelPlayedOnItsOwnSaysItsOwnRules() {
        let tiles = Self.level(Rules(minWordLength: 4, moves: 10, burnEvery: 1, fuse: 1, scramble: true))
        #expect(
            IntroText.ownRules(of: tiles) == [
                "Words need at least 4 letters here.",
                "Burning tiles. Every word a new tile catches fire (red, !1): use it within 1 word or it burns out "
                    + "and costs a move.",
                "The scramble. With no shuffle left, Tab draws new letters for every plain tile, for a move.",
                "A move limit. Each accepted word is a move; you have 10.",
            ], "the move limit last: those rules spend moves")
        #expect(IntroText.ownRules(of: Self.level(Rules(refill: .none, moves: 6))) == [], "a plain level needs no card")
    }
}
