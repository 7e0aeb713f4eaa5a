import WordfallCore

extension GameStore {
    /// The words of a day: the round's (its game's words) and the hunt's list (docs/RULES.md, "The daily:
    /// a round, then the hunt").
    package struct DayWords: Hashable, Sendable {
        /// The words the day's round found, in order; empty when the round is not recorded.
        package var round: [String]
        /// Every word of the day's hunt list, round's included once a hunt was played, each once, in the
        /// order the list was written (the order found, sitting after sitting).
        package var hunt: [String]

        /// Every word found that day, each once in the order found: the round's, then the hunt's.
        package var all: [String] {
            let round = Set(self.round)
            return self.round + hunt.filter { !round.contains($0) }
        }
    }

    /// The words found on `date` (`YYYY-MM-DD`) in the daily of `language` (its code). A stored word that is
    /// not letters is skipped.
    ///
    /// - Throws: `ProgressError` when the database cannot be read.
    package func dayWords(on date: String, language: String = "en") throws(ProgressError) -> DayWords {
        do throws(SQLiteError) {
            let round = try connection.rows(
                "SELECT w.word FROM game_words w JOIN daily_results d ON w.game_id = d.game_id "
                    + "WHERE d.date = ? AND d.\(try languageColumn()) = ? ORDER BY w.position",
                [.text(date), .text(language)]
            ).compactMap { $0.text(0) }.filter(Self.isHuntWord)
            return DayWords(round: round, hunt: try huntWords(on: date, language: language))
        } catch {
            throw ProgressError(message: "cannot read your saved data in \(path): \(error.message)")
        }
    }

    /// The day's hunt list in the order its words were first written (a row's rowid: each write adds its
    /// new words in the order found).
    private func huntWords(on date: String, language: String) throws(SQLiteError) -> [String] {
        guard try hasTable("daily_hunt_words") else { return [] }
        let rows = try connection.rows(
            "SELECT word FROM daily_hunt_words WHERE date = ? AND \(try languageColumn("daily_hunt_words")) = ? "
                + "ORDER BY rowid", [.text(date), .text(language)])
        var seen: Set<String> = []
        return rows.compactMap { $0.text(0) }.filter { Self.isHuntWord($0) && seen.insert($0).inserted }
    }

    /// Adds `hunt`'s words to the day's list and records where the hunt stands, in one transaction: the
    /// list is a set merged on write, so two sittings open at once (two processes) both add to it and
    /// neither loses the other's words. Returns `hunt` with every word of the list merged in.
    ///
    /// - Parameters:
    ///   - playedOn: the local day it is played, `YYYY-MM-DD`.
    ///   - language: the code of the language of the day's puzzle.
    /// - Throws: `ProgressError` saying what could not be saved; nothing saved before is changed.
    @discardableResult
    package func recordHunt(
        _ hunt: DailyHunt, on date: String, language: String = "en", generator: Int, playedOn: String,
        waitingAtMost wait: Int32? = nil
    ) throws(ProgressError) -> DailyHunt {
        connection.setBusyTimeout(milliseconds: wait ?? Self.busyTimeout)
        defer { connection.setBusyTimeout(milliseconds: Self.busyTimeout) }
        if let readOnlyReason {
            throw ProgressError(message: "Your hunt's words could not be saved to \(path): \(readOnlyReason).")
        }
        do throws(SQLiteError) {
            return try connection.transaction { () throws(SQLiteError) in
                for word in hunt.inOrder {
                    try connection.run(
                        "INSERT OR IGNORE INTO daily_hunt_words (date, language, word, found_at) VALUES (?, ?, ?, ?)",
                        [.text(date), .text(language), .text(word), .int(now())])
                }
                var merged = hunt
                merged.merge(try huntWords(on: date, language: language))
                try connection.run(
                    "INSERT OR REPLACE INTO daily_hunts "
                        + "(date, language, generator, points, words, expected, expected_found, rank, played_on) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [
                        .text(date), .text(language), .int(generator), .int(merged.points), .int(merged.found.count),
                        .int(merged.expected.count), .int(merged.expected.count - merged.wordsLeft),
                        .text(merged.rank.name), .text(playedOn),
                    ])
                return merged
            }
        } catch {
            throw ProgressError(
                message: "Your hunt's words could not be saved to \(path): \(error.message). "
                    + "Everything saved before is unchanged; the hunt goes on.", isBusy: error.primaryCode == 5)
        }
    }

    /// The hunt's rank recorded for `date` in `language`, nil when no hunt was played that day (or its row is
    /// damaged).
    package func huntRank(on date: String, language: String = "en") throws(ProgressError) -> String? {
        do throws(SQLiteError) {
            guard try hasTable("daily_hunts") else { return nil }
            let name = try connection.rows(
                "SELECT rank FROM daily_hunts WHERE date = ? AND \(try languageColumn("daily_hunts")) = ?",
                [.text(date), .text(language)]
            ).first?.text(0)
            return name.flatMap { name in DailyRank.all.contains { $0.name == name } ? name : nil }
        } catch {
            throw ProgressError(message: "cannot read your saved data in \(path): \(error.message)")
        }
    }

    /// The words the day's nudges pointed at, in the order given (`HuntNudge.next`).
    package func huntNudges(on date: String, language: String = "en") throws(ProgressError) -> [String] {
        do throws(SQLiteError) {
            guard try hasTable("daily_nudges") else { return [] }
            return try connection.rows(
                "SELECT word FROM daily_nudges WHERE date = ? AND \(try languageColumn("daily_nudges")) = ? "
                    + "ORDER BY position", [.text(date), .text(language)]
            ).compactMap { $0.text(0) }.filter(Self.isHuntWord)
        } catch {
            throw ProgressError(message: "cannot read your saved data in \(path): \(error.message)")
        }
    }

    /// Gives the day's next nudge, in one transaction with reading those given (another sitting's count),
    /// so every sitting together gives at most `HuntNudge.perDay`. Nil when none is left.
    package func giveNudge(_ hunt: DailyHunt, on date: String, language: String = "en") throws(ProgressError) -> (
        nudge: HuntNudge?, given: Int
    ) {
        if let readOnlyReason {
            throw ProgressError(
                message: "A nudge cannot be given: your saved data cannot be written (\(readOnlyReason)).")
        }
        do throws(SQLiteError) {
            return try connection.transaction { () throws(SQLiteError) in
                let given = try connection.rows(
                    "SELECT word FROM daily_nudges WHERE date = ? AND language = ? ORDER BY position",
                    [.text(date), .text(language)]
                ).compactMap { $0.text(0) }
                guard let nudge = HuntNudge.next(hunt, given: given) else { return (nil, given.count) }
                try connection.run(
                    "INSERT INTO daily_nudges (date, language, position, word) VALUES (?, ?, ?, ?)",
                    [.text(date), .text(language), .int(given.count), .text(nudge.word)])
                return (nudge, given.count + 1)
            }
        } catch {
            throw ProgressError(message: "A nudge could not be saved to \(path): \(error.message).")
        }
    }

    /// How many days ended the hunt of `language`'s daily at each rank, every rank lowest first.
    func huntRanks(language: String = "en") throws(SQLiteError) -> [(name: String, days: Int)] {
        let ranks =
            try hasTable("daily_hunts")
            ? try connection.rows(
                "SELECT rank FROM daily_hunts WHERE \(try languageColumn("daily_hunts")) = ?", [.text(language)]) : []
        return DailyRank.all.map { rank in (name: rank.name, days: ranks.filter { $0.text(0) == rank.name }.count) }
    }

    /// Whether the schema has `table` (a database read without being migrated may not).
    func hasTable(_ table: String) throws(SQLiteError) -> Bool {
        try !connection.rows("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [.text(table)]).isEmpty
    }

    /// 1 to 40 letters, upper case (any alphabet; the code letters 0-9 of a wide tile set, `LetterCode`):
    /// what the hunt keeps.
    static func isHuntWord(_ word: String) -> Bool {
        (1...40).contains(word.count) && word.allSatisfy { $0.isLetter || ("0"..."9").contains($0) }
            && word == word.uppercased()
    }
}
