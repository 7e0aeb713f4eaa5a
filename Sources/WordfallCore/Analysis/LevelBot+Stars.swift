extension LevelBot {
    /// A game that completes a level, and its score.
    public struct ScoredGame: Sendable {
        /// The moves, the player's `.finish` last when the level was still going.
        public let moves: [Move]
        public let score: Int
    }

    /// The best-scoring game found that completes `level`: what `check` compares the star thresholds with
    /// and `generate` sets them from.
    ///
    /// Two games are played and the better kept: the bot's `solution` (when given) continued greedily, and a
    /// greedy game from the start. Greedy: the word worth the most points at each move (a shuffle when the
    /// board holds no new word), until the level ends or `maxMoves` words; a timed level gets a word every
    /// `secondsPerWord` seconds of its clock at most, since a player needs time to find one. Each board
    /// search counts against `stepBudget`. Nil when neither game completes the level. With `expectedOnly`,
    /// the greedy moves are expected words alone (docs/RULES.md, "Word tiers"): stars a person reaches with
    /// the words the game offers.
    public static func bestGame(
        level: Level, lexicon: Lexicon, solution: [Move]?, maxMoves: Int = 60, secondsPerWord: Double = 5,
        stepBudget: Int = 20_000_000, expectedOnly: Bool = false
    ) -> ScoredGame? {
        var limit = maxMoves
        if let time = level.rules.timeLimit { limit = min(limit, max(1, Int(time / secondsPerWord))) }
        var steps = 0
        var best: ScoredGame?
        for start in [solution?.filter { $0 != .finish }, []] {
            guard let start else { continue }
            let game = Game(level: level, lexicon: lexicon)
            game.start()
            var moves: [Move] = []
            for move in start where game.status == .playing {
                game.play(move)
                moves.append(move)
            }
            var words = game.movesUsed
            // The last board searched: a static board is searched once (its steps still count each move).
            var searched: (board: Board, words: BoardWords)?
            while game.status == .playing, words < limit, steps < stepBudget {
                let search =
                    searched.flatMap { $0.board == game.board ? $0.words : nil }
                    ?? lexicon.search(on: game.board, minLength: level.rules.minWordLength)
                searched = (game.board, search)
                steps += search.steps
                let found = FoundTexts(game.foundWords)
                if let word = search.words.first(where: { (!expectedOnly || $0.isExpected) && !found.contains($0) }) {
                    moves.append(.path(word.path))
                    game.play(.path(word.path))
                    words += 1
                } else {
                    let before = (game.shufflesLeft, game.movesUsed)
                    guard game.canShuffleOrScramble else { break }
                    moves.append(.shuffle)
                    game.shuffle()
                    guard before != (game.shufflesLeft, game.movesUsed) else { break }
                }
            }
            if game.isWon && game.status == .playing {
                moves.append(.finish)
                game.play(.finish)
            }
            guard case .completed = game.status, game.score > (best?.score ?? -1) else { continue }
            best = ScoredGame(moves: moves, score: game.score)
        }
        return best
    }
}
