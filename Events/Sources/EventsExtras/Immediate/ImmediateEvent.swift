import Events

/// A typed event delivered at once: its observers are called before ``notifyObservers(_:)`` returns,
/// even when it is fired inside another event's delivery.
///
/// An ``ObservableEvent`` fired while a delivery is under way on the thread waits for it to end (rule 4,
/// run to completion). That is what a view wants, and not what an owner wants for the parts it
/// dispatches to itself: a game that feeds a move to its goals and then asks them what changed must
/// know they have seen the move, wherever the move came from (a key, an observer of the game, another
/// event's delivery). The owner fires an `ImmediateEvent` for that, and its observers are called in
/// its own dispatch, at once and in the order they were added:
///
/// ```swift
/// final class Game {
///     private let movePlayedEvent = ImmediateEvent<Move>("movePlayed")
///     var movePlayed: EventSource<Move> { movePlayedEvent.source }   // subscribers cannot fire
///
///     func play(_ move: Move) {
///         movePlayedEvent.notifyObservers(move)   // every observer has seen `move` when this returns
///         let reports = goals.map { $0.report() }
///     }
/// }
/// ```
///
/// Only the order against other publishers differs from ``ObservableEvent``; the other rules hold
/// (docs/EVENTS.md, rule 15):
/// - what an observer fires from inside the call (any other publisher) is queued as usual: behind the
///   delivery under way if there is one, else delivered before `notifyObservers` returns;
/// - fired again from inside one of its own observers, it is delivered right after the delivery under
///   way, before the outer `notifyObservers` returns: its observers see its payloads in the order they
///   were fired, one delivery at a time, and nesting never grows the stack beyond one level per
///   immediate event.
///
/// Subscribers use the same face as any event (``source``, an ``EventSource``): closure, owner-bound,
/// `whileAlive`, one-shot observers and `values()`. Not `Sendable`, like ``ObservableEvent``.
public final class ImmediateEvent<Payload> {
    /// The event's name, used by diagnostics (``EventDiagnostics``).
    public var name: String { event.name }

    /// The event whose observers this one calls; never fired through its own `notifyObservers`.
    @usableFromInline let event: ObservableEvent<Payload>
    /// The event's registry and name, kept here: a notify reads them without going through the event
    /// (which retained it and its name, a tenth of a one-observer notify's instructions).
    @usableFromInline let registry: ObserverRegistry<Payload>
    @usableFromInline let eventName: String
    // `@exclusivity(unchecked)` for the reason `ObserverRegistry` gives: `notifyObservers` is inlined into
    // the module that fires, and no access to this state is held while an observer runs.
    /// Whether this event's observers are being called right now.
    @exclusivity(unchecked) @usableFromInline var isDelivering = false
    /// Payloads fired by this event's own observers, delivered once the delivery under way ends.
    @exclusivity(unchecked) @usableFromInline var pending: [Payload] = []
    /// The thread-local delivery queue's key, read once.
    @usableFromInline let queueKey = DeliveryQueue.Key()

    /// Creates an event.
    ///
    /// - Parameter name: The name diagnostics report it by (``UnobservedEvent/name``).
    public init(_ name: String = "") {
        event = ObservableEvent(name)
        registry = event.registry
        eventName = name
    }

    /// The read-only face of this event: observers can subscribe through it, but cannot fire.
    public var source: EventSource<Payload> { event.source }

    /// The number of observers that would be called if the event fired now.
    public var observerCount: Int { event.observerCount }

    /// Called instead of ``EventDiagnostics/unobservedEventHandler`` when this event is fired with no
    /// observer to deliver to; `nil` (the default) leaves it to the global handler.
    public var unobservedHandler: ((UnobservedEvent) -> Void)? {
        get { event.unobservedHandler }
        set { event.unobservedHandler = newValue }
    }

    /// Adds a closure observer; see ``ObservableEvent/addObserver(_:)``.
    ///
    /// - Parameter handler: Called with each payload, at once.
    /// - Returns: The token that keeps the observation alive.
    @inlinable
    public func addObserver(_ handler: @escaping (Payload) -> Void) -> ObserverToken {
        event.addObserver(handler)
    }

    /// Adds an observer bound to `owner`, held weakly; see ``ObservableEvent/addObserver(_:_:)``.
    ///
    /// - Parameters:
    ///   - owner: The object the observation belongs to, held weakly.
    ///   - handler: Called with the owner and each payload.
    /// - Returns: The token that keeps the observation alive.
    @inlinable
    public func addObserver<Owner: AnyObject>(
        _ owner: Owner, _ handler: @escaping (Owner, Payload) -> Void
    ) -> ObserverToken {
        event.addObserver(owner, handler)
    }

    /// Adds an observer that lasts as long as `owner`; see ``ObservableEvent/addObserver(whileAlive:_:)``.
    ///
    /// - Parameters:
    ///   - owner: The object the observation lives as long as, held weakly.
    ///   - handler: Called with the owner and each payload.
    @inlinable
    public func addObserver<Owner: AnyObject>(
        whileAlive owner: Owner, _ handler: @escaping (Owner, Payload) -> Void
    ) {
        event.addObserver(whileAlive: owner, handler)
    }

    /// Fires the event: calls every observer with `payload`, in the order they were added, before
    /// returning.
    ///
    /// Called from inside one of this event's own observers, the payload is delivered right after the
    /// delivery under way, still before the outermost call returns.
    ///
    /// - Parameter payload: The value every observer is called with.
    /// - Complexity: O(*n*) for *n* observers.
    @inlinable
    public func notifyObservers(_ payload: Payload) {
        if isDelivering {
            pending.append(payload)
            return
        }
        isDelivering = true
        let queue = DeliveryQueue.current(queueKey)
        // Outermost: what the observers fire is queued (rule 4) and delivered before this returns.
        let isOutermost = !queue.pointee.isDelivering
        queue.pointee.isDelivering = true
        registry.deliver(payload, eventName: eventName, queue: queue)
        if !pending.isEmpty {
            deliverPending(queue)
        }
        isDelivering = false
        if isOutermost {
            if queue.pointee.head < queue.pointee.pending.count {
                DeliveryQueue.drain(queue)
            }
            queue.pointee.isDelivering = false
        }
    }
}

extension ImmediateEvent {
    /// Delivers what its own observers fired, one delivery at a time, in the order fired.
    @usableFromInline
    func deliverPending(_ queue: UnsafeMutablePointer<DeliveryQueue>) {
        var next = 0
        while next < pending.count {
            let queued = pending[next]
            next += 1
            event.registry.deliver(queued, eventName: event.name, queue: queue)
        }
        pending.removeAll()
    }
}

extension ImmediateEvent where Payload == Void {
    /// Fires an event that carries no payload.
    @inlinable
    public func notifyObservers() {
        notifyObservers(())
    }
}
