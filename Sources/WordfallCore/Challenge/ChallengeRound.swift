/// The standard challenge, Wordament's round (docs/RULES.md, "Challenges"): a static 5x5 board drawn from
/// the seed with the language's bag, a 3-minute clock, no shuffle, no hint, and one goal, the points of every
/// expected word on the board (as the daily's). Played by the clock the code fixes, so two results compare.
public enum ChallengeRound {
    /// The board's rows and columns.
    public static let size = 5
    /// Seconds on the clock.
    public static let timeLimit = 180

    /// The round of `seed` in `language` on `lexicon` (the list the code names).
    public static func level(seed: UInt64, language: Language = .english, lexicon: Lexicon) -> Level {
        var level = Level(
            id: "challenge-\(seed)", title: "Challenge round \(seed)", language: language,
            board: .random(rows: size, columns: size),
            rules: Rules(
                minWordLength: 3, refill: .none, timeLimit: Double(timeLimit), shuffles: 0, hints: 0),
            seed: seed, goals: [GoalSpec(.score(target: 1))])
        let board = Game(level: level, lexicon: lexicon).board
        let total = lexicon.words(on: board, minLength: 3).filter(\.isExpected).reduce(0) { $0 &+ $1.points }
        level.goals = [GoalSpec(.score(target: max(1, total)), label: "Points of every common word")]
        return level
    }
}
