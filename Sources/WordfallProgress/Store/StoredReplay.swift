/// A game's replay as the store keeps it (`wordfall replay`).
public struct StoredReplay: Hashable, Sendable {
    /// The game's id (`games.id`), what `wordfall replay ID` takes.
    public var id: Int
    /// When it ended, seconds since 1970 (UTC).
    public var endedAt: Int
    public var pack: String?
    public var level: String
    public var score: Int
    public var stars: Int
    /// Seconds on the level clock when it ended.
    public var duration: Double
    public var ending: GameEnding
    /// The level's full text as it was played.
    public var levelText: String
    /// The moves, one a line: `SECONDS MOVE` (the move in move-script syntax).
    public var moves: String
}
