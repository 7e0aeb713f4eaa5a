extension Game {
    /// The next star this completed level could still earn and the points it needs; nil when the level
    /// is not completed, has no `stars` thresholds, or has all three stars.
    public var nextStar: StarThresholds.NextStar? {
        guard case .completed(let stars) = status else { return nil }
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
        case .levelCompleted(let completed): levelCompletedEvent.notifyObservers(completed)
        case .levelFailed(let failed): levelFailedEvent.notifyObservers(failed)
        case .levelEndedByPlayer(let ended): levelEndedByPlayerEvent.notifyObservers(ended)
        case .clockTicked(let tick): clockTickedEvent.notifyObservers(tick)
        }
        eventsEvent.notifyObservers(event)
    }

    private func reporter(_ index: Int) -> GoalReporter? {
        goals.first { $0.index == index }?.reporter
    }
}
