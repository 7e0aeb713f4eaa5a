/// The payload of `Game.levelCompleted`.
public struct CompletedLevel: Hashable, Sendable {
    public var score: Int
    /// 1 to 3 (docs/RULES.md: 1, plus one per `stars` threshold reached).
    public var stars: Int

    public init(score: Int, stars: Int) {
        self.score = score
        self.stars = stars
    }
}
