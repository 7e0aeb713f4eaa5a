/// The payload of `GameEvent.scrambled`: the free shuffles were used up, so the shuffle drew fresh letters
/// for a move (docs/RULES.md, "Scramble").
public struct ScrambleResult: Hashable, Sendable {
    /// The board after the scramble.
    public var board: Board
    /// Moves remaining after it.
    public var remaining: Int

    public init(board: Board, remaining: Int) {
        self.board = board
        self.remaining = remaining
    }
}
