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
/// Delivery follows the ten rules of the Events contract: call order is the order of addition; an
/// observer added during a delivery waits for the next event; one removed during a delivery is not
/// called again, not even later in that delivery; an event fired while a delivery is under way on
/// the same thread (this event or another) is queued and delivered after it, first in first out;
/// observers live exactly as long as their ``ObserverToken``; a freed owner is never called again.
///
/// Not `Sendable`: an event lives in one isolation domain, and the compiler keeps it there. Use
/// ``SynchronizedEvent`` for payloads that cross threads.
///
/// The delivery path is `@inlinable`, so it is specialised for the payload type in the module that
/// fires the event: a delivery costs about as much as a plain loop over an array of closures.
public final class ObservableEvent<Payload> {
    /// The event's name, used by diagnostics (``EventDiagnostics``) and debugging output.
    public let name: String

    @usableFromInline let registry = ObserverRegistry<Payload>()

    /// Creates an event; `name` only serves diagnostics.
    public init(_ name: String = "") {
        self.name = name
    }

    deinit {
        registry.close()
    }

    /// The number of observers registered now: right before, during and after a delivery.
    ///
    /// Observers whose owner has been freed, or whose async sequence has ended, are removed first.
    public var observerCount: Int {
        if !registry.probes.isEmpty { registry.removeEndedObservers() }
        return registry.liveCount
    }

    /// Adds a closure observer, called with each payload until the returned token is cancelled or freed.
    ///
    /// If `handler` uses an object that should not be kept alive, use the owner-bound
    /// `addObserver(_:_:)` with that object as the owner instead of capturing it.
    @inlinable
    public func addObserver(_ handler: @escaping (Payload) -> Void) -> ObserverToken {
        registry.makeToken(id: registry.append(handler))
    }

    /// Adds an observer bound to `owner`, which is held weakly and passed to `handler`.
    ///
    /// The handler need not capture the owner, so it cannot keep it alive. Once the owner is freed the
    /// observer is never called again, and it is removed (its handler released) at the next delivery
    /// or the next read of ``observerCount``, whichever comes first.
    @inlinable
    public func addObserver<Owner: AnyObject>(
        _ owner: Owner,
        _ handler: @escaping (Owner, Payload) -> Void
    ) -> ObserverToken {
        let probe = OwnerLiveness(owner)
        let id = registry.lastID &+ 1
        // The registry calls this closure only while it is alive, and holds it: unowned, no cycle.
        _ = registry.append { [unowned(unsafe) registry] payload in
            if let owner = probe.owner {
                handler(owner, payload)
            } else {
                registry.removeObserver(id: id)
            }
        }
        registry.probes[id] = probe
        return registry.makeToken(id: id)
    }

    /// Adds an observer called for the next event only, and removed before it is called.
    ///
    /// It is called exactly once, even if it fires the event again. Cancelling the token before the
    /// event fires removes it uncalled.
    @inlinable
    public func addOneShotObserver(_ handler: @escaping (Payload) -> Void) -> ObserverToken {
        let id = registry.lastID &+ 1
        _ = registry.append { [unowned(unsafe) registry] payload in
            registry.removeObserver(id: id)
            handler(payload)
        }
        return registry.makeToken(id: id)
    }

    /// Fires the event: calls every observer with `payload`, in the order they were added.
    ///
    /// If a delivery is already under way on this thread (of this event or any other), the event is
    /// queued and delivered after it; the outermost call returns only when the queue is empty.
    /// - Complexity: O(*n*) for *n* observers.
    @inlinable
    public func notifyObservers(_ payload: Payload) {
        let queue = DeliveryQueue.current()
        if queue.pointee.isDelivering {
            enqueue(payload, on: queue)
            return
        }
        queue.pointee.isDelivering = true
        registry.deliver(payload, eventName: name)
        if queue.pointee.head < queue.pointee.pending.count {
            DeliveryQueue.drain(queue)
        }
        queue.pointee.isDelivering = false
    }

    /// Queues a delivery behind the one under way on this thread (rule 4); it keeps the event alive.
    @usableFromInline
    func enqueue(_ payload: Payload, on queue: UnsafeMutablePointer<DeliveryQueue>) {
        queue.pointee.pending.append { [self] in registry.deliver(payload, eventName: name) }
    }
}

extension ObservableEvent where Payload == Void {
    /// Fires an event that carries no payload.
    @inlinable
    public func notifyObservers() {
        notifyObservers(())
    }
}
