import Testing
import WordfallCore

@testable import WordfallUI

/// Issue 29's play-test: on a level with the scramble, the bar said `shuffle:0` when Tab would scramble.
@Suite struct KeysBarScrambleTests {
    static func tab(_ rules: Rules) -> String? {
        let level = Level(
            id: "l", title: "L", board: .random(rows: 4, columns: 4), rules: rules,
            goals: [GoalSpec(.score(target: 100))])
        let state = GameViewModel(game: Game(level: level, lexicon: Lexicon(words: ["cat"]))).state
        return KeysBar.items(for: state, glyphs: .ascii).first { $0.key == "Tab" }?.action
    }

    @Test func tabSaysScrambleOnceNoShuffleIsLeftWhereTheLevelAllowsIt() {
        #expect(Self.tab(Rules(moves: 10, shuffles: 0, scramble: true)) == "scramble")
        #expect(Self.tab(Rules(moves: 10, shuffles: 1, scramble: true)) == "shuffle:1")
        #expect(Self.tab(Rules(moves: 10, shuffles: 1)) == "shuffle:1")
    }

    /// Issue 40's play-test: the endless game, which has no shuffle, showed `Tab shuffle:0`.
    @Test func aLevelWithNoShuffleAtAllNamesNoTab() {
        #expect(Self.tab(Rules(moves: 10, shuffles: 0)) == nil)
        let endless = GameViewModel(game: Game(level: .endless(seed: 7), lexicon: Lexicon(words: ["cat"]))).state
        #expect(!KeysBar.items(for: endless, glyphs: .ascii).contains { $0.key == "Tab" })
        #expect(!endless.hasShuffles)
    }
}
