/// A bounded search for a game that completes a level: what `check` reports for each level and what
/// `generate` ships as a level's proof.
///
/// A game is a pure function of its level and moves (docs/RULES.md), so a list of moves found here
/// completes the level in every run. The search is depth first: at each position it tries the
/// `branching` most promising words not yet found (each as its best path, so a refill falls exactly
/// as it will when the script is played), most promising first, and a shuffle when the board holds
/// no new word. A word is promising by what it adds to the goals not yet done, relative to what each
/// still needs. Backtracking replays the moves from the start (a `Game` is not copied). It stops
/// once it has played `moveBudget` moves, replays included (about 0.3 s in a release build on a 7x7
/// board), or once its board searches have tried `stepBudget` tiles in all (a board of one letter
/// and a word list of long words of it makes every search hit the solver's own budget): a level it
/// does not solve may still be solvable.
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
    public static func solve(
        level: Level, lexicon: Lexicon, moveBudget: Int = 20_000, stepBudget: Int = 20_000_000, branching: Int = 3,
        maxMoves: Int = 120, expectedOnly: Bool = false
    ) -> Outcome {
        var search = Search(
            level: level, lexicon: lexicon, budget: moveBudget, stepBudget: stepBudget, branching: branching,
            maxMoves: maxMoves, expectedOnly: expectedOnly)
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
        var game: Game
        var moves: [Move] = []
        var positions = 0
        /// Moves played so far, replays included.
        var work = 0
        /// Tiles tried by the board searches so far.
        var steps = 0

        init(
            level: Level, lexicon: Lexicon, budget: Int, stepBudget: Int, branching: Int, maxMoves: Int,
            expectedOnly: Bool
        ) {
            self.level = level
            self.lexicon = lexicon
            self.budget = budget
            self.stepBudget = stepBudget
            self.branching = branching
            self.maxMoves = maxMoves
            self.expectedOnly = expectedOnly
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
            for (index, move) in candidates.enumerated() {
                guard work < budget, steps < stepBudget else { return false }
                if index > 0 { restore() }
                game.play(move)
                work += 1
                positions += 1
                moves.append(move)
                if explore() { return true }
                moves.removeLast()
            }
            return false
        }

        /// The game at `moves`, played again from the start.
        private mutating func restore() {
            game = Game(level: level, lexicon: lexicon)
            game.start()
            for move in moves { game.play(move) }
            work += moves.count
        }

        /// The moves worth trying here, most promising first.
        private mutating func candidates() -> [Move] {
            let found = Set(game.foundWords)
            let search = lexicon.search(on: game.board, minLength: level.rules.minWordLength)
            steps += search.steps
            let fresh = search.words.filter { !found.contains($0.word) && (!expectedOnly || $0.isExpected) }
            guard !fresh.isEmpty else { return game.canShuffleOrScramble ? [.shuffle] : [] }
            let open = game.goals.filter { !$0.isDone }
            let ranked = fresh.enumerated().map { offset, word in
                (word: word, value: value(of: word, for: open), offset: offset)
            }.sorted { $0.value != $1.value ? $0.value > $1.value : $0.offset < $1.offset }
            return ranked.prefix(branching).map { .path($0.word.path) }
        }

        /// What `word` adds to the goals not yet done, each as a share of what the goal still needs.
        private func value(of word: FoundWord, for goals: [any Goal]) -> Double {
            let tiles = word.path.map { game.board[$0] }
            var value = 0.0
            for goal in goals {
                let needed = Double(max(1, goal.target - goal.current))
                switch goal.spec.kind {
                case .score: value += min(1, Double(word.points) / needed)
                case .words, .streak: value += 1 / needed
                case .longWords(_, let minLength):
                    if word.word.utf8.count >= minLength { value += 1 / needed }
                case .word(let target): if word.word == target { value += 10 }
                case .wordScore(let target):
                    value += word.points >= target ? 10 : Double(word.points) / Double(max(1, target)) / 10
                case .letter(let letter, _):
                    value += Double(tiles.filter { $0.letter == letter }.count) / needed
                case .bonusTiles: value += Double(tiles.filter { $0.bonus != .none }.count) / needed
                // A goal of one's own: every word may help, as for `words`.
                case .custom: value += 1 / needed
                }
            }
            // Falling tiles (docs/RULES.md): a burning tile is worth saving, the sooner it burns the more; a
            // word long enough for a reward tile is worth a little more.
            for tile in tiles where tile.isBurning { value += 0.5 / Double(tile.fuse) }
            if let length = level.rules.rewardLength, word.word.utf8.count >= length { value += 0.2 }
            // Among equals, more points: they also raise the stars. A person's game (`expectedOnly`)
            // takes the commoner word, then the shorter: what completing the level asks, no more.
            guard expectedOnly else { return value + Double(word.points) * 1e-9 }
            return value + Double(60 - word.entry.level) * 1e-6 + Double(15 - word.word.utf8.count) * 1e-8
        }
    }
}
