extension Lexicon {
    /// The first word of `search(on:minLength:stepBudget:)`'s list (most points; ties alphabetical) whose
    /// trie node is not in `excluded` (a game's `foundNodes`), among expected words alone when
    /// `expectedOnly`: found as `summary` finds its best, without sorting the words or building the others
    /// (what a greedy game plays each move). `steps`: the tiles the search tried.
    func bestWord(
        on board: Board, minLength: Int, excluding excluded: NodeSet, expectedOnly: Bool,
        stepBudget: Int = Solver.stepBudget
    ) -> (word: FoundWord?, steps: Int) {
        let solver = Solver(lexicon: self, board: board, minLength: minLength, stepBudget: stepBudget)
        defer { solver.deallocate() }
        solver.searchBoard()
        let stepsLeft = solver.stepsLeft.pointee
        let word = solver.found.pointee.best(
            letters: solver.letters, columns: board.columns, nodes: nodes, expectedOnly: expectedOnly,
            excluding: excluded)
        return (word, stepsLeft >= 0 ? stepBudget - stepsLeft : stepBudget)
    }

    /// How many expected words `board` holds, and how many of them are worth more than `points`: what
    /// `LevelRating` weighs a word played by, without sorting the words or building them.
    func expectedCounts(on board: Board, minLength: Int, above points: Int) -> (expected: Int, better: Int) {
        let solver = Solver(lexicon: self, board: board, minLength: minLength, stepBudget: Solver.stepBudget)
        defer { solver.deallocate() }
        solver.searchBoard()
        return solver.found.pointee.expectedCounts(nodes: nodes, above: points)
    }
}
