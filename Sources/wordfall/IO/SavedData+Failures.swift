import WordfallCore
import WordfallProgress

extension SavedData {
    /// The player's statistics; empty when nothing was ever saved.
    ///
    /// - Throws: `CommandFailure` with status 1 when saved data exists but cannot be read.
    func statistics() throws(CommandFailure) -> PlayerStatistics {
        try refuseWhenDamaged()
        guard let store else {
            if let notice { throw CommandFailure(lines: ["wordfall: error: " + notice], status: 1) }
            return PlayerStatistics(
                gamesPlayed: 0, levelsCompleted: 0, stars: 0, wordsFound: 0, bestWord: nil, longestWord: nil, packs: [],
                daily: PlayerStatistics.Daily(
                    daysPlayed: 0, currentStreak: 0, longestStreak: 0, ranks: DailyRank.all.map { ($0.name, 0) }))
        }
        do throws(ProgressError) {
            let statistics = try store.statistics(today: CalendarDay.today())
            for report in store.takeDamageReports() { Self.warn(report) }
            return statistics
        } catch {
            throw CommandFailure(lines: ["wordfall: error: " + error.message], status: 1)
        }
    }
}

extension SavedData {
    /// Fails (status 1) when this open found the saved data damaged and started afresh: what a read
    /// command would print is not the player's record (the warning already said where the file was kept).
    func refuseWhenDamaged() throws(CommandFailure) {
        guard let damagedKeptAs else { return }
        throw CommandFailure(
            lines: [
                "wordfall: error: your saved data was damaged and nothing could be read from it; the damaged file "
                    + "was kept as \(TerminalText.shown(damagedKeptAs))"
            ], status: 1)
    }
}

extension SavedData.LaterWarnings {
    /// Fails with status 74 (as a failed write of output does) when a result could not be saved, a
    /// level left in progress could not be kept, or a setting the player chose could not be kept.
    func failIfSavesFailed() throws(CommandFailure) {
        guard failedSaves > 0 || failedKeeps > 0 || failedSettings > 0 else { return }
        var what: [String] = []
        if failedSaves > 0 {
            what.append(
                failedSaves == 1
                    ? "1 finished level's result was not saved"
                    : "\(failedSaves) finished levels' results were not saved")
        }
        if failedKeeps > 0 { what.append("the level in progress was not kept") }
        if failedSettings > 0 {
            what.append(failedSettings == 1 ? "1 setting was not kept" : "\(failedSettings) settings were not kept")
        }
        throw CommandFailure(
            lines: ["wordfall: error: \(what.joined(separator: " and ")) (see above)"],
            status: Wordfall.outputFailedStatus)
    }
}
