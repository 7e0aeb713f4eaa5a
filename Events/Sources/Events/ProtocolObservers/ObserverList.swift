/// A list of protocol observers, held weakly: the Cocoa `forward:` / AIObservable style, type-checked.
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
/// wordObservers.add(view)                           // view: WordObserver
/// wordObservers.notify { $0.wordAccepted("fall") }
/// ```
///
/// Expose ``source`` (an ``ObserverListSource``) to let others add and remove observers without
/// letting them notify.
///
/// Observers are held weakly (a freed observer is simply skipped and dropped), adding one twice keeps
/// one, and they are called in the order they were added (rule 1). One added during ``notify(_:)``
/// is not called by it (rule 2); one removed during it is not called again (rule 3).
///
/// A `notify` made from inside an observer call (of this list, another, or any event) is queued and
/// made once the current one ends, as for ``ObservableEvent`` (rule 4), so nesting cannot overflow
/// the stack.
///
/// Not `Sendable`, like ``ObservableEvent``.
public final class ObserverList<Observer> {
    /// The list's name, used by diagnostics (``EventDiagnostics``).
    public let name: String

    // `@exclusivity(unchecked)` for the reason given in `ObserverRegistry`: `notify` is inlined into
    // the calling module, and no access to this state is held while an observer runs.
    /// The slots, `count` of them initialized, in a buffer of `capacity` the list owns. `notify` reads
    /// the slots through this pointer, so it neither copies a weak reference nor retains a slot; it
    /// reloads the pointer after each observer call, since an observer may add one (and so grow it).
    @exclusivity(unchecked) @usableFromInline var slots: UnsafeMutablePointer<ObserverSlot<Observer>>
    @exclusivity(unchecked) @usableFromInline var count = 0
    @exclusivity(unchecked) @usableFromInline var capacity = 0
    /// How many `notify` calls are running (nested calls are allowed); removals leave tombstones meanwhile.
    @exclusivity(unchecked) @usableFromInline var notifyDepth = 0
    @exclusivity(unchecked) @usableFromInline var hasTombstones = false

    /// Called instead of ``EventDiagnostics/unobservedEventHandler`` when ``notify(_:)`` finds no live
    /// observer to call; `nil` (the default) leaves it to the global handler.
    @exclusivity(unchecked) public var unobservedHandler: ((UnobservedEvent) -> Void)?

    /// Creates an empty list.
    ///
    /// - Parameter name: The name diagnostics report it by (``UnobservedEvent/name``).
    public init(_ name: String = "") {
        self.name = name
        self.slots = UnsafeMutablePointer<ObserverSlot<Observer>>.allocate(capacity: 0)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// The read-only face of this list: observers can be added and removed through it, but not notified.
    public var source: ObserverListSource<Observer> {
        ObserverListSource(self)
    }

    /// The number of observers that would be called now (freed ones are not counted); a read changes
    /// nothing.
    public var observerCount: Int {
        var live = 0
        for index in 0..<count where slots[index].isLive {
            live += 1
        }
        return live
    }

    /// The index of `object`'s live slot, if it has one.
    @inlinable
    func index(of object: AnyObject) -> Int? {
        var index = 0
        while index < count {
            // Through the pointer, stored property by stored property: a method call on the slot, or
            // a read of the whole slot, would copy it, weak reference included.
            let slot = slots + index
            if !slot.pointee.isRemoved && slot.pointee.object === object { return index }
            index &+= 1
        }
        return nil
    }

    /// Adds `observer`, held weakly, at the end of the list; does nothing if it is already in it.
    ///
    /// `observer` must be a class instance (the list's `Observer` a class-bound protocol); anything
    /// else cannot be held weakly and would never be called.
    ///
    /// - Parameter observer: The observer to add, held weakly.
    @inlinable
    public func add(_ observer: Observer) {
        let object = observer as AnyObject
        if index(of: object) != nil { return }
        if count == capacity {
            grow()
        }
        (slots + count).initialize(to: ObserverSlot(observer, object: object))
        count &+= 1
    }

    /// Moves the slots to a buffer twice as large (a running `notify` reloads the pointer).
    @usableFromInline
    func grow() {
        let newCapacity = Swift.max(4, capacity * 2)
        let newSlots = UnsafeMutablePointer<ObserverSlot<Observer>>.allocate(capacity: newCapacity)
        newSlots.moveInitialize(from: slots, count: count)
        slots.deallocate()
        slots = newSlots
        capacity = newCapacity
    }

    /// Removes `observer`; does nothing if it is not in the list.
    ///
    /// - Parameter observer: The observer to remove.
    @inlinable
    public func remove(_ observer: Observer) {
        guard let index = index(of: observer as AnyObject) else { return }
        if notifyDepth > 0 {
            slots[index].isRemoved = true
            hasTombstones = true
        } else {
            removeSlot(at: index)
        }
    }

    /// Removes the slot at `index`, keeping the others in order; only when no `notify` is running.
    @usableFromInline
    func removeSlot(at index: Int) {
        (slots + index).deinitialize(count: 1)
        (slots + index).moveInitialize(from: slots + index + 1, count: count - index - 1)
        count -= 1
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
        let queue = DeliveryQueue.current()
        if queue.pointee.isDelivering {
            enqueue(body, on: queue)
            return
        }
        queue.pointee.isDelivering = true
        deliver(body)
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
        let queue = DeliveryQueue.current()
        if queue.pointee.isDelivering {
            enqueue({ body($0, value) }, on: queue)
            return
        }
        queue.pointee.isDelivering = true
        deliver { body($0, value) }
        if queue.pointee.head < queue.pointee.pending.count {
            DeliveryQueue.drain(queue)
        }
        queue.pointee.isDelivering = false
    }

    /// Queues a `notify` behind the delivery under way on this thread; it keeps the list alive.
    @usableFromInline
    func enqueue(_ body: @escaping (Observer) -> Void, on queue: UnsafeMutablePointer<DeliveryQueue>) {
        queue.pointee.pending.append { [self] in deliver(body) }
    }

    /// Calls `body` with each live observer present when the call starts.
    @inlinable
    func deliver(_ body: (Observer) -> Void) {
        let count = self.count
        var called = false
        notifyDepth &+= 1
        // Room for one observer rebuilt from its slot's bits (see `ObserverSlot.adopt(_:bits:at:)`).
        withUnsafeTemporaryAllocation(of: Observer.self, capacity: 1) { temporary in
            var index = 0
            while index < count {
                // Reloaded each time: an observer added by the previous call may have moved the buffer.
                let slot = slots + index
                if !slot.pointee.isRemoved, let object = slot.pointee.object {
                    if slot.pointee.isAdoptable, let place = temporary.baseAddress {
                        // The observer, rebuilt from its bits, takes over the strong reference the weak
                        // load just took, and so keeps the object alive while `body` runs.
                        body(ObserverSlot.adopt(consume object, bits: slot.pointee.bits, at: place))
                        called = true
                    } else if let observer = object as? Observer {
                        body(observer)
                        called = true
                        // `object`, a strong reference, kept the observer alive while `body` ran.
                        _fixLifetime(object)
                    }
                } else {
                    hasTombstones = true
                }
                index &+= 1
            }
        }
        notifyDepth &-= 1
        if hasTombstones && notifyDepth == 0 {
            sweep()
        }
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

    /// Drops removed and freed observers once no `notify` is running.
    @usableFromInline
    func sweep() {
        hasTombstones = false
        var kept = 0
        for index in 0..<count {
            if slots[index].isLive {
                if kept != index {
                    (slots + kept).moveInitialize(from: slots + index, count: 1)
                }
                kept += 1
            } else {
                (slots + index).deinitialize(count: 1)
            }
        }
        count = kept
    }
}
