extension SavedData {
    /// Warnings that arise while the screen is up, written to stderr once it is restored (written at
    /// once, they would land in the middle of the game's screen).
    final class LaterWarnings {
        private(set) var lines: [String] = []
        /// Finished levels whose result could not be saved in this session.
        private(set) var failedSaves = 0

        func append(_ line: String) { lines.append(line) }

        /// A finished level's result that could not be saved: told on stderr after the screen, and the
        /// command then exits non-zero (`failIfSavesFailed`).
        func saveFailed(_ message: String) {
            failedSaves += 1
            lines.append(message)
        }

        /// Levels left in progress that could not be kept for resuming in this session.
        private(set) var failedKeeps = 0

        /// A level left in progress that could not be kept: told on stderr after the screen, and the
        /// command then exits non-zero (`failIfSavesFailed`).
        func keepFailed(_ message: String) {
            failedKeeps += 1
            lines.append(message)
        }

        /// Fails with status 74 (as a failed write of output does) when a result could not be saved, or a
        /// level left in progress could not be kept.
        func failIfSavesFailed() throws(CommandFailure) {
            guard failedSaves > 0 || failedKeeps > 0 else { return }
            var what: [String] = []
            if failedSaves > 0 {
                what.append(
                    failedSaves == 1
                        ? "1 finished level's result was not saved"
                        : "\(failedSaves) finished levels' results were not saved")
            }
            if failedKeeps > 0 { what.append("the level in progress was not kept") }
            throw CommandFailure(
                lines: ["wordfall: error: \(what.joined(separator: " and ")) (see above)"],
                status: Wordfall.outputFailedStatus)
        }

        /// Results saved on a thread of their own because another program held the database's lock.
        let pending = PendingSaves()

        /// Writes every warning to stderr, each once, after waiting a moment (half a second at most) for
        /// results still waiting for the database's lock; one still waiting then is a failed save.
        func flush() {
            for description in pending.finish(waitingAtMost: 500) {
                saveFailed(
                    "Your result of \(description) was not saved: another program kept the database locked.")
            }
            for line in lines { SavedData.warn(line) }
            lines = []
        }
    }
}
