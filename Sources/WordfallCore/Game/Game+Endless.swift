/// The endless game's rules (docs/RULES.md, "The endless game"): burning tiles burn down, one on the bottom
/// row ends the game, and the level rises every `EndlessStage.wordsPerLevel` words.
extension Game {
    /// The endless game's level now (what the next word is played at); nil for any other level.
    public var endlessStage: EndlessStage? {
        level.rules.endless ? EndlessStage.after(words: movesUsed) : nil
    }

    /// The level the word being played counts at (its own words before it): its lit tile and its draws.
    var stageOfThisWord: EndlessStage { EndlessStage.after(words: movesUsed - 1) }

    /// The most hard letters the tiles drawn after this word may bring.
    var drawCap: Int? { level.rules.endless ? stageOfThisWord.hardLetters : level.rules.hardLetters }

    /// Whether the word just accepted lights a fresh tile: every `burnEvery`-th word; in the endless game,
    /// once `burnEvery` words (the level's own) have been played since the last tile lit (the count starts at
    /// `EndlessStage.headStart`, and is set back to 0 when a tile is lit).
    func lightsTile() -> Bool {
        guard level.rules.endless else {
            guard let every = level.rules.burnEvery else { return false }
            return accepted.count % every == 0
        }
        unlitWords += 1
        return unlitWords >= stageOfThisWord.burnEvery
    }

    /// Whether the fresh tile at `cell` may be lit: in the endless game, never a hard letter (J K Q V X Z), so
    /// that a burning tile is one a player can use; when no fresh tile may, the next word lights one.
    func mayBurn(_ cell: Position) -> Bool {
        !level.rules.endless || !LetterBag.hardLetters.contains(board[cell].letter)
    }

    /// A tile lit now: its fuse, the words before it reaches the bottom row in the endless game.
    func fuseOfLit(_ cell: Position) -> Int {
        level.rules.endless ? board.rows - 1 - cell.row : level.rules.fuse
    }

    /// After the word's refill, reward and lit tile: every burning tile but `lit` burns the tile below it
    /// (unless that one burns too), and the tiles above fall; a burning tile on the bottom row ends the
    /// game (`tileBurned`, then the end checks' `burnedDown`). The level rises after every
    /// `wordsPerLevel`-th word, unless the game ended on it.
    func burnDown(sparing lit: Position?, news: [GameEvent]) -> [GameEvent] {
        var reached = measureFuses()
        var events: [GameEvent] = [.boardChanged(board)] + news
        if reached.isEmpty {
            let below = board.tiles.indices.compactMap { index -> Position? in
                let cell = Position(row: index / board.columns, column: index % board.columns)
                guard board.tiles[index].isBurning, cell != lit else { return nil }
                let under = Position(row: cell.row + 1, column: cell.column)
                return board[under].isBurning ? nil : under
            }
            if !below.isEmpty {
                board.applyGravity(
                    removing: below, bag: level.bag, using: &random, hardLetters: drawCap, vowelInEveryRow: true)
                reached = measureFuses()
                events.append(.boardChanged(board))
            }
        }
        for cell in reached {
            events.append(.tileBurned(BurnedTile(cell: cell, letter: board[cell].symbol, remaining: 0)))
        }
        burnedDown = !reached.isEmpty
        if !burnedDown, movesUsed % EndlessStage.wordsPerLevel == 0 {
            events.append(.levelRose(LevelRise(EndlessStage.after(words: movesUsed))))
        }
        return events
    }

    /// Sets each burning tile's fuse to the rows between it and the bottom row (the words it has left);
    /// returns the burning tiles that reached the bottom row, in row-major order (their fuse is 0 now).
    private func measureFuses() -> [Position] {
        var reached: [Position] = []
        for index in board.tiles.indices where board.tiles[index].isBurning {
            let row = index / board.columns
            board.tiles[index].fuse = board.rows - 1 - row
            if row == board.rows - 1 { reached.append(Position(row: row, column: index % board.columns)) }
        }
        return reached
    }
}
