/// Something a thread-safe observer can be removed from by its identifier, from any thread.
@usableFromInline
protocol SynchronizedObserverRemoving: AnyObject, Sendable {
    /// Removes the observer with this identifier; does nothing if it is already gone.
    func removeObserver(id: UInt64)
}

/// The `Sendable` handle of one observation of a ``SynchronizedEvent``; cancel it from any thread.
///
/// Same lifetime rules as ``ObserverToken``: dropping it or calling ``cancel()`` removes the observer
/// (except a one-shot's, which only ``cancel()`` removes), cancelling twice or after the event is gone
/// does nothing, and it never keeps the event alive. Both kinds of token are ``EventCancellable``.
public final class SynchronizedObserverToken: EventCancellable, Hashable, Sendable {
    /// The event's observer list (not the event, which the token must not keep alive).
    let source: any SynchronizedObserverRemoving
    let id: UInt64
    /// Whether dropping the token cancels the observation (false for a one-shot).
    let cancelsOnDeinit: Bool

    init(source: any SynchronizedObserverRemoving, id: UInt64, cancelsOnDeinit: Bool = true) {
        self.source = source
        self.id = id
        self.cancelsOnDeinit = cancelsOnDeinit
    }

    deinit {
        if cancelsOnDeinit { source.removeObserver(id: id) }
    }

    /// Removes the observer; idempotent, and harmless once the event is gone.
    ///
    /// When `cancel()` returns, the observer will not be called again, though a call already begun on
    /// another thread may still be running.
    public func cancel() {
        source.removeObserver(id: id)
    }

    /// Keeps the token alive in `bag`, for as long as the bag holds it.
    ///
    /// - Parameter bag: The set of tokens to add this one to.
    public func store(in bag: inout Set<SynchronizedObserverToken>) {
        bag.insert(self)
    }

    /// Keeps the token alive in `bag`, for as long as the bag holds it.
    ///
    /// - Parameter bag: The array of tokens to append this one to.
    public func store(in bag: inout [SynchronizedObserverToken]) {
        bag.append(self)
    }

    /// Whether both are the same token (identity).
    public static func == (lhs: SynchronizedObserverToken, rhs: SynchronizedObserverToken) -> Bool {
        lhs === rhs
    }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
