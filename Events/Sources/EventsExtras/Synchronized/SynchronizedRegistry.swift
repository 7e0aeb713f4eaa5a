import Events
import Synchronization

/// The observers of one ``SynchronizedEvent``, guarded by a mutex that is never held while an
/// observer runs or a handler is released.
///
/// Split from the event, as `ObserverRegistry` is, so that tokens hold it strongly without keeping
/// the event alive; the event closes it when freed, releasing every handler.
@usableFromInline
final class SynchronizedRegistry<Payload: Sendable>: Sendable {
    @usableFromInline let state = EventsMutex(State())
    /// Whether the event has a no-observers handler of its own: read without the lock by a delivery
    /// that reached nobody.
    @usableFromInline let hasUnobservedHandler = Atomic<Bool>(false)
    /// `threadSanitizerIsLoaded`, read once: every lock of this registry checks it, and the lazy
    /// global costs a call to its once-guard per read (as the queue's key does, `DeliveryQueue.Key`).
    @usableFromInline let sanitized = threadSanitizerIsLoaded

    @usableFromInline
    struct State: Sendable {
        @usableFromInline var entries: ContiguousArray<Entry> = []
        @usableFromInline var lastID: UInt64 = 0
        @usableFromInline var isClosed = false
        @usableFromInline var unobservedHandler: (@Sendable (UnobservedEvent) -> Void)?

        @usableFromInline
        init() {}
    }

    /// One observer. Its handler is boxed and the box named twice: `box` owns it, and `unretained` is
    /// the same reference as a trivial value, which a delivery calls through while its snapshot of the
    /// entries holds `box`: no retain and release of the handler's context per call.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let id: UInt64
        @usableFromInline let box: Handler
        @usableFromInline let unretained: Unmanaged<Handler>
        @usableFromInline let flag: ObserverFlag
        @usableFromInline let probe: (any ObserverLiveness & Sendable)?

        init(
            id: UInt64, handler: @escaping @Sendable (Payload) -> Void, flag: ObserverFlag,
            probe: (any ObserverLiveness & Sendable)?
        ) {
            self.id = id
            box = Handler(handler)
            unretained = .passUnretained(box)
            self.flag = flag
            self.probe = probe
        }
    }

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

    /// The observers registered now, in the order they were added.
    @inlinable
    var snapshot: ContiguousArray<Entry> {
        state.withEventsLock(sanitized: sanitized) { $0.entries }
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
        state.withEventsLock(sanitized: sanitized) { state in
            state.lastID &+= 1
            if !state.isClosed {
                state.entries.append(Entry(id: state.lastID, handler: handler, flag: flag, probe: probe))
            }
            return state.lastID
        }
    }

    /// Removes the observer whose flag is `flag`, if it is still registered.
    func remove(flag: ObserverFlag) {
        let removed: Entry? = state.withEventsLock(sanitized: sanitized) { state in
            guard let index = state.entries.firstIndex(where: { $0.flag === flag }) else { return nil }
            state.entries[index].flag.deactivate()
            return state.entries.remove(at: index)
        }
        withExtendedLifetime(removed) {}
    }

    /// Drops every observer, releasing the handlers, once the event is freed.
    func close() {
        let removed = state.withEventsLock(sanitized: sanitized) { state in
            state.isClosed = true
            for entry in state.entries { entry.flag.deactivate() }
            let removed = state.entries
            state.entries = []
            return removed
        }
        withExtendedLifetime(removed) {}
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
        let removed: Entry? = state.withEventsLock(sanitized: sanitized) { state in
            // Identifiers grow with the order of addition, so the entries are sorted by identifier.
            var low = 0
            var high = state.entries.count
            while low < high {
                let middle = (low + high) / 2
                let found = state.entries[middle].id
                if found == id {
                    state.entries[middle].flag.deactivate()
                    return state.entries.remove(at: middle)
                }
                if found < id { low = middle + 1 } else { high = middle }
            }
            return nil
        }
        withExtendedLifetime(removed) {}
    }
}
