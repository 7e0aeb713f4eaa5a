extension Level {
    /// How many boards a retry of a static level draws at most before it keeps a turned board.
    public static let retryDraws = 12

    /// The level as a retry plays it (docs/RULES.md, "Every try a new game"): the same level with `seed`
    /// for its random numbers, so the refills, shuffles and scrambles are new. A random board is drawn
    /// anew from that seed; a fixed board with falling tiles keeps its design (only what falls is new).
    /// A static board (`"refill": "none"`) is redrawn: its tiles shuffled with the seed, as a shuffle
    /// shuffles them, up to `retryDraws` times, keeping the first board on which every goal can be done
    /// (as a shuffle judges a board: `ShuffleFairness`) and whose best expected words, as many as the
    /// moves allow, are worth at least nine tenths of the level's own board's (the same rating); when
    /// none is, the board turned half a turn (its words are the same, in new places).
    ///
    /// The level it gives is a level like any other: its text (the seed, the board) is what a replay
    /// keeps, so a replay and `run` of it give the same game.
    ///
    /// - Complexity: on a static board, at most `retryDraws` board searches.
    public func retried(seed: UInt64, lexicon: Lexicon) -> Level {
        // Another endless game is the endless game of that seed (its title names it), in its language.
        if rules.endless {
            var next = Level.endless(seed: seed)
            next.rules.hard = rules.hard
            next.language = language
            next.bag = bag
            return next
        }
        var level = self
        level.seed = seed
        guard case .fixed(let board) = self.board, rules.refill == .none else { return level }
        let worth = Self.worth(Game(level: self, lexicon: lexicon))
        var random = SplitMix64(seed: seed)
        var drawn = board
        for _ in 0..<Self.retryDraws {
            drawn.shuffle(using: &random)
            guard drawn != board else { continue }
            level.board = .fixed(drawn)
            let game = Game(level: level, lexicon: lexicon)
            let fair = ShuffleFairness(game: game).isFair(game.board, words: nil, proven: true)
            if fair, Self.worth(game) * 10 >= worth * 9 { return level }
        }
        level.board = .fixed(board.turnedHalfway)
        return level
    }

    /// The points of the best expected words on `game`'s board, as many as its moves allow.
    private static func worth(_ game: Game) -> Int {
        let expected = game.bestWords().filter(\.isExpected).map(\.points)
        return expected.prefix(game.level.rules.moves ?? .max).reduce(0, Scoring.saturatingSum) / 10
    }

    /// This level as `other`'s try played it (its seed, hard mode or not, and a static board's tiles in
    /// their order), when `other` could be a try of it: the same level's id, and a board of the same size
    /// and, on a static board, the same tiles in another order (nil otherwise). A caller that finds the text of the answer
    /// is the text of `other` knows a game kept on a retry is this level's game.
    public func asTry(_ other: Level) -> Level? {
        guard other.id == id else { return nil }
        var played = self
        played.seed = other.seed
        // A game kept in hard mode resumes hard, whatever the setting is now (and the other way round).
        played.rules.hard = other.rules.hard
        guard case .fixed(let board) = self.board, rules.refill == .none else { return played }
        guard case .fixed(let theirs) = other.board, board.rows == theirs.rows, board.columns == theirs.columns,
            board.tiles.map(\.letter).sorted() == theirs.tiles.map(\.letter).sorted()
        else { return nil }
        played.board = other.board
        return played
    }
}

extension Board {
    /// The board turned half a turn: the last tile first.
    var turnedHalfway: Board {
        Board(rows: rows, columns: columns, tiles: tiles.reversed())
    }
}
