/// Keeps the level's score.
///
/// Only the game changes the score (`add`), and publishes each change as `Game.events`' `scoreChanged`
/// (after every accepted word, even one worth 0 points) when the move's events go out.
public final class ScoreManager {
    public internal(set) var score = 0

    init() {}

    /// Adds `points`; the score stops at `Int.max` rather than overflowing. Returns the change to publish.
    func add(_ points: Int) -> ScoreChange {
        score = Scoring.saturatingSum(score, points)
        return ScoreChange(score: score, delta: points)
    }
}
