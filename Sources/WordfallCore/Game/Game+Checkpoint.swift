extension Game {
    /// Everything a move can change in a game, so that a search (`LevelBot`) can go back to a position
    /// instead of playing every move again from the start.
    ///
    /// Taken between moves (nothing is being published then). The arrays and sets are copied on write,
    /// so a checkpoint costs little until the game moves on. A goal of one's own keeps state the game
    /// cannot see, so a game with one has no checkpoint (`checkpoint()` is nil).
    struct Checkpoint {
        fileprivate let board: Board
        fileprivate let status: GameStatus
        fileprivate let isWon: Bool
        fileprivate let movesUsed: Int
        fileprivate let shufflesLeft: Int
        fileprivate let hintsLeft: Int
        fileprivate let streak: Streak
        fileprivate let random: SplitMix64
        fileprivate let elapsedNanoseconds: Int64
        fileprivate let lastClockReading: Double
        fileprivate let solved: (board: Board, words: [FoundWord])?
        fileprivate let foundNodes: NodeSet
        fileprivate let accepted: [AcceptedWord]
        fileprivate let boardsSeen: [Board]
        fileprivate let moveLog: [TimedMove]
        fileprivate let foundWords: [String]
        fileprivate let found: WordSet
        fileprivate let score: Int
        fileprivate let goals: [(current: Int, isDone: Bool, reported: Int)]
        fileprivate let goalStreaks: [Streak?]
    }

    /// The game as it stands, or nil when a goal is not one of docs/RULES.md's types.
    func checkpoint() -> Checkpoint? {
        guard outbox.isEmpty, !publishing, goals.allSatisfy(Self.isBuiltIn) else { return nil }
        return Checkpoint(
            board: board, status: status, isWon: isWon, movesUsed: movesUsed, shufflesLeft: shufflesLeft,
            hintsLeft: hintsLeft, streak: streak, random: random, elapsedNanoseconds: elapsedNanoseconds,
            lastClockReading: lastClockReading, solved: solved, foundNodes: foundNodes, accepted: accepted,
            boardsSeen: boardsSeen, moveLog: moveLog, foundWords: validator.foundWords, found: validator.found,
            score: scoreManager.score, goals: goals.map(\.reporter.state),
            goalStreaks: goals.map { ($0 as? StreakGoal)?.streak })
    }

    /// Puts the game back where it stood at `checkpoint`, taken from this game; publishes nothing.
    func rewind(to checkpoint: Checkpoint) {
        board = checkpoint.board
        status = checkpoint.status
        isWon = checkpoint.isWon
        movesUsed = checkpoint.movesUsed
        shufflesLeft = checkpoint.shufflesLeft
        hintsLeft = checkpoint.hintsLeft
        streak = checkpoint.streak
        random = checkpoint.random
        elapsedNanoseconds = checkpoint.elapsedNanoseconds
        lastClockReading = checkpoint.lastClockReading
        solved = checkpoint.solved
        foundNodes = checkpoint.foundNodes
        accepted = checkpoint.accepted
        boardsSeen = checkpoint.boardsSeen
        moveLog = checkpoint.moveLog
        validator.foundWords = checkpoint.foundWords
        validator.found = checkpoint.found
        scoreManager.score = checkpoint.score
        for (goal, state) in zip(goals, checkpoint.goals) { goal.reporter.state = state }
        for (goal, streak) in zip(goals, checkpoint.goalStreaks) {
            if let streak, let goal = goal as? StreakGoal { goal.streak = streak }
        }
    }

    /// Whether `goal` is one of the built-in types, whose whole state is its reporter's (and a streak's run).
    private static func isBuiltIn(_ goal: any Goal) -> Bool {
        goal is ScoreGoal || goal is WordsGoal || goal is LongWordsGoal || goal is WordGoal || goal is WordScoreGoal
            || goal is LetterGoal || goal is BonusTilesGoal || goal is StreakGoal
    }
}
