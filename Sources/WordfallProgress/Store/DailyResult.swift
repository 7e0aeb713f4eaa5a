/// The result of one day's daily puzzle (one per date and language).
package struct DailyResult: Hashable, Sendable {
    /// `YYYY-MM-DD`.
    package var date: String
    /// The code of the language the day's puzzle was played in (`Language.code`; results kept before
    /// languages had dailies are English's, `en`).
    package var language: String
    /// The generator version the day's board came from.
    package var generator: Int
    package var score: Int
    /// The board's total points (every word found).
    package var total: Int
    /// The rank's name (`DailyRank.name`).
    package var rank: String
    /// The words accepted, finds included (`ShareText.counts`).
    package var words: Int
    /// The length of the longest word found, 0 when none (`ShareText.counts`; results saved before
    /// 2026-11-28 hold the length of the best word by points). The column keeps its first name.
    package var bestWordLength: Int
    /// `YYYY-MM-DD`: the local day the game ended, nil when not known. Only a day played on its own date
    /// counts for the streak (`PlayerStatistics.streakDays`).
    package var playedOn: String?
    /// What is wrong with the stored row, when it holds what no build writes (a rank no version names, a
    /// score above the total): the result is then the player's, but not to be shown or shared as it is.
    package var problem: String?

    package init(
        date: String, generator: Int, score: Int, total: Int, rank: String, words: Int, bestWordLength: Int,
        playedOn: String? = nil, language: String = "en"
    ) {
        self.playedOn = playedOn
        self.language = language
        self.date = date
        self.generator = generator
        self.score = score
        self.total = total
        self.rank = rank
        self.words = words
        self.bestWordLength = bestWordLength
    }
}
