import WordfallCore
import WordfallPlay
import WordfallProgress

/// A view of the flow of play (the screen's `PlaySession`, plain mode's `PlainSession`): it sends its
/// store what happened, and the store performs the effects the flow returns through the closures the view
/// gave it (docs/decisions/0420). Sending is written once, here.
protocol FlowView: AnyObject {
    /// The one owner of the flow this view shows.
    var store: PlayStore { get }
    /// The game in play.
    var game: Game { get }
    /// The levels played, and the one in play.
    var levels: [Level] { get }
    var index: Int { get set }
    var lexicon: (Level) -> Lexicon { get }
    /// Where results are recorded, and what was recorded and kept before.
    var progress: any ProgressRecorder { get }
    /// Makes `level`'s game (the level itself, a retry's, or a kept game's) and what shows it.
    func make(_ level: Level)
}

extension FlowView {
    /// The flow this view shows.
    var flow: PlayFlow.State { store.state }

    /// Sends `action` to the store (it waits its turn when the store is handling another).
    func send(_ action: PlayFlow.Action) { store.send(action) }

    /// Tells the flow where the game stands, then sends `action` (a quit, a signal: what is kept depends on
    /// the moves and the clock as they are now).
    func sendStanding(_ action: PlayFlow.Action) {
        if game.status == .playing { send(.stood(moves: game.moveLog, elapsed: game.elapsed)) }
        send(action)
    }

    /// Tells the flow the game moved on: it keeps it when a move was played since it was last kept, or a
    /// timed level's clock ran on `PlayFlow.keepEvery`.
    func keepIfMoved() {
        guard game.status == .playing else { return }
        send(.moved(moves: game.moveLog, elapsed: game.elapsed))
    }

    /// Sends the flow its share of the model's news (the score, a word, the goals done, the end: read once
    /// the delivery is over, `Effect.readEnd`).
    func sendNews(_ event: GameEvent) {
        switch event {
        case .levelCompleted, .levelFailed, .levelEndedByPlayer: send(.gameEnded)
        case .scoreChanged(let change): send(.scoreChanged(change.score))
        case .wordAccepted(let word): send(.wordAccepted(ScoredWord(word: word.word, points: word.points)))
        case .goalsDone: send(.goalsDone)
        default: break
        }
    }

    /// Makes level `newIndex`'s game (`Effect.loadLevel`); returns what is saved and kept for it.
    func load(_ newIndex: Int) -> PlayStore.Loaded {
        index = newIndex
        let level = levels[newIndex]
        // A retry is a new game (docs/RULES.md, "Every try a new game"): the flow drew its seed.
        let played = flow.retrySeed.map { level.retried(seed: $0, lexicon: lexicon(level)) }
        make(played ?? level)
        // A try's best is its own level's: the endless game's is its seed's.
        return (progress.saved((played ?? level).id), progress.kept(level), played)
    }
}
