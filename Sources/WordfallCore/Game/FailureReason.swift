/// Why a level was lost (docs/RULES.md's names).
public enum FailureReason: String, Hashable, Sendable {
    /// `moves` words have been accepted.
    case outOfMoves
    /// The clock reached `timeLimit`.
    case outOfTime
    /// No new word is formable and no shuffle is left.
    case noWordsLeft
    /// The endless game: a burning tile reached the bottom row (docs/RULES.md, "The endless game").
    case burnedDown
}
