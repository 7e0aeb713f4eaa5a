/// What a static board's review teaches (docs/RULES.md, "The review"): for one word length, the best
/// expected word of that length the player missed, and how many of that length were missed.
public struct MissedLength: Hashable, Sendable {
    /// The letters of the words (a Q tile counting 2, as everywhere letters are counted).
    public var letters: Int
    /// The best missed word of that length, at its points as the board was left.
    public var best: ScoredWord
    /// How many expected words of that length were missed.
    public var count: Int

    public init(letters: Int, best: ScoredWord, count: Int) {
        self.letters = letters
        self.best = best
        self.count = count
    }
}
