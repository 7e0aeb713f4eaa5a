import Dispatch
import Glibc
import Synchronization
import WordfallProgress

/// Results whose save found the database locked by another program (a backup, a `sqlite3` shell),
/// saved on a thread of their own as soon as the lock goes, so the game never waits for it: keys,
/// Ctrl-C included, act at once.
///
/// At the end (`finish`) the game waits a moment for them; what is still not saved then is reported.
final class PendingSaves: Sendable {
    private struct State {
        /// Descriptions of the results not saved yet, by number.
        var waiting: [Int: String] = [:]
        var next = 0
        /// Set at the end: the threads stop trying.
        var closing = false
    }

    private let state = Mutex(State())

    /// Saves `game` in the store in `directory` on another thread, trying again while the lock is held.
    func save(_ game: PlayedGame, directory: String, describedAs description: String) {
        let number = state.withLock { state in
            state.next += 1
            state.waiting[state.next] = description
            return state.next
        }
        DispatchQueue.global().async { [self] in
            // A connection of this thread's own (a connection is used by one thread).
            guard let store = GameStore.open(directory: directory).store else { return }
            while !state.withLock({ $0.closing }) {
                do throws(ProgressError) {
                    try store.record(game)
                    _ = state.withLock { $0.waiting.removeValue(forKey: number) }
                    return
                } catch {
                    // Busy again (the lock outlived the wait) or another failure: try again shortly.
                    usleep(error.isBusy ? 0 : 200_000)
                }
            }
        }
    }

    /// Waits up to `milliseconds` for the results still waiting, then gives up on them: their descriptions.
    func finish(waitingAtMost milliseconds: Int) -> [String] {
        var waited = 0
        while waited < milliseconds && !state.withLock({ $0.waiting.isEmpty }) {
            usleep(20_000)
            waited += 20
        }
        return state.withLock { state in
            state.closing = true
            return state.waiting.sorted { $0.key < $1.key }.map(\.value)
        }
    }
}
