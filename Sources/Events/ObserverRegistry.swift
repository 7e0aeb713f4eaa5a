/// The observers of one ``ObservableEvent`` and the code that calls them.
///
/// Split from the event so that tokens can hold it strongly: a token then needs no weak reference
/// (which would give the event a side table and slow down every retain and release of it), and still
/// never keeps the event alive. When the event is freed it closes its registry, releasing every
/// handler (rule 8); a token cancelled later finds nothing to remove.
///
/// The mutable state is `@exclusivity(unchecked)`: the delivery code is inlined into the modules that
/// fire events, where each dynamic exclusivity check would cost more than the observer call itself.
/// Instead, no access to this state is ever held while an observer runs or a handler is released
/// (see `removeObserver(id:)`), which is what the checks would verify.
@usableFromInline
final class ObserverRegistry<Payload> {
    /// The observers in the order they were added. During a delivery a removed observer stays in
    /// place as a tombstone, so indices do not move; tombstones are swept after.
    @exclusivity(unchecked) @usableFromInline var entries: ContiguousArray<ObserverEntry<Payload>> = []
    /// Whether this event's observers are being called right now.
    @exclusivity(unchecked) @usableFromInline var isDelivering = false
    /// Whether `entries` holds tombstones to sweep once the delivery ends.
    @exclusivity(unchecked) @usableFromInline var hasTombstones = false
    /// The number of live observers (entries minus tombstones).
    @exclusivity(unchecked) @usableFromInline var liveCount = 0
    /// The identifier given to the last observer added; identifiers grow with the order of addition.
    @exclusivity(unchecked) @usableFromInline var lastID: UInt64 = 0
    /// Liveness checks of the observers that end on their own (a freed owner, a finished sequence).
    @exclusivity(unchecked) @usableFromInline var probes: [UInt64: any ObserverLiveness] = [:]
    /// Set when the event is freed: nothing can be added any more.
    @exclusivity(unchecked) @usableFromInline var isClosed = false

    @inlinable
    init() {}

    /// Calls the observers present when the delivery starts, skipping those removed meanwhile.
    @inlinable
    func deliver(_ payload: Payload, eventName: String) {
        let count = entries.count
        if count == 0 {
            if EventDiagnostics.isReporting {
                EventDiagnostics.reportUnobserved(name: eventName, type: ObservableEvent<Payload>.self)
            }
            return
        }
        isDelivering = true
        // Calling through a local copy of the array (one retain of its buffer) spares a retain and
        // release of each handler's context. A removal during the delivery marks the entry in
        // `entries`, which by then is a copy of its own, so `snapshot` is not changed under us.
        let snapshot = entries
        var index = 0
        while index < count {
            // Called straight from the subscript: binding the handler to a local would retain it.
            if !entries[index].isRemoved {
                snapshot[index].handler(payload)
            }
            index &+= 1
        }
        isDelivering = false
        if hasTombstones {
            sweepTombstones()
        }
    }

    /// Adds `handler` at the end; returns its identifier.
    @inlinable
    func append(_ handler: @escaping (Payload) -> Void) -> UInt64 {
        lastID &+= 1
        if !isClosed {
            entries.append(ObserverEntry(id: lastID, handler: handler))
            liveCount &+= 1
        }
        return lastID
    }

    /// A token that removes observer `id` from this registry.
    @inlinable
    func makeToken(id: UInt64) -> ObserverToken {
        // Captures nothing once specialised, so it allocates nothing.
        ObserverToken(source: self, id: id) { source, id in
            unsafeDowncast(source, to: ObserverRegistry<Payload>.self).removeObserver(id: id)
        }
    }

    /// Removes observer `id`: at once, or as a tombstone during a delivery (rule 3). Idempotent.
    @inlinable
    func removeObserver(id: UInt64) {
        guard let index = index(of: id), !entries[index].isRemoved else { return }
        liveCount &-= 1
        // Released only after the access to `entries` or `probes` ends: a handler's or probe's
        // deinit may cancel another observer of this event.
        let probe = probes.isEmpty ? nil : probes.removeValue(forKey: id)
        if isDelivering {
            let handler = entries[index].tombstone()
            hasTombstones = true
            withExtendedLifetime((handler, probe)) {}
        } else {
            let entry = entries.remove(at: index)
            withExtendedLifetime((entry, probe)) {}
        }
    }

    /// The index of the entry with identifier `id`, found by binary search (identifiers are sorted).
    @inlinable
    func index(of id: UInt64) -> Int? {
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
    func sweepTombstones() {
        hasTombstones = false
        entries.removeAll { $0.isRemoved }
    }

    /// Removes the observers whose owner was freed or whose sequence ended.
    @usableFromInline
    func removeEndedObservers() {
        for (id, probe) in probes where !probe.isAlive {
            removeObserver(id: id)
        }
    }

    /// Drops every observer, releasing the handlers, once the event is freed.
    @usableFromInline
    func close() {
        isClosed = true
        liveCount = 0
        let released = (entries, probes)
        entries = []
        probes = [:]
        withExtendedLifetime(released) {}
    }
}
