import WordfallCore
import WordfallPlay

/// A view of the flow of play (the screen's `PlaySession`, plain mode's `PlainSession`): it sends the flow
/// what happened and performs the effects it returns (docs/decisions/0350). Sending is written once, here;
/// each view performs the effects that are its own (drawing, the clock) and passes the storage ones to
/// its `ProgressRecorder` (`perform(_:foundWords:)`).
protocol FlowView: AnyObject {
    /// The flow this view shows.
    var flow: PlayFlow.State { get set }
    /// The game in play.
    var game: Game { get }
    /// Performs one effect the flow asked for.
    func perform(_ effect: PlayFlow.Effect)
}

extension FlowView {
    /// Sends `action` to the flow and performs the effects it returns, in order.
    func send(_ action: PlayFlow.Action) {
        for effect in PlayFlow.reduce(&flow, action) { perform(effect) }
    }

    /// Tells the flow where the game stands, then sends `action` (a quit, a signal: what is kept depends on
    /// the moves and the clock as they are now).
    func sendStanding(_ action: PlayFlow.Action) {
        if game.status == .playing { send(.stood(moves: game.moveLog, elapsed: game.elapsed)) }
        send(action)
    }
}
