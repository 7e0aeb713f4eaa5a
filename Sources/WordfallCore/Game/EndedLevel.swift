/// The payload of `GameEvent.levelEndedByPlayer`: the player ended the level before it was over.
public struct EndedLevel: Hashable, Sendable {
    public var score: Int
    /// Seconds of play when the player ended it.
    public var elapsed: Double

    public init(score: Int, elapsed: Double) {
        self.score = score
        self.elapsed = elapsed
    }
}
