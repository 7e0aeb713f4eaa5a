/// The best result a player has had on one level.
package struct LevelProgress: Hashable, Sendable {
    /// The highest score of any play, completed or not.
    package var bestScore: Int
    /// The most stars of any completed play (0 to 3; 0 until the level is completed).
    package var bestStars: Int
    /// Whether the level was ever completed.
    package var completed: Bool

    package init(bestScore: Int, bestStars: Int, completed: Bool) {
        self.bestScore = bestScore
        self.bestStars = bestStars
        self.completed = completed
    }
}
