/// What the end-of-level screen reviews: the player's best and longest words, and the best words
/// they missed. The model's answer (`Game.review(missedLimit:)`); a view only draws it.
public struct LevelReview: Hashable, Sendable {
    /// The accepted word worth the most points (ties: alphabetically first); nil when none was accepted.
    public var bestWord: ScoredWord?
    /// The accepted word with the most letters (ties: more points, then alphabetically first).
    public var longestWord: ScoredWord?
    /// The words formable on the boards the player saw and never found, best first (ties alphabetical),
    /// each with the most points it was worth on any of those boards.
    public var missedWords: [ScoredWord]

    public init(bestWord: ScoredWord?, longestWord: ScoredWord?, missedWords: [ScoredWord]) {
        self.bestWord = bestWord
        self.longestWord = longestWord
        self.missedWords = missedWords
    }
}
