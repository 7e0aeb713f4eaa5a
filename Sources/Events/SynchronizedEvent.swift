import Synchronization

/// The thread-safe variant of ``ObservableEvent``, for payloads that cross threads.
///
/// Observers can be added, cancelled and notified from any thread at once. The observer list is
/// guarded by a `Synchronization.Mutex` that is never held while an observer runs, so an observer may
/// freely add, cancel or fire. Handlers are `@Sendable` and may run on any thread that fires.
///
/// ```swift
/// let progress = SynchronizedEvent<Double>("progress")
/// let token = progress.addObserver { fraction in print(fraction) }
/// Task.detached { progress.notifyObservers(0.5) }
/// ```
///
/// The delivery rules hold as for ``ObservableEvent``, with run to completion per thread: an event
/// fired from inside a delivery on the same thread is queued behind it. Deliveries running on
/// different threads at the same time are not ordered against each other. An observer cancelled
/// on one thread is not called by any delivery that reaches it afterwards, on any thread.
public final class SynchronizedEvent<Payload: Sendable>: Sendable {
    /// The event's name, used by diagnostics (``EventDiagnostics``).
    public let name: String

    private let state = Mutex(State())

    private struct State: ~Copyable {
        var entries: ContiguousArray<Entry> = []
        var lastID: UInt64 = 0
    }

    private struct Entry: Sendable {
        let id: UInt64
        let handler: @Sendable (Payload) -> Void
        let flag: ObserverFlag
        let probe: (any ObserverLiveness & Sendable)?
    }

    /// Creates an event; `name` only serves diagnostics.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The number of observers registered now; ended ones (freed owner, finished sequence) are dropped first.
    public var observerCount: Int {
        state.withLock { state in
            state.entries.removeAll { entry in
                guard let probe = entry.probe, !probe.isAlive else { return false }
                entry.flag.deactivate()
                return true
            }
            return state.entries.count
        }
    }

    /// Adds a closure observer, called with each payload until the returned token is cancelled or freed.
    public func addObserver(_ handler: @escaping @Sendable (Payload) -> Void) -> SynchronizedObserverToken {
        SynchronizedObserverToken(source: self, id: append(handler, flag: ObserverFlag(), probe: nil))
    }

    /// Adds an observer bound to `owner`, held weakly and passed to `handler`; never called once the
    /// owner is freed, and removed (its handler released) at the next delivery or count.
    public func addObserver<Owner: AnyObject & Sendable>(
        _ owner: Owner,
        _ handler: @escaping @Sendable (Owner, Payload) -> Void
    ) -> SynchronizedObserverToken {
        let probe = SendableOwnerLiveness(owner)
        let flag = ObserverFlag()
        let id = append(
            { [weak self] payload in
                if let owner = probe.owner {
                    handler(owner, payload)
                } else {
                    self?.remove(flag: flag)
                }
            }, flag: flag, probe: probe)
        return SynchronizedObserverToken(source: self, id: id)
    }

    /// Adds an observer called for one event only, exactly once even when several threads fire at once.
    public func addOneShotObserver(_ handler: @escaping @Sendable (Payload) -> Void) -> SynchronizedObserverToken {
        let flag = ObserverFlag()
        let id = append(
            { [weak self] payload in
                // The delivery checked the flag already; claiming it makes exactly one delivery win.
                guard flag.claim() else { return }
                self?.remove(flag: flag)
                handler(payload)
            }, flag: flag, probe: nil)
        return SynchronizedObserverToken(source: self, id: id)
    }

    /// A new subscriber's asynchronous sequence of this event's payloads: lossless, in order, ended
    /// when the iterating task is cancelled or the event is freed.
    public func values() -> AsyncStream<Payload> {
        let (stream, continuation) = AsyncStream.makeStream(of: Payload.self, bufferingPolicy: .unbounded)
        let probe = StreamLiveness(continuation)
        continuation.onTermination = { [weak probe] _ in probe?.markEnded() }
        let flag = ObserverFlag()
        _ = append(
            { [weak self] payload in
                if !probe.yield(payload) {
                    self?.remove(flag: flag)
                }
            }, flag: flag, probe: probe)
        return stream
    }

    /// Fires the event: calls every observer registered when the delivery starts, in the order they
    /// were added, skipping any cancelled meanwhile. Queued behind a delivery under way on this thread.
    public func notifyObservers(_ payload: Payload) {
        DeliveryQueue.run { [self] in deliver(payload) }
    }

    private func deliver(_ payload: Payload) {
        let snapshot = state.withLock { $0.entries }
        if snapshot.isEmpty {
            EventDiagnostics.reportUnobserved(name.isEmpty ? "\(Self.self)" : name)
            return
        }
        for entry in snapshot where entry.flag.isActive {
            entry.handler(payload)
        }
    }

    private func append(
        _ handler: @escaping @Sendable (Payload) -> Void,
        flag: ObserverFlag,
        probe: (any ObserverLiveness & Sendable)?
    ) -> UInt64 {
        state.withLock { state in
            state.lastID &+= 1
            state.entries.append(Entry(id: state.lastID, handler: handler, flag: flag, probe: probe))
            return state.lastID
        }
    }

    private func remove(flag: ObserverFlag) {
        let removed: Entry? = state.withLock { state in
            guard let index = state.entries.firstIndex(where: { $0.flag === flag }) else { return nil }
            state.entries[index].flag.deactivate()
            return state.entries.remove(at: index)
        }
        // Released outside the lock: the handler's deinit may cancel another observer.
        withExtendedLifetime(removed) {}
    }
}

extension SynchronizedEvent: SynchronizedObserverRemoving {
    @usableFromInline
    func removeObserver(id: UInt64) {
        let removed: Entry? = state.withLock { state in
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

extension SynchronizedEvent where Payload == Void {
    /// Fires an event that carries no payload.
    public func notifyObservers() {
        notifyObservers(())
    }
}
