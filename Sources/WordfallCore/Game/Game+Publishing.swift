extension Game {
    /// The next star this won level could still earn and the points it needs; nil when its goals are
    /// not done, it has no `stars` thresholds, or it has all three stars.
    public var nextStar: StarThresholds.NextStar? {
        guard isWon else { return nil }
        let stars = StarThresholds.stars(score: score, thresholds: level.stars)
        return level.stars?.nextStar(after: stars, score: score)
    }

    /// Publishes a move's events behind any still going out: each through its owner's typed event, then
    /// through `events`. A move issued by an observer meanwhile adds its events to the same queue.
    func publish(_ events: [GameEvent]) {
        outbox += events
        guard !publishing else { return }
        publishing = true
        var next = 0
        while next < outbox.count {
            announce(outbox[next])
            next += 1
        }
        outbox.removeAll()
        publishing = false
    }

    private func announce(_ event: GameEvent) {
        switch event {
        case .levelStarted(let start): levelStartedEvent.notifyObservers(start)
        case .wordAccepted(let word): validator.announce(.accepted(word))
        case .wordRejected(let word): validator.announce(.rejected(word))
        case .scoreChanged(let change): scoreManager.announce(change)
        // By the reporter's own index: a custom `GoalFactory` decides the indexes.
        case .goalProgressed(let progress): reporter(progress.goal)?.announce(progress)
        case .goalCompleted(let index): reporter(index)?.announceCompleted()
        case .movesChanged(let remaining): movesChangedEvent.notifyObservers(remaining)
        case .boardChanged(let board): boardChangedEvent.notifyObservers(board)
        case .shuffled(let result): shuffledEvent.notifyObservers(result)
        case .hintShown(let hint): hintShownEvent.notifyObservers(hint)
        case .moveRefused(let refused): moveRefusedEvent.notifyObservers(refused)
        case .goalsDone(let done): goalsDoneEvent.notifyObservers(done)
        case .levelCompleted(let completed): levelCompletedEvent.notifyObservers(completed)
        case .levelFailed(let failed): levelFailedEvent.notifyObservers(failed)
        case .levelEndedByPlayer(let ended): levelEndedByPlayerEvent.notifyObservers(ended)
        case .clockTicked(let tick): clockTickedEvent.notifyObservers(tick)
        // The falling tiles' own events come on `events` alone.
        case .tileLit, .tileBurned, .rewardDropped, .scrambled: break
        }
        eventsEvent.notifyObservers(event)
    }

    private func reporter(_ index: Int) -> GoalReporter? {
        goals.first { $0.index == index }?.reporter
    }
}
