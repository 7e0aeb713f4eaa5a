import WordfallCore

/// The endless game's best of one seed, as the saved data keeps it (docs/RULES.md, "The endless game").
package struct EndlessBest: Hashable, Sendable {
    package var seed: UInt64
    package var score: Int
    /// The words of the game that made the score, and the level it reached.
    package var words: Int
    package var level: Int
    package var bestWord: ScoredWord?
    /// The games of the seed that ended.
    package var games: Int

    package init(seed: UInt64, score: Int, words: Int, level: Int, bestWord: ScoredWord?, games: Int) {
        self.seed = seed
        self.score = score
        self.words = words
        self.level = level
        self.bestWord = bestWord
        self.games = games
    }
}
