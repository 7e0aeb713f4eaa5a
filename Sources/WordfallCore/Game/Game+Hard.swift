extension Game {
    /// The rejections hard mode charges for: a word the player thought was there. Not an empty or bad
    /// line, not a word refused as offensive (a player may not know a word's sense), not a word already
    /// found (it is there: the player only forgot playing it), not after the end.
    static let chargedReasons: Set<RejectionReason> = [.tooShort, .notInDictionary, .notOnBoard]

    /// In hard mode, what a refused word costs (docs/RULES.md, "Hard mode"): `charged`, then a move
    /// (`movesChanged` and the end checks), else 10 seconds of the clock (`outOfTime` if it runs out),
    /// else points (`scoreChanged`, never below 0). Nothing outside hard mode.
    func charge(for rejected: RejectedWord) -> [GameEvent] {
        guard level.rules.hard, status == .playing, Self.chargedReasons.contains(rejected.reason) else { return [] }
        if level.rules.moves != nil {
            movesUsed += 1
            let charge = Charge(cost: .move, amount: 1, word: rejected.word)
            return observed([.charged(charge), .movesChanged(movesLeft ?? 0)]) + endChecks()
        }
        if let limit = limitNanoseconds {
            let step = min(Int64(Charge.seconds) * 1_000_000_000, limit - elapsedNanoseconds)
            elapsedNanoseconds += step
            let charge = Charge(cost: .time, amount: Int((Double(step) / 1e9).rounded(.up)), word: rejected.word)
            var events = observed([.charged(charge), .clockTicked(ClockTick(elapsed: elapsed, remaining: timeLeft))])
            if elapsedNanoseconds >= limit { events.append(end(.outOfTime)) }
            return events
        }
        let points = min(Charge.points, score)
        let charge = Charge(cost: .points, amount: points, word: rejected.word)
        return observed([.charged(charge), .scoreChanged(scoreManager.add(-points))])
    }
}
