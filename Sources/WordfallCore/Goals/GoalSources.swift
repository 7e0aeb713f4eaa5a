import Events
import EventsExtras

/// The model's events as the goals observe them: every event of a move, at once, before the game
/// publishes anything (docs/MODEL.md, "The order").
///
/// The game hands it to the `GoalFactory` and fires each event of a move on it once, through an
/// Events `ImmediateEvent`: a goal's observers have seen the move when the game asks its reporter what
/// changed, wherever the command came from (a key, an observer of the game, another event's
/// delivery). Only the game fires; a goal subscribes for as long as it lives:
///
/// ```swift
/// sources.onWordAccepted(whileAlive: self) { goal, word in goal.reporter.add(1) }
/// sources.events.addObserver(whileAlive: self) { goal, event in ... }   // shuffles, hints, the clock
/// ```
public final class GoalSources {
    /// Every event of a move, in order, up to its goal reports.
    public var events: EventSource<GameEvent> { feed.source }

    let feed = ImmediateEvent<GameEvent>("goalSources")

    init() {}

    /// Calls `handler` with `owner` (held weakly) and each accepted word, for as long as `owner` lives.
    public func onWordAccepted<Owner: AnyObject>(
        whileAlive owner: Owner, _ handler: @escaping (Owner, AcceptedWord) -> Void
    ) {
        events.addObserver(whileAlive: owner) { owner, event in
            if case .wordAccepted(let word) = event { handler(owner, word) }
        }
    }

    /// Calls `handler` with `owner` (held weakly) and each rejected submission, for as long as `owner` lives.
    public func onWordRejected<Owner: AnyObject>(
        whileAlive owner: Owner, _ handler: @escaping (Owner, RejectedWord) -> Void
    ) {
        events.addObserver(whileAlive: owner) { owner, event in
            if case .wordRejected(let word) = event { handler(owner, word) }
        }
    }

    /// Calls `handler` with `owner` (held weakly) and the score after each accepted word, for as long
    /// as `owner` lives.
    public func onScoreChanged<Owner: AnyObject>(
        whileAlive owner: Owner, _ handler: @escaping (Owner, ScoreChange) -> Void
    ) {
        events.addObserver(whileAlive: owner) { owner, event in
            if case .scoreChanged(let change) = event { handler(owner, change) }
        }
    }

    /// Delivers one event of the move being played to every goal, before returning.
    func deliver(_ event: GameEvent) {
        feed.notifyObservers(event)
    }
}
