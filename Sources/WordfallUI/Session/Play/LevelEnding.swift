import WordfallCore

/// How a level ended, as the session tells its kind (`PlayKind.reviewing`).
package struct LevelEnding: Hashable, Sendable {
    /// Why the level was lost; nil when it was completed or the player ended it.
    package var failure: FailureReason?
    /// Whether the player ended it (`Game.endByPlayer()`).
    package var byPlayer: Bool
    package var score: Int
    package var stars: Int

    /// Completed: neither lost nor ended by the player.
    package var completed: Bool { failure == nil && !byPlayer }
}
