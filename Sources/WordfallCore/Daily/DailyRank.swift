/// A daily puzzle's rank, from the share of the board's total points the player reached, on the
/// scale of the New York Times' Spelling Bee, up to Genius; Queen Bee is every expected word of the board,
/// in the round as in the hunt (docs/RULES.md, "The daily: a round, then the hunt").
public struct DailyRank: Hashable, Sendable {
    /// What comes after the rank reached.
    public enum Next: Hashable, Sendable {
        /// The next rank, and the points it still needs.
        case rank(DailyRank, pointsNeeded: Int)
        /// Queen Bee, and the expected words still to find.
        case queenBee(wordsLeft: Int)
    }

    public let name: String
    /// The share of the total points it takes, in percent.
    public let percent: Int

    /// Every rank, lowest first.
    public static let all: [DailyRank] = [
        DailyRank(name: "Beginner", percent: 0), DailyRank(name: "Good Start", percent: 2),
        DailyRank(name: "Moving Up", percent: 5), DailyRank(name: "Good", percent: 8),
        DailyRank(name: "Solid", percent: 15), DailyRank(name: "Nice", percent: 25),
        DailyRank(name: "Great", percent: 40), DailyRank(name: "Amazing", percent: 50),
        DailyRank(name: "Genius", percent: 70), DailyRank(name: "Queen Bee", percent: 100),
    ]

    /// The points this rank needs on a board worth `total` (rounded up, so the rank means at least its share).
    public func points(outOf total: Int) -> Int {
        // ceil(total * percent / 100) without overflow for any total up to Int.max.
        let total = max(0, total)
        return total / 100 * percent + (total % 100 * percent + 99) / 100
    }

    /// The top rank: every expected word of the board found.
    public static var queenBee: DailyRank { all[all.count - 1] }

    /// The rank reached with `score` on a board worth `total`, with `wordsLeft` of its expected words not
    /// found: by points up to Genius (finds off the list count, so points can pass the total), and Queen Bee
    /// only with none left, whatever the points.
    public static func rank(score: Int, total: Int, wordsLeft: Int) -> DailyRank {
        if wordsLeft <= 0 { return queenBee }
        return all.dropLast().last { score >= $0.points(outOf: total) } ?? all[0]
    }

    /// How many of the board's `expected` words (upper case) `found` (any case) leaves unfound. Where the
    /// expected words are not known (nil), none is left once `score` reaches the board's `total`.
    public static func wordsLeft(of expected: Set<String>?, found: some Sequence<String>, score: Int, total: Int)
        -> Int
    {
        guard let expected else { return score >= total ? 0 : 1 }
        return expected.subtracting(found.map { $0.uppercased() }).count
    }

    /// What comes after the rank reached: the next rank up to Genius and the points it still needs, then
    /// Queen Bee and the expected words left; nil at Queen Bee.
    public static func next(score: Int, total: Int, wordsLeft: Int) -> Next? {
        guard wordsLeft > 0 else { return nil }
        guard let up = all.dropLast().first(where: { score < $0.points(outOf: total) }) else {
            return .queenBee(wordsLeft: wordsLeft)
        }
        return .rank(up, pointsNeeded: max(1, up.points(outOf: total) - score))
    }

    /// What the share line counts of a game's accepted words (`Game.scoredWords`, `LevelResult.words`), one
    /// figure on the end screen, in plain mode and as saved: how many words (finds included: a find is a word
    /// found), and the longest one's letters (the longest, not the best by points, which the review names
    /// beside it).
    public static func counts(of words: [ScoredWord]) -> (words: Int, longestWordLength: Int) {
        (words.count, words.map { $0.word.count }.max() ?? 0)
    }
}
