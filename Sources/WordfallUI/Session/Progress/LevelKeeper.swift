import WordfallCore

/// Keeps one level in progress through a `ProgressRecorder` (docs/decisions/0224, 0290): after a move,
/// when a timed level's clock ran on, and when the player leaves. The screen's session and plain mode
/// keep their games with it (docs/decisions/0250).
struct LevelKeeper {
    /// How far the level clock may run before a game is kept again without a move (a crash or SIGKILL
    /// between two keeps gives back at most this much of a level's clock).
    static let keepEvery = 5.0

    /// The moves and the clock of the game when it was last kept; nil: not kept since it began.
    var keptAt: (moves: Int, elapsed: Double)?
    /// The last keep failed (a daily then ends as it stands rather than being left unkept).
    private(set) var failed = false

    /// Keeps `game` when a move was played since it was last kept, or a timed level's clock ran on
    /// `keepEvery` seconds: what a crash, SIGKILL or a power cut leaves behind.
    mutating func keepIfMoved(_ game: Game, with progress: ProgressRecorder) {
        guard game.status == .playing, progress.keep != nil else { return }
        let last = keptAt ?? (0, 0)
        let clockRan = game.level.rules.timeLimit != nil && game.elapsed - last.elapsed >= Self.keepEvery
        guard game.moveLog.count != last.moves || clockRan else { return }
        keep(game, with: progress, leaving: false)
    }

    /// The player leaves (a quit, a signal, the input or the terminal gone): `game` is kept when there
    /// is something to resume (a move, or a timed level's clock that ran). Not `deliberately` (the
    /// terminal closed), it is kept as on the way, not as left (a daily's clock does not run on).
    mutating func leave(_ game: Game, with progress: ProgressRecorder, deliberately: Bool = true) {
        guard game.status == .playing,
            !game.moveLog.isEmpty || (game.level.rules.timeLimit != nil && game.elapsed > 0)
        else { return }
        keep(game, with: progress, leaving: deliberately)
    }

    /// A kept game was played again on `game`: it stands as kept.
    mutating func restored(_ game: Game) {
        keptAt = (game.moveLog.count, game.elapsed)
    }

    private mutating func keep(_ game: Game, with progress: ProgressRecorder, leaving: Bool) {
        guard let keep = progress.keep else { return }
        keptAt = (game.moveLog.count, game.elapsed)
        failed = keep(KeptGame(level: game.level, moves: game.moveLog, elapsed: game.elapsed), leaving) != nil
    }
}
