/// A bounded search for a game that completes a level: what `check` reports for each level and what
/// `generate` ships as a level's proof.
///
/// A game is a pure function of its level and moves (docs/RULES.md), so a list of moves found here
/// completes the level in every run. The search is depth first: at each position it tries the
/// `branching` most promising words not yet found (each as its best path, so a refill falls exactly
/// as it will when the script is played), most promising first, and a shuffle when the board holds
/// no new word. A word is promising by what it adds to the goals not yet done, relative to what each
/// still needs. Backtracking puts the game back to the position's checkpoint (`Game.Checkpoint`: a
/// move is undone, not the game replayed from the start; a level with a goal of one's own, whose state
/// the game cannot see, is still replayed). The search's work is counted as if each position were
/// replayed from the start, its depth in moves, so it ends where it always did: once that count reaches
/// `moveBudget`, or once its board searches have tried `stepBudget` tiles in all (a board of one letter
/// and a word list of long words of it makes every search hit the solver's own budget): a level it
/// does not solve may still be solvable. A board searched is kept until the board changes, so a level
/// whose board never changes (`refill: none`) is searched once.
public enum LevelBot {
    /// What the search found.
    public struct Outcome: Sendable {
        /// The moves of a game that completes the level, or nil when none was found within the budget.
        public let solution: [Move]?
        /// How many positions the search reached (each once, however often it was replayed).
        public let positions: Int
    }

    /// Searches for a game that completes `level` with `lexicon` as its word list; with `expectedOnly`,
    /// a game that plays expected words alone (docs/RULES.md, "Word tiers"): what a person would play.
    /// `searches`: the boards searched so far, shared with the rating and the best game of the same level.
    public static func solve(
        level: Level, lexicon: Lexicon, moveBudget: Int = 20_000, stepBudget: Int = 20_000_000, branching: Int = 3,
        maxMoves: Int = 120, expectedOnly: Bool = false, searches: BoardSearches = BoardSearches(),
        excluding: [String] = []
    ) -> Outcome {
        solve(
            level: level, lexicon: lexicon, moveBudget: moveBudget, stepBudget: stepBudget, branching: branching,
            maxMoves: maxMoves, expectedOnly: expectedOnly, rewinds: true, searches: searches, excluding: excluding)
    }

    /// The search, backtracking by rewinding to checkpoints or (`rewinds` false, for the tests that
    /// compare the two) by replaying from the start.
    static func solve(
        level: Level, lexicon: Lexicon, moveBudget: Int, stepBudget: Int, branching: Int, maxMoves: Int,
        expectedOnly: Bool, rewinds: Bool, searches: BoardSearches = BoardSearches(), excluding: [String] = []
    ) -> Outcome {
        var search = Search(
            level: level, lexicon: lexicon, budget: moveBudget, stepBudget: stepBudget, branching: branching,
            maxMoves: maxMoves, expectedOnly: expectedOnly, rewinds: rewinds, searches: searches)
        search.excluded = excluding
        let solved = search.run()
        return Outcome(solution: solved ? search.moves : nil, positions: search.positions)
    }

    private struct Search {
        let level: Level
        let lexicon: Lexicon
        let budget: Int
        let stepBudget: Int
        let branching: Int
        let maxMoves: Int
        let expectedOnly: Bool
        let rewinds: Bool
        let searches: BoardSearches
        var game: Game
        var moves: [Move] = []
        var positions = 0
        /// Moves played so far, each position counted at its depth (as a replay from the start would play).
        var work = 0
        /// The last board searched and what the search found there.
        var searched: (board: Board, words: BoardWords)?
        /// Tiles tried by the board searches so far.
        var steps = 0
        /// Words never played (`StarSpread`'s game without a star's big words).
        var excluded: [String] = []

        init(
            level: Level, lexicon: Lexicon, budget: Int, stepBudget: Int, branching: Int, maxMoves: Int,
            expectedOnly: Bool, rewinds: Bool, searches: BoardSearches
        ) {
            self.level = level
            self.lexicon = lexicon
            self.budget = budget
            self.stepBudget = stepBudget
            self.branching = branching
            self.maxMoves = maxMoves
            self.expectedOnly = expectedOnly
            self.rewinds = rewinds
            self.searches = searches
            game = Game(level: level, lexicon: lexicon)
        }

        mutating func run() -> Bool {
            game.start()
            return explore()
        }

        /// Depth first from the current position; true when `moves` completes the level.
        private mutating func explore() -> Bool {
            if game.isWon {
                // Won: the game is finished here, so the moves complete the level.
                if game.status == .playing {
                    game.play(.finish)
                    moves.append(.finish)
                }
                return true
            }
            guard game.status == .playing, moves.count < maxMoves else { return false }
            let candidates = self.candidates()
            let checkpoint = rewinds && candidates.count > 1 ? game.checkpoint() : nil
            for (index, move) in candidates.enumerated() {
                guard work < budget, steps < stepBudget else { return false }
                if index > 0 { restore(checkpoint) }
                game.play(move)
                work += 1
                positions += 1
                moves.append(move)
                if explore() { return true }
                moves.removeLast()
            }
            return false
        }

        /// The game at `moves`: back to its checkpoint, or played again from the start when it has none.
        private mutating func restore(_ checkpoint: Game.Checkpoint?) {
            work += moves.count
            if let checkpoint { return game.rewind(to: checkpoint) }
            game = Game(level: level, lexicon: lexicon)
            game.start()
            for move in moves { game.play(move) }
        }

        /// The words on the current board, its steps counted once for each board in a row (each board is
        /// searched once, `searches`).
        private mutating func boardWords() -> BoardWords {
            if let searched, searched.board == game.board { return searched.words }
            let search = searches.words(on: game.board, minLength: level.rules.minWordLength, lexicon: lexicon)
            steps += search.steps
            searched = (game.board, search)
            return search
        }

        /// A goal not yet done as the bot weighs a word for it, with no `String` to copy: what it counts.
        private enum Aim {
            case score, perWord, longWords(minLength: Int), word(FoundWord.Text), wordScore(Int), letter(UInt8)
            case bonusTiles

            init(_ kind: GoalKind) {
                switch kind {
                case .score: self = .score
                // A goal of one's own: every word may help, as for `words`.
                case .words, .streak, .custom: self = .perWord
                case .longWords(_, let minLength): self = .longWords(minLength: minLength)
                case .word(let target): self = .word(FoundWord.Text(target))
                case .wordScore(let target): self = .wordScore(target)
                case .letter(let letter, _): self = .letter(letter)
                case .bonusTiles: self = .bonusTiles
                }
            }
        }

        /// The moves worth trying here, most promising first: the `branching` best words (ties in the
        /// solver's order), picked in one pass rather than by sorting every word on the board. The words
        /// are weighed from the solver's packed texts and paths: no `String` or path array per word.
        private mutating func candidates() -> [Move] {
            let words = boardWords().words
            let open = game.goals.filter { !$0.isDone }.map { goal in
                (aim: Aim(goal.spec.kind), needed: Double(max(1, goal.target - goal.current)))
            }
            let burning = game.board.tiles.contains(where: \.isBurning)
            let found = FoundTexts(excluded.isEmpty ? game.validator.foundWords : game.validator.foundWords + excluded)
            var best: [(word: FoundWord, value: Double)] = []
            best.reserveCapacity(branching + 1)
            for word in words where (!expectedOnly || word.isExpected) && !found.contains(word) {
                let value = value(of: word, for: open, burning: burning)
                guard best.count < branching || value > best[best.count - 1].value else { continue }
                // After every word at least as good: among equals, the solver's order.
                let place = best.firstIndex { $0.value < value } ?? best.count
                best.insert((word, value), at: place)
                if best.count > branching { best.removeLast() }
            }
            guard !best.isEmpty else { return game.canShuffleOrScramble ? [.shuffle] : [] }
            return best.map { .path($0.word.path) }
        }

        /// What `word` adds to the goals not yet done (each with what it still needs), as shares of that;
        /// `burning`: whether the board has a burning tile.
        private func value(of word: FoundWord, for goals: [(aim: Aim, needed: Double)], burning: Bool) -> Double {
            let board = game.board
            let columns = board.columns
            let length = word.letterCount
            var value = 0.0
            for (aim, needed) in goals {
                switch aim {
                case .score: value += min(1, Double(word.points) / needed)
                case .perWord: value += 1 / needed
                case .longWords(let minLength): if length >= minLength { value += 1 / needed }
                case .word(let target): if word.text == target { value += 10 }
                case .wordScore(let target):
                    value += word.points >= target ? 10 : Double(word.points) / Double(max(1, target)) / 10
                case .letter(let letter):
                    var count = 0
                    word.forEachCell { row, column in
                        if board.tiles[row * columns + column].letter == letter { count += 1 }
                    }
                    value += Double(count) / needed
                case .bonusTiles:
                    var count = 0
                    word.forEachCell { row, column in
                        if board.tiles[row * columns + column].bonus != .none { count += 1 }
                    }
                    value += Double(count) / needed
                }
            }
            // Falling tiles (docs/RULES.md): a burning tile is worth saving, the sooner it burns the more; a
            // word long enough for a reward tile is worth a little more.
            if burning {
                word.forEachCell { row, column in
                    let tile = board.tiles[row * columns + column]
                    if tile.isBurning { value += 0.5 / Double(tile.fuse) }
                }
            }
            if level.rules.rewardBonus(letters: length) != nil { value += 0.2 }
            // Among equals, more points: they also raise the stars. A person's game (`expectedOnly`)
            // takes the commoner word, then the shorter: what completing the level asks, no more.
            guard expectedOnly else { return value + Double(word.points) * 1e-9 }
            return value + Double(60 - word.entry.level) * 1e-6 + Double(15 - length) * 1e-8
        }
    }
}
