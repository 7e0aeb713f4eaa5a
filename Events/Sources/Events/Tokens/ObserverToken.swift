import Synchronization

/// The handle of one observation, whatever the publisher: the observer stays registered exactly as long
/// as its token lives.
///
/// Dropping the token or calling ``cancel()`` removes the observer (delivery rule 6). Cancelling twice,
/// or after the event is gone, does nothing. The token holds the event's observer list, not the event,
/// so it never keeps the event alive; and the event never holds the token (rule 8). A one-shot
/// observer's token is no exception: dropped before the event fires, it removes the observer uncalled.
///
/// Every publisher hands out this one type, and one bag holds any of them: `Set<ObserverToken>`, with
/// ``store(in:)-(Set<ObserverToken>)``. A token is `Sendable`: it may be released, or cancelled, on any
/// thread (a `@MainActor` object's deinit runs wherever its last reference goes); for an event that is
/// not `Sendable`, the observer is then removed by the event's own thread, before its next delivery
/// (docs/EVENTS.md, rule 12 and "Threads").
public final class ObserverToken: Hashable, @unchecked Sendable {
    // Sendable: `source`, `id` and `remove` never change, `remove` may be called from any thread (both
    // registries claim or lock before they touch their state), and `isCancelled` makes it run once.

    /// The observer list the observer was added to.
    @usableFromInline let source: AnyObject
    @usableFromInline let id: UInt64
    /// Set by the first `cancel()`; the deinit then has nothing to do.
    @usableFromInline let isCancelled = Atomic<Bool>(false)
    /// Removes observer `id` from `source`. Made by the source in the (specialised) code of the module
    /// that adds the observer, so cancelling runs specialised code too.
    @usableFromInline let remove: (_ source: AnyObject, _ id: UInt64) -> Void

    @inlinable
    package init(source: AnyObject, id: UInt64, remove: @escaping (_ source: AnyObject, _ id: UInt64) -> Void) {
        self.source = source
        self.id = id
        self.remove = remove
    }

    deinit {
        if !isCancelled.load(ordering: .acquiring) { remove(source, id) }
    }

    /// Removes the observer; idempotent, and harmless once the event is gone.
    ///
    /// On the event's own thread the observer is removed, and its handler released, before this
    /// returns. Called on another thread while the event is delivering there, the observer is not
    /// called by any delivery that starts after this returns (the one under way may still call it),
    /// and the event's thread releases it when that delivery ends.
    @inlinable
    public func cancel() {
        if isCancelled.exchange(true, ordering: .acquiringAndReleasing) { return }
        remove(source, id)
    }

    /// Keeps the token alive in `bag`, for as long as the bag holds it.
    ///
    /// - Parameter bag: The set of tokens to add this one to.
    public func store(in bag: inout Set<ObserverToken>) {
        bag.insert(self)
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
