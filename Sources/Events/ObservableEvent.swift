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

    /// The observers in the order they were added. During a delivery a removed observer stays in
    /// place with a `nil` handler (a tombstone), so indices do not move; tombstones are swept after.
    @usableFromInline var entries: ContiguousArray<ObserverEntry<Payload>> = []
    /// Whether this event's observers are being called right now.
    @usableFromInline var isDelivering = false
    /// Whether `entries` holds tombstones to sweep once the delivery ends.
    @usableFromInline var hasTombstones = false
    /// The number of live observers (entries minus tombstones).
    @usableFromInline var liveCount = 0
    /// The identifier given to the last observer added; identifiers grow with the order of addition.
    @usableFromInline var lastID: UInt64 = 0
    /// Liveness checks of the observers that end on their own (a freed owner, a finished sequence).
    @usableFromInline var probes: [UInt64: any ObserverLiveness] = [:]

    /// Creates an event; `name` only serves diagnostics.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The number of observers registered now: right before, during and after a delivery.
    ///
    /// Observers whose owner has been freed, or whose async sequence has ended, are removed first.
    public var observerCount: Int {
        if !probes.isEmpty { removeEndedObservers() }
        return liveCount
    }

    /// Adds a closure observer, called with each payload until the returned token is cancelled or freed.
    ///
    /// If `handler` uses an object that should not be kept alive, use the owner-bound `addObserver(_:_:)`
    /// with that object as the owner instead of capturing it.
    @inlinable
    public func addObserver(_ handler: @escaping (Payload) -> Void) -> ObserverToken {
        ObserverToken(source: self, id: appendEntry(handler))
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
        let id = lastID &+ 1
        _ = appendEntry { [weak self] payload in
            if let owner = probe.owner {
                handler(owner, payload)
            } else {
                self?.removeObserver(id: id)
            }
        }
        probes[id] = probe
        return ObserverToken(source: self, id: id)
    }

    /// Adds an observer called for the next event only, and removed before it is called.
    ///
    /// It is called exactly once, even if it fires the event again. Cancelling the token before the
    /// event fires removes it uncalled.
    @inlinable
    public func addOneShotObserver(_ handler: @escaping (Payload) -> Void) -> ObserverToken {
        let id = lastID &+ 1
        _ = appendEntry { [weak self] payload in
            self?.removeObserver(id: id)
            handler(payload)
        }
        return ObserverToken(source: self, id: id)
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
        deliver(payload)
        if queue.pointee.head < queue.pointee.pending.count {
            DeliveryQueue.drain(queue)
        }
        queue.pointee.isDelivering = false
    }

    /// Calls the observers present when the delivery starts, skipping those removed meanwhile.
    @inlinable
    func deliver(_ payload: Payload) {
        let count = entries.count
        if count == 0 {
            EventDiagnostics.reportUnobserved(name.isEmpty ? "\(Self.self)" : name)
            return
        }
        isDelivering = true
        var index = 0
        while index < count {
            // Observers added meanwhile sit past `count`; removed ones have a nil handler.
            if let handler = entries[index].handler {
                handler(payload)
            }
            index &+= 1
        }
        isDelivering = false
        if hasTombstones {
            sweepTombstones()
        }
    }

    @usableFromInline
    func enqueue(_ payload: Payload, on queue: UnsafeMutablePointer<DeliveryQueue>) {
        queue.pointee.pending.append { [self] in deliver(payload) }
    }

    @inlinable
    func appendEntry(_ handler: @escaping (Payload) -> Void) -> UInt64 {
        lastID &+= 1
        entries.append(ObserverEntry(id: lastID, handler: handler))
        liveCount &+= 1
        return lastID
    }

    @usableFromInline
    func sweepTombstones() {
        hasTombstones = false
        entries.removeAll { $0.handler == nil }
    }

    /// Removes the observers whose owner was freed or whose sequence ended.
    @usableFromInline
    func removeEndedObservers() {
        for (id, probe) in probes where !probe.isAlive {
            removeObserver(id: id)
        }
    }

    /// The index of the entry with identifier `id`, found by binary search (identifiers are sorted).
    @usableFromInline
    func index(of id: UInt64) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let found = entries[middle].id
            if found == id { return middle }
            if found < id { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    deinit {
        // Handlers are released with `entries` (rule 8). Nothing else to do: tokens hold us weakly.
    }
}

extension ObservableEvent: ObserverRemoving {
    @usableFromInline
    func removeObserver(id: UInt64) {
        guard let index = index(of: id), entries[index].handler != nil else { return }
        liveCount -= 1
        // Released only after the access to `entries` or `probes` ends: a handler's or probe's
        // deinit may cancel another token of this event.
        let probe = probes.isEmpty ? nil : probes.removeValue(forKey: id)
        if isDelivering {
            let handler = entries[index].handler.take()
            hasTombstones = true
            withExtendedLifetime((handler, probe)) {}
        } else {
            let entry = entries.remove(at: index)
            withExtendedLifetime((entry, probe)) {}
        }
    }
}

extension ObservableEvent where Payload == Void {
    /// Fires an event that carries no payload.
    @inlinable
    public func notifyObservers() {
        notifyObservers(())
    }
}
