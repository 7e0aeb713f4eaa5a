import WordfallCore

/// The player's statistics as lines of text: what `wordfall stats` prints and the statistics screen shows.
public enum StatisticsText {
    /// The summary first, then the daily puzzle, then each pack's levels (one line each).
    /// - Parameters:
    ///   - packTitle: the title a pack's key (its folder) is shown by.
    ///   - levelTitle: the title a level's id in a pack is shown by.
    ///   - levelPlace: a level's place in its pack's campaign: levels are listed in that order, any not
    ///     placed after them in the order they came.
    ///   - unicode: stars as `★☆` (else `*.`).
    public static func lines(
        _ statistics: PlayerStatistics, packTitle: (String) -> String = { $0 },
        levelTitle: (_ level: String, _ pack: String) -> String = { level, _ in level },
        levelPlace: (_ level: String, _ pack: String) -> Int? = { _, _ in nil }, unicode: Bool = false
    ) -> [String] {
        func word(_ word: ScoredWord?, letters: Bool = false) -> String {
            guard let word else { return "-" }
            let points = "\(NumberText.grouped(word.points)) points"
            return letters ? "\(word.word) (\(word.word.count) letters, \(points))" : "\(word.word) (\(points))"
        }
        var lines = [
            "Games played      \(NumberText.grouped(statistics.gamesPlayed))"
                + (statistics.games.kinds.map { " (\($0))" } ?? ""),
            "Levels completed  \(NumberText.grouped(statistics.levelsCompleted))",
            "Stars             \(NumberText.grouped(statistics.stars))",
            "Words found       \(NumberText.grouped(statistics.wordsFound))",
            "Best word         \(word(statistics.bestWord))",
            "Longest word      \(word(statistics.longestWord, letters: true))",
            "",
        ]
        for daily in [statistics.daily] + statistics.otherDailies {
            // English's line keeps its name; another language's daily is named by its language.
            let named = Language.all.first { $0.code == daily.language && !$0.isEnglish }
            lines.append(
                (named.map { "Daily puzzle (\($0.ownName)) " } ?? "Daily puzzle      ")
                    + "\(daily.daysPlayed) day\(daily.daysPlayed == 1 ? "" : "s") played, streak "
                    + "\(daily.currentStreak) (longest \(daily.longestStreak))")
            let reached = daily.ranks.filter { $0.days > 0 }.map { "\($0.name) \($0.days)" }
            if !reached.isEmpty { lines.append("Round ranks       " + reached.joined(separator: ", ")) }
            let hunted = daily.huntRanks.filter { $0.days > 0 }.map { "\($0.name) \($0.days)" }
            if !hunted.isEmpty { lines.append("Hunt ranks        " + hunted.joined(separator: ", ")) }
        }
        let challenges = statistics.challenges
        if challenges.won + challenges.lost + challenges.drawn > 0 {
            lines.append(
                "Challenges        \(challenges.won) won, \(challenges.lost) lost"
                    + (challenges.drawn > 0 ? ", \(challenges.drawn) drawn" : ""))
        }
        for pack in statistics.packs {
            lines.append("")
            let done = pack.levels.filter(\.completed).count
            lines.append(
                "\(packTitle(pack.pack)): \(pack.levels.count) level\(pack.levels.count == 1 ? "" : "s") played, "
                    + "\(done) completed")
            let levels = pack.levels.enumerated().sorted { a, b in
                let (pa, pb) = (levelPlace(a.element.level, pack.pack), levelPlace(b.element.level, pack.pack))
                return (pa ?? .max, a.offset) < (pb ?? .max, b.offset)
            }.map(\.element)
            let titles = levels.map { levelTitle($0.level, pack.pack) }
            let width = min(28, titles.map(\.count).max() ?? 0)
            for (level, title) in zip(levels, titles) {
                let stars = StarText.stars(level.stars, unicode: unicode)
                let best = level.bestWord.map { ", best word \($0.word)" } ?? ""
                lines.append(
                    "  \(Format.pad(title, max(width, min(title.count, 28))))  \(stars)  best "
                        + "\(NumberText.grouped(level.bestScore))\(best)" + (level.completed ? "" : ", not completed"))
            }
        }
        return lines
    }
}
