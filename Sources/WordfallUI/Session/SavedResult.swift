/// A level's saved best, as the campaign screen shows it (read from the saved progress).
public struct SavedResult: Hashable, Sendable {
    public var bestScore: Int
    public var bestStars: Int
    public var completed: Bool

    public init(bestScore: Int, bestStars: Int, completed: Bool) {
        self.bestScore = bestScore
        self.bestStars = bestStars
        self.completed = completed
    }
}
