import WordfallCore

/// A level left in progress, kept to be resumed where it stood (docs/decisions/0090): the level's full text
/// and the moves played so far, which `Game.restore(_:elapsed:)` plays again.
package struct GameInProgress: Hashable, Sendable {
    /// The game's id (issue 36): one row per game, so two games of one level are both kept, and the game's
    /// end removes its own.
    package var id: GameID
    /// The pack's key (`LevelPack.progressKey`); nil for a level file played on its own or a daily.
    package var pack: String?
    package var level: String
    /// For a daily puzzle, its date `YYYY-MM-DD`.
    package var dailyDate: String?
    /// When it was left, seconds since 1970 (UTC).
    package var savedAt: Int
    /// Seconds on the level clock when it was left.
    package var elapsed: Double
    /// The level's full text as it was played (its word list's path made absolute).
    package var levelText: String
    /// The moves so far, `SECONDS MOVE` a line, as a replay keeps them.
    package var moves: String
    /// What identifies a level file played on its own beside its id: its absolute path ('' for a pack's
    /// level, a daily, or a game kept before schema version 7). Two files with one id keep a game each.
    package var source: String
    /// The words the game had found when kept, in order; nil when not known (kept before schema version 7).
    package var words: [String]?
    /// Whether the player left it (the quit dialog, Ctrl-C), rather than it being kept on the way (after a
    /// move, or as the terminal closed): a daily's clock runs on only while the player is away by choice.
    package var left: Bool
    /// The process that kept it on the way (after a move, `left` false), which may still be playing it: while
    /// that process runs, the game is not offered to another (nil: left, or kept before schema version 10).
    package var keeper: Int32?

    package init(
        id: GameID, pack: String?, level: String, dailyDate: String?, savedAt: Int, elapsed: Double, levelText: String,
        moves: String, source: String = "", words: [String]? = nil, left: Bool = true, keeper: Int32? = nil
    ) {
        self.keeper = keeper
        self.id = id
        self.source = source
        self.words = words
        self.left = left
        self.pack = pack
        self.level = level
        self.dailyDate = dailyDate
        self.savedAt = savedAt
        self.elapsed = elapsed
        self.levelText = levelText
        self.moves = moves
    }
}
