import Events
import WordfallCore
import WordfallPlay

/// Plain mode as a view of the flow of play (docs/decisions/0350), as the screen is: the session sends
/// `PlayFlow` what happened and performs the effects it returns; what comes next and what is saved are
/// the flow's, so both views say the same.
extension PlainSession: FlowView {
    /// The flow's kind for this session: a pack, the daily, or a level file.
    static func flowKind(packTitle: String?, puzzle: DailyPlay?) -> PlayFlow.Kind {
        if let packTitle { return .campaign(packTitle: packTitle) }
        return puzzle == nil ? .level : .daily
    }

    /// Tells the flow the game moved on: it keeps it when a move was played or a timed clock ran on.
    func keepIfMoved() {
        guard game.status == .playing else { return }
        send(.moved(moves: game.moveLog, elapsed: game.elapsed))
    }

    /// Leaving now keeps the level (games are kept, and the last keep did not fail): a daily that
    /// cannot be kept ends as it stands instead.
    var canKeep: Bool { flow.keeping && !flow.keepFailed }

    func perform(_ effect: PlayFlow.Effect) {
        switch effect {
        case .loadLevel(let index): load(index)
        case .restore(let kept): resume(kept, saying: !declining)
        case .startClock, .stopClock: updateClock()
        case .keep, .forget, .saveResult:
            if let reply = progress.perform(effect, foundWords: game.foundWords) { send(reply) }
        case .endLevel:
            guard game.status == .playing else { return }
            stage = .playing
            game.endByPlayer()
            takeNarration()
        case .announce(let announcement): announcements.append(FlowWording.announcement(announcement))
        case .finish: stage = .finished
        }
    }

    /// Makes level `newIndex`'s game, tells the flow what is saved and kept for it, then says what the
    /// flow says comes next.
    private func load(_ newIndex: Int) {
        let atOpen = flow.phase == .loading(atOpen: true)
        index = newIndex
        (game, narrator) = Self.makeLevel(levels[newIndex], lexicon: lexicon, clock: clock, daily: puzzle != nil)
        let level = levels[newIndex]
        levelTokens.removeAll()
        game.events.addObserver(self) { session, event in
            switch event {
            case .scoreChanged(let change): session.send(.scoreChanged(change.score))
            case .wordAccepted(let word): session.send(.wordAccepted(ScoredWord(word: word.word, points: word.points)))
            case .goalsDone: session.send(.goalsDone)
            default: break
            }
        }.store(in: &levelTokens)
        send(.levelLoaded(best: progress.saved(level.id), kept: progress.kept(level)))
        present(atOpen: atOpen)
    }

    /// Says the phase the flow is in once a level is loaded or an offer declined.
    func present(atOpen: Bool) {
        switch flow.phase {
        case .offered(let kept, _): offer(kept)
        case .levels: showCampaign()
        case .ready: openLevel()
        default: break
        }
    }

    /// The level's opening lines, then play (a timed level waits for Enter).
    private func openLevel() {
        for line in opening() { say(line) }
        if let limit = game.level.rules.timeLimit {
            stage = .waiting
            say("You have \(PlainWording.time(limit)). The clock starts when you press Enter.")
            updateClock()
        } else {
            begin()
        }
    }

    /// Starts the game (a timed level's clock with it), as the screen does once its intro is gone: a
    /// daily quit before this records nothing.
    func begin() {
        stage = .playing
        send(.began)
        game.start()
        takeNarration()
        if stage == .playing { say("Type a word and Enter.") }
    }

    /// The quit question as one line: the flow's question and notes, in the screen's words.
    func quitQuestion() -> String {
        guard case .quitting(let quit, _) = flow.phase else { return FlowWording.question(.quitWordfall) }
        return ([FlowWording.question(quit.question)] + quit.notes.map(FlowWording.note)).joined(separator: " ")
    }
}
