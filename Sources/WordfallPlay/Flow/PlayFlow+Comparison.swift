import WordfallCore

extension PlayFlow {
    /// A challenge's game compared with a friend's result line at its end (docs/RULES.md, "Comparing
    /// results"): both lines played again on the board, word by word, or why the friend's line was refused.
    public enum Comparison: Hashable, Sendable {
        /// Compared; `warning` when how it came out could not be kept in the saved data.
        case compared(ChallengeComparison, warning: String?)
        /// The line was refused: why, and what to do (a line mistyped, cut, edited, of another challenge).
        case refused(String)
    }
}
