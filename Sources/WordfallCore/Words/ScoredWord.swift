/// A word with its points, as a review or a list of found words shows it.
public struct ScoredWord: Hashable, Sendable {
    public var word: String
    public var points: Int

    public init(word: String, points: Int) {
        self.word = word
        self.points = points
    }
}
