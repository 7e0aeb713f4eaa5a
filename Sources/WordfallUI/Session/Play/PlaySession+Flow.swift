import WordfallCore
import WordfallPlay

/// The screen as a view of the flow of play (docs/decisions/0350): the session sends the flow what
/// happened and performs the effects it returns; what comes next and what is saved are the flow's.
extension PlaySession: FlowView {
    func perform(_ effect: PlayFlow.Effect) {
        switch effect {
        case .loadLevel(let index): load(index)
        case .restore(let kept): resume(kept)
        // The screen's clock runs while the level is on screen, playing and fitting (`updateClock`).
        case .startClock, .stopClock: updateClock()
        case .keep, .forget, .saveResult:
            if let reply = progress.perform(effect, foundWords: game.foundWords) { send(reply) }
        case .endLevel: if game.status == .playing { game.endByPlayer() }
        case .announce(let announcement): view.announce(FlowWording.announcement(announcement))
        case .finish: finish()
        }
    }

    /// Makes level `newIndex`'s game and tells the flow what is saved and kept for it, then shows
    /// what the flow says comes next: the offer to resume, the pack's levels, or the level.
    private func load(_ newIndex: Int) {
        let atOpen = flow.phase == .loading(atOpen: true)
        index = newIndex
        (game, view) = Self.makeLevel(kind, newIndex, lexicon: lexicon, clock: clock)
        levelsStarted += 1
        let level = levels[newIndex]
        send(.levelLoaded(best: progress.saved(level.id), kept: progress.kept(level)))
        present(atOpen: atOpen)
    }

    /// Shows the phase the flow is in once a level is loaded or an offer declined.
    func present(atOpen: Bool) {
        switch flow.phase {
        case .offered(let kept, _): showOffer(kept)
        case .levels: kind.opened(self)
        case .ready, .playing: if atOpen { kind.opened(self) } else { open() }
        default: break
        }
    }

    /// The game in play as the flow needs it at its end.
    func levelEnd(_ ending: LevelEnding, review: LevelReview, words: [ScoredWord]) -> PlayFlow.LevelEnd {
        PlayFlow.LevelEnd(
            failure: ending.failure, byPlayer: ending.byPlayer, score: ending.score, stars: ending.stars,
            words: words, review: review,
            nextStar: game.nextStar.map { PlayFlow.NextStar(points: $0.points, stars: $0.stars) },
            duration: game.elapsed, moves: game.moveLog)
    }
}
