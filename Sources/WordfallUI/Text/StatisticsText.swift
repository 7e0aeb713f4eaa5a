import WordfallCore

/// The player's statistics as lines of text: what `wordfall stats` prints and the statistics screen shows.
public enum StatisticsText {
    /// The summary first, then the daily puzzle, then each pack's levels (one line each).
    public static func lines(_ statistics: PlayerStatistics) -> [String] {
        func word(_ word: ScoredWord?, letters: Bool = false) -> String {
            guard let word else { return "-" }
            let points = "\(NumberText.grouped(word.points)) points"
            return letters ? "\(word.word) (\(word.word.count) letters, \(points))" : "\(word.word) (\(points))"
        }
        var lines = [
            "Games played      \(NumberText.grouped(statistics.gamesPlayed))",
            "Levels completed  \(NumberText.grouped(statistics.levelsCompleted))",
            "Stars             \(NumberText.grouped(statistics.stars))",
            "Words found       \(NumberText.grouped(statistics.wordsFound))",
            "Best word         \(word(statistics.bestWord))",
            "Longest word      \(word(statistics.longestWord, letters: true))",
            "",
        ]
        let daily = statistics.daily
        lines.append(
            "Daily puzzle      \(daily.daysPlayed) day\(daily.daysPlayed == 1 ? "" : "s") played, streak "
                + "\(daily.currentStreak) (longest \(daily.longestStreak))")
        let reached = daily.ranks.filter { $0.days > 0 }.map { "\($0.name) \($0.days)" }
        if !reached.isEmpty { lines.append("Ranks             " + reached.joined(separator: ", ")) }
        for pack in statistics.packs {
            lines.append("")
            let done = pack.levels.filter(\.completed).count
            lines.append(
                "Pack \(pack.pack): \(pack.levels.count) level\(pack.levels.count == 1 ? "" : "s") played, \(done) completed"
            )
            for level in pack.levels {
                let stars =
                    String(repeating: "*", count: level.stars) + String(repeating: ".", count: 3 - min(3, level.stars))
                let best = level.bestWord.map { ", best word \($0.word)" } ?? ""
                lines.append(
                    "  \(level.level)  \(stars)  best \(NumberText.grouped(level.bestScore))\(best)"
                        + (level.completed ? "" : ", not completed"))
            }
        }
        return lines
    }
}
