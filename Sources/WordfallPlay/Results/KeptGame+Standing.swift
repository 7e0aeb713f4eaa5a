import WordfallCore

extension KeptGame {
    /// Where a kept game stands, found by playing its moves again on a game of its own (nothing shown).
    public struct Standing: Hashable, Sendable {
        public var score: Int
        public var movesLeft: Int?
        public var timeLeft: Double?
        public var words: Int
        /// The game is over once its moves are played again (a daily whose time ran out while away, a game
        /// killed between its last keep and its result).
        public var isOver: Bool
        /// How it stands once its moves are played again: why it is over, when it is.
        public var status: GameStatus = .playing

        /// Why the game is over, for the offer and Continue to say ("its moves ran out"); nil when it is
        /// not. `clockRanOn`: the daily's clock ran on while the player was away.
        public func whyOver(clockRanOn: Bool) -> String? {
            switch status {
            case .ready, .playing: nil
            case .failed(.outOfTime): clockRanOn ? "its time ran out while you were away" : "its time ran out"
            case .failed(.outOfMoves): "its moves ran out"
            case .failed(.noWordsLeft): "no word was left on its board"
            case .failed(.burnedDown): "a burning tile reached the bottom row"
            case .completed: "its goals were done"
            case .ended: "it was ended"
            }
        }

        public init(
            score: Int, movesLeft: Int?, timeLeft: Double?, words: Int, isOver: Bool, status: GameStatus = .playing
        ) {
            self.status = status
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
            isOver: game.status.isOver, status: game.status)
    }
}
