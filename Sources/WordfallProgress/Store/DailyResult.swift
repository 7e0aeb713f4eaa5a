/// The result of one day's daily puzzle (one per date).
public struct DailyResult: Hashable, Sendable {
    /// `YYYY-MM-DD`.
    public var date: String
    /// The generator version the day's board came from.
    public var generator: Int
    public var score: Int
    /// The board's total points (every word found).
    public var total: Int
    /// The rank's name (`DailyRank.name`).
    public var rank: String
    public var words: Int
    /// The length of the best word found, 0 when none.
    public var bestWordLength: Int
    /// `YYYY-MM-DD`: the local day the game ended, nil when not known. Only a day played on its own date
    /// counts for the streak (`PlayerStatistics.streakDays`).
    public var playedOn: String?

    public init(
        date: String, generator: Int, score: Int, total: Int, rank: String, words: Int, bestWordLength: Int,
        playedOn: String? = nil
    ) {
        self.playedOn = playedOn
        self.date = date
        self.generator = generator
        self.score = score
        self.total = total
        self.rank = rank
        self.words = words
        self.bestWordLength = bestWordLength
    }
}
