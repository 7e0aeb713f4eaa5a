extension Game {
    /// How many boards a shuffle draws at most before it gives up (docs/RULES.md, "A shuffle never
    /// takes a win away").
    public static let shuffleDraws = 12

    /// The board a shuffle keeps: the first fair board among up to `shuffleDraws` draws, each
    /// shuffling the one before; nil when none is fair (the random numbers stay drawn).
    ///
    /// - Complexity: at most `shuffleDraws` board searches (the solver's, on a static board; the
    ///   early-exit probe with gravity), and usually one.
    func fairShuffle() -> Board? {
        let fairness = ShuffleFairness(game: self)
        let anyBoardIsFair = !fairness.isFair(board, words: wordsOnBoard(), proven: false)
        var drawn = board
        for _ in 0..<Self.shuffleDraws {
            drawn.shuffle(using: &random)
            if anyBoardIsFair || fairness.isFair(drawn, words: nil, proven: true) { return drawn }
        }
        return nil
    }

    /// The boards this game's shuffles can show, in the order they would be drawn: `count` successive
    /// shuffles of the current board, drawn from a copy of the random numbers (nothing is used up).
    func boardsDrawable(count: Int) -> [Board] {
        var random = self.random
        var drawn = board
        return (0..<count).map { _ in
            drawn.shuffle(using: &random)
            return drawn
        }
    }
}
