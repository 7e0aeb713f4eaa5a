/// What the end-of-level screen reviews: the player's best and longest words, the best words they
/// missed, and their finds. The model's answer (`Game.review(missedLimit:)`); a view only draws it.
public struct LevelReview: Hashable, Sendable {
    /// The accepted word worth the most points (ties: alphabetically first); nil when none was accepted.
    public var bestWord: ScoredWord?
    /// The accepted word with the most letters (ties: more points, then alphabetically first).
    public var longestWord: ScoredWord?
    /// The expected words formable on the boards the player saw and never found, best first (ties
    /// alphabetical), each with the most points it was worth on any of those boards.
    public var missedWords: [ScoredWord]
    /// The accepted words that are offered but not expected (docs/RULES.md, "Word tiers"), in the order
    /// they were found.
    public var finds: [ScoredWord]

    public init(bestWord: ScoredWord?, longestWord: ScoredWord?, missedWords: [ScoredWord], finds: [ScoredWord] = []) {
        self.bestWord = bestWord
        self.longestWord = longestWord
        self.missedWords = missedWords
        self.finds = finds
    }
}
