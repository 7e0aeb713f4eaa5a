import Events
import Synchronization

/// The thread-safe variant of ``ObservableEvent``, for payloads that cross threads.
///
/// Observers can be added, cancelled and notified from any thread at once. The observer list is
/// guarded by a lock that is never held while an observer runs, so an observer may freely add, cancel
/// or fire. Handlers are `@Sendable` and run on the thread that fires, except main-actor observers
/// (``addMainActorObserver(_:)``), which run on the main actor.
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
    /// The thread-local delivery queue's key, read once (see `DeliveryQueue.current(_:)`).
    @usableFromInline let queueKey = DeliveryQueue.Key()

    /// Creates an event.
    ///
    /// - Parameter name: The name diagnostics report it by (``UnobservedEvent/name``).
    public init(_ name: String = "") {
        self.name = name
    }

    deinit {
        registry.close()
    }

    /// The read-only face of this event: observers can subscribe through it, but cannot fire.
    public var source: SynchronizedEventSource<Payload> {
        SynchronizedEventSource(self)
    }

    /// The number of observers that would be called if the event fired now; ended ones (freed owner,
    /// finished sequence) are not counted. A read changes nothing.
    public var observerCount: Int {
        registry.count
    }

    /// Called instead of ``EventDiagnostics/unobservedEventHandler`` when this event is fired with no
    /// observer to deliver to; `nil` (the default) leaves it to the global handler.
    public var unobservedHandler: (@Sendable (UnobservedEvent) -> Void)? {
        get { registry.unobservedHandler }
        set { registry.unobservedHandler = newValue }
    }

    /// Adds a closure observer, called with each payload until the returned token is cancelled or freed.
    ///
    /// - Parameter handler: Called with each payload, on the thread that fires.
    /// - Returns: The token that keeps the observation alive.
    public func addObserver(_ handler: @escaping @Sendable (Payload) -> Void) -> ObserverToken {
        registry.makeToken(id: registry.append(handler, flag: ObserverFlag(), probe: nil))
    }

    /// Adds an observer bound to `owner`, held weakly and passed to `handler`; never called once the
    /// owner is freed, and removed (its handler released) at the next delivery.
    ///
    /// - Parameters:
    ///   - owner: The object the observation belongs to, held weakly.
    ///   - handler: Called with the owner and each payload.
    /// - Returns: The token that keeps the observation alive.
    public func addObserver<Owner: AnyObject & Sendable>(
        _ owner: Owner,
        _ handler: @escaping @Sendable (Owner, Payload) -> Void
    ) -> ObserverToken {
        registry.makeToken(id: addOwnerBoundObserver(owner, handler))
    }

    /// Adds an observer that lasts as long as `owner`, with no token to keep.
    ///
    /// - Parameters:
    ///   - owner: The object the observation lives as long as, held weakly.
    ///   - handler: Called with the owner and each payload.
    public func addObserver<Owner: AnyObject & Sendable>(
        whileAlive owner: Owner,
        _ handler: @escaping @Sendable (Owner, Payload) -> Void
    ) {
        _ = addOwnerBoundObserver(owner, handler)
    }

    private func addOwnerBoundObserver<Owner: AnyObject & Sendable>(
        _ owner: Owner,
        _ handler: @escaping @Sendable (Owner, Payload) -> Void
    ) -> UInt64 {
        let probe = SendableOwnerLiveness(owner)
        let flag = ObserverFlag()
        return registry.append(
            { [unowned(unsafe) registry] payload in
                guard let owner = probe.owner else {
                    DeliveryQueue.countDecline()
                    registry.remove(flag: flag)
                    return
                }
                handler(owner, payload)
            }, flag: flag, probe: probe)
    }

    /// Adds an observer called for one event only, exactly once even when several threads fire at once.
    ///
    /// Like every token, its token is the observation: dropping or cancelling it before the event
    /// fires removes the observer uncalled.
    ///
    /// - Parameter handler: Called with the next payload.
    /// - Returns: The token that keeps the observer until it fires; dropped or cancelled before, the
    ///   observer is removed uncalled.
    public func addOneShotObserver(_ handler: @escaping @Sendable (Payload) -> Void) -> ObserverToken {
        let flag = ObserverFlag()
        let id = registry.append(
            { [unowned(unsafe) registry] payload in
                // The delivery checked the flag already; claiming it makes exactly one delivery win.
                guard flag.claim() else { return }
                registry.remove(flag: flag)
                handler(payload)
            }, flag: flag, probe: nil)
        return registry.makeToken(id: id)
    }

    /// Adds an observer called on the main actor, whatever thread fires.
    ///
    /// Each payload is handed to the main actor and delivered there asynchronously, in the order it
    /// was fired; `notifyObservers` does not wait for it. An observer cancelled before its turn comes
    /// is not called.
    ///
    /// ```swift
    /// let token = progress.addMainActorObserver { fraction in progressBar.value = fraction }
    /// ```
    ///
    /// - Parameter handler: Called on the main actor with each payload.
    /// - Returns: The token that keeps the observation alive.
    public func addMainActorObserver(
        _ handler: @escaping @MainActor @Sendable (Payload) -> Void
    ) -> ObserverToken {
        let flag = ObserverFlag()
        let mailbox = MainActorMailbox(flag: flag, handler: handler)
        let id = registry.append({ payload in mailbox.post(payload) }, flag: flag, probe: nil)
        return registry.makeToken(id: id)
    }

    /// A new subscriber's asynchronous sequence of this event's payloads, ended when the iterating
    /// task is cancelled or the event is freed. Subscribed by this call: call it before starting the
    /// task that iterates.
    ///
    /// - Parameter bufferingPolicy: What to keep while the iterating task is behind:
    ///   `.unbounded` (the default, lossless), or the oldest or newest *n* payloads, as `AsyncStream`.
    /// - Returns: The payloads fired from now on, in order.
    public func values(
        bufferingPolicy: AsyncStream<Payload>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Payload> {
        let (stream, probe) = StreamLiveness<Payload>.makeStream(bufferingPolicy: bufferingPolicy)
        let flag = ObserverFlag()
        _ = registry.append(
            { [unowned(unsafe) registry] payload in
                if !probe.yield(payload) {
                    DeliveryQueue.countDecline()
                    registry.remove(flag: flag)
                }
            }, flag: flag, probe: probe)
        return stream
    }

    /// Fires the event: calls every observer registered when the delivery starts, in the order they
    /// were added, skipping any cancelled meanwhile. Queued behind a delivery under way on this thread.
    ///
    /// - Parameter payload: The value every observer is called with.
    @inlinable
    public func notifyObservers(_ payload: Payload) {
        let queue = DeliveryQueue.current(queueKey)
        if queue.pointee.isDelivering {
            enqueue(payload, on: queue)
            return
        }
        queue.pointee.isDelivering = true
        deliver(payload, queue: queue)
        if queue.pointee.head < queue.pointee.pending.count {
            DeliveryQueue.drain(queue)
        }
        queue.pointee.isDelivering = false
    }

    /// Calls the observers registered when the delivery starts, skipping any cancelled meanwhile.
    ///
    /// Reads the observers the registry publishes through the thread's hazard slot: no lock, and no
    /// retain of them (one atomic store, where a closure loop retains and releases each context).
    @inlinable
    func deliver(_ payload: Payload, queue: UnsafeMutablePointer<DeliveryQueue>) {
        let declinesBefore = queue.pointee.declines
        let slot = DeliveryQueue.hazardSlot(queue)
        var calls = 0
        if slot.pointee.protected.load(ordering: .relaxed) == 0 {
            let bits = registry.beginReading(slot)
            if bits != 0 {
                calls = registry.call(bits, payload)
                registry.endReading(slot)
            }
        } else {
            calls = deliverRetained(payload)
        }
        // Nobody reached: every call declined (freed owners, ended sequences).
        if calls == queue.pointee.declines &- declinesBefore {
            reportUnobserved()
        }
    }

    /// Delivers from the published storage retained under the lock, for a thread whose hazard slot
    /// protects another delivery's storage (never, while rule 4 runs one delivery at a time per thread).
    @usableFromInline
    func deliverRetained(_ payload: Payload) -> Int {
        let bits = registry.retainPublished()
        guard bits != 0 else { return 0 }
        defer { UnreadStorages.release(bits) }
        return registry.call(bits, payload)
    }

    /// Calls this event's no-observers handler, else the global one, if either is set.
    @usableFromInline
    func reportUnobserved() {
        guard registry.hasUnobservedHandler.load(ordering: .acquiring) || EventDiagnostics.isReporting else {
            return
        }
        EventDiagnostics.report(
            UnobservedEvent(name: name, payloadType: Payload.self, kind: .synchronizedEvent),
            to: registry.unobservedHandler)
    }

    /// Queues a delivery behind the one under way on this thread (rule 4); it keeps the event alive.
    @usableFromInline
    func enqueue(_ payload: Payload, on queue: UnsafeMutablePointer<DeliveryQueue>) {
        // Drained on this same thread, so the queue is still this thread's.
        queue.pointee.pending.append { [self] in deliver(payload, queue: queue) }
    }
}

extension SynchronizedEvent where Payload == Void {
    /// Fires an event that carries no payload.
    @inlinable
    public func notifyObservers() {
        notifyObservers(())
    }
}
