import WordfallCore

/// A level's saved best, as the campaign screen shows it (read from the saved progress).
public struct SavedResult: Hashable, Sendable {
    public var bestScore: Int
    public var bestStars: Int
    public var completed: Bool
    /// The best word ever found in the level (most points), nil when none was recorded (results
    /// imported from `progress.json` have no words).
    public var bestWord: ScoredWord?

    public init(bestScore: Int, bestStars: Int, completed: Bool, bestWord: ScoredWord? = nil) {
        self.bestScore = bestScore
        self.bestStars = bestStars
        self.completed = completed
        self.bestWord = bestWord
    }
}
