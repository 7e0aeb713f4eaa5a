/// The payload of `GameEvent.shuffled`.
public struct ShuffleResult: Hashable, Sendable {
    /// The board after the shuffle.
    public var board: Board
    /// Shuffles still allowed.
    public var remaining: Int

    public init(board: Board, remaining: Int) {
        self.board = board
        self.remaining = remaining
    }
}
