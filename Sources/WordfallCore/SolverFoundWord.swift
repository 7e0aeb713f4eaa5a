/// A dictionary word formable on a board, with its best path and the points it is worth.
public struct FoundWord: Hashable, Sendable {
    /// The word, upper case (`QU` for a Q tile).
    public let word: String
    /// The best path spelling it (most points; ties: lexicographically smallest).
    public let path: [Position]
    /// The points the path is worth.
    public let points: Int

    public init(word: String, path: [Position], points: Int) {
        self.word = word
        self.path = path
        self.points = points
    }
}
