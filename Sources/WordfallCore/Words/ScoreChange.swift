/// The payload of `GameEvent.scoreChanged`.
public struct ScoreChange: Hashable, Sendable {
    /// The new total.
    public var score: Int
    /// What was added.
    public var delta: Int

    public init(score: Int, delta: Int) {
        self.score = score
        self.delta = delta
    }
}
