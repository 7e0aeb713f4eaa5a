/// A game's replay as the store keeps it (`wordfall replay`).
package struct StoredReplay: Hashable, Sendable {
    /// The game's id (`games.id`), what `wordfall replay ID` takes.
    package var id: Int
    /// When it ended, seconds since 1970 (UTC).
    package var endedAt: Int
    package var pack: String?
    package var level: String
    package var score: Int
    package var stars: Int
    /// Seconds on the level clock when it ended.
    package var duration: Double
    package var ending: GameEnding
    /// The level's full text as it was played.
    package var levelText: String
    /// The moves, one a line: `SECONDS MOVE` (the move in move-script syntax).
    package var moves: String
    /// The player's own words the game was played with, nil for none (a game recorded before they were kept
    /// has none: it replays with its word list alone, as it always did).
    package var playerWords: PlayerWords? = nil
}
