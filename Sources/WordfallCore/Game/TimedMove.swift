/// A move and when it was played, in seconds on the level clock: one entry of a game's move log.
public struct TimedMove: Hashable, Sendable {
    public var move: Move
    /// Seconds on the level clock when the move was played.
    public var at: Double

    public init(move: Move, at: Double) {
        self.move = move
        self.at = at
    }
}
