import WordfallCore

extension GameStore {
    /// The best result of every level played in a pack. A row holding a value this build never writes
    /// is skipped and reported (`takeDamageReports`).
    package func progress() throws(ProgressError) -> CampaignProgress {
        do throws(SQLiteError) {
            var progress = CampaignProgress()
            for row in try connection.rows("SELECT pack, level, best_score, best_stars, completed FROM level_progress")
            {
                let pack = row.text(0) ?? ""
                let level = row.text(1) ?? ""
                let checked = Self.levelProgress(row, columns: 2...4)
                guard let result = checked.progress else {
                    noteDamage(checked.row.report(key: "pack \(pack), level \(level)"))
                    continue
                }
                progress.packs[pack, default: [:]][level] = result
            }
            return progress
        } catch {
            throw ProgressError(message: "cannot read your saved data in \(path): \(error.message)")
        }
    }

    /// The best result of level `level` of pack `pack` and its best word, as `level_progress` holds them; nil
    /// when it was never played. A damaged row is reported (`takeDamageReports`) and read as never played.
    package func levelBest(pack: String, level: String) throws(ProgressError) -> (
        progress: LevelProgress, bestWord: ScoredWord?
    )? {
        do throws(SQLiteError) {
            let sql =
                "SELECT best_score, best_stars, completed, best_word, best_word_points FROM level_progress "
                + "WHERE pack = ? AND level = ?"
            guard let row = try connection.rows(sql, [.text(pack), .text(level)]).first else { return nil }
            var checked = Self.levelProgress(row, columns: 0...2)
            let points = checked.row.int(4, StoredRow.Range.count)
            guard let result = checked.progress, checked.row.problem == nil else {
                noteDamage(checked.row.report(key: "pack \(pack), level \(level)"))
                return nil
            }
            return (result, row.text(3).map { ScoredWord(word: $0, points: points) })
        } catch {
            throw ProgressError(message: "cannot read your saved data in \(path): \(error.message)")
        }
    }

    /// `best_score, best_stars, completed` in `columns` of `row` as a level's result; nil when damaged.
    static func levelProgress(_ row: SQLiteRow, columns: ClosedRange<Int>) -> (progress: LevelProgress?, row: StoredRow)
    {
        var names = Array(repeating: "", count: columns.lowerBound)
        names += ["best_score", "best_stars", "completed"]
        var stored = StoredRow(
            row, table: "level_progress", columns: names + ["best_word", "best_word_points", "plays"])
        let result = LevelProgress(
            bestScore: stored.int(columns.lowerBound, StoredRow.Range.count),
            bestStars: stored.int(columns.lowerBound + 1, StoredRow.Range.stars),
            completed: stored.int(columns.lowerBound + 2, StoredRow.Range.flag) != 0)
        return (stored.problem == nil ? result : nil, stored)
    }

    /// Every game with a replay, oldest first (a damaged row skipped and reported).
    package func replays() throws(ProgressError) -> [StoredReplay] {
        try readReplays(where: "", []).replays
    }

    /// The replays of the games of `level` played outside a pack (a daily's, a level file's), oldest first.
    package func replays(ofLevel level: String) throws(ProgressError) -> [StoredReplay] {
        try readReplays(where: "WHERE g.pack IS NULL AND g.level = ?", [.text(level)]).replays
    }

    /// The game `id`'s replay, nil when there is no such game or it has no replay.
    ///
    /// - Throws: `ProgressError` when it cannot be read or its row is damaged (the message says which value).
    package func replay(id: Int) throws(ProgressError) -> StoredReplay? {
        let read = try readReplays(where: "WHERE g.id = ?", [.int(id)])
        if let report = read.skipped.first {
            throw ProgressError(message: "the saved game \(id) in \(path) is damaged: \(report)")
        }
        return read.replays.first
    }

    private func readReplays(where condition: String, _ values: [SQLiteValue]) throws(ProgressError) -> (
        replays: [StoredReplay], skipped: [String]
    ) {
        do throws(SQLiteError) {
            var replays: [StoredReplay] = []
            var skipped: [String] = []
            let rows = try connection.rows(
                "SELECT g.id, g.ended_at, g.pack, g.level, g.score, g.stars, g.duration, g.ending, r.level_text, r.moves, "
                    + "r.player_words "
                    + "FROM games g JOIN replays r ON r.game_id = g.id \(condition) ORDER BY g.id", values)
            for row in rows {
                var stored = StoredRow(
                    row, table: "games",
                    columns: [
                        "id", "ended_at", "pack", "level", "score", "stars", "duration", "ending", "level_text",
                        "moves", "player_words",
                    ])
                let replay = StoredReplay(
                    id: stored.int(0, Int.min...Int.max), endedAt: stored.int(1, StoredRow.Range.moment),
                    pack: stored.optionalText(2), level: stored.text(3), score: stored.int(4, StoredRow.Range.count),
                    stars: stored.int(5, StoredRow.Range.stars), duration: stored.double(6, StoredRow.Range.seconds),
                    ending: GameEnding(rawValue: stored.text(7)) ?? .ended, levelText: stored.text(8),
                    moves: stored.text(9), playerWords: stored.optionalText(10).flatMap { PlayerWords(text: $0) })
                if let words = stored.optionalText(10), PlayerWords(text: words) == nil {
                    stored.note(10, expected: "the player's words, +WORD or -WORD a line")
                }
                if GameEnding(rawValue: row.text(7) ?? "") == nil {
                    stored.note(7, expected: "one of " + GameEnding.allCases.map(\.rawValue).joined(separator: ", "))
                }
                guard stored.problem == nil else {
                    skipped.append(stored.report(key: "game \(row.shown(0))"))
                    noteDamage(skipped[skipped.count - 1])
                    continue
                }
                replays.append(replay)
            }
            return (replays, skipped)
        } catch {
            throw ProgressError(message: "cannot read your saved data in \(path): \(error.message)")
        }
    }

    /// The recorded result of the daily puzzle of `date` (`YYYY-MM-DD`) in `language` (its code), if it was
    /// played (a damaged row is reported and counts as a day already played, so it is never overwritten).
    package func dailyResult(on date: String, language: String = "en") throws(ProgressError) -> DailyResult? {
        do throws(SQLiteError) {
            let rows = try connection.rows(
                "SELECT \(try dailyColumns()) FROM daily_results WHERE date = ? AND \(try languageColumn()) = ?",
                [.text(date), .text(language)])
            guard let row = rows.first else { return nil }
            let checked = Self.dailyResult(row)
            if let problem = checked.problem { noteDamage(problem) }
            return checked.result
        } catch {
            throw ProgressError(message: "cannot read your saved data in \(path): \(error.message)")
        }
    }

    /// `played_on`, or NULL in a database of schema 2 read without being migrated (read-only, 0019).
    func playedOnColumn() throws(SQLiteError) -> String {
        let columns = try connection.rows("PRAGMA table_info(daily_results)").compactMap { $0.text(1) }
        return columns.contains("played_on") ? "played_on" : "NULL"
    }

    /// `language`, or `'en'` in a database of schema 12 or before read without being migrated (read-only):
    /// every daily kept before languages had dailies is English's.
    func languageColumn(_ table: String = "daily_results") throws(SQLiteError) -> String {
        let columns = try connection.rows("PRAGMA table_info(\(table))").compactMap { $0.text(1) }
        return columns.contains("language") ? "language" : "'en'"
    }

    /// The columns `dailyResult(_:)` reads, in its order.
    func dailyColumns() throws(SQLiteError) -> String {
        "date, generator, score, total, rank, words, best_word_length, \(try playedOnColumn()), \(try languageColumn())"
    }

    /// A stored `YYYY-MM-DD` that is a real day, else nil (untrusted: anything else is "not known").
    static func day(_ text: String) -> String? {
        CalendarDay(text)?.description
    }

    /// A `daily_results` row as a result; a damaged value is reported and read as 0.
    static func dailyResult(_ row: SQLiteRow) -> (result: DailyResult, problem: String?) {
        var stored = StoredRow(
            row, table: "daily_results",
            columns: ["date", "generator", "score", "total", "rank", "words", "best_word_length"])
        let result = DailyResult(
            date: stored.text(0), generator: stored.int(1, 0...Int(Int32.max)),
            score: stored.int(2, StoredRow.Range.count),
            total: stored.int(3, StoredRow.Range.count), rank: stored.text(4),
            words: stored.int(5, StoredRow.Range.count),
            bestWordLength: stored.int(6, StoredRow.Range.length), playedOn: row.text(7).flatMap(Self.day),
            language: row.text(8) ?? "en")
        // What no build writes, though each value is in its range (issue 36, item 11): a day that is none,
        // a rank no version names. A score above the board's total is a build's: a round's finds (words the
        // dictionary accepts that are not expected) score too (docs/RULES.md, "The daily: a round, then the hunt").
        if CalendarDay(result.date) == nil { stored.note(0, expected: "a day, YYYY-MM-DD") }
        if !DailyRank.all.contains(where: { $0.name == result.rank }) {
            stored.note(4, expected: "a rank, one of " + DailyRank.all.map(\.name).joined(separator: ", "))
        }
        var checked = result
        checked.problem = stored.problem.map { "table daily_results, \(TerminalText.quoted(row.shown(0))): \($0)" }
        return (checked, checked.problem)
    }

    /// Reports of the rows skipped since the last call, each report given once per store.
    package func takeDamageReports() -> [String] {
        let reports = damagedRows.filter { !reportedDamage.contains($0) }
        reportedDamage.formUnion(reports)
        damagedRows = []
        return reports.map { "Your saved data in \(path) has a damaged row, not read: \($0)." }
    }

    func noteDamage(_ report: String) {
        if !damagedRows.contains(report) { damagedRows.append(report) }
    }
}
