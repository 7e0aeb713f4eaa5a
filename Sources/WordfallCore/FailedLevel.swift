/// The payload of `Game.levelFailed`.
public struct FailedLevel: Hashable, Sendable {
    public var score: Int
    public var reason: FailureReason

    public init(score: Int, reason: FailureReason) {
        self.score = score
        self.reason = reason
    }
}

/// Why a level was lost (docs/RULES.md's names).
public enum FailureReason: String, Hashable, Sendable {
    /// `moves` words have been accepted.
    case outOfMoves
    /// The clock reached `timeLimit`.
    case outOfTime
    /// No new word is formable and no shuffle is left.
    case noWordsLeft
}
