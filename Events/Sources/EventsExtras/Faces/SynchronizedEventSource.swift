import Events

/// The read-only face of a ``SynchronizedEvent``: whoever holds it can subscribe, but cannot fire.
///
/// `Sendable`, like the event; get one from ``SynchronizedEvent/source``.
public struct SynchronizedEventSource<Payload: Sendable>: Sendable {
    let event: SynchronizedEvent<Payload>

    init(_ event: SynchronizedEvent<Payload>) {
        self.event = event
    }

    /// The event's name.
    public var name: String { event.name }

    /// The number of observers that would be called if the event fired now.
    public var observerCount: Int { event.observerCount }

    /// Adds a closure observer; see ``SynchronizedEvent/addObserver(_:)``.
    ///
    /// - Parameter handler: Called with each payload, on the thread that fires.
    /// - Returns: The token that keeps the observation alive.
    public func addObserver(_ handler: @escaping @Sendable (Payload) -> Void) -> ObserverToken {
        event.addObserver(handler)
    }

    /// Adds an observer bound to `owner`, held weakly; see ``SynchronizedEvent/addObserver(_:_:)``.
    ///
    /// - Parameters:
    ///   - owner: The object the observation belongs to, held weakly.
    ///   - handler: Called with the owner and each payload.
    /// - Returns: The token that keeps the observation alive.
    public func addObserver<Owner: AnyObject & Sendable>(
        _ owner: Owner, _ handler: @escaping @Sendable (Owner, Payload) -> Void
    ) -> ObserverToken {
        event.addObserver(owner, handler)
    }

    /// Adds an observer that lasts as long as `owner`; see ``SynchronizedEvent/addObserver(whileAlive:_:)``.
    ///
    /// - Parameters:
    ///   - owner: The object the observation lives as long as, held weakly.
    ///   - handler: Called with the owner and each payload.
    public func addObserver<Owner: AnyObject & Sendable>(
        whileAlive owner: Owner, _ handler: @escaping @Sendable (Owner, Payload) -> Void
    ) {
        event.addObserver(whileAlive: owner, handler)
    }

    /// Adds an observer for the next event only; see ``SynchronizedEvent/addOneShotObserver(_:)``.
    ///
    /// - Parameter handler: Called with the next payload.
    /// - Returns: The token that keeps the observer until it fires; dropped or cancelled before, the
    ///   observer is removed uncalled.
    public func addOneShotObserver(_ handler: @escaping @Sendable (Payload) -> Void) -> ObserverToken {
        event.addOneShotObserver(handler)
    }

    /// Adds an observer called on the main actor; see ``SynchronizedEvent/addMainActorObserver(_:)``.
    ///
    /// - Parameter handler: Called on the main actor with each payload.
    /// - Returns: The token that keeps the observation alive.
    public func addMainActorObserver(
        _ handler: @escaping @MainActor @Sendable (Payload) -> Void
    ) -> ObserverToken {
        event.addMainActorObserver(handler)
    }

    /// A new subscriber's asynchronous sequence; see ``SynchronizedEvent/values(bufferingPolicy:)``.
    ///
    /// - Parameter bufferingPolicy: What to keep while the iterating task is behind.
    /// - Returns: The payloads fired from now on, in order.
    public func values(
        bufferingPolicy: AsyncStream<Payload>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Payload> {
        event.values(bufferingPolicy: bufferingPolicy)
    }
}
