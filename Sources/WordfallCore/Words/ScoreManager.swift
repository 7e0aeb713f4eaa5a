import Events

/// Keeps the level's score and publishes every change.
///
/// Only the game changes the score (`add`), and publishes the change when the move's events go out.
public final class ScoreManager {
    /// The score changed (after every accepted word, even one worth 0 points).
    public var scoreChanged: EventSource<ScoreChange> { scoreChangedEvent.source }

    public private(set) var score = 0
    private let scoreChangedEvent = ObservableEvent<ScoreChange>("scoreChanged")

    init() {}

    /// Adds `points`; the score stops at `Int.max` rather than overflowing. Returns the change to publish.
    func add(_ points: Int) -> ScoreChange {
        score = Scoring.saturatingSum(score, points)
        return ScoreChange(score: score, delta: points)
    }

    func announce(_ change: ScoreChange) {
        scoreChangedEvent.notifyObservers(change)
    }
}
