/// The game's time source, a struct of closures so tests and headless runs can fake it.
///
/// `now` returns seconds on a monotonic scale; only differences matter.
public struct GameClock: Sendable {
    public var now: @Sendable () -> Double

    public init(now: @escaping @Sendable () -> Double) {
        self.now = now
    }

    /// A clock that never moves on its own: time passes only through `Game.advanceClock(by:)`.
    public static let manual = GameClock { 0 }

    /// The system's monotonic clock (`ContinuousClock`), in seconds since the clock was made: the one
    /// time source of a game played in the terminal (`wordfall play` injects it into the session).
    public static var system: GameClock {
        let clock = ContinuousClock()
        let origin = clock.now
        return GameClock {
            let elapsed = clock.now - origin
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
    }
}
