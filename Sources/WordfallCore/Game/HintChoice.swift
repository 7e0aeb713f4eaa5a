/// Which word a hint offers: the one that serves the goals not yet done best (docs/RULES.md, "Hint").
enum HintChoice {
    /// The word to offer among `words` (formable, not yet found, best first: points, then alphabetical),
    /// or nil when there is none.
    ///
    /// The first goal in the level's order that is not done and that some word serves decides; among
    /// words that serve it equally, the one `isPreferred` puts first. With every goal done, the best word.
    static func word(among words: [FoundWord], board: Board, goals: [any Goal]) -> FoundWord? {
        for goal in goals where !goal.isDone {
            let uses = words.map { use(of: $0, board: board, for: goal) }
            guard let most = uses.max(), most > 0 else { continue }
            return zip(words, uses).filter { $0.1 == most }.map(\.0).min(by: isPreferred(_:over:))
        }
        return words.min(by: isPreferred(_:over:))
    }

    /// The endless game's hint on a board with a burning tile (docs/RULES.md, "Hint"): of `words`, the one
    /// whose typed path (`Board.bestPath(spelling:)`, "The best path") puts out the most pressing fire, compared
    /// as that rule compares paths; among equal fires, the most points on that path, ties alphabetical. Its
    /// word, typed path and points; nil when no tile burns (the usual choice then) or no word is left.
    /// - Complexity: one best-path search per word with a letter of a burning tile.
    static func throughFire(among words: [FoundWord], board: Board) -> (String, [Position], Int)? {
        let burning = Set(board.tiles.filter(\.isBurning).map(\.letter))
        guard !burning.isEmpty else { return nil }
        var best: (word: String, path: [Position], points: Int, fire: [Int])?
        for found in words {
            let word = found.word
            var path = found.path
            if word.utf8.contains(where: burning.contains), let typed = board.bestPath(spelling: word) { path = typed }
            let fire = path.compactMap { board[$0].isBurning ? board[$0].fuse : nil }.sorted()
            let points = board.points(of: path)
            if let current = best {
                let order = BestPathSearch.compare(fire, current.fire)
                guard order > 0 || (order == 0 && (points, current.word) > (current.points, word)) else { continue }
            }
            best = (word, path, points, fire)
        }
        return best.map { ($0.word, $0.path, $0.points) }
    }

    /// Among words that serve a goal equally, whether `first` is offered before `second`.
    ///
    /// The seam for "a word a player knows comes first": once the lexicon can say how common a word is,
    /// that comparison goes here, before the points. Until then, the word worth more points, ties
    /// alphabetical (the order of the solver's list).
    static func isPreferred(_ first: FoundWord, over second: FoundWord) -> Bool {
        first.points != second.points ? first.points > second.points : first.word < second.word
    }

    /// How much `word` does for `goal`: 0 when nothing; counts are capped at what the goal still needs.
    static func use(of word: FoundWord, board: Board, for goal: any Goal) -> Int {
        let needed = max(1, goal.target - goal.current)
        switch goal.spec.kind {
        case .word(let target): return word.word == target ? 1 : 0
        case .letter(let letter, _): return min(needed, word.path.filter { board[$0].letter == letter }.count)
        case .bonusTiles: return min(needed, word.path.filter { board[$0].bonus != .none }.count)
        case .longWords(_, let minLength): return word.word.utf8.count >= minLength ? 1 : 0
        case .score, .wordScore, .words, .streak, .custom: return 1
        }
    }
}
