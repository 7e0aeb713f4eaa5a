extension LevelBot {
    /// A game that completes a level, and its score.
    public struct ScoredGame: Sendable {
        /// The moves, the player's `.finish` last when the level was still going.
        public let moves: [Move]
        public let score: Int
        /// The words accepted, with their points, in the order played.
        public let words: [ScoredWord]
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
    /// the words the game offers. Words of `excluding` (upper case) are never played, and a `solution`
    /// holding one is not continued: a game that does without them (`StarSpread`).
    ///
    /// `enough`: a score that settles the question asked (whether a star threshold is in reach): the first
    /// game to complete the level with that many points is returned as soon as it has them, its `.finish`
    /// last, and no other game is played. `searches`: the boards searched so far (the bot's), whose words
    /// are taken rather than searched again.
    public static func bestGame(
        level: Level, lexicon: Lexicon, solution: [Move]?, maxMoves: Int = 60, secondsPerWord: Double = 5,
        stepBudget: Int = 20_000_000, expectedOnly: Bool = false, excluding: Set<String> = [], enough: Int? = nil,
        searches: BoardSearches = BoardSearches()
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
            guard excluding.isDisjoint(with: game.foundWords) else { continue }
            var words = game.movesUsed
            var boards = GreedyBoards(excluding: excluding, lexicon: lexicon, searches: searches)
            func isEnough() -> Bool { enough.map { game.isWon && game.score >= $0 } ?? false }
            while game.status == .playing, words < limit, steps < stepBudget, !isEnough() {
                if let word = boards.best(in: game, lexicon: lexicon, expectedOnly: expectedOnly, steps: &steps) {
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
            best = ScoredGame(moves: moves, score: game.score, words: game.scoredWords)
            if let enough, game.score >= enough { break }
        }
        return best
    }

    /// The best word not yet found on each board of a greedy game. A board searched before (by the bot:
    /// `searches`) gives its list; one seen for the first time is asked for that word alone
    /// (`Lexicon.bestWord`: falling tiles give a new board every move); a board seen again (a static
    /// board) is searched whole once and its list kept. Each move counts the search's steps, as searching
    /// the board again would.
    private struct GreedyBoards {
        let searches: BoardSearches
        private var last: Board?
        private var searched: (board: Board, words: BoardWords)?
        /// The words never played, and their nodes in the word list's trie.
        private let excluded: [String]
        private let excludedNodes: NodeSet

        init(excluding: Set<String>, lexicon: Lexicon, searches: BoardSearches) {
            self.searches = searches
            excluded = excluding.sorted()
            excludedNodes = NodeSet(excluded.compactMap { NewWordProbe.node(of: $0, in: lexicon) })
        }

        mutating func best(in game: Game, lexicon: Lexicon, expectedOnly: Bool, steps: inout Int) -> FoundWord? {
            let board = game.board
            let minLength = game.level.rules.minWordLength
            defer { last = board }
            if searched?.board != board {
                if let known = searches.known(on: board, minLength: minLength, lexicon: lexicon) {
                    searched = (board, known)
                } else if last != board {
                    let best = lexicon.bestWord(
                        on: board, minLength: minLength,
                        excluding: excludedNodes.isEmpty ? game.foundNodes : game.foundNodes.union(excludedNodes),
                        expectedOnly: expectedOnly)
                    steps += best.steps
                    return best.word
                } else {
                    searched = (board, searches.words(on: board, minLength: minLength, lexicon: lexicon))
                }
            }
            guard let searched else { return nil }
            steps += searched.words.steps
            let found = FoundTexts(excluded.isEmpty ? game.foundWords : game.foundWords + excluded)
            return searched.words.words.first { (!expectedOnly || $0.isExpected) && !found.contains($0) }
        }
    }
}
