import WordfallCore
import WordfallPlay

/// A view of the flow of play (the screen's `PlaySession`, plain mode's `PlainSession`): it sends its
/// store what happened, and the store performs the effects the flow returns through the closures the view
/// gave it (docs/decisions/0420). Sending is written once, here.
protocol FlowView: AnyObject {
    /// The one owner of the flow this view shows.
    var store: PlayStore { get }
    /// The game in play.
    var game: Game { get }
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
}
