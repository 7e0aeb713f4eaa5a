/// The read-only face of an ``ObservableEvent``: whoever holds it can subscribe, but cannot fire.
///
/// A publisher keeps the event private and exposes its ``ObservableEvent/source``, as Combine code
/// exposes an `AnyPublisher` and Rx code an `asObservable()`:
///
/// ```swift
/// final class ScoreManager {
///     private let scoreChangedEvent = ObservableEvent<Int>("scoreChanged")
///     var scoreChanged: EventSource<Int> { scoreChangedEvent.source }
/// }
/// let token = scores.scoreChanged.addObserver { print($0) }
/// ```
///
/// It holds the event strongly, as the event's own property would. Not `Sendable`, like the event.
public struct EventSource<Payload> {
    @usableFromInline let event: ObservableEvent<Payload>

    @inlinable
    init(_ event: ObservableEvent<Payload>) {
        self.event = event
    }

    /// The event's name.
    public var name: String { event.name }

    /// The number of observers that would be called if the event fired now.
    public var observerCount: Int { event.observerCount }

    /// Adds a closure observer; see ``ObservableEvent/addObserver(_:)``.
    ///
    /// - Parameter handler: Called with each payload.
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

    /// Adds an observer for the next event only; see ``ObservableEvent/addOneShotObserver(_:)``.
    ///
    /// - Parameter handler: Called with the next payload.
    /// - Returns: The token that keeps the observer until it fires; dropped or cancelled before, the
    ///   observer is removed uncalled.
    @inlinable
    public func addOneShotObserver(_ handler: @escaping (Payload) -> Void) -> ObserverToken {
        event.addOneShotObserver(handler)
    }
}

extension EventSource where Payload: Sendable {
    /// A new subscriber's asynchronous sequence of the payloads; see ``ObservableEvent/values(bufferingPolicy:)``.
    ///
    /// - Parameter bufferingPolicy: What to keep while the iterating task is behind.
    /// - Returns: The payloads fired from now on, in order.
    public func values(
        bufferingPolicy: AsyncStream<Payload>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Payload> {
        event.values(bufferingPolicy: bufferingPolicy)
    }
}
