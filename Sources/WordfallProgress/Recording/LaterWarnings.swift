extension SavedData {
    /// Warnings that arise while the screen is up, written to stderr once it is restored (written at
    /// once, they would land in the middle of the game's screen).
    package final class LaterWarnings {
        package private(set) var lines: [String] = []
        /// Finished levels whose result could not be saved in this session.
        package private(set) var failedSaves = 0

        package func append(_ line: String) { lines.append(line) }

        /// A finished level's result that could not be saved: told on stderr after the screen, and the
        /// command then exits non-zero (`failIfSavesFailed`).
        package func saveFailed(_ message: String) {
            failedSaves += 1
            lines.append(message)
        }

        /// Levels left in progress that could not be kept for resuming in this session.
        package private(set) var failedKeeps = 0

        /// A level left in progress that could not be kept: told on stderr after the screen, and the
        /// command then exits non-zero (`failIfSavesFailed`).
        package func keepFailed(_ message: String) {
            failedKeeps += 1
            lines.append(message)
        }

        /// Settings the player chose (`--theme`) that could not be kept in this session.
        package private(set) var failedSettings = 0

        /// A setting the player chose that could not be kept: told on stderr after the screen, and the
        /// command then exits non-zero (`failIfSavesFailed`).
        package func settingFailed(_ message: String) {
            failedSettings += 1
            lines.append(message)
        }

        /// Results saved on a thread of their own because another program held the database's lock.
        package let pending = PendingSaves()

        /// How long the way out waits for writes still waiting for the database's lock, in milliseconds:
        /// Ctrl-C ends the game within half a second (docs/decisions/0310).
        package static let pendingWait = 100

        /// Writes every warning to stderr, each once, after waiting a moment (`pendingWait`) for writes
        /// still waiting for the database's lock: those still waiting then are written to a journal beside
        /// the store, saved at the next start; one that cannot be journaled either is a failed save.
        package func flush() {
            var unsaved = pending.finish(waitingAtMost: Self.pendingWait)
            // A kept game still to forget is no loss: it is offered again, and its next keep replaces it.
            for waiting in unsaved {
                guard case .forget = waiting.write else { continue }
                lines.append(
                    "\(waiting.description) is still kept: another program kept the database locked; it is offered "
                        + "again the next time.")
            }
            unsaved.removeAll {
                if case .forget = $0.write { return true }
                return false
            }
            // A result written to a journal when it met the lock is kept there already.
            for waiting in unsaved {
                guard let journal = waiting.journal else { continue }
                lines.append(
                    "Not saved yet, another program kept the database locked: \(waiting.description). Kept in "
                        + "\(journal), saved the next time wordfall starts.")
            }
            unsaved.removeAll { $0.journal != nil }
            if let directory = unsaved.first?.directory {
                var contents = GameStore.JournalContents()
                for waiting in unsaved {
                    switch waiting.write {
                    case .game(let game): contents.games.append(game)
                    case .setting(let key, let value, _): contents.settings[key] = value
                    case .forget: break
                    }
                }
                let names = unsaved.map(\.description).joined(separator: ", ")
                do throws(ProgressError) {
                    let journal = try GameStore.writeJournal(contents, directory: directory)
                    lines.append(
                        "Not saved yet, another program kept the database locked: \(names). Kept in \(journal), "
                            + "saved the next time wordfall starts.")
                } catch {
                    for waiting in unsaved {
                        switch waiting.write {
                        case .game:
                            saveFailed(
                                "Your result of \(waiting.description) was not saved: another program kept the "
                                    + "database locked (\(error.message)).")
                        case .forget, .setting(_, _, chosen: false): break
                        case .setting:
                            settingFailed(
                                "\(waiting.description.prefix(1).uppercased() + waiting.description.dropFirst()) "
                                    + "was not kept: another program kept the database locked (\(error.message)).")
                        }
                    }
                }
            }
            for line in lines { SavedData.warn(line) }
            lines = []
        }
    }
}
