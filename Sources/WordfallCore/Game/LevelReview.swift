/// What the end-of-level screen reviews: the player's best and longest words, and the best words
/// they missed. The model's answer (`Game.review(missedLimit:)`); a view only draws it.
public struct LevelReview: Hashable, Sendable {
    /// A word and its points.
    public struct Word: Hashable, Sendable {
        public var word: String
        public var points: Int

        public init(word: String, points: Int) {
            self.word = word
            self.points = points
        }
    }

    /// The accepted word worth the most points (ties: alphabetically first); nil when none was accepted.
    public var bestWord: Word?
    /// The accepted word with the most letters (ties: more points, then alphabetically first).
    public var longestWord: Word?
    /// The words formable on the boards the player saw and never found, best first (ties alphabetical),
    /// each with the most points it was worth on any of those boards.
    public var missedWords: [Word]

    public init(bestWord: Word?, longestWord: Word?, missedWords: [Word]) {
        self.bestWord = bestWord
        self.longestWord = longestWord
        self.missedWords = missedWords
    }
}
