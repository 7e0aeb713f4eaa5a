import Synchronization

/// The observers of one ``ObservableEvent`` and the code that calls them.
///
/// Split from the event so that tokens can hold it strongly: a token then needs no weak reference
/// (which would give the event a side table and slow down every retain and release of it), and still
/// never keeps the event alive. When the event is freed it closes its registry, releasing every
/// handler (rule 8); a token cancelled later finds nothing to remove.
///
/// **Threads.** The event is not `Sendable`, but its tokens can still be released on another thread: a
/// `@MainActor` object's deinit runs wherever its last reference goes. So every operation first
/// *claims* the registry for its thread (`claimant`, one compare-and-swap): the event's own thread
/// then works as before, nested calls on that thread (an observer cancelling another) find the claim
/// already theirs, and a token cancelled on another thread either claims the registry itself (it is
/// idle) or, while the event's thread holds it, posts the observer's identifier to `pendingRemovals`,
/// which the event's thread applies when it lets go of the registry, or when its next delivery starts
/// (docs/EVENTS.md, "Threads").
///
/// The mutable state is `@exclusivity(unchecked)`: the delivery code is inlined into the modules that
/// fire events, where each dynamic exclusivity check would cost more than the observer call itself.
/// Instead, no access to this state is ever held while an observer runs or a handler is released,
/// which is what the checks would verify, and only the claiming thread touches it.
@usableFromInline
package final class ObserverRegistry<Payload> {
    /// The observers in the order they were added. During a delivery a removed observer stays in
    /// place as a tombstone, so indices do not move; tombstones are swept after.
    @exclusivity(unchecked) @usableFromInline package var entries: ContiguousArray<ObserverEntry<Payload>> = []
    /// Whether this event's observers are being called right now.
    @exclusivity(unchecked) @usableFromInline package var isDelivering = false
    /// Whether `entries` holds tombstones to sweep once the delivery ends.
    @exclusivity(unchecked) @usableFromInline package var hasTombstones = false
    /// The number of observers registered (entries minus tombstones).
    @exclusivity(unchecked) @usableFromInline package var liveCount = 0
    /// The identifier given to the last observer added; identifiers grow with the order of addition.
    @exclusivity(unchecked) @usableFromInline package var lastID: UInt64 = 0
    /// Liveness checks of the observers that end on their own (a freed owner, a finished sequence), in
    /// the order of their identifiers (`probeIDs`). Two arrays, not a `[UInt64: any ObserverLiveness]`:
    /// a dictionary's first use costs a protocol-conformance scan (`UInt64: Hashable`), in a short
    /// program's start more than every observer it adds (the game's issue 38); removal is a binary
    /// search and a shift, as `entries`' is.
    @exclusivity(unchecked) @usableFromInline package var probes: ContiguousArray<any ObserverLiveness> = []
    /// The identifiers of the observers `probes` checks, ascending.
    @exclusivity(unchecked) @usableFromInline package var probeIDs: ContiguousArray<UInt64> = []
    /// Set when the event is freed: nothing can be added any more.
    @exclusivity(unchecked) @usableFromInline package var isClosed = false
    /// This event's own no-observers handler, called instead of the global one when set.
    @exclusivity(unchecked) @usableFromInline package var unobservedHandler: ((UnobservedEvent) -> Void)?
    /// Handlers removed during a delivery, released once it ends: the delivery calls each handler
    /// without retaining it, so one removed while it runs (by itself, say) must outlive the call.
    @exclusivity(unchecked) @usableFromInline package var graveyard: [HandlerBox<Payload>] = []

    /// The thread using the registry now (`DeliveryQueue.currentThread`), or 0.
    @usableFromInline package let claimant = Atomic<UInt>(0)
    /// How many identifiers wait in `pendingRemovals`; read when a delivery starts.
    @usableFromInline package let pendingRemovalCount = Atomic<Int>(0)
    /// Observers cancelled on another thread while the registry was claimed, to remove on its thread.
    @usableFromInline package let pendingRemovals = EventsMutex<[UInt64]>([])

    /// What a removed observer held: released by whoever removed it, once no state access is held.
    @usableFromInline package typealias Detached = (handler: HandlerBox<Payload>?, probe: (any ObserverLiveness)?)

    @inlinable
    package init() {}

    // MARK: Claiming

    /// Claims the registry for `thread`; true if this call claimed it (and must `unclaim`), false if
    /// `thread` held it already (a nested call). Waits while another thread holds it: only a token
    /// being cancelled on another thread does, for the time it takes to remove one entry.
    @inlinable
    package func claim(_ thread: UInt) -> Bool {
        let (exchanged, original) = claimant.compareExchange(
            expected: 0, desired: thread, ordering: .sequentiallyConsistent)
        if exchanged { return true }
        if original == thread { return false }
        return waitToClaim(thread)
    }

    @usableFromInline
    package func waitToClaim(_ thread: UInt) -> Bool {
        while true {
            let (exchanged, original) = claimant.compareExchange(
                expected: 0, desired: thread, ordering: .sequentiallyConsistent)
            if exchanged { return true }
            if original == thread { return false }
            yieldProcessor()
        }
    }

    /// Gives up a claim made by `claim`, then applies removals posted in the meantime, if any.
    ///
    /// A plain release store: a removal posted just before it may be left for the next claim to
    /// apply (it is never called meanwhile: every delivery applies posted removals first).
    @inlinable
    package func unclaim(_ thread: UInt) {
        claimant.store(0, ordering: .releasing)
        if pendingRemovalCount.load(ordering: .sequentiallyConsistent) != 0 {
            applyPendingRemovalsIfIdle(thread)
        }
    }

    /// Applies posted removals if no thread holds the registry (else its holder will).
    @usableFromInline
    package func applyPendingRemovalsIfIdle(_ thread: UInt) {
        guard
            claimant.compareExchange(expected: 0, desired: thread, ordering: .sequentiallyConsistent).exchanged
        else { return }
        let released = takePendingRemovals()
        claimant.store(0, ordering: .releasing)
        withExtendedLifetime(released) {}
    }

    /// Removes the observers cancelled on other threads; the registry must be claimed. Returns what
    /// they held, for the caller to release.
    @usableFromInline
    package func takePendingRemovals() -> [Detached] {
        let ids = pendingRemovals.withEventsLock { ids in
            let taken = ids
            ids = []
            pendingRemovalCount.store(0, ordering: .sequentiallyConsistent)
            return taken
        }
        return ids.map { detach(id: $0) }
    }

    // MARK: Delivery

    /// Calls the observers present when the delivery starts, skipping those removed meanwhile, on the
    /// thread whose queue is `queue`. Always inlined into the publisher's notify: a call of its own
    /// cost a fifth of a one-observer notify's instructions (callgrind).
    @inlinable @inline(__always)
    package func deliver(_ payload: Payload, eventName: String, queue: UnsafeMutablePointer<DeliveryQueue>) {
        let thread = UInt(bitPattern: queue)
        let claimed = claim(thread)
        if pendingRemovalCount.load(ordering: .sequentiallyConsistent) != 0 {
            withExtendedLifetime(takePendingRemovals()) {}
        }
        let count = entries.count
        if count == 0 {
            if claimed { unclaim(thread) }
            if unobservedHandler != nil || EventDiagnostics.isReporting { reportUnobserved(eventName) }
            return
        }
        isDelivering = true
        let declinesBefore = queue.pointee.declines
        var calls = 0
        // No retain or release per call (`ObserverEntry`): each box stays alive while its handler runs,
        // since a removal during the delivery puts it in `graveyard`, released after the loop, and the
        // event (whose `close()` releases the boxes) cannot be freed while it fires. Entries are
        // re-read each time: an observer added meanwhile may have moved them.
        var index = 0
        while index < count {
            if let box = entries[index].box {
                box._withUnsafeGuaranteedRef { $0.call(payload) }
                calls &+= 1
            }
            index &+= 1
        }
        isDelivering = false
        if hasTombstones {
            sweepTombstones()
        }
        if !graveyard.isEmpty {
            releaseGraveyard()
        }
        if claimed { unclaim(thread) }
        // Nobody reached: every call declined (freed owners, ended sequences, other senders).
        if calls == queue.pointee.declines &- declinesBefore
            && (unobservedHandler != nil || EventDiagnostics.isReporting)
        {
            reportUnobserved(eventName)
        }
    }

    /// Releases the handlers removed during the delivery that just ended.
    @usableFromInline
    package func releaseGraveyard() {
        let released = graveyard
        graveyard = []
        withExtendedLifetime(released) {}
    }

    /// Calls this event's no-observers handler, else the global one.
    @usableFromInline
    package func reportUnobserved(_ eventName: String) {
        EventDiagnostics.report(
            UnobservedEvent(name: eventName, payloadType: Payload.self, kind: .event), to: unobservedHandler)
    }

    // MARK: Adding and removing

    /// Adds `handler` at the end, with a liveness probe if it can end on its own (an owner, a
    /// sequence); returns its identifier.
    @inlinable
    package func append(_ handler: @escaping (Payload) -> Void, probe: (any ObserverLiveness)? = nil) -> UInt64 {
        let thread = DeliveryQueue.currentThread
        let claimed = claim(thread)
        lastID &+= 1
        if !isClosed {
            entries.append(ObserverEntry(id: lastID, handler: handler))
            liveCount &+= 1
            if let probe {
                probes.append(probe)
                probeIDs.append(lastID)
            }
        }
        let id = lastID
        if claimed { unclaim(thread) }
        return id
    }

    /// A token that removes observer `id` from this registry when cancelled or dropped.
    @inlinable
    package func makeToken(id: UInt64) -> ObserverToken {
        // Captures nothing once specialised, so it allocates nothing.
        ObserverToken(source: self, id: id) { source, id in
            unsafeDowncast(source, to: ObserverRegistry<Payload>.self).removeObserver(id: id)
        }
    }

    /// Removes observer `id`, from any thread; idempotent.
    ///
    /// On the thread using the registry (or when it is idle) the observer is removed at once, its
    /// handler released before this returns. While another thread holds it (the event's own thread
    /// delivering, say), the identifier is posted for that thread to apply when it lets go of the
    /// registry, or at the latest when its next delivery starts.
    @inlinable
    package func removeObserver(id: UInt64) {
        let thread = DeliveryQueue.currentThread
        let (exchanged, original) = claimant.compareExchange(
            expected: 0, desired: thread, ordering: .sequentiallyConsistent)
        if exchanged || original == thread {
            let released = detach(id: id)
            if exchanged { unclaim(thread) }
            withExtendedLifetime(released) {}
            return
        }
        postRemoval(id: id, thread: thread)
    }

    /// Posts a removal for the thread holding the registry; applies it here if that thread let go.
    @usableFromInline
    package func postRemoval(id: UInt64, thread: UInt) {
        pendingRemovals.withEventsLock { ids in
            ids.append(id)
            pendingRemovalCount.add(1, ordering: .sequentiallyConsistent)
        }
        applyPendingRemovalsIfIdle(thread)
    }

    /// Removes observer `id` (a tombstone during a delivery, rule 3) and returns what it held, to be
    /// released by the caller once no access to the state is held. The registry must be claimed.
    @inlinable
    package func detach(id: UInt64) -> Detached {
        guard let index = index(of: id), !entries[index].isRemoved else { return (nil, nil) }
        liveCount &-= 1
        // A handler's or probe's deinit may cancel another observer of this event: both are handed
        // back, not released here.
        let probe = probes.isEmpty ? nil : removeProbe(id: id)
        if isDelivering {
            // Not released by the caller: the delivery may be running it (see `graveyard`).
            if let box = entries[index].tombstone() { graveyard.append(box) }
            hasTombstones = true
            return (nil, probe)
        }
        var removed = entries.remove(at: index)
        return (removed.tombstone(), probe)
    }

    /// Removes and returns the probe of observer `id`, if it has one (binary search: `probeIDs` is sorted).
    @inlinable
    package func removeProbe(id: UInt64) -> (any ObserverLiveness)? {
        var low = 0
        var high = probeIDs.count
        while low < high {
            let middle = (low &+ high) / 2
            let found = probeIDs[middle]
            if found == id {
                probeIDs.remove(at: middle)
                return probes.remove(at: middle)
            }
            if found < id { low = middle &+ 1 } else { high = middle }
        }
        return nil
    }

    /// The index of the entry with identifier `id`, found by binary search (identifiers are sorted).
    @inlinable
    package func index(of id: UInt64) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low &+ high) / 2
            let found = entries[middle].id
            if found == id { return middle }
            if found < id { low = middle &+ 1 } else { high = middle }
        }
        return nil
    }

    @usableFromInline
    package func sweepTombstones() {
        hasTombstones = false
        entries.removeAll { $0.isRemoved }
    }

    // MARK: Counting and closing

    /// The observers that would be called now: registered, not cancelled on another thread, and not
    /// ended on their own (a freed owner, a finished sequence). Changes nothing.
    @usableFromInline
    package var observerCount: Int {
        let thread = DeliveryQueue.currentThread
        let claimed = claim(thread)
        defer { if claimed { unclaim(thread) } }
        if probes.isEmpty && pendingRemovalCount.load(ordering: .sequentiallyConsistent) == 0 {
            return liveCount
        }
        var ended = Set(
            pendingRemovals.withEventsLock { $0 }.filter { id in
                index(of: id).map { !entries[$0].isRemoved } ?? false
            })
        for (id, probe) in zip(probeIDs, probes) where !probe.isAlive {
            ended.insert(id)
        }
        return liveCount - ended.count
    }

    /// Drops every observer, releasing the handlers, once the event is freed.
    @usableFromInline
    package func close() {
        let thread = DeliveryQueue.currentThread
        let claimed = claim(thread)
        isClosed = true
        liveCount = 0
        var boxes: [HandlerBox<Payload>] = []
        boxes.reserveCapacity(entries.count)
        for index in entries.indices {
            if let box = entries[index].tombstone() { boxes.append(box) }
        }
        let released = (boxes, probes)
        entries = []
        probes = []
        probeIDs = []
        if claimed { unclaim(thread) }
        withExtendedLifetime(released) {}
    }
}
