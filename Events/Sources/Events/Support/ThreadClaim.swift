import Synchronization

/// Which thread uses a publisher's state now, and the removals other threads posted meanwhile (rule 12),
/// for a publisher that is not `Sendable` but whose tokens are.
///
/// Every operation on the publisher first claims it for its thread (`claim`, one compare-and-swap); a
/// nested call on that thread finds the claim already its own. A token cancelled on another thread while
/// the publisher is claimed posts its observer's identifier (`post`), which the claiming thread applies
/// when it lets go, or when its next delivery starts. `ObserverList`'s registry uses it as
/// `ObserverRegistry` does its own fields of the same names (docs/EVENTS.md, "Threads").
@usableFromInline
package struct ThreadClaim: ~Copyable {
    /// The thread using the publisher now (`DeliveryQueue.currentThread`), or 0.
    @usableFromInline package let claimant = Atomic<UInt>(0)
    /// How many identifiers wait in `pendingRemovals`; read when a delivery starts.
    @usableFromInline package let pendingRemovalCount = Atomic<Int>(0)
    /// Observers cancelled on another thread while the publisher was claimed.
    @usableFromInline package let pendingRemovals = EventsMutex<[UInt64]>([])

    @inlinable
    package init() {}

    /// Claims the publisher for `thread`; true if this call claimed it (and must `unclaim`), false if
    /// `thread` held it already (a nested call). Waits while another thread holds it: only a token
    /// being cancelled on another thread does, for the time it takes to remove one observer.
    @inlinable
    package borrowing func claim(_ thread: UInt) -> Bool {
        let (exchanged, original) = claimant.compareExchange(
            expected: 0, desired: thread, ordering: .sequentiallyConsistent)
        if exchanged { return true }
        if original == thread { return false }
        return waitToClaim(thread)
    }

    @usableFromInline
    package borrowing func waitToClaim(_ thread: UInt) -> Bool {
        while true {
            let (exchanged, original) = claimant.compareExchange(
                expected: 0, desired: thread, ordering: .sequentiallyConsistent)
            if exchanged { return true }
            if original == thread { return false }
            yieldProcessor()
        }
    }

    /// Claims the publisher only if no thread holds it: `(claimed, held)`, `held` true when `thread`
    /// may touch the state now (this call claimed it, or `thread` held it already).
    @inlinable
    package borrowing func claimIfIdle(_ thread: UInt) -> (claimed: Bool, held: Bool) {
        let (exchanged, original) = claimant.compareExchange(
            expected: 0, desired: thread, ordering: .sequentiallyConsistent)
        return (exchanged, exchanged || original == thread)
    }

    /// Gives up a claim; the caller then applies posted removals if `hasPendingRemovals`.
    @inlinable
    package borrowing func release() {
        claimant.store(0, ordering: .releasing)
    }

    /// Whether a removal was posted and not yet taken.
    @inlinable
    package var hasPendingRemovals: Bool {
        pendingRemovalCount.load(ordering: .sequentiallyConsistent) != 0
    }

    /// Posts observer `id`'s removal for the thread holding the publisher.
    @usableFromInline
    package borrowing func post(_ id: UInt64) {
        pendingRemovals.withEventsLock { ids in
            ids.append(id)
            pendingRemovalCount.add(1, ordering: .sequentiallyConsistent)
        }
    }

    /// Takes the posted identifiers; the publisher must be claimed.
    @usableFromInline
    package borrowing func takePendingRemovals() -> [UInt64] {
        pendingRemovals.withEventsLock { ids in
            let taken = ids
            ids = []
            pendingRemovalCount.store(0, ordering: .sequentiallyConsistent)
            return taken
        }
    }

    /// The posted identifiers, left in place (for counting).
    @usableFromInline
    package borrowing func pendingRemovalIDs() -> [UInt64] {
        pendingRemovals.withEventsLock { $0 }
    }
}
