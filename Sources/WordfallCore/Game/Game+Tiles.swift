/// The falling tiles' rules of docs/RULES.md: balanced refills, reward tiles, burning tiles and the scramble.
extension Game {
    /// The refill after `accepted` (gravity), the reward tile and the lit tile it brings, then the fuses:
    /// `boardChanged`, `rewardDropped`, `tileLit`, then what burned out. The fuses go down before the
    /// board is sent, so the `boardChanged` shows each fuse as it is after this word (the play-test of
    /// 2026-11-29 saw `!3` stay on screen a word too long and the tile burn out at `!2`).
    func fall(after accepted: AcceptedWord) -> [GameEvent] {
        let rules = level.rules
        board.applyGravity(
            removing: accepted.path, bag: level.bag, using: &random, hardLetters: drawCap,
            vowelInEveryRow: rules.endless)
        var news: [GameEvent] = []
        var reward: Position?
        if let bonus = rules.rewardBonus(letters: accepted.word.utf8.count), let last = accepted.path.last {
            // The top of the column the word ended in: always a fresh tile.
            let cell = Position(row: 0, column: last.column)
            board.tiles[index(of: cell)] = board[cell].with(bonus: bonus)
            reward = cell
            news.append(.rewardDropped(RewardTile(cell: cell, bonus: bonus, word: accepted.word)))
        }
        var lit: Position?
        if lightsTile(),
            let cell = board.cellsRefilled(removing: accepted.path).first(where: { $0 != reward && mayBurn($0) })
        {
            if rules.endless { unlitWords = 0 }
            let fuse = fuseOfLit(cell)
            board.tiles[index(of: cell)].fuse = fuse
            lit = cell
            news.append(.tileLit(LitTile(cell: cell, letter: board[cell].symbol, fuse: fuse)))
        }
        if rules.endless { return burnDown(sparing: lit, news: news) }
        let burned = shortenFuses(sparing: lit)
        return [.boardChanged(board)] + news + burnOut(burned)
    }

    /// "Bonuses spent" (a static board's `bonusOnce`): the bonus tiles of `accepted`'s path lose their bonus;
    /// `boardChanged` when one did.
    func spendBonuses(of accepted: AcceptedWord) -> [GameEvent] {
        var spent = false
        for cell in accepted.path where board[cell].bonus != .none {
            let tile = board[cell]
            board.tiles[index(of: cell)] = tile.with(bonus: .none)
            spent = true
        }
        return spent ? [.boardChanged(board)] : []
    }

    /// A shuffle with no free shuffle left, on a level that allows it: every tile that is neither a bonus
    /// tile nor burning is drawn again, for a move; refused (`noneLeft`) unless a move is left after it.
    func performScramble() -> [GameEvent] {
        guard let left = movesLeft, left > 1 else {
            return [.moveRefused(RefusedMove(move: .shuffle, reason: .noneLeft))]
        }
        movesUsed += 1
        let redrawn = board.tiles.map { $0.bonus == .none && !$0.isBurning }
        var counts = board.letterCounts(skipping: redrawn)
        for index in board.tiles.indices where redrawn[index] {
            board.tiles[index] = level.bag.drawTile(
                using: &random, counts: &counts, cap: level.rules.hardLetters, size: board.tiles.count)
        }
        let remaining = movesLeft ?? 0
        let burned = shortenFuses(sparing: nil)
        var events = observed([.scrambled(ScrambleResult(board: board, remaining: remaining))])
        events.append(.movesChanged(remaining))
        events += burnOut(burned)
        boardsSeen.append(board)
        return events + endChecks()
    }

    /// Every burning tile but `lit` (just set burning) loses a word of its fuse; returns those at 0, in
    /// row-major order, for `burnOut`.
    func shortenFuses(sparing lit: Position?) -> [Position] {
        var burned: [Position] = []
        for index in board.tiles.indices where board.tiles[index].isBurning {
            let cell = Position(row: index / board.columns, column: index % board.columns)
            guard cell != lit else { continue }
            board.tiles[index].fuse -= 1
            if board.tiles[index].fuse == 0 { burned.append(cell) }
        }
        return burned
    }

    /// The tiles whose fuse ran out (`shortenFuses`) burn out: each takes a move, and they go as used tiles
    /// go (gravity, a balanced refill). `tileBurned` for each (in row-major order), then `movesChanged` and
    /// `boardChanged`.
    func burnOut(_ burned: [Position]) -> [GameEvent] {
        guard !burned.isEmpty else { return [] }
        var events: [GameEvent] = []
        for cell in burned {
            if let moves = level.rules.moves { movesUsed = min(moves, movesUsed + 1) }
            events.append(.tileBurned(BurnedTile(cell: cell, letter: board[cell].symbol, remaining: movesLeft ?? 0)))
        }
        if let movesLeft { events.append(.movesChanged(movesLeft)) }
        board.applyGravity(removing: burned, bag: level.bag, using: &random, hardLetters: level.rules.hardLetters)
        events.append(.boardChanged(board))
        return events
    }

    /// Whether a shuffle would do something now: a free shuffle is left, or a scramble is allowed (a level
    /// with `scramble`, no free shuffle left, and a move to spare after it).
    public var canShuffleOrScramble: Bool {
        guard status == .playing else { return false }
        if shufflesLeft > 0 { return true }
        return level.rules.scramble && level.rules.refill == .gravity && (movesLeft ?? 0) > 1
    }

    private func index(of cell: Position) -> Int { cell.row * board.columns + cell.column }
}
