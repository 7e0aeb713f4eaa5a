/// Whether a board a shuffle drew is fair: it takes no win away (docs/RULES.md, "A shuffle never takes
/// a win away").
///
/// On a static board (`"refill": "none"`) the words formable on a board bound every goal, as
/// `GoalFeasibility` bounds them for a whole level; here for the goals not yet done, from their
/// progress, with the moves left. With gravity, a refill can bring any letter, so a board is fair
/// when it holds a word not yet found.
struct ShuffleFairness {
    private let game: Game

    init(game: Game) {
        self.game = game
    }

    /// Whether every goal not done can still be done on `board` alone. `words`: the solver's words on
    /// it when known (the game's cache); else it is searched. `proven`: only when a game is sure to do it
    /// (a drawn board must prove it); else whenever one might (the board before the shuffle: a board that
    /// might still be won is one a shuffle must not take away). They differ only for `bonusTiles`, whose
    /// proof counts each word's best path and whose bound counts every bonus tile a word could cross.
    func isFair(_ board: Board, words known: [FoundWord]?, proven: Bool) -> Bool {
        guard game.level.rules.refill == .none else { return game.hasNewWord(on: board) }
        let open = game.goals.filter { !$0.isDone }
        guard !open.isEmpty else { return true }
        let words: [FoundWord]
        if let known {
            words = known
        } else {
            let search = game.lexicon.search(on: board, minLength: game.level.rules.minWordLength)
            // An unfinished search proves nothing: the board counts as fair.
            guard search.isComplete else { return true }
            words = search.words
        }
        let fresh = words.filter { !game.validator.hasFound($0.word) }
        let bonusTiles = board.tiles.reduce(0) { $0 + ($1.bonus == .none ? 0 : 1) }
        let playable = min(fresh.count, game.movesLeft ?? .max)
        return open.allSatisfy {
            canBeDone($0, on: board, words: fresh, bonusTiles: bonusTiles, playable: playable, proven: proven)
        }
    }

    /// Whether `goal` can still be done with `playable` of `words` (best first).
    private func canBeDone(
        _ goal: any Goal, on board: Board, words: [FoundWord], bonusTiles: Int, playable: Int, proven: Bool
    ) -> Bool {
        let needed = goal.target - goal.current
        func best(_ each: (FoundWord) -> Int) -> Int {
            words.map(each).sorted(by: >).prefix(playable).reduce(0, Scoring.saturatingSum)
        }
        switch goal.spec.kind {
        case .score: return best(\.points) >= needed
        case .words: return playable >= needed
        case .streak(let count): return playable >= count - game.streak.run
        case .longWords(_, let minLength):
            return min(playable, words.filter { $0.word.utf8.count >= minLength }.count) >= needed
        case .word(let word): return words.contains { $0.word == word }
        case .wordScore(let target): return (words.first?.points ?? 0) >= target
        case .letter(let letter, _):
            let qReadsQU = board.qReadsQU
            return best { GoalFeasibility.pieces($0.word, qReadsQU: qReadsQU).filter { $0 == letter }.count }
                >= needed
        case .bonusTiles where proven: return best { $0.path.filter { board[$0].bonus != .none }.count } >= needed
        case .bonusTiles:
            let qReadsQU = board.qReadsQU
            return best { min(GoalFeasibility.pieces($0.word, qReadsQU: qReadsQU).count, bonusTiles) } >= needed
        // A goal of one's own: its rule is its type's, which this cannot know.
        case .custom: return true
        }
    }
}
