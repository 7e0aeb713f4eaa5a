/// The observers of one ``ObserverList`` and the code that calls them.
///
/// Split from the list, as `ObserverRegistry` is from its event, so that tokens can hold it and still
/// never keep the list alive (rule 8): when the list is freed it closes its registry, releasing every
/// observer it holds; a token cancelled later finds nothing to remove.
///
/// **Threads.** The list is not `Sendable`, but its tokens are: every operation first claims the registry
/// for its thread (`ThreadClaim`), and a token cancelled on another thread while it is claimed posts its
/// observer's identifier for the claiming thread to apply (rule 12, docs/EVENTS.md "Threads").
///
/// **Releases.** Removing an observer held strongly may free it, and its deinit may use the list (cancel
/// another token, say). So an observer is moved out of its slot and released only once no access to the
/// state is held: by the caller of `detach`, `sweep` and `close`, after it let go of the claim.
///
/// The mutable state is `@exclusivity(unchecked)` for the reason `ObserverRegistry` gives: the delivery is
/// inlined into the module that notifies, and no access to this state is held while an observer runs.
@usableFromInline
package final class ObserverListRegistry<Observer> {
    /// The slots, `count` of them initialized, in a buffer of `capacity` the registry owns, in the order
    /// the observers were added (so by identifier). A delivery reads them through this pointer, so it
    /// neither copies a slot nor retains its observer; it reloads the pointer after each observer call,
    /// since an observer may add one (and so grow the buffer).
    @exclusivity(unchecked) @usableFromInline package var slots: UnsafeMutablePointer<ObserverSlot<Observer>>
    @exclusivity(unchecked) @usableFromInline package var count = 0
    @exclusivity(unchecked) @usableFromInline package var capacity = 0
    /// How many deliveries are running (nested ones are allowed); removals leave tombstones meanwhile.
    @exclusivity(unchecked) @usableFromInline package var notifyDepth = 0
    @exclusivity(unchecked) @usableFromInline package var hasTombstones = false
    /// The identifier given to the last observer added.
    @exclusivity(unchecked) @usableFromInline package var lastID: UInt64 = 0
    /// Set when the list is freed: nothing can be added any more.
    @exclusivity(unchecked) @usableFromInline package var isClosed = false
    /// The claim of rule 12.
    @usableFromInline package let threadClaim = ThreadClaim()

    @inlinable
    package init() {
        slots = UnsafeMutablePointer<ObserverSlot<Observer>>.allocate(capacity: 0)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    // MARK: Claiming

    /// Gives up a claim made by `threadClaim.claim`, then applies removals posted meanwhile, if any.
    @inlinable
    package func unclaim(_ thread: UInt) {
        threadClaim.release()
        if threadClaim.hasPendingRemovals {
            applyPendingRemovalsIfIdle(thread)
        }
    }

    /// Applies posted removals if no thread holds the registry (else its holder will).
    @usableFromInline
    package func applyPendingRemovalsIfIdle(_ thread: UInt) {
        guard threadClaim.claimIfIdle(thread).claimed else { return }
        let released = takePendingRemovals()
        threadClaim.release()
        withExtendedLifetime(released) {}
    }

    /// Removes the observers cancelled on other threads; the registry must be claimed. Returns those
    /// held strongly, for the caller to release.
    @usableFromInline
    package func takePendingRemovals() -> [Observer] {
        threadClaim.takePendingRemovals().compactMap { id in index(of: id).flatMap { detach(at: $0) } }
    }

    // MARK: Delivery

    /// Calls `body` with each live observer present when the call starts, in the order they were added;
    /// returns whether it called any. On the thread `thread` names (`DeliveryQueue.currentThread`).
    @inlinable
    package func deliver(_ body: (Observer) -> Void, thread: UInt) -> Bool {
        let claimed = threadClaim.claim(thread)
        if threadClaim.hasPendingRemovals {
            withExtendedLifetime(takePendingRemovals()) {}
        }
        let count = self.count
        var called = false
        notifyDepth &+= 1
        // Room for one weakly held observer rebuilt from its slot's bits (see `ObserverSlot.adopt`).
        withUnsafeTemporaryAllocation(of: Observer.self, capacity: 1) { temporary in
            var index = 0
            while index < count {
                // Reloaded each time: an observer added by the previous call may have moved the buffer.
                // Through the pointer, stored property by stored property: a read of the whole slot
                // would copy it, weak reference included.
                let slot = slots + index
                if !slot.pointee.isRemoved {
                    if slot.pointee.strong != nil {
                        // Borrowed from the slot, which keeps it until no delivery runs (a removal
                        // meanwhile leaves a tombstone): passed straight from it, with no retain or
                        // release (bound to a `let` first, it would be copied: retained and released).
                        body(slot.pointee.strong.unsafelyUnwrapped)
                        called = true
                    } else if let object = slot.pointee.object {
                        if slot.pointee.isAdoptable, let place = temporary.baseAddress {
                            // The observer, rebuilt from its bits, takes over the strong reference the
                            // weak load just took, and so keeps the object alive while `body` runs.
                            body(ObserverSlot.adopt(consume object, bits: slot.pointee.bits, at: place))
                            called = true
                        } else if let observer = object as? Observer {
                            body(observer)
                            called = true
                            // `object`, a strong reference, kept the observer alive while `body` ran.
                            _fixLifetime(object)
                        }
                    } else {
                        hasTombstones = true
                    }
                }
                index &+= 1
            }
        }
        notifyDepth &-= 1
        if hasTombstones && notifyDepth == 0 {
            let released = sweep()
            if claimed { unclaim(thread) }
            withExtendedLifetime(released) {}
        } else if claimed {
            unclaim(thread)
        }
        return called
    }

    // MARK: Adding and removing

    /// Adds `observer` at the end, held strongly or (`weakly`) weakly; returns its identifier. Held
    /// weakly, an observer already in the list is not added again.
    @inlinable
    package func append(_ observer: Observer, object: AnyObject, weakly: Bool) -> UInt64 {
        let thread = DeliveryQueue.currentThread
        let claimed = threadClaim.claim(thread)
        lastID &+= 1
        let id = lastID
        if !isClosed && !(weakly && index(of: object) != nil) {
            if count == capacity {
                grow()
            }
            (slots + count).initialize(
                to: weakly
                    ? ObserverSlot(id: id, weakly: observer, object: object)
                    : ObserverSlot(id: id, holding: observer, object: object))
            count &+= 1
        }
        if claimed { unclaim(thread) }
        return id
    }

    /// Moves the slots to a buffer twice as large (a running delivery reloads the pointer).
    @usableFromInline
    package func grow() {
        let newCapacity = Swift.max(4, capacity * 2)
        let newSlots = UnsafeMutablePointer<ObserverSlot<Observer>>.allocate(capacity: newCapacity)
        newSlots.moveInitialize(from: slots, count: count)
        slots.deallocate()
        slots = newSlots
        capacity = newCapacity
    }

    /// A token that removes observer `id` when cancelled or dropped.
    @inlinable
    package func makeToken(id: UInt64) -> ObserverToken {
        // Captures nothing once specialised, so it allocates nothing.
        ObserverToken(source: self, id: id) { source, id in
            unsafeDowncast(source, to: ObserverListRegistry<Observer>.self).removeObserver(id: id)
        }
    }

    /// Removes observer `id`, from any thread; idempotent. On the thread using the registry (or when it
    /// is idle) at once; while another thread holds it, posted for that thread to apply.
    @inlinable
    package func removeObserver(id: UInt64) {
        let thread = DeliveryQueue.currentThread
        let (claimed, held) = threadClaim.claimIfIdle(thread)
        if held {
            let released = index(of: id).flatMap { detach(at: $0) }
            if claimed { unclaim(thread) }
            withExtendedLifetime(released) {}
            return
        }
        threadClaim.post(id)
        applyPendingRemovalsIfIdle(thread)
    }

    /// Removes every observation of `object`, however it was added.
    @inlinable
    package func removeObserver(_ object: AnyObject) {
        let thread = DeliveryQueue.currentThread
        let claimed = threadClaim.claim(thread)
        var released: [Observer] = []
        // A removal during a delivery leaves a tombstone, which `index(of:)` skips.
        while let index = index(of: object) {
            if let observer = detach(at: index) { released.append(observer) }
        }
        if claimed { unclaim(thread) }
        withExtendedLifetime(released) {}
    }

    /// Removes the slot at `index` (a tombstone during a delivery, rule 3); returns its observer if it
    /// held one strongly and no delivery runs, for the caller to release. The registry must be claimed.
    @inlinable
    package func detach(at index: Int) -> Observer? {
        if notifyDepth > 0 {
            (slots + index).pointee.isRemoved = true
            hasTombstones = true
            return nil
        }
        let removed = (slots + index).move()
        (slots + index).moveInitialize(from: slots + index + 1, count: count - index - 1)
        count -= 1
        return removed.strong
    }

    /// The index of the slot with identifier `id`, not removed, found by binary search.
    @inlinable
    package func index(of id: UInt64) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low &+ high) / 2
            let found = (slots + middle).pointee.id
            if found == id { return (slots + middle).pointee.isRemoved ? nil : middle }
            if found < id { low = middle &+ 1 } else { high = middle }
        }
        return nil
    }

    /// The index of a live slot holding `object`, if there is one.
    @inlinable
    package func index(of object: AnyObject) -> Int? {
        let identity = ObjectIdentifier(object)
        var index = 0
        while index < count {
            let slot = slots + index
            if !slot.pointee.isRemoved && slot.pointee.identity == identity
                && (slot.pointee.strong != nil || slot.pointee.object === object)
            {
                return index
            }
            index &+= 1
        }
        return nil
    }

    /// Drops removed and freed observers once no delivery runs; returns those held strongly.
    @usableFromInline
    package func sweep() -> [Observer] {
        hasTombstones = false
        var released: [Observer] = []
        var kept = 0
        for index in 0..<count {
            let slot = slots + index
            if !slot.pointee.isRemoved && (slot.pointee.strong != nil || slot.pointee.object != nil) {
                if kept != index {
                    (slots + kept).moveInitialize(from: slot, count: 1)
                }
                kept += 1
            } else if let observer = slot.move().strong {
                released.append(observer)
            }
        }
        count = kept
        return released
    }

    // MARK: Counting and closing

    /// The observers a delivery would call now: registered, alive, not cancelled on another thread.
    @usableFromInline
    package var observerCount: Int {
        let thread = DeliveryQueue.currentThread
        let claimed = threadClaim.claim(thread)
        defer { if claimed { unclaim(thread) } }
        let cancelled = threadClaim.hasPendingRemovals ? Set(threadClaim.pendingRemovalIDs()) : []
        var live = 0
        for index in 0..<count {
            let slot = slots + index
            if !slot.pointee.isRemoved && (slot.pointee.strong != nil || slot.pointee.object != nil)
                && !cancelled.contains(slot.pointee.id)
            {
                live += 1
            }
        }
        return live
    }

    /// Drops every observer, releasing those held strongly, once the list is freed.
    @usableFromInline
    package func close() {
        let thread = DeliveryQueue.currentThread
        let claimed = threadClaim.claim(thread)
        isClosed = true
        var released: [Observer] = []
        for index in 0..<count {
            if let observer = (slots + index).move().strong { released.append(observer) }
        }
        count = 0
        if claimed { unclaim(thread) }
        withExtendedLifetime(released) {}
    }
}
