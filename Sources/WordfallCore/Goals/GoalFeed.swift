/// One of the model's events as a goal observes it: the game delivers it to the goals at once, in
/// order, while it plays the move, before it publishes anything.
///
/// So a goal's state is up to date when the game asks its reporter what changed, wherever the
/// command came from (a key, an observer of the game, another event's dispatch). Only the game
/// delivers; a goal only subscribes, for as long as it lives.
public final class GoalFeed<Payload> {
    private var observers: [(Payload) -> Void] = []

    init() {}

    /// Calls `handler` with `owner` (held weakly) and each payload the game delivers.
    public func addObserver<Owner: AnyObject>(_ owner: Owner, _ handler: @escaping (Owner, Payload) -> Void) {
        observers.append { [weak owner] payload in
            if let owner { handler(owner, payload) }
        }
    }

    func deliver(_ payload: Payload) {
        for observer in observers { observer(payload) }
    }
}
