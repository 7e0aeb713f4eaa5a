import Dispatch
import Glibc
import Synchronization
import WordfallCore

/// Results and settings whose save found the database locked by another program (a backup, a `sqlite3`
/// shell), saved on a thread of their own as soon as the lock goes, so the game never waits for it: keys,
/// Ctrl-C included, act at once (docs/decisions/0310).
///
/// At the end (`finish`) the game waits a moment for them; what is still not saved then is handed back
/// (to be written to a journal beside the store).
package final class PendingSaves: Sendable {
    /// What waits for the lock.
    package enum Write: Sendable {
        case game(PlayedGame)
        /// `chosen`: the player chose it (`--theme`); else the game keeps it of its own accord.
        case setting(key: String, value: String, chosen: Bool)
        /// The kept game of a level the player chose to start again, to forget.
        case forget(GameID)
    }

    /// One write waiting, with what it is called for the player ("the puzzle of 2026-11-28", "your theme").
    package struct Waiting: Sendable {
        package var write: Write
        package var description: String
        package var directory: String
        /// The journal it was written to at once (a game's result), removed once the store holds it.
        package var journal: String?
    }

    private struct State {
        /// The writes not done yet, by number.
        package var waiting: [Int: Waiting] = [:]
        package var next = 0
        /// Set at the end: the threads stop trying.
        package var closing = false
    }

    private let state = Mutex(State())

    /// Saves `game` in the store in `directory` on another thread, trying again while the lock is held;
    /// `journal`: where it was written meanwhile, removed once the store holds it.
    package func save(_ game: PlayedGame, directory: String, journal: String?, describedAs description: String) {
        start(Waiting(write: .game(game), description: description, directory: directory, journal: journal))
    }

    /// Keeps the setting `key` in the store in `directory` on another thread, as `save` does a game.
    package func setSetting(
        _ key: String, to value: String, chosen: Bool, directory: String, describedAs description: String
    ) {
        start(
            Waiting(
                write: .setting(key: key, value: value, chosen: chosen), description: description, directory: directory)
        )
    }

    /// Forgets the kept game `id` on another thread, as `save` saves a game.
    package func forget(_ id: GameID, directory: String, describedAs description: String) {
        start(Waiting(write: .forget(id), description: description, directory: directory))
    }

    private func start(_ waiting: Waiting) {
        let number = state.withLock { state in
            state.next += 1
            state.waiting[state.next] = waiting
            return state.next
        }
        DispatchQueue.global().async { [self] in
            // A connection of this thread's own (a connection is used by one thread).
            // Journals are the start's to save, never a save's waiting for a lock (it would hold them taken).
            guard let store = GameStore.open(directory: waiting.directory, savingJournals: false).store else { return }
            while !state.withLock({ $0.closing }) {
                do throws(ProgressError) {
                    switch waiting.write {
                    case .game(let game): try store.record(game)
                    case .setting(let key, let value, _): try store.setSetting(key, to: value)
                    case .forget(let id): try store.forgetGameInProgress(id)
                    }
                    _ = state.withLock { $0.waiting.removeValue(forKey: number) }
                    // The store holds it: its journal is not needed (saved anyway, it is one game: its id).
                    if let journal = waiting.journal { unlink(journal) }
                    return
                } catch {
                    // Busy again (the lock outlived the wait) or another failure: try again shortly.
                    usleep(error.isBusy ? 0 : 200_000)
                }
            }
        }
    }

    /// Waits up to `milliseconds` for the writes still waiting, then gives up on them: those not done.
    package func finish(waitingAtMost milliseconds: Int) -> [Waiting] {
        var waited = 0
        while waited < milliseconds && !state.withLock({ $0.waiting.isEmpty }) {
            usleep(10_000)
            waited += 10
        }
        return state.withLock { state in
            state.closing = true
            return state.waiting.sorted { $0.key < $1.key }.map(\.value)
        }
    }
}
