import WordfallCore

/// A level left in progress (docs/decisions/0090): what the session keeps when the player leaves it
/// (after each move, and on every way out), and what it is given back to offer and resume.
public struct KeptGame: Hashable, Sendable {
    /// The game's id, the same in every keep of it and in its result (issue 36).
    public var id: GameID
    /// The level as it was played.
    public var level: Level
    /// Every move played so far, with its time on the level clock (the game's replay so far).
    public var moves: [TimedMove]
    /// Seconds on the level clock: where it stood when kept; given back, where it resumes (a daily's
    /// clock ran on while the player was away, `ResumeClock`).
    public var elapsed: Double
    /// Given back: the level clock ran on while the player was away (the daily's).
    public var clockRanOn: Bool
    /// Kept: the words the game had found, in order (nil: not known), so a word list changed since can be
    /// told (docs/RULES.md, "A level left and resumed").
    public var words: [String]?
    /// Given back: what changed since the game was kept, for the offer to say ("ORE is no longer
    /// accepted: ..."); nil when it stands as it was kept.
    public var notice: String?

    public init(
        id: GameID, level: Level, moves: [TimedMove], elapsed: Double, clockRanOn: Bool = false, words: [String]? = nil,
        notice: String? = nil
    ) {
        self.id = id
        self.words = words
        self.notice = notice
        self.level = level
        self.moves = moves
        self.elapsed = elapsed
        self.clockRanOn = clockRanOn
    }
}
