/// The payload of `GameEvent.goalsDone`: every goal is done, so the level is won and play goes on.
///
/// The level ends later (the player finishes it, its moves or time run out, or no word is left),
/// and its stars are counted then; `stars` is what the score gives now.
public struct GoalsDone: Hashable, Sendable {
    public var score: Int
    /// The stars the score gives now (1 to 3).
    public var stars: Int

    public init(score: Int, stars: Int) {
        self.score = score
        self.stars = stars
    }
}
