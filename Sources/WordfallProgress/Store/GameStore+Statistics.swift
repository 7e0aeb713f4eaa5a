import WordfallCore

extension GameStore {
    /// The player's statistics from every game recorded; `today` decides whether the daily streak is alive.
    ///
    /// - Throws: `ProgressError` when the database cannot be read.
    package func statistics(today: CalendarDay) throws(ProgressError) -> PlayerStatistics {
        do throws(SQLiteError) {
            // A game is read only when its ending is one this build writes, a word only when its points are
            // a whole number this build writes and it is a word a terminal shows as it is (an escape code
            // counted as letters is no word); the others are counted and reported (issue 36, item 11).
            let endings = GameEnding.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            let soundGame = "ending IN (\(endings))"
            let soundPoints = "typeof(points) = 'integer' AND points BETWEEN 0 AND \(StoredRow.Range.count.upperBound)"
            let soundText =
                "typeof(word) = 'text' AND length(word) BETWEEN 1 AND \(StoredRow.Range.length.upperBound) "
                + "AND NOT word GLOB ?"
            let ofSoundGames = "game_id IN (SELECT id FROM games WHERE \(soundGame))"
            let soundWord = "\(soundPoints) AND \(soundText) AND \(ofSoundGames)"
            let glob = [SQLiteValue.text(Self.escapedGlob)]
            let totals = try connection.rows(
                "SELECT (SELECT count(*) FROM games WHERE \(soundGame)), "
                    + "(SELECT count(*) FROM games WHERE NOT coalesce(\(soundGame), 0)), "
                    + "(SELECT count(*) FROM game_words WHERE \(soundWord)), "
                    + "(SELECT count(*) FROM game_words WHERE \(ofSoundGames) AND NOT (\(soundPoints))), "
                    + "(SELECT count(*) FROM game_words WHERE \(ofSoundGames) AND \(soundPoints) "
                    + "AND NOT coalesce(\(soundText), 0))", glob + glob
            ).first
            func rows(_ count: Int) -> String { "\(count) row\(count == 1 ? "" : "s")" }
            if let damagedGames = totals?.int(1), damagedGames > 0 {
                noteDamage(
                    "table games: \(rows(damagedGames)) whose ending is not one of "
                        + GameEnding.allCases.map(\.rawValue).joined(separator: ", ") + "; skipped, with their words")
            }
            if let damagedWords = totals?.int(3), damagedWords > 0 {
                noteDamage(
                    "table game_words: \(rows(damagedWords)) whose points are not "
                        + "a whole number from 0 to \(StoredRow.Range.count.upperBound); skipped")
            }
            if let damagedTexts = totals?.int(4), damagedTexts > 0 {
                noteDamage(
                    "table game_words: \(rows(damagedTexts)) whose word is empty, longer than "
                        + "\(StoredRow.Range.length.upperBound) letters or holds a control or invisible character; "
                        + "skipped")
            }
            let best = try connection.rows(
                "SELECT word, points FROM game_words WHERE \(soundWord) ORDER BY points DESC, word ASC LIMIT 1", glob
            ).first.map { ScoredWord(word: $0.text(0) ?? "", points: $0.int(1)) }
            let longest = try connection.rows(
                "SELECT word, points FROM game_words WHERE \(soundWord) "
                    + "ORDER BY length(word) DESC, points DESC, word ASC LIMIT 1", glob
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
            // A day is read only when its row holds what a build writes (`dailyResult(_:)`: a real day, a rank
            // of the scale); the others are reported and skipped.
            let results = try connection.rows(
                "SELECT \(try dailyColumns()) FROM daily_results ORDER BY date"
            ).compactMap { row -> DailyResult? in
                let checked = Self.dailyResult(row)
                if let problem = checked.problem {
                    noteDamage(problem + "; the row is skipped")
                    return nil
                }
                return checked.result
            }
            // Each language's daily is its own: its days, its streak, its ranks (docs/LANGUAGES.md).
            var dailies: [PlayerStatistics.Daily] = []
            for language in ["en"] + Language.all.map(\.code).filter({ $0 != "en" }) {
                let daily = results.filter { $0.language == language }
                guard language == "en" || !daily.isEmpty else { continue }
                let days = PlayerStatistics.streakDays(
                    daily.compactMap { result in
                        CalendarDay(result.date).map { (date: $0, playedOn: result.playedOn.flatMap(CalendarDay.init)) }
                    })
                let streaks = PlayerStatistics.streaks(days: days, today: today)
                let ranks = DailyRank.all.map { rank in
                    (name: rank.name, days: daily.filter { $0.rank == rank.name }.count)
                }
                dailies.append(
                    PlayerStatistics.Daily(
                        daysPlayed: daily.count, currentStreak: streaks.current, longestStreak: streaks.longest,
                        ranks: ranks, huntRanks: try huntRanks(language: language), language: language))
            }
            let games = try gameCounts(sound: soundGame)
            var statistics = PlayerStatistics(
                gamesPlayed: games.total, levelsCompleted: completed, stars: stars,
                wordsFound: (totals?.int(2) ?? 0) + (try huntWordsFound()), bestWord: best, longestWord: longest,
                packs: packs,
                daily: dailies[0])
            statistics.otherDailies = Array(dailies.dropFirst())
            statistics.games = games
            return statistics
        } catch {
            throw ProgressError(message: "cannot read your saved data in \(path): \(error.message)")
        }
    }

    /// The games played by kind (`GameCounts`): the sound games recorded, a daily's round among them by its
    /// date, each day's hunt once and every endless game ended (kept apart, in `endless_bests`).
    private func gameCounts(sound: String) throws(SQLiteError) -> GameCounts {
        let recorded = try connection.rows(
            "SELECT count(*) FILTER (WHERE daily_date IS NULL), count(*) FILTER (WHERE daily_date IS NOT NULL) "
                + "FROM games WHERE \(sound)"
        ).first
        let hunts =
            try hasTable("daily_hunts") ? try connection.rows("SELECT count(*) FROM daily_hunts").first?.int(0) : 0
        let endless =
            try hasTable("endless_bests")
            ? try connection.rows("SELECT coalesce(sum(games), 0) FROM endless_bests WHERE games >= 1").first?.int(0)
            : 0
        return GameCounts(
            levels: recorded?.int(0) ?? 0, dailyRounds: recorded?.int(1) ?? 0, hunts: hunts ?? 0, endless: endless ?? 0)
    }

    /// The words of every day's hunt that its round did not find (docs/RULES.md, "The daily: a round,
    /// then the hunt"): a day's hunt counts as one game after its round, each of its words once.
    private func huntWordsFound() throws(SQLiteError) -> Int {
        guard try hasTable("daily_hunt_words") else { return 0 }
        return try connection.rows(
            "SELECT count(*) FROM daily_hunt_words h WHERE NOT EXISTS (SELECT 1 FROM game_words w "
                + "JOIN daily_results d ON w.game_id = d.game_id WHERE d.date = h.date "
                + "AND d.\(try languageColumn()) = h.\(try languageColumn("daily_hunt_words")) AND w.word = h.word)"
        ).first?.int(0) ?? 0
    }

    /// A GLOB pattern matching text that holds a character `TerminalText` shows by its code (a control or
    /// invisible character; NUL, which ends SQLite's pattern, aside).
    static let escapedGlob: String = {
        var set = ""
        for range in TerminalText.escapedRanges {
            let low = max(range.lowerBound, 1)
            guard low <= range.upperBound, let first = Unicode.Scalar(low), let last = Unicode.Scalar(range.upperBound)
            else { continue }
            set.unicodeScalars.append(first)
            if range.upperBound > low {
                set += "-"
                set.unicodeScalars.append(last)
            }
        }
        return "*[" + set + "]*"
    }()
}
