/// The payload of `GameEvent.clockTicked`.
public struct ClockTick: Hashable, Sendable {
    /// Seconds of play so far (never beyond the time limit).
    public var elapsed: Double
    /// Seconds left, nil when the level has no time limit.
    public var remaining: Double?

    public init(elapsed: Double, remaining: Double?) {
        self.elapsed = elapsed
        self.remaining = remaining
    }
}
