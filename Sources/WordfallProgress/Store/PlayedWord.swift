/// One accepted word of a game, with the points it scored.
public struct PlayedWord: Hashable, Sendable {
    /// Upper case, as the game accepted it.
    public var word: String
    public var points: Int

    public init(word: String, points: Int) {
        self.word = word
        self.points = points
    }
}
