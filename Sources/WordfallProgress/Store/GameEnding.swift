/// How a played game ended, as the store keeps it (`games.ending`).
package enum GameEnding: String, Hashable, Sendable, CaseIterable {
    /// Every goal was met.
    case completed
    case outOfMoves
    case outOfTime
    case noWordsLeft
    /// The endless game: a burning tile reached the bottom row.
    case burnedDown
    /// The player ended it (a daily ended early, or a level left before its end).
    case ended
}
