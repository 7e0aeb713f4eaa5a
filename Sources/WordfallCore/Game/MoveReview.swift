/// One move of the review that teaches (docs/RULES.md, "The review"): the word played, and the best word
/// the board it was played on held, with its points on that board as it was (its bonuses, spent or not).
public struct MoveReview: Hashable, Sendable {
    /// The move's number among the accepted words: 1 for the first word.
    public var move: Int
    public var played: ScoredWord
    /// The expected word worth the most points on that board, not found before this move (ties:
    /// alphabetical); nil when the word played was worth as much or more.
    public var best: ScoredWord?

    public init(move: Int, played: ScoredWord, best: ScoredWord?) {
        self.move = move
        self.played = played
        self.best = best
    }

    /// How many points the move left on the board: what makes it matter.
    public var shortfall: Int { best.map { max(0, $0.points - played.points) } ?? 0 }
}
