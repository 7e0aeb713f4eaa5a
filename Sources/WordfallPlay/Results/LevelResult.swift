import WordfallCore

/// How one level of a session ended: what `ProgressRecorder` is given to save.
public struct LevelResult: Hashable, Sendable {
    /// The game's id (`KeptGame.id`): saved with the result, so a result saved twice is one game.
    public var id: GameID
    public var level: Level
    public var completed: Bool
    /// Why it was lost; nil when completed or ended by the player.
    public var failure: FailureReason?
    /// The player ended it (a daily puzzle's "End today's puzzle?").
    public var endedByPlayer: Bool
    public var score: Int
    public var stars: Int
    /// The accepted words with their points, in order.
    public var words: [ScoredWord]
    /// The word worth the most points, as the model's review names it.
    public var bestWord: ScoredWord?
    /// Seconds on the level clock.
    public var duration: Double
    /// Every move played, with its time on the level clock: the game's replay.
    public var moves: [TimedMove]

    public init(
        id: GameID, level: Level, completed: Bool, failure: FailureReason?, endedByPlayer: Bool = false, score: Int,
        stars: Int,
        words: [ScoredWord], bestWord: ScoredWord?, duration: Double, moves: [TimedMove] = []
    ) {
        self.id = id
        self.moves = moves
        self.level = level
        self.completed = completed
        self.failure = failure
        self.endedByPlayer = endedByPlayer
        self.score = score
        self.stars = stars
        self.words = words
        self.bestWord = bestWord
        self.duration = duration
    }

}
