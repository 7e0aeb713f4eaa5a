import WordfallCore

/// A daily result as plain text that pastes anywhere: the date, the generator, the rank, the score,
/// the number of words and the best word's length (never the word, so it spoils nothing).
public enum ShareText {
    /// - Parameter unicode: false for `--ascii`: the rank bar uses `#` and `.` instead of `●` and `○`.
    public static func lines(
        day: String, generator: Int, rank: String, score: Int, total: Int, words: Int, bestWordLength: Int,
        unicode: Bool
    ) -> [String] {
        let reached = DailyRank.all.firstIndex { $0.name == rank } ?? 0
        let bar = (0..<DailyRank.all.count).map { $0 <= reached ? (unicode ? "●" : "#") : (unicode ? "○" : ".") }
            .joined()
        let percent = total > 0 ? Int((Double(score) / Double(total) * 100).rounded(.down)) : 0
        return [
            "wordfall daily \(day) (generator \(generator))",
            "\(rank) \(bar)",
            "\(NumberText.grouped(score)) of \(NumberText.grouped(total)) points (\(min(100, percent))%)",
            "\(words) word\(words == 1 ? "" : "s"), best word \(bestWordLength) letters",
        ]
    }
}
