import WordfallCore

extension KeptGame {
    /// Where a kept game stands, found by playing its moves again on a game of its own (nothing shown).
    public struct Standing: Hashable, Sendable {
        public var score: Int
        public var movesLeft: Int?
        public var timeLeft: Double?
        public var words: Int
        /// The game is over once its moves are played again (a daily whose time ran out while away).
        public var isOver: Bool

        public init(score: Int, movesLeft: Int?, timeLeft: Double?, words: Int, isOver: Bool) {
            self.score = score
            self.movesLeft = movesLeft
            self.timeLeft = timeLeft
            self.words = words
            self.isOver = isOver
        }
    }

    /// Plays the moves again on a game of `level` with `lexicon`, where it resumes.
    public func standing(lexicon: Lexicon) -> Standing {
        let game = Game(level: level, lexicon: lexicon)
        game.restore(moves, elapsed: elapsed)
        return Standing(
            score: game.score, movesLeft: game.movesLeft, timeLeft: game.timeLeft, words: game.scoredWords.count,
            isOver: game.status.isOver)
    }
}
