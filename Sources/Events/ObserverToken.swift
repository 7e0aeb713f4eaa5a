/// Something an observer can be removed from by its identifier; events and lists conform.
@usableFromInline
protocol ObserverRemoving: AnyObject {
    /// Removes the observer with this identifier; does nothing if it is already gone.
    func removeObserver(id: UInt64)
}

/// The handle of one observation: the observer stays registered exactly as long as its token lives.
///
/// Dropping the token or calling ``cancel()`` removes the observer (delivery rule 6). Cancelling twice,
/// or after the event is gone, does nothing. The token holds its event weakly, so it never keeps the
/// event alive, and the event never holds the token (rule 8).
///
/// Not `Sendable`: it belongs to the isolation domain of its event. The thread-safe
/// ``SynchronizedEvent`` hands out ``SynchronizedObserverToken`` instead.
public final class ObserverToken: Hashable {
    @usableFromInline weak var source: (any ObserverRemoving)?
    @usableFromInline let id: UInt64

    @usableFromInline
    init(source: any ObserverRemoving, id: UInt64) {
        self.source = source
        self.id = id
    }

    deinit {
        source?.removeObserver(id: id)
    }

    /// Removes the observer; idempotent, and harmless once the event is gone.
    @inlinable
    public func cancel() {
        guard let source else { return }
        self.source = nil
        source.removeObserver(id: id)
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
