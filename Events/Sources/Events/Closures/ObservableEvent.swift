/// A typed event: observers subscribe with a closure and are called, in the order they were added,
/// each time the event is fired.
///
/// ```swift
/// let scoreChanged = ObservableEvent<Int>("scoreChanged")
/// let token = scoreChanged.addObserver { score in print("score:", score) }
/// scoreChanged.notifyObservers(42)   // prints "score: 42"
/// token.cancel()                      // or just drop the token
/// ```
///
/// Delivery follows the rules of docs/EVENTS.md (<doc:DeliveryRules>): call order is the order of
/// addition; an observer added during a delivery waits for the next event; one removed during a
/// delivery is not called again, not even later in that delivery; an event fired while a delivery is
/// under way on the same thread (this event or another) is queued and delivered after it, first in
/// first out; observers live exactly as long as their ``ObserverToken``; a freed owner is never called
/// again.
///
/// Not `Sendable`: an event lives in one isolation domain, and the compiler keeps it there. Use
/// `SynchronizedEvent` for payloads that cross threads. To let others subscribe without letting them
/// fire, expose ``source`` instead of the event.
///
/// The delivery path is `@inlinable`, so it is specialised for the payload type in the module that
/// fires the event: a delivery costs about as much as a plain loop over an array of closures.
public final class ObservableEvent<Payload> {
    /// The event's name, used by diagnostics (``EventDiagnostics``) and debugging output.
    public let name: String

    @usableFromInline package let registry = ObserverRegistry<Payload>()
    /// The thread-local delivery queue's key, read once (see `DeliveryQueue.current(_:)`).
    @usableFromInline package let queueKey = DeliveryQueue.Key()

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
    ///
    /// ```swift
    /// final class ScoreManager {
    ///     private let scoreChangedEvent = ObservableEvent<Int>("scoreChanged")
    ///     var scoreChanged: EventSource<Int> { scoreChangedEvent.source }
    /// }
    /// ```
    public var source: EventSource<Payload> {
        EventSource(self)
    }

    /// The number of observers that would be called if the event fired now: right before, during and
    /// after a delivery.
    ///
    /// Observers whose owner has been freed, or whose async sequence has ended, are not counted. A read
    /// changes nothing: their entries are swept by the next delivery.
    public var observerCount: Int {
        registry.observerCount
    }

    /// Called instead of ``EventDiagnostics/unobservedEventHandler`` when this event is fired with no
    /// observer to deliver to; `nil` (the default) leaves it to the global handler.
    ///
    /// Called on the thread that fires, after the delivery.
    public var unobservedHandler: ((UnobservedEvent) -> Void)? {
        get { registry.unobservedHandler }
        set { registry.unobservedHandler = newValue }
    }

    /// Adds a closure observer, called with each payload until the returned token is cancelled or freed.
    ///
    /// If `handler` uses an object that should not be kept alive, use the owner-bound
    /// ``addObserver(_:_:)`` with that object as the owner instead of capturing it.
    ///
    /// - Parameter handler: Called with each payload, on the thread that fires.
    /// - Returns: The token that keeps the observation alive.
    @inlinable
    public func addObserver(_ handler: @escaping (Payload) -> Void) -> ObserverToken {
        registry.makeToken(id: registry.append(handler))
    }

    /// Adds an observer bound to `owner`, which is held weakly and passed to `handler`.
    ///
    /// The handler need not capture the owner, so it cannot keep it alive. Once the owner is freed the
    /// observer is never called again, and it is removed (its handler released) at the next delivery.
    /// The observation also ends with its token; for one that lasts as long as the owner with no
    /// token to keep, see ``addObserver(whileAlive:_:)``.
    ///
    /// - Parameters:
    ///   - owner: The object the observation belongs to, held weakly.
    ///   - handler: Called with the owner and each payload.
    /// - Returns: The token that keeps the observation alive.
    @inlinable
    public func addObserver<Owner: AnyObject>(
        _ owner: Owner,
        _ handler: @escaping (Owner, Payload) -> Void
    ) -> ObserverToken {
        registry.makeToken(id: addOwnerBoundObserver(owner, handler))
    }

    /// Adds an observer that lasts as long as `owner`, with no token to keep.
    ///
    /// `owner` is held weakly and passed to `handler`. Once it is freed the observer is never called
    /// again, and it is removed at the next delivery (or when the event is freed).
    ///
    /// ```swift
    /// scoreChanged.addObserver(whileAlive: self) { view, score in view.show(score) }
    /// ```
    ///
    /// - Parameters:
    ///   - owner: The object the observation lives as long as, held weakly.
    ///   - handler: Called with the owner and each payload.
    @inlinable
    public func addObserver<Owner: AnyObject>(
        whileAlive owner: Owner,
        _ handler: @escaping (Owner, Payload) -> Void
    ) {
        _ = addOwnerBoundObserver(owner, handler)
    }

    /// Registers an owner-bound observer; returns its identifier.
    @inlinable
    func addOwnerBoundObserver<Owner: AnyObject>(
        _ owner: Owner,
        _ handler: @escaping (Owner, Payload) -> Void
    ) -> UInt64 {
        let probe = OwnerLiveness(owner)
        let id = registry.lastID &+ 1
        // The registry calls this closure only while it is alive, and holds it: unowned, no cycle.
        return registry.append(
            { [unowned(unsafe) registry] payload in
                if let owner = probe.owner {
                    handler(owner, payload)
                } else {
                    DeliveryQueue.countDecline()
                    registry.removeObserver(id: id)
                }
            }, probe: probe)
    }

    /// Adds an observer called for the next event only, and removed before it is called.
    ///
    /// It is called exactly once, even if it fires the event again. Like every token, its token is the
    /// observation (rule 6): keep it until the event fires (`store(in:)`); dropping or cancelling it
    /// before removes the observer uncalled.
    ///
    /// - Parameter handler: Called with the next payload.
    /// - Returns: The token that keeps the observer until it fires; dropped or cancelled before, the
    ///   observer is removed uncalled.
    @inlinable
    public func addOneShotObserver(_ handler: @escaping (Payload) -> Void) -> ObserverToken {
        let id = registry.lastID &+ 1
        _ = registry.append { [unowned(unsafe) registry] payload in
            registry.removeObserver(id: id)
            handler(payload)
        }
        return registry.makeToken(id: id)
    }

    /// Adds an observer that may decline a payload (for ``EventCenter``'s sender filter); `handler`
    /// returns whether it delivered, which the no-observers diagnostic counts.
    @inlinable
    func addConditionalObserver(_ handler: @escaping (Payload) -> Bool) -> ObserverToken {
        let id = registry.append { payload in
            if !handler(payload) { DeliveryQueue.countDecline() }
        }
        return registry.makeToken(id: id)
    }

    /// Fires the event: calls every observer with `payload`, in the order they were added.
    ///
    /// If a delivery is already under way on this thread (of this event or any other), the event is
    /// queued and delivered after it; the outermost call returns only when the queue is empty.
    ///
    /// - Parameter payload: The value every observer is called with.
    /// - Complexity: O(*n*) for *n* observers.
    @inlinable
    public func notifyObservers(_ payload: Payload) {
        let queue = DeliveryQueue.current(queueKey)
        if queue.pointee.isDelivering {
            enqueue(payload, on: queue)
            return
        }
        queue.pointee.isDelivering = true
        registry.deliver(payload, eventName: name, queue: queue)
        if queue.pointee.head < queue.pointee.pending.count {
            DeliveryQueue.drain(queue)
        }
        queue.pointee.isDelivering = false
    }

    /// Queues a delivery behind the one under way on this thread (rule 4); it keeps the event alive.
    @usableFromInline
    func enqueue(_ payload: Payload, on queue: UnsafeMutablePointer<DeliveryQueue>) {
        // Drained on this same thread, so the queue is still this thread's.
        queue.pointee.pending.append { [self] in registry.deliver(payload, eventName: name, queue: queue) }
    }
}

extension ObservableEvent where Payload == Void {
    /// Fires an event that carries no payload.
    @inlinable
    public func notifyObservers() {
        notifyObservers(())
    }
}
