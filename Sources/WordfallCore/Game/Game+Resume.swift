extension Game {
    /// Brings a game built from the same level back to where a game left in progress stood: starts it,
    /// plays `moves` at their times on the level clock, then runs the clock to `elapsed`
    /// (docs/decisions/0090).
    ///
    /// A game is a pure function of its level and its timed moves (docs/RULES.md), so the board, the score,
    /// the words, the goals, the moves and the time left are the ones it had. The move log holds exactly
    /// `moves` afterwards (the clock's own passing is not logged), so the replay of a resumed game is one
    /// game: the moves before the player left, then those after. Subscribe before calling it to see the
    /// events of the moves played again; a level over already is left as it is.
    public func restore(_ moves: [TimedMove], elapsed: Double) {
        start()
        let logging = logsMoves
        for timed in moves {
            logsMoves = false
            if timed.at > self.elapsed { play(.wait(timed.at - self.elapsed)) }
            logsMoves = logging
            play(timed.move)
        }
        logsMoves = false
        if elapsed > self.elapsed { play(.wait(elapsed - self.elapsed)) }
        logsMoves = logging
    }
}

/// Where the level clock of a game left in progress stands when it is resumed (docs/decisions/0090).
public enum ResumeClock {
    /// Seconds on the level clock at `now` for a game that stood at `elapsed` seconds when it was left at
    /// `savedAt` (seconds since 1970): a level's clock stopped where it was; a daily's ran on while away
    /// (Wordle-style: the day's puzzle is one attempt, and leaving is no time out to think).
    public static func elapsed(saved elapsed: Double, savedAt: Int, now: Int, isDaily: Bool) -> Double {
        guard isDaily else { return elapsed }
        return elapsed + Double(max(0, now - savedAt))
    }
}
