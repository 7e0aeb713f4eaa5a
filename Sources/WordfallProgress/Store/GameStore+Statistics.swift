import WordfallCore

extension GameStore {
    /// The player's statistics from every game recorded; `today` decides whether the daily streak is alive.
    ///
    /// - Throws: `ProgressError` when the database cannot be read.
    public func statistics(today: CalendarDay) throws(ProgressError) -> PlayerStatistics {
        do throws(SQLiteError) {
            let totals = try connection.rows(
                "SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM game_words), "
                    + "(SELECT count(*) FROM level_progress WHERE completed = 1), "
                    + "(SELECT coalesce(sum(best_stars), 0) FROM level_progress)"
            ).first
            let best = try connection.rows(
                "SELECT word, points FROM game_words ORDER BY points DESC, word ASC LIMIT 1"
            ).first.map { ScoredWord(word: $0.text(0) ?? "", points: $0.int(1)) }
            let longest = try connection.rows(
                "SELECT word, points FROM game_words ORDER BY length(word) DESC, points DESC, word ASC LIMIT 1"
            ).first.map { ScoredWord(word: $0.text(0) ?? "", points: $0.int(1)) }
            var packs: [PlayerStatistics.PackLine] = []
            let levels = try connection.rows(
                "SELECT p.pack, p.level, p.best_score, p.best_stars, p.completed, p.best_word, p.best_word_points, "
                    + "(SELECT count(*) FROM games g WHERE g.pack = p.pack AND g.level = p.level) "
                    + "FROM level_progress p ORDER BY p.pack, p.level")
            for row in levels {
                let pack = row.text(0) ?? ""
                let line = PlayerStatistics.LevelLine(
                    level: row.text(1) ?? "", bestScore: row.int(2), stars: row.int(3), completed: row.int(4) != 0,
                    bestWord: row.text(5).map { ScoredWord(word: $0, points: row.int(6)) }, plays: row.int(7)
                )
                if packs.last?.pack == pack {
                    packs[packs.count - 1].levels.append(line)
                } else {
                    packs.append(PlayerStatistics.PackLine(pack: pack, levels: [line]))
                }
            }
            let daily = try connection.rows("SELECT date, rank FROM daily_results")
            let days = daily.compactMap { $0.text(0).flatMap(CalendarDay.init) }
            let streaks = PlayerStatistics.streaks(days: days, today: today)
            let ranks = DailyRank.all.map { rank in
                (name: rank.name, days: daily.filter { $0.text(1) == rank.name }.count)
            }
            return PlayerStatistics(
                gamesPlayed: totals?.int(0) ?? 0, levelsCompleted: totals?.int(2) ?? 0, stars: totals?.int(3) ?? 0,
                wordsFound: totals?.int(1) ?? 0, bestWord: best, longestWord: longest, packs: packs,
                daily: PlayerStatistics.Daily(
                    daysPlayed: daily.count, currentStreak: streaks.current, longestStreak: streaks.longest,
                    ranks: ranks))
        } catch {
            throw ProgressError(message: "cannot read your saved data in \(path): \(error.message)")
        }
    }
}
