/// A list of protocol observers: the Cocoa `forward:` / AIObservable style, type-checked.
///
/// `Observer` is a class-bound protocol. Give its methods **no default implementations**: then every
/// observer implements each of them, and a misspelt or missing method is a compile error (the class
/// does not conform). A default in a protocol extension would let `levelEnd()` stand for
/// `levelEnded()` in silence, Cocoa's `forward:` problem again. An observer that wants only some
/// events conforms to a smaller protocol, with a list of its own:
///
/// ```swift
/// protocol WordObserver: AnyObject { func wordAccepted(_ word: String) }
/// protocol LevelObserver: AnyObject { func levelEnded() }
///
/// let wordObservers = ObserverList<any WordObserver>("words")
/// let token = wordObservers.addObserver(view)      // view: WordObserver, held until the token goes
/// wordObservers.notify { $0.wordAccepted("fall") }
/// ```
///
/// Expose ``source`` (an ``ObserverListSource``) to let others add and remove observers without
/// letting them notify.
///
/// Two ways to add an observer, as for an ``ObservableEvent``'s closures:
/// - ``addObserver(_:)`` holds it **strongly, as long as its token** (rule 6): the fast one, a call to
///   each observer costing less than a loop over closures does. Keep the token where the observer's
///   owner is. An observer that adds itself and keeps its own token is never freed (the list holds it,
///   it holds the token), as a closure capturing `self` strongly would not be: use the next one for it.
/// - ``addObserver(whileAlive:)`` holds it **weakly**, with no token: a freed observer is skipped and
///   dropped (rule 7). Each call then loads a weak reference, which costs more than the call itself.
///
/// Observers are called in the order they were added (rule 1), and each ``addObserver(_:)`` is an
/// observation of its own, as each closure added to an event is; adding with `whileAlive:` an observer
/// already in the list does nothing. One added during ``notify(_:)`` is not called by it (rule 2); one
/// removed during it is not called again (rule 3).
///
/// A `notify` made from inside an observer call (of this list, another, or any event) is queued and
/// made once the current one ends, as for ``ObservableEvent`` (rule 4), so nesting cannot overflow
/// the stack.
///
/// Not `Sendable`, like ``ObservableEvent``; its tokens are, as every token is (rule 12).
public final class ObserverList<Observer> {
    /// The list's name, used by diagnostics (``EventDiagnostics``).
    public let name: String

    /// The observers, held by tokens without keeping the list alive (rule 8).
    @usableFromInline let registry = ObserverListRegistry<Observer>()
    /// The thread-local delivery queue's key, read once (see `DeliveryQueue.current(_:)`).
    @usableFromInline let queueKey = DeliveryQueue.Key()

    /// Called instead of ``EventDiagnostics/unobservedEventHandler`` when ``notify(_:)`` finds no live
    /// observer to call; `nil` (the default) leaves it to the global handler.
    // `@exclusivity(unchecked)`: read by the inlined delivery, never while an observer runs.
    @exclusivity(unchecked) public var unobservedHandler: ((UnobservedEvent) -> Void)?

    /// Creates an empty list.
    ///
    /// - Parameter name: The name diagnostics report it by (``UnobservedEvent/name``).
    public init(_ name: String = "") {
        self.name = name
    }

    deinit {
        registry.close()
    }

    /// The read-only face of this list: observers can be added and removed through it, but not notified.
    public var source: ObserverListSource<Observer> {
        ObserverListSource(self)
    }

    /// The number of observers that would be called now (freed ones and ones cancelled on another
    /// thread are not counted); a read changes nothing.
    public var observerCount: Int {
        registry.observerCount
    }

    /// Adds `observer` at the end of the list, held strongly until the returned token is cancelled or
    /// freed.
    ///
    /// Each call is an observation of its own: adding an observer twice calls it twice, until each
    /// token goes. Keep the token where the observer's owner is, not in the observer itself (which the
    /// list would then keep alive for ever); an observer that adds itself uses
    /// ``addObserver(whileAlive:)``.
    ///
    /// - Parameter observer: The observer to add, held strongly by the list while the token lives.
    /// - Returns: The token that keeps the observation alive.
    @inlinable
    public func addObserver(_ observer: Observer) -> ObserverToken {
        registry.makeToken(id: registry.append(observer, object: observer as AnyObject, weakly: false))
    }

    /// Adds `observer` at the end of the list, held weakly, with no token: it is called until it is
    /// freed or removed with ``remove(_:)``. Does nothing if it is in the list already.
    ///
    /// `observer` must be a class instance (the list's `Observer` a class-bound protocol); anything
    /// else cannot be held weakly and would never be called. Each call to it loads a weak reference,
    /// which costs more than the call: ``addObserver(_:)`` is the fast way.
    ///
    /// - Parameter observer: The observer to add, held weakly.
    @inlinable
    public func addObserver(whileAlive observer: Observer) {
        _ = registry.append(observer, object: observer as AnyObject, weakly: true)
    }

    /// Adds `observer`, held weakly: the same as ``addObserver(whileAlive:)``.
    ///
    /// - Parameter observer: The observer to add, held weakly.
    @available(
        *, deprecated, renamed: "addObserver(whileAlive:)",
        message: "held weakly as before; addObserver(_:) holds it by a token, and is faster"
    )
    @inlinable
    public func add(_ observer: Observer) {
        addObserver(whileAlive: observer)
    }

    /// Removes `observer`, however it was added (its tokens then do nothing); does nothing if it is not
    /// in the list.
    ///
    /// - Parameter observer: The observer to remove.
    @inlinable
    public func remove(_ observer: Observer) {
        registry.removeObserver(observer as AnyObject)
    }

    /// Calls `body` with each observer, in the order they were added.
    ///
    /// If a delivery is already under way on this thread (a `notify` of this or another list, or an
    /// event's delivery), the call is queued and made after it, first in first out, as an event would
    /// be (rule 4): a `notify` from inside an observer call returns at once, and the outermost call
    /// returns only when the queue is empty. So nesting never grows the stack, however deep.
    ///
    /// - Parameter body: Called with each observer; kept until it has run, if queued.
    /// - Complexity: O(*n*) for *n* observers.
    @inlinable
    public func notify(_ body: @escaping (Observer) -> Void) {
        let queue = DeliveryQueue.current(queueKey)
        if queue.pointee.isDelivering {
            enqueue(body, on: queue)
            return
        }
        queue.pointee.isDelivering = true
        deliver(body, queue: queue)
        if queue.pointee.head < queue.pointee.pending.count {
            DeliveryQueue.drain(queue)
        }
        queue.pointee.isDelivering = false
    }

    /// Calls `body` with each observer and `value`, in the order they were added: the same as
    /// `notify { body($0, value) }`, without a closure that captures `value`.
    ///
    /// A body that captures nothing, `list.notify(score) { $0.scoreChanged($1) }`, allocates nothing; a
    /// closure that captures the value it passes, as `notify(_:)`'s does, is allocated on every call
    /// (it may have to wait in the queue, rule 4), which costs more than calling one observer.
    ///
    /// - Parameters:
    ///   - value: What each observer is called with.
    ///   - body: Called with each observer and `value`; kept until it has run, if queued.
    /// - Complexity: O(*n*) for *n* observers.
    @inlinable
    public func notify<Value>(_ value: Value, _ body: @escaping (Observer, Value) -> Void) {
        let queue = DeliveryQueue.current(queueKey)
        if queue.pointee.isDelivering {
            enqueue({ body($0, value) }, on: queue)
            return
        }
        queue.pointee.isDelivering = true
        deliver({ body($0, value) }, queue: queue)
        if queue.pointee.head < queue.pointee.pending.count {
            DeliveryQueue.drain(queue)
        }
        queue.pointee.isDelivering = false
    }

    /// Queues a `notify` behind the delivery under way on this thread; it keeps the list alive.
    @usableFromInline
    func enqueue(_ body: @escaping (Observer) -> Void, on queue: UnsafeMutablePointer<DeliveryQueue>) {
        // Drained on this same thread, so the queue is still this thread's.
        queue.pointee.pending.append { [self] in deliver(body, queue: queue) }
    }

    /// Calls `body` with each live observer present when the call starts, then the no-observers
    /// diagnostic if it called none.
    @inlinable
    func deliver(_ body: (Observer) -> Void, queue: UnsafeMutablePointer<DeliveryQueue>) {
        let called = registry.deliver(body, thread: UInt(bitPattern: queue))
        if !called && (unobservedHandler != nil || EventDiagnostics.isReporting) {
            reportUnobserved()
        }
    }

    /// Calls this list's no-observers handler, else the global one.
    @usableFromInline
    func reportUnobserved() {
        EventDiagnostics.report(
            UnobservedEvent(name: name, payloadType: Observer.self, kind: .observerList), to: unobservedHandler)
    }
}
