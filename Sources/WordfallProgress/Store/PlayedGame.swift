/// One game as the store records it: every play is kept, whatever its result.
public struct PlayedGame: Hashable, Sendable {
    /// When it ended, seconds since 1970 (UTC).
    public var endedAt: Int
    /// The pack's key (`LevelPack.progressKey`); nil for a level file played on its own or a daily.
    public var pack: String?
    public var level: String
    public var seed: UInt64
    public var score: Int
    /// 0 to 3 (0 unless completed).
    public var stars: Int
    public var words: [PlayedWord]
    /// Seconds of play on the level clock.
    public var duration: Double
    public var ending: GameEnding
    /// For a daily puzzle, the day's result (recorded once per date).
    public var daily: DailyResult?
    /// What a replay needs: the level's full text and the moves (`SECONDS MOVE` a line); nil for none.
    public var replay: Replay?

    /// A game's replay: the level's full text and its moves, `SECONDS MOVE` a line.
    public struct Replay: Hashable, Sendable {
        public var levelText: String
        public var moves: String

        public init(levelText: String, moves: String) {
            self.levelText = levelText
            self.moves = moves
        }
    }

    public init(
        endedAt: Int, pack: String?, level: String, seed: UInt64, score: Int, stars: Int, words: [PlayedWord],
        duration: Double, ending: GameEnding, daily: DailyResult? = nil, replay: Replay? = nil
    ) {
        self.replay = replay
        self.endedAt = endedAt
        self.pack = pack
        self.level = level
        self.seed = seed
        self.score = score
        self.stars = stars
        self.words = words
        self.duration = duration
        self.ending = ending
        self.daily = daily
    }
}
