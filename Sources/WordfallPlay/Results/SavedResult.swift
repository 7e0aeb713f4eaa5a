import WordfallCore

/// A level's saved best, as the campaign screen shows it (read from the saved progress).
public struct SavedResult: Hashable, Sendable {
    public var bestScore: Int
    public var bestStars: Int
    public var completed: Bool
    /// The best word ever found in the level (most points), nil when none was recorded (results
    /// imported from `progress.json` have no words).
    public var bestWord: ScoredWord?
    /// The endless game's best score over every seed, and that seed (`bestScore` is the seed's own); nil for
    /// any other level, or before any endless game ended.
    public var bestOfAll: (score: Int, seed: UInt64)? {
        get { bestOfAllScore.map { ($0, bestOfAllSeed) } }
        set {
            bestOfAllScore = newValue?.score
            bestOfAllSeed = newValue?.seed ?? 0
        }
    }
    private var bestOfAllScore: Int?
    private var bestOfAllSeed: UInt64 = 0

    public init(bestScore: Int, bestStars: Int, completed: Bool, bestWord: ScoredWord? = nil) {
        self.bestScore = bestScore
        self.bestStars = bestStars
        self.completed = completed
        self.bestWord = bestWord
    }
}
