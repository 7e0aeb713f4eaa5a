import Synchronization
import WordfallCore

/// A monotonic clock that can be stopped: the level clock does not run while
/// the game is paused, the help is up, or the quit question is asked.
final class PausableClock: Sendable {
    private struct Reading {
        var pausedAt: Double?
        var pausedTotal: Double = 0
    }

    private let source: @Sendable () -> Double
    private let reading = Mutex(Reading())

    init(source: @escaping @Sendable () -> Double) { self.source = source }

    /// Seconds on the source's scale, minus every paused stretch.
    func now() -> Double {
        reading.withLock { state in (state.pausedAt ?? source()) - state.pausedTotal }
    }

    /// Stops (`true`) or restarts (`false`) the clock; repeating a call changes nothing.
    func setPaused(_ paused: Bool) {
        reading.withLock { state in
            if paused, state.pausedAt == nil {
                state.pausedAt = source()
            } else if !paused, let since = state.pausedAt {
                state.pausedTotal += source() - since
                state.pausedAt = nil
            }
        }
    }

    /// The clock as the game reads it.
    var gameClock: GameClock { GameClock { [self] in now() } }
}
