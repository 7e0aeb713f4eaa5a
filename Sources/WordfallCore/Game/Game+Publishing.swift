extension Game {
    /// The next star this won level could still earn and the points it needs; nil when its goals are
    /// not done, it has no `stars` thresholds, or it has all three stars.
    public var nextStar: StarThresholds.NextStar? {
        guard isWon else { return nil }
        let stars = StarThresholds.stars(score: score, thresholds: level.stars)
        return level.stars?.nextStar(after: stars, score: score)
    }

    /// Publishes a move's events on `events` behind any still going out. A move issued by an observer
    /// meanwhile adds its events to the same queue.
    func publish(_ events: [GameEvent]) {
        outbox += events
        guard !publishing else { return }
        publishing = true
        var next = 0
        while next < outbox.count {
            eventsEvent.notifyObservers(outbox[next])
            next += 1
        }
        outbox.removeAll()
        publishing = false
    }
}
