import Events
import Synchronization

/// The observers of one ``SynchronizedEvent``, guarded by a mutex that is never held while an
/// observer runs or a handler is released, and published for deliveries to read without it.
///
/// Every change under the lock publishes the observers anew, as an immutable `Storage` whose address
/// `published` holds (retained once; 0 with no observers). A delivery reads the published storage
/// through its thread's hazard slot (`HazardSlot`), with no lock and no retain; a replaced storage is
/// kept in `retired` while a slot names it, and released, outside the lock, by the next change or
/// the delivery that ends last (docs/decisions/0411).
///
/// Split from the event, as `ObserverRegistry` is, so that tokens hold it strongly without keeping
/// the event alive; the event closes it when freed, releasing every handler.
@usableFromInline
final class SynchronizedRegistry<Payload: Sendable>: Sendable {
    @usableFromInline let state = EventsMutex(State())
    /// The storage deliveries read, as its address's bits (0: no observers); replaced under the lock.
    @usableFromInline let published = Atomic<UInt>(0)
    /// How many replaced storages wait in `retired` for the deliveries reading them to end; read
    /// without the lock by every delivery as it ends.
    @usableFromInline let retiredCount = Atomic<Int>(0)
    /// Whether the event has a no-observers handler of its own: read without the lock by a delivery
    /// that reached nobody.
    @usableFromInline let hasUnobservedHandler = Atomic<Bool>(false)
    /// `threadSanitizerIsLoaded`, read once: every lock of this registry checks it, and the lazy
    /// global costs a call to its once-guard per read (as the queue's key does, `DeliveryQueue.Key`).
    @usableFromInline let sanitized = threadSanitizerIsLoaded

    /// What the lock guards; not generic (nor are the entries and storages), so the registry's
    /// unspecialised code looks up no metadata for them.
    @usableFromInline typealias State = SynchronizedRegistryState
    @usableFromInline typealias Entry = SynchronizedEntry
    @usableFromInline typealias Storage = SynchronizedStorage

    /// A handler in a class, called through a `let` of an unretained reference (`Entry`).
    @usableFromInline
    final class Handler: Sendable {
        @usableFromInline let call: @Sendable (Payload) -> Void

        init(_ call: @escaping @Sendable (Payload) -> Void) {
            self.call = call
        }
    }

    @usableFromInline
    init() {}

    deinit {
        // No delivery reads a storage now: each holds the event, and the event holds this registry.
        let storages = state.withEventsLock(sanitized: sanitized) { state in
            var storages = UnreadStorages()
            storages.append(published.exchange(0, ordering: .sequentiallyConsistent))
            for bits in state.retired { storages.append(bits) }
            state.retired = []
            return storages
        }
        storages.release()
    }

    /// The event's own no-observers handler.
    @usableFromInline
    var unobservedHandler: (@Sendable (UnobservedEvent) -> Void)? {
        get { state.withEventsLock(sanitized: sanitized) { $0.unobservedHandler } }
        set {
            state.withEventsLock(sanitized: sanitized) { $0.unobservedHandler = newValue }
            hasUnobservedHandler.store(newValue != nil, ordering: .releasing)
        }
    }

    /// The observers that would be called now: ended ones (freed owner, finished sequence) are not
    /// counted. Changes nothing; the next delivery removes them.
    var count: Int {
        state.withEventsLock(sanitized: sanitized) { state in
            state.entries.reduce(0) { count, entry in
                guard entry.flag.isActive else { return count }
                if let probe = entry.probe, !probe.isAlive { return count }
                return count + 1
            }
        }
    }

    /// Adds an observer at the end; returns its identifier.
    func append(
        _ handler: @escaping @Sendable (Payload) -> Void, flag: ObserverFlag, probe: (any ObserverLiveness & Sendable)?
    ) -> UInt64 {
        let (id, unread) = state.withEventsLock(sanitized: sanitized) { state in
            state.lastID &+= 1
            guard !state.isClosed else { return (state.lastID, UnreadStorages()) }
            state.entries.append(Entry(id: state.lastID, box: Handler(handler), flag: flag, probe: probe))
            return (state.lastID, publish(&state))
        }
        unread.release()
        return id
    }

    /// Removes the observer whose flag is `flag`, if it is still registered.
    func remove(flag: ObserverFlag) {
        let (removed, unread): (Entry?, UnreadStorages) = state.withEventsLock(sanitized: sanitized) { state in
            guard let index = state.entries.firstIndex(where: { $0.flag === flag }) else {
                return (nil, UnreadStorages())
            }
            state.entries[index].flag.deactivate()
            let removed = state.entries.remove(at: index)
            return (removed, publish(&state))
        }
        withExtendedLifetime(removed) { unread.release() }
    }

    /// Drops every observer, releasing the handlers, once the event is freed.
    func close() {
        let (removed, unread) = state.withEventsLock(sanitized: sanitized) { state in
            state.isClosed = true
            for entry in state.entries { entry.flag.deactivate() }
            let removed = state.entries
            state.entries = []
            return (removed, publish(&state))
        }
        withExtendedLifetime(removed) { unread.release() }
    }
}

extension SynchronizedRegistry {
    /// A token that removes observer `id` from this registry when cancelled or dropped.
    @usableFromInline
    func makeToken(id: UInt64) -> ObserverToken {
        ObserverToken(source: self, id: id) { source, id in
            unsafeDowncast(source, to: SynchronizedRegistry<Payload>.self).removeObserver(id: id)
        }
    }

    /// Removes observer `id`, from any thread; idempotent.
    @usableFromInline
    func removeObserver(id: UInt64) {
        let (removed, unread): (Entry?, UnreadStorages) = state.withEventsLock(sanitized: sanitized) { state in
            // Identifiers grow with the order of addition, so the entries are sorted by identifier.
            var low = 0
            var high = state.entries.count
            while low < high {
                let middle = (low + high) / 2
                let found = state.entries[middle].id
                if found == id {
                    state.entries[middle].flag.deactivate()
                    let removed = state.entries.remove(at: middle)
                    return (removed, publish(&state))
                }
                if found < id { low = middle + 1 } else { high = middle }
            }
            return (nil, UnreadStorages())
        }
        withExtendedLifetime(removed) { unread.release() }
    }
}
