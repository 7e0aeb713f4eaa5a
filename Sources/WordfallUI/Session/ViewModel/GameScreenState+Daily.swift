import WordfallCore

/// What a daily's screen shows of its own (docs/RULES.md, "The daily: a round, then the hunt").
extension GameScreenState {
    /// The word found that counts as the day's big word (`DailyPlay.bigWordPlayed`), marked in the found
    /// lists; nil outside a daily, or while none does.
    public var bigWordPlayed: String? { daily?.bigWordPlayed(in: wordsFound.map(\.word)) }

    /// The goals as the panel and Ctrl-G show them. A daily speaks in ranks: its one goal (the board's
    /// points) would count finds and tick done before the board is found, so it shows its rank and what
    /// the next takes instead (`DailyPlay.rankGoal`).
    public var shownGoals: [GoalLine] {
        guard let daily else { return goals }
        return [daily.rankGoal(score: score, words: wordsFound.map(\.word))]
    }

    /// The goals panel's title: "Goals 1/3", a daily's "Rank".
    public var goalsTitle: String {
        daily == nil ? "Goals \(goals.filter(\.done).count)/\(goals.count)" : "Rank"
    }
}
