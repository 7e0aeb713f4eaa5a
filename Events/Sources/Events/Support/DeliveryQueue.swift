#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The per-thread run-to-completion queue shared by every event (delivery rule 4).
///
/// While one event is being delivered on a thread, any event fired on that same thread (the same event
/// or another one, or an ``ObserverList`` notification) is appended here and delivered, first in first
/// out, once the current delivery ends. The state lives in thread-local storage behind a raw pointer, so
/// checking it costs one `pthread_getspecific` and no reference counting. The queue's address also
/// names its thread: registries record it to know which thread is using them (`ObserverRegistry`).
@usableFromInline
package struct DeliveryQueue {
    /// Whether a delivery is under way on this thread.
    @usableFromInline package var isDelivering = false
    /// Deliveries waiting for the current one to end, oldest first; `head` is the next to run.
    @usableFromInline package var pending: ContiguousArray<() -> Void> = []
    @usableFromInline package var head = 0
    /// How many times an observer on this thread declined a payload (a freed owner, an ended sequence,
    /// another sender): a delivery whose calls were all declined reached nobody, which the
    /// no-observers diagnostic reports. Per thread, since deliveries on one thread never interleave.
    @usableFromInline package var declines = 0
    /// This thread's hazard slot, taken by its first `SynchronizedEvent` delivery (see `HazardSlot`).
    @usableFromInline package var hazardSlot: UnsafeMutablePointer<HazardSlot>?

    /// The calling thread's queue, created on first use and freed when the thread exits.
    ///
    /// A firing event then follows these steps, inline: if `isDelivering`, append the delivery to
    /// `pending` and return; else set `isDelivering`, deliver, `drain` if anything is pending, and
    /// clear `isDelivering`.
    @inlinable
    package static func current() -> UnsafeMutablePointer<DeliveryQueue> {
        if let raw = pthread_getspecific(deliveryQueueKey) {
            return raw.assumingMemoryBound(to: DeliveryQueue.self)
        }
        return makeCurrent()
    }

    /// The calling thread's queue, looked up with `key`: a publisher that reads the thread-local slot's
    /// key once, when it is made, spares each delivery the lazy global's once-check (two calls).
    @inlinable
    package static func current(_ key: Key) -> UnsafeMutablePointer<DeliveryQueue> {
        if let raw = pthread_getspecific(key.raw) {
            return raw.assumingMemoryBound(to: DeliveryQueue.self)
        }
        return makeCurrent()
    }

    /// The key of the thread-local slot holding each thread's queue, as a publisher keeps it.
    @usableFromInline
    package struct Key: Sendable {
        @usableFromInline let raw: pthread_key_t

        @inlinable
        package init() {
            raw = deliveryQueueKey
        }
    }

    /// A number naming the calling thread while it runs, never 0: its queue's address.
    @inlinable
    package static var currentThread: UInt {
        UInt(bitPattern: current())
    }

    /// Counts a payload an observer declined, on the calling thread.
    @usableFromInline
    package static func countDecline() {
        current().pointee.declines &+= 1
    }

    /// Creates the calling thread's queue.
    @usableFromInline
    package static func makeCurrent() -> UnsafeMutablePointer<DeliveryQueue> {
        let queue = UnsafeMutablePointer<DeliveryQueue>.allocate(capacity: 1)
        queue.initialize(to: DeliveryQueue())
        pthread_setspecific(deliveryQueueKey, queue)
        return queue
    }

    /// The thread's hazard slot, `queue`'s own (taken on first use).
    @inlinable
    package static func hazardSlot(_ queue: UnsafeMutablePointer<DeliveryQueue>) -> UnsafeMutablePointer<HazardSlot> {
        if let slot = queue.pointee.hazardSlot { return slot }
        return takeHazardSlot(queue)
    }

    @usableFromInline
    package static func takeHazardSlot(_ queue: UnsafeMutablePointer<DeliveryQueue>) -> UnsafeMutablePointer<HazardSlot>
    {
        let slot = HazardSlot.acquire()
        queue.pointee.hazardSlot = slot
        return slot
    }

    /// Delivers the queued events in order, including those queued while draining.
    @usableFromInline
    package static func drain(_ queue: UnsafeMutablePointer<DeliveryQueue>) {
        // No access to `pending` is held across a delivery, which may append to it.
        while queue.pointee.head < queue.pointee.pending.count {
            let next = queue.pointee.pending[queue.pointee.head]
            queue.pointee.head += 1
            next()
        }
        queue.pointee.pending.removeAll(keepingCapacity: queue.pointee.pending.capacity <= 64)
        queue.pointee.head = 0
    }
}

/// Frees a thread's `DeliveryQueue` when the thread exits.
///
/// Takes an optional pointer: glibc's and musl's `pthread_key_create` pass the destructor an optional
/// pointer (`UnsafeMutableRawPointer?`), Darwin's a non-optional one (its `pthread.h` is audited for
/// nullability), and a non-optional pointer converts to this parameter in both closures below.
private func freeDeliveryQueue(_ raw: UnsafeMutableRawPointer?) {
    guard let raw else { return }
    let queue = raw.assumingMemoryBound(to: DeliveryQueue.self)
    if let slot = queue.pointee.hazardSlot { HazardSlot.giveBack(slot) }
    queue.deinitialize(count: 1)
    queue.deallocate()
}

#if canImport(Darwin)
    /// Darwin: `void (* _Nullable)(void *)` under `pthread.h`'s assume-nonnull region.
    private typealias DeliveryQueueDestructor = @convention(c) (UnsafeMutableRawPointer) -> Void
#else
    /// glibc and musl: the header carries no nullability, so the pointer is optional.
    private typealias DeliveryQueueDestructor = @convention(c) (UnsafeMutableRawPointer?) -> Void
#endif

/// The thread-local slot holding each thread's `DeliveryQueue`.
@usableFromInline
package let deliveryQueueKey: pthread_key_t = {
    // `pthread_key_t` is `UInt32` on glibc and musl, `UInt` on Darwin: `init()` is zero for both.
    var key = pthread_key_t()
    let destructor: DeliveryQueueDestructor = { raw in freeDeliveryQueue(raw) }
    let status = pthread_key_create(&key, destructor)
    precondition(status == 0, "Events: cannot create the thread-local delivery queue (pthread_key_create: \(status))")
    return key
}()
