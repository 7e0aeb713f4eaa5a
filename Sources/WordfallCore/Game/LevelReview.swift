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
    /// On a falling board, each word played on the boards reviewed beside the best word its board held
    /// (`MoveReview`): the moves that left the most points first, the review that teaches. Empty on a
    /// static board, where every move saw the same board (`missedByLength` teaches there).
    public var moves: [MoveReview]
    /// On a static board (`"refill": "none"`), the expected words missed by length, longest first: the
    /// best of each length and how many (`MissedLength`). Empty on a falling board.
    public var missedByLength: [MissedLength]

    /// The words found: every word accepted in the level, finds and words never offered included (what
    /// the side panel counts; docs/RULES.md, "Words found"). `found` and `finds` name those offered.
    public var foundCount: Int

    /// The count under which the review lists what was found ("Found 12 of 77"): the words found and
    /// the expected words missed.
    public var wordCount: Int { foundCount + missedCount }

    public init(
        bestWord: ScoredWord?, longestWord: ScoredWord?, missedWords: [ScoredWord], finds: [ScoredWord] = [],
        found: [ScoredWord] = [], missedCount: Int? = nil, moves: [MoveReview] = [], foundCount: Int? = nil,
        missedByLength: [MissedLength] = []
    ) {
        self.missedByLength = missedByLength
        self.foundCount = foundCount ?? found.count + finds.count
        self.moves = moves
        self.bestWord = bestWord
        self.longestWord = longestWord
        self.missedWords = missedWords
        self.finds = finds
        self.found = found
        self.missedCount = missedCount ?? missedWords.count
    }
}
