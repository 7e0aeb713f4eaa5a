/// The payload of `GameEvent.tileBurned`: a burning tile whose fuse ran out; it is gone and took a move
/// with it (docs/RULES.md, "Burning tiles").
public struct BurnedTile: Hashable, Sendable {
    /// Where it was.
    public var cell: Position
    /// Its letter, upper case ("Q" for a Q tile).
    public var letter: String
    /// Moves remaining after it burned.
    public var remaining: Int

    public init(cell: Position, letter: String, remaining: Int) {
        self.cell = cell
        self.letter = letter
        self.remaining = remaining
    }
}
