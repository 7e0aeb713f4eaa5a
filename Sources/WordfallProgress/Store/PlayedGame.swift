import WordfallCore

/// One game as the store records it: every play is kept, whatever its result.
package struct PlayedGame: Hashable, Sendable {
    /// The game's id (issue 36): the store keeps one game per id, so a result saved twice is one row.
    package var id: GameID
    /// When it ended, seconds since 1970 (UTC).
    package var endedAt: Int
    /// The pack's key (`LevelPack.progressKey`); nil for a level file played on its own or a daily.
    package var pack: String?
    package var level: String
    package var seed: UInt64
    package var score: Int
    /// 0 to 3 (0 unless completed).
    package var stars: Int
    package var words: [PlayedWord]
    /// Seconds of play on the level clock.
    package var duration: Double
    package var ending: GameEnding
    /// For a daily puzzle, the day's result (recorded once per date).
    package var daily: DailyResult?
    /// What a replay needs: the level's full text and the moves (`SECONDS MOVE` a line); nil for none.
    package var replay: Replay?
    /// A level file's absolute path (`GameInProgress.source`): the game kept for it ends with this game.
    /// Not stored with the game; '' for a pack's level or a daily.
    package var source = ""

    /// A game's replay: the level's full text and its moves, `SECONDS MOVE` a line.
    package struct Replay: Hashable, Sendable {
        package var levelText: String
        package var moves: String
        /// The player's own words the game was played with (`wordfall words`), nil for none.
        package var playerWords: PlayerWords?

        package init(levelText: String, moves: String, playerWords: PlayerWords? = nil) {
            self.levelText = levelText
            self.moves = moves
            self.playerWords = playerWords
        }
    }

    package init(
        id: GameID, endedAt: Int, pack: String?, level: String, seed: UInt64, score: Int, stars: Int,
        words: [PlayedWord],
        duration: Double, ending: GameEnding, daily: DailyResult? = nil, replay: Replay? = nil
    ) {
        self.id = id
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
