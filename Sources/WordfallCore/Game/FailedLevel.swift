/// The payload of `GameEvent.levelFailed`.
public struct FailedLevel: Hashable, Sendable {
    public var score: Int
    public var reason: FailureReason

    public init(score: Int, reason: FailureReason) {
        self.score = score
        self.reason = reason
    }
}
