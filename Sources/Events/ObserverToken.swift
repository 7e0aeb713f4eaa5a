/// The handle of one observation: the observer stays registered exactly as long as its token lives.
///
/// Dropping the token or calling ``cancel()`` removes the observer (delivery rule 6). Cancelling twice,
/// or after the event is gone, does nothing. The token holds the event's observer list, not the
/// event, so it never keeps the event alive; and the event never holds the token (rule 8).
///
/// Not `Sendable`: it belongs to the isolation domain of its event. The thread-safe
/// ``SynchronizedEvent`` hands out ``SynchronizedObserverToken`` instead.
public final class ObserverToken: Hashable {
    /// The observer list the observer was added to; `nil` once cancelled.
    @exclusivity(unchecked) @usableFromInline var source: AnyObject?
    @usableFromInline let id: UInt64
    /// Removes observer `id` from `source`. Made by the source in the (specialised) code of the module
    /// that adds the observer, so cancelling runs specialised code too.
    @usableFromInline let remove: (_ source: AnyObject, _ id: UInt64) -> Void

    @inlinable
    init(source: AnyObject, id: UInt64, remove: @escaping (_ source: AnyObject, _ id: UInt64) -> Void) {
        self.source = source
        self.id = id
        self.remove = remove
    }

    deinit {
        if let source { remove(source, id) }
    }

    /// Removes the observer; idempotent, and harmless once the event is gone.
    @inlinable
    public func cancel() {
        guard let source = source.take() else { return }
        remove(source, id)
    }

    /// Keeps the token alive in `bag`, for as long as the bag holds it.
    public func store(in bag: inout Set<ObserverToken>) {
        bag.insert(self)
    }

    /// Keeps the token alive in `bag`, for as long as the bag holds it.
    public func store(in bag: inout [ObserverToken]) {
        bag.append(self)
    }

    public static func == (lhs: ObserverToken, rhs: ObserverToken) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
