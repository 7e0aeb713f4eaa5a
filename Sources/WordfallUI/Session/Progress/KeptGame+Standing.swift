import WordfallCore
import WordfallPlay

extension KeptGame {
    /// Where a kept game stands, found by playing its moves again on a game of its own (nothing shown).
    public struct Standing: Hashable, Sendable {
        public var score: Int
        public var movesLeft: Int?
        public var timeLeft: Double?
        public var words: Int
        /// The game is over once its moves are played again (a daily whose time ran out while away).
        public var isOver: Bool

        /// "1,240 points, 5 moves left, 2 words found" (and the time left when `withTime`).
        public func line(withTime: Bool = false) -> String {
            var parts = ["\(Format.number(score)) \(score == 1 ? "point" : "points")"]
            if let movesLeft { parts.append("\(movesLeft) \(movesLeft == 1 ? "move" : "moves") left") }
            parts.append(words == 1 ? "1 word found" : "\(Format.number(words)) words found")
            if withTime, let timeLeft { parts.append("\(Format.clock(timeLeft)) left") }
            return parts.joined(separator: ", ")
        }
    }

    /// Plays the moves again on a game of `level` with `lexicon`, where it resumes.
    public func standing(lexicon: Lexicon) -> Standing {
        let game = Game(level: level, lexicon: lexicon)
        let shown = GameViewModel(game: game)
        game.restore(moves, elapsed: elapsed)
        return Standing(
            score: game.score, movesLeft: game.movesLeft, timeLeft: game.timeLeft,
            words: shown.state.wordsFound.count, isOver: game.status.isOver)
    }
}
