/// Everything a game publishes, as one value: the cases of `Game.events`, in the order they happen.
///
/// `Game.events` is the game's one public face for its events (docs/decisions/0100): each event fires
/// once, on it. A consumer (a view model, the headless tracer, a recorder) switches over this enum,
/// so a new case is a compile error wherever it is not handled; one that wants a few cases matches
/// them (`if case .scoreChanged(let change) = event`). docs/MODEL.md gives the order of the events
/// of each command.
public enum GameEvent: Hashable, Sendable {
    /// `start()`: the level, its board and its goals.
    case levelStarted(LevelStart)
    /// A submission passed every check.
    case wordAccepted(AcceptedWord)
    /// A submission failed a check.
    case wordRejected(RejectedWord)
    /// In hard mode, what the word just refused cost (docs/RULES.md, "Hard mode").
    case charged(Charge)
    /// The score after an accepted word (even one worth 0 points).
    case scoreChanged(ScoreChange)
    /// A goal's progress changed since its last report.
    case goalProgressed(GoalProgress)
    /// A goal is done, the payload its index (once per goal, right after its last `goalProgressed`).
    case goalCompleted(Int)
    /// Moves remaining after an accepted word; only when the level has `moves`.
    case movesChanged(Int)
    /// The board after the refill of an accepted word; only with `refill: gravity`.
    case boardChanged(Board)
    /// A shuffle happened.
    case shuffled(ShuffleResult)
    /// A hint was given (its word is nil when nothing new is formable).
    case hintShown(Hint)
    /// A shuffle or a hint was refused.
    case moveRefused(RefusedMove)
    /// The last goal is done: the level is won and play goes on (once per game).
    case goalsDone(GoalsDone)
    /// The level ended with every goal done (its payload says which way it ended).
    case levelCompleted(CompletedLevel)
    /// The level is lost.
    case levelFailed(FailedLevel)
    /// The player ended the level (`Game.endByPlayer()`).
    case levelEndedByPlayer(EndedLevel)
    /// The clock moved while playing.
    case clockTicked(ClockTick)
    /// A fresh tile was set burning (docs/RULES.md, "Burning tiles").
    case tileLit(LitTile)
    /// A burning tile's fuse ran out: it is gone and took a move (in the endless game, it reached the
    /// bottom row: the game is over).
    case tileBurned(BurnedTile)
    /// A long word dropped a bonus tile (docs/RULES.md, "Reward tiles").
    case rewardDropped(RewardTile)
    /// A shuffle with none left was a scramble: fresh letters for a move (docs/RULES.md, "Scramble").
    case scrambled(ScrambleResult)
    /// The endless game's level rose: tiles are lit more often, more hard letters may fall (docs/RULES.md,
    /// "The endless game").
    case levelRose(LevelRise)
}
