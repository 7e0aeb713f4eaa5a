import Events

/// Keeps the level's score and publishes every change.
public final class ScoreManager {
    /// The score changed (after every accepted word, even one worth 0 points).
    public let scoreChanged = ObservableEvent<ScoreChange>("scoreChanged")

    public private(set) var score = 0

    public init() {}

    /// Adds `points` and publishes `scoreChanged`; the score stops at `Int.max` rather than overflowing.
    public func add(_ points: Int) {
        score = Scoring.saturatingSum(score, points)
        scoreChanged.notifyObservers(ScoreChange(score: score, delta: points))
    }
}
