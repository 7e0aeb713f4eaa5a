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
    /// The expected words the player found, in the order found: the words the review counts, and the
    /// list under its count ("Found 2 of 65": these 2).
    public var found: [ScoredWord]
    /// How many expected words the boards seen held that the player never found (`missedWords` is the
    /// best `missedLimit` of them).
    public var missedCount: Int
    /// Each word played on the boards reviewed, beside the best word its board held (`MoveReview`): the
    /// moves that left the most points first, the review that teaches.
    public var moves: [MoveReview]

    /// The count under which the review lists `found`: the expected words found and missed.
    public var wordCount: Int { found.count + missedCount }

    public init(
        bestWord: ScoredWord?, longestWord: ScoredWord?, missedWords: [ScoredWord], finds: [ScoredWord] = [],
        found: [ScoredWord] = [], missedCount: Int? = nil, moves: [MoveReview] = []
    ) {
        self.moves = moves
        self.bestWord = bestWord
        self.longestWord = longestWord
        self.missedWords = missedWords
        self.finds = finds
        self.found = found
        self.missedCount = missedCount ?? missedWords.count
    }
}
