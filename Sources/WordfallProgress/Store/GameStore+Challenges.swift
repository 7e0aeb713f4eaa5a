/// How a challenge compared went for the player (`wordfall compare`, docs/RULES.md, "Challenges").
package enum ChallengeOutcome: String, Hashable, Sendable, CaseIterable {
    case won
    case lost
    case drawn
}

extension GameStore {
    /// The table of challenges compared, made when the first is kept: a store without it has none (the
    /// table is its own, so no migration of the others waits on it).
    private static let challengesTable = """
        CREATE TABLE IF NOT EXISTS challenge_results (
            code TEXT NOT NULL, line TEXT NOT NULL, outcome TEXT NOT NULL, compared_at INTEGER NOT NULL,
            PRIMARY KEY (code, line))
        """

    /// Keeps how the player's result `line` of challenge `code` came out against the lines it was compared
    /// with; comparing it again replaces it, so a challenge counts once.
    package func keepChallenge(code: String, line: String, outcome: ChallengeOutcome, at now: Int) throws(ProgressError)
    {
        if let readOnlyReason {
            throw ProgressError(message: "The challenge could not be kept in \(path): \(readOnlyReason).")
        }
        do throws(SQLiteError) {
            try connection.execute(Self.challengesTable)
            try connection.run(
                "INSERT OR REPLACE INTO challenge_results (code, line, outcome, compared_at) VALUES (?, ?, ?, ?)",
                [.text(code), .text(line), .text(outcome.rawValue), .int(now)])
        } catch {
            throw ProgressError(message: "The challenge could not be kept in \(path): \(error.message).")
        }
    }

    /// The player's lines kept for every challenge compared, with when each was compared, oldest first: a
    /// duel's line is kept only here, so it is how a duel played first stays its code's result.
    package func challengeLines() -> [(line: String, at: Int)] {
        guard
            let rows = try? connection.rows(
                "SELECT line, compared_at FROM challenge_results ORDER BY compared_at, rowid")
        else { return [] }
        return rows.compactMap { row in row.text(0).map { ($0, row.int(1)) } }
    }

    /// How many challenges the player won, lost and drew; a row this build never writes is skipped.
    package func challengeOutcomes() -> [ChallengeOutcome: Int] {
        var counts: [ChallengeOutcome: Int] = [:]
        guard let rows = try? connection.rows("SELECT outcome FROM challenge_results") else { return counts }
        for row in rows {
            guard let text = row.text(0), let outcome = ChallengeOutcome(rawValue: text) else { continue }
            counts[outcome, default: 0] += 1
        }
        return counts
    }
}
