/// A daily puzzle's rank, from the share of the board's total points the player reached, on the
/// scale of the New York Times' Spelling Bee.
public struct DailyRank: Hashable, Sendable {
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

    /// The rank reached with `score` on a board worth `total`.
    public static func rank(score: Int, total: Int) -> DailyRank {
        all.last { score >= $0.points(outOf: total) } ?? all[0]
    }

    /// The next rank above the one reached and the points still needed for it; nil at the top.
    public static func next(score: Int, total: Int) -> (rank: DailyRank, pointsNeeded: Int)? {
        guard let next = all.first(where: { score < $0.points(outOf: total) }) else { return nil }
        return (next, next.points(outOf: total) - score)
    }

    /// What the share line counts of a game's accepted words (`Game.scoredWords`, `LevelResult.words`), one
    /// figure on the end screen, in plain mode and as saved: how many words (finds included: a find is a word
    /// found), and the longest one's letters (the longest, not the best by points, which the review names
    /// beside it).
    public static func counts(of words: [ScoredWord]) -> (words: Int, longestWordLength: Int) {
        (words.count, words.map { $0.word.count }.max() ?? 0)
    }
}
