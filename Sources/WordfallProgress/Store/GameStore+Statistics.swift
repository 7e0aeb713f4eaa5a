import WordfallCore

extension GameStore {
    /// The player's statistics from every game recorded; `today` decides whether the daily streak is alive.
    ///
    /// - Throws: `ProgressError` when the database cannot be read.
    package func statistics(today: CalendarDay) throws(ProgressError) -> PlayerStatistics {
        do throws(SQLiteError) {
            let totals = try connection.rows("SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM game_words)")
                .first
            // A word's points are read only when they are a whole number this build writes; the others are
            // counted and reported.
            let soundPoints = "typeof(points) = 'integer' AND points BETWEEN 0 AND \(StoredRow.Range.count.upperBound)"
            let damagedWords =
                try connection.rows("SELECT count(*) FROM game_words WHERE NOT (\(soundPoints))")
                .first?.int(0) ?? 0
            if damagedWords > 0 {
                noteDamage(
                    "table game_words: \(damagedWords) row\(damagedWords == 1 ? "" : "s") whose points are not "
                        + "a whole number from 0 to \(StoredRow.Range.count.upperBound); skipped")
            }
            let best = try connection.rows(
                "SELECT word, points FROM game_words WHERE \(soundPoints) ORDER BY points DESC, word ASC LIMIT 1"
            ).first.map { ScoredWord(word: $0.text(0) ?? "", points: $0.int(1)) }
            let longest = try connection.rows(
                "SELECT word, points FROM game_words WHERE \(soundPoints) "
                    + "ORDER BY length(word) DESC, points DESC, word ASC LIMIT 1"
            ).first.map { ScoredWord(word: $0.text(0) ?? "", points: $0.int(1)) }
            var packs: [PlayerStatistics.PackLine] = []
            var completed = 0
            var stars = 0
            let levels = try connection.rows(
                "SELECT p.pack, p.level, p.best_score, p.best_stars, p.completed, p.best_word, p.best_word_points, "
                    + "(SELECT count(*) FROM games g WHERE g.pack = p.pack AND g.level = p.level) "
                    + "FROM level_progress p ORDER BY p.pack, p.level")
            for row in levels {
                let pack = row.text(0) ?? ""
                let level = row.text(1) ?? ""
                var checked = Self.levelProgress(row, columns: 2...4)
                let bestWordPoints = checked.row.int(6, StoredRow.Range.count)
                guard let result = checked.progress, checked.row.problem == nil else {
                    noteDamage(checked.row.report(key: "pack \(pack), level \(level)"))
                    continue
                }
                completed += result.completed ? 1 : 0
                stars += result.bestStars
                let line = PlayerStatistics.LevelLine(
                    level: level, bestScore: result.bestScore, stars: result.bestStars, completed: result.completed,
                    bestWord: row.text(5).map { ScoredWord(word: $0, points: bestWordPoints) }, plays: row.int(7)
                )
                if packs.last?.pack == pack {
                    packs[packs.count - 1].levels.append(line)
                } else {
                    packs.append(PlayerStatistics.PackLine(pack: pack, levels: [line]))
                }
            }
            let daily = try connection.rows("SELECT date, rank, \(try playedOnColumn()) FROM daily_results")
            let days = PlayerStatistics.streakDays(
                daily.compactMap { row in
                    row.text(0).flatMap(CalendarDay.init).map {
                        (date: $0, playedOn: row.text(2).flatMap(CalendarDay.init))
                    }
                })
            let streaks = PlayerStatistics.streaks(days: days, today: today)
            let ranks = DailyRank.all.map { rank in
                (name: rank.name, days: daily.filter { $0.text(1) == rank.name }.count)
            }
            return PlayerStatistics(
                gamesPlayed: totals?.int(0) ?? 0, levelsCompleted: completed, stars: stars,
                wordsFound: totals?.int(1) ?? 0, bestWord: best, longestWord: longest, packs: packs,
                daily: PlayerStatistics.Daily(
                    daysPlayed: daily.count, currentStreak: streaks.current, longestStreak: streaks.longest,
                    ranks: ranks))
        } catch {
            throw ProgressError(message: "cannot read your saved data in \(path): \(error.message)")
        }
    }
}
