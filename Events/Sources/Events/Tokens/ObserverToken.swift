/// The handle of one observation of an ``ObservableEvent``: the observer stays registered exactly as
/// long as its token lives.
///
/// Dropping the token or calling ``cancel()`` removes the observer (delivery rule 6). Cancelling twice,
/// or after the event is gone, does nothing. The token holds the event's observer list, not the event,
/// so it never keeps the event alive; and the event never holds the token (rule 8).
///
/// The one exception is the token of a one-shot observer
/// (``ObservableEvent/addOneShotObserver(_:)``): dropping it leaves the observer in place, to be called
/// once; only ``cancel()`` removes it.
///
/// Not `Sendable`: it belongs to the isolation domain of its event. It may still be released, or
/// cancelled, on another thread (a `@MainActor` object's deinit runs wherever its last reference goes):
/// the observer is then removed by the event's own thread, before its next delivery (docs/EVENTS.md,
/// "Threads"). The thread-safe ``SynchronizedEvent`` hands out ``SynchronizedObserverToken`` instead;
/// both are ``EventCancellable``, so one bag can hold both.
public final class ObserverToken: EventCancellable, Hashable {
    /// The observer list the observer was added to; `nil` once cancelled.
    @exclusivity(unchecked) @usableFromInline var source: AnyObject?
    @usableFromInline let id: UInt64
    /// Whether dropping the token cancels the observation (false for a one-shot).
    @usableFromInline let cancelsOnDeinit: Bool
    /// Removes observer `id` from `source`. Made by the source in the (specialised) code of the module
    /// that adds the observer, so cancelling runs specialised code too.
    @usableFromInline let remove: (_ source: AnyObject, _ id: UInt64) -> Void

    @inlinable
    init(
        source: AnyObject, id: UInt64, cancelsOnDeinit: Bool,
        remove: @escaping (_ source: AnyObject, _ id: UInt64) -> Void
    ) {
        self.source = source
        self.id = id
        self.cancelsOnDeinit = cancelsOnDeinit
        self.remove = remove
    }

    deinit {
        if cancelsOnDeinit, let source { remove(source, id) }
    }

    /// Removes the observer; idempotent, and harmless once the event is gone.
    ///
    /// On the event's own thread the observer is removed, and its handler released, before this
    /// returns. Called on another thread while the event is delivering there, the observer is not
    /// called by any delivery that starts after this returns (the one under way may still call it),
    /// and the event's thread releases it when that delivery ends.
    @inlinable
    public func cancel() {
        guard let source = source.take() else { return }
        remove(source, id)
    }

    /// Keeps the token alive in `bag`, for as long as the bag holds it.
    ///
    /// - Parameter bag: The set of tokens to add this one to.
    public func store(in bag: inout Set<ObserverToken>) {
        bag.insert(self)
    }

    /// Keeps the token alive in `bag`, for as long as the bag holds it.
    ///
    /// - Parameter bag: The array of tokens to append this one to.
    public func store(in bag: inout [ObserverToken]) {
        bag.append(self)
    }

    /// Whether both are the same token (identity).
    public static func == (lhs: ObserverToken, rhs: ObserverToken) -> Bool {
        lhs === rhs
    }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
