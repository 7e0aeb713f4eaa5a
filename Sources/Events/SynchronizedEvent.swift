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

    @usableFromInline let registry = SynchronizedRegistry<Payload>()

    /// Creates an event; `name` only serves diagnostics.
    public init(_ name: String = "") {
        self.name = name
    }

    deinit {
        registry.close()
    }

    /// The number of observers registered now; ended ones (freed owner, finished sequence) are dropped first.
    public var observerCount: Int {
        registry.count
    }

    /// Adds a closure observer, called with each payload until the returned token is cancelled or freed.
    public func addObserver(_ handler: @escaping @Sendable (Payload) -> Void) -> SynchronizedObserverToken {
        SynchronizedObserverToken(source: registry, id: registry.append(handler, flag: ObserverFlag(), probe: nil))
    }

    /// Adds an observer bound to `owner`, held weakly and passed to `handler`; never called once the
    /// owner is freed, and removed (its handler released) at the next delivery or count.
    public func addObserver<Owner: AnyObject & Sendable>(
        _ owner: Owner,
        _ handler: @escaping @Sendable (Owner, Payload) -> Void
    ) -> SynchronizedObserverToken {
        let probe = SendableOwnerLiveness(owner)
        let flag = ObserverFlag()
        let id = registry.append(
            { [unowned(unsafe) registry] payload in
                if let owner = probe.owner {
                    handler(owner, payload)
                } else {
                    registry.remove(flag: flag)
                }
            }, flag: flag, probe: probe)
        return SynchronizedObserverToken(source: registry, id: id)
    }

    /// Adds an observer called for one event only, exactly once even when several threads fire at once.
    public func addOneShotObserver(_ handler: @escaping @Sendable (Payload) -> Void) -> SynchronizedObserverToken {
        let flag = ObserverFlag()
        let id = registry.append(
            { [unowned(unsafe) registry] payload in
                // The delivery checked the flag already; claiming it makes exactly one delivery win.
                guard flag.claim() else { return }
                registry.remove(flag: flag)
                handler(payload)
            }, flag: flag, probe: nil)
        return SynchronizedObserverToken(source: registry, id: id)
    }

    /// A new subscriber's asynchronous sequence of this event's payloads: lossless, in order, ended
    /// when the iterating task is cancelled or the event is freed.
    public func values() -> AsyncStream<Payload> {
        let (stream, continuation) = AsyncStream.makeStream(of: Payload.self, bufferingPolicy: .unbounded)
        let probe = StreamLiveness(continuation)
        continuation.onTermination = { [weak probe] _ in probe?.markEnded() }
        let flag = ObserverFlag()
        _ = registry.append(
            { [unowned(unsafe) registry] payload in
                if !probe.yield(payload) {
                    registry.remove(flag: flag)
                }
            }, flag: flag, probe: probe)
        return stream
    }

    /// Fires the event: calls every observer registered when the delivery starts, in the order they
    /// were added, skipping any cancelled meanwhile. Queued behind a delivery under way on this thread.
    @inlinable
    public func notifyObservers(_ payload: Payload) {
        let queue = DeliveryQueue.current()
        if queue.pointee.isDelivering {
            enqueue(payload, on: queue)
            return
        }
        queue.pointee.isDelivering = true
        deliver(payload)
        if queue.pointee.head < queue.pointee.pending.count {
            DeliveryQueue.drain(queue)
        }
        queue.pointee.isDelivering = false
    }

    /// Calls the observers registered when the delivery starts, skipping any cancelled meanwhile.
    @inlinable
    func deliver(_ payload: Payload) {
        let snapshot = registry.snapshot
        if snapshot.isEmpty {
            if EventDiagnostics.isReporting {
                EventDiagnostics.reportUnobserved(name: name, type: Self.self)
            }
            return
        }
        for entry in snapshot where entry.flag.isActive {
            entry.handler(payload)
        }
    }

    /// Queues a delivery behind the one under way on this thread (rule 4); it keeps the event alive.
    @usableFromInline
    func enqueue(_ payload: Payload, on queue: UnsafeMutablePointer<DeliveryQueue>) {
        queue.pointee.pending.append { [self] in deliver(payload) }
    }
}

extension SynchronizedEvent where Payload == Void {
    /// Fires an event that carries no payload.
    @inlinable
    public func notifyObservers() {
        notifyObservers(())
    }
}
