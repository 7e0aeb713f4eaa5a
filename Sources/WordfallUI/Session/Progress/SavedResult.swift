/// A level's saved best, as the campaign screen shows it (read from the saved progress).
package struct SavedResult: Hashable, Sendable {
    package var bestScore: Int
    package var bestStars: Int
    package var completed: Bool
    /// The best word ever found in the level (most points), nil when none was recorded (results
    /// imported from `progress.json` have no words).
    package var bestWord: GameScreenState.ScoredWord?

    package init(bestScore: Int, bestStars: Int, completed: Bool, bestWord: GameScreenState.ScoredWord? = nil) {
        self.bestScore = bestScore
        self.bestStars = bestStars
        self.completed = completed
        self.bestWord = bestWord
    }
}
