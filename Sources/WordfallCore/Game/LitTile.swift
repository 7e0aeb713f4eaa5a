/// The payload of `GameEvent.tileLit`: a fresh tile set burning (docs/RULES.md, "Burning tiles").
public struct LitTile: Hashable, Sendable {
    /// Where it landed, after the refill.
    public var cell: Position
    /// Its letter, upper case ("Q" for a Q tile).
    public var letter: String
    /// The words it lasts: use it in one of them, or it burns out.
    public var fuse: Int

    public init(cell: Position, letter: String, fuse: Int) {
        self.cell = cell
        self.letter = letter
        self.fuse = fuse
    }
}
