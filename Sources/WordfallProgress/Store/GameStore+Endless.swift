import WordfallCore

extension GameStore {
    /// The best of `seed`, nil when no game of it ended (or its row is damage, reported as such).
    package func endlessBest(seed: UInt64) -> EndlessBest? {
        endlessBests(where: "WHERE seed = ?", [.integer(Int64(bitPattern: seed))]).first
    }

    /// The best over every seed (ties: the one played first), nil when no endless game ended.
    package func endlessBestOfAll() -> EndlessBest? {
        endlessBests(where: "ORDER BY score DESC, played_at ASC LIMIT 1", []).first
    }

    /// Records an endless game that ended: one more game of its seed, and its score, words, level and best
    /// word when it beat the seed's best.
    ///
    /// - Throws: `ProgressError` saying why it could not be kept (a read-only store, a full disk, the lock).
    package func recordEndless(
        seed: UInt64, score: Int, words: Int, level: Int, bestWord: ScoredWord?, at now: Int
    ) throws(ProgressError) {
        if let readOnlyReason {
            throw ProgressError(message: "The endless game's score could not be kept in \(path): \(readOnlyReason).")
        }
        let better = "excluded.score > score"
        do throws(SQLiteError) {
            try connection.run(
                "INSERT INTO endless_bests (seed, score, words, level, best_word, best_word_points, played_at, games) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, 1) ON CONFLICT (seed) DO UPDATE SET games = games + 1, "
                    + "words = CASE WHEN \(better) THEN excluded.words ELSE words END, "
                    + "level = CASE WHEN \(better) THEN excluded.level ELSE level END, "
                    + "best_word = CASE WHEN \(better) THEN excluded.best_word ELSE best_word END, "
                    + "best_word_points = CASE WHEN \(better) THEN excluded.best_word_points ELSE best_word_points END, "
                    + "played_at = CASE WHEN \(better) THEN excluded.played_at ELSE played_at END, "
                    + "score = max(score, excluded.score)",
                [
                    .integer(Int64(bitPattern: seed)), .int(score), .int(words), .int(level),
                    bestWord.map { .text($0.word) } ?? .null, .int(bestWord?.points ?? 0), .int(now),
                ])
        } catch {
            throw ProgressError(
                message: "The endless game's score could not be kept in \(path): \(error.message).",
                isBusy: error.primaryCode == 5)
        }
    }

    private func endlessBests(where clause: String, _ values: [SQLiteValue]) -> [EndlessBest] {
        let query =
            "SELECT seed, score, words, level, best_word, best_word_points, games FROM endless_bests " + clause
        guard let rows = try? connection.rows(query, values) else { return [] }
        return rows.compactMap { row in
            let score = row.int(1)
            guard score >= 0, row.int(2) >= 0, row.int(3) >= 1, row.int(6) >= 1 else {
                noteDamage("table endless_bests: a row this build never writes; skipped")
                return nil
            }
            return EndlessBest(
                seed: UInt64(bitPattern: row.int64(0)), score: score, words: row.int(2), level: row.int(3),
                bestWord: row.text(4).map { ScoredWord(word: $0, points: row.int(5)) }, games: row.int(6))
        }
    }
}
