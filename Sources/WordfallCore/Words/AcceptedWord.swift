/// A word that passed every check: the payload of `GameEvent.wordAccepted`.
public struct AcceptedWord: Hashable, Sendable {
    /// The word, upper case (`QU` for a Q tile).
    public var word: String
    /// The path that spells it (the best one for a typed word).
    public var path: [Position]
    /// The tiles along `path` as they were when the word was accepted (before any refill).
    public var tiles: [Tile]
    public var points: Int

    public init(word: String, path: [Position], tiles: [Tile], points: Int) {
        self.word = word
        self.path = path
        self.tiles = tiles
        self.points = points
    }
}
