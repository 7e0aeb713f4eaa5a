/// A notification centre with typed names and senders, for cross-cutting listeners.
///
/// Observers subscribe to a ``TypedNotification``, from every sender or from one sender only, and
/// get the value and the sender, both typed. The lifetime of an observation is the lifetime of its
/// ``ObserverToken``. Delivery follows the same rules as ``ObservableEvent`` (it is built on it):
/// observers are called in the order they were added, and a notification posted during a delivery
/// is queued behind it, so call order never varies from run to run.
///
/// ```swift
/// let center = EventCenter()
/// let token = center.addObserver(for: .scoreChanged, from: .only(scores)) { score, sender in print(score) }
/// center.post(.scoreChanged, from: scores, value: 120)
/// ```
///
/// A name nobody observes any more is dropped: when it is posted, and from time to time as observers
/// are added, so a centre that sees many short-lived names does not grow.
///
/// Not `Sendable`: like the events it holds, a centre lives in one isolation domain.
public final class EventCenter {
    /// One event per notification name and type pair, holding `(value, sender)` payloads whose sender is
    /// unretained: the poster holds it while its post is delivered, and a queued post holds it itself.
    @exclusivity(unchecked) @usableFromInline var events: [NotificationKey: AnyObject] = [:]
    /// The last notification posted or observed, its name and its event: a centre posts the same few
    /// names again and again, and comparing a type and a name costs a fraction of hashing them. The
    /// event is held by `events` (unretained here, so a post retains and releases nothing); one taken
    /// out of `events` waits in `retired` until no delivery runs on this thread.
    @exclusivity(unchecked) @usableFromInline var lastType: ObjectIdentifier?
    @exclusivity(unchecked) @usableFromInline var lastName = ""
    @exclusivity(unchecked) @usableFromInline var lastEvent: Unmanaged<AnyObject>?
    /// Events taken out of `events` (nobody observes their name any more), kept alive until no
    /// delivery is under way on this thread: one of them may be delivering.
    @exclusivity(unchecked) @usableFromInline var retired: [AnyObject] = []
    /// The number of names after the last sweep; the next one comes when there are twice as many.
    private var sweptCount = 0

    /// Called instead of ``EventDiagnostics/unobservedEventHandler`` when a notification of this
    /// centre is posted with no observer to deliver it to (none at all, or none for that sender).
    public var unobservedHandler: ((UnobservedEvent) -> Void)?

    /// Creates an empty centre.
    public init() {}

    /// The number of notification names with at least one observation registered.
    public var observedNotificationCount: Int {
        events.count
    }

    /// Observes `notification` from the senders `filter` lets through.
    ///
    /// - Parameters:
    ///   - notification: The notification to observe.
    ///   - filter: `.anySender`, or `.only(sender)` (held weakly: once it is freed, the observer is
    ///     never called again).
    ///   - handler: Called with each value and its sender.
    /// - Returns: The token that keeps the observation alive.
    @inlinable
    public func addObserver<Value, Sender>(
        for notification: TypedNotification<Value, Sender>,
        from filter: SenderFilter<Sender>,
        _ handler: @escaping (Value, Sender) -> Void
    ) -> ObserverToken {
        sweepIfGrown()
        if !retired.isEmpty { releaseRetired() }
        let event = self.event(for: notification)
        guard let sender = filter.sender else {
            return event.addObserver { payload in
                payload.sender._withUnsafeGuaranteedRef { handler(payload.value, $0) }
            }
        }
        return event.addConditionalObserver { [weak sender] payload in
            // Compared by identity, and only while the awaited sender is alive (rule 10).
            guard let sender, Unmanaged.passUnretained(sender).toOpaque() == payload.sender.toOpaque() else {
                return false
            }
            handler(payload.value, sender)
            return true
        }
    }

    /// Observes `notification` from `sender` only; the same as `from: .only(sender)`.
    ///
    /// - Parameters:
    ///   - notification: The notification to observe.
    ///   - sender: The sender to listen to, held weakly.
    ///   - handler: Called with each value and its sender.
    /// - Returns: The token that keeps the observation alive.
    public func addObserver<Value, Sender>(
        for notification: TypedNotification<Value, Sender>,
        from sender: Sender,
        _ handler: @escaping (Value, Sender) -> Void
    ) -> ObserverToken {
        addObserver(for: notification, from: .only(sender), handler)
    }

    /// Posts `notification` with `value` from `sender` to its observers.
    ///
    /// - Parameters:
    ///   - notification: The notification to post.
    ///   - sender: Who posts it.
    ///   - value: The value observers get.
    @inlinable
    public func post<Value, Sender>(_ notification: TypedNotification<Value, Sender>, from sender: Sender, value: Value)
    {
        let type = ObjectIdentifier(TypedNotification<Value, Sender>.self)
        let found: Unmanaged<AnyObject>
        if let lastEvent, lastType == type, lastName == notification.name {
            found = lastEvent
        } else {
            guard let event = events[NotificationKey(notification)] else {
                reportUnobserved(notification)
                return
            }
            remember(notification, event)
            found = Unmanaged.passUnretained(event)
        }
        // The key includes the types, so the entry is an event of this payload. `events` holds it, and
        // keeps it in `retired` if it drops it during the delivery; nobody reached, the event's own
        // handler (`event(for:)`) drops the name if nobody observes it.
        found._withUnsafeGuaranteedRef { object in
            let event = unsafeDowncast(object, to: ObservableEvent<(value: Value, sender: Unmanaged<Sender>)>.self)
            let queue = DeliveryQueue.current(event.queueKey)
            if queue.pointee.isDelivering {
                enqueue(value, from: sender, to: event, on: queue)
                return
            }
            // `notifyObservers`, with the queue already at hand. The poster holds the sender while the
            // delivery runs: no retain, no release.
            queue.pointee.isDelivering = true
            event.registry.deliver((value: value, sender: .passUnretained(sender)), eventName: event.name, queue: queue)
            if queue.pointee.head < queue.pointee.pending.count {
                DeliveryQueue.drain(queue)
            }
            queue.pointee.isDelivering = false
        }
        if !retired.isEmpty { releaseRetired() }
    }

    /// Queues a post behind the delivery under way on this thread (rule 4). The payload holds the sender
    /// unretained, so the queued post keeps it alive itself, and keeps the event too.
    @usableFromInline
    func enqueue<Value, Sender>(
        _ value: Value, from sender: Sender, to event: ObservableEvent<(value: Value, sender: Unmanaged<Sender>)>,
        on queue: UnsafeMutablePointer<DeliveryQueue>
    ) {
        // Drained on this same thread, so the queue is still this thread's.
        queue.pointee.pending.append { [event, sender] in
            withExtendedLifetime(sender) {
                event.registry.deliver(
                    (value: value, sender: .passUnretained(sender)), eventName: event.name, queue: queue)
            }
        }
    }

    /// Makes `event` the one the next post of `notification` finds first.
    @usableFromInline
    func remember<Value, Sender>(_ notification: TypedNotification<Value, Sender>, _ event: AnyObject) {
        lastType = ObjectIdentifier(TypedNotification<Value, Sender>.self)
        lastName = notification.name
        lastEvent = Unmanaged.passUnretained(event)
    }

    /// Releases the events taken out of `events`, unless a delivery is under way on this thread.
    @usableFromInline
    func releaseRetired() {
        guard !DeliveryQueue.current().pointee.isDelivering else { return }
        let released = retired
        retired = []
        withExtendedLifetime(released) {}
    }

    /// Posts a notification that carries no value.
    ///
    /// - Parameters:
    ///   - notification: The notification to post.
    ///   - sender: Who posts it.
    public func post<Sender>(_ notification: TypedNotification<Void, Sender>, from sender: Sender) {
        post(notification, from: sender, value: ())
    }

    /// The number of observers of `notification`, from any sender.
    ///
    /// - Parameter notification: The notification asked about.
    /// - Returns: How many observations of it are registered.
    public func observerCount<Value, Sender>(for notification: TypedNotification<Value, Sender>) -> Int {
        (events[NotificationKey(notification)] as? ObservableEvent<(value: Value, sender: Unmanaged<Sender>)>)?
            .observerCount ?? 0
    }

    /// The event carrying `notification`, made on first use.
    /// Forgets the notification `key`, nobody observing it any more.
    @usableFromInline
    func drop(_ key: NotificationKey) {
        guard let event = events.removeValue(forKey: key) else { return }
        retired.append(event)
        forgetLast()
    }

    /// Forgets the last notification posted (its event is being taken out of `events`).
    @usableFromInline
    func forgetLast() {
        (lastType, lastName, lastEvent) = (nil, "", nil)
    }

    @usableFromInline
    func event<Value, Sender>(
        for notification: TypedNotification<Value, Sender>
    ) -> ObservableEvent<(value: Value, sender: Unmanaged<Sender>)> {
        let key = NotificationKey(notification)
        // The key includes the types, so the cast cannot fail for an entry that exists.
        if let event = events[key] as? ObservableEvent<(value: Value, sender: Unmanaged<Sender>)> { return event }
        let event = ObservableEvent<(value: Value, sender: Unmanaged<Sender>)>(notification.name)
        // Called when a post reached nobody: the name is dropped if nobody observes it any more (not
        // when its observers only wait for another sender).
        event.unobservedHandler = { [unowned self, unowned event] _ in
            if event.observerCount == 0 { drop(key) }
            reportUnobserved(notification)
        }
        events[key] = event
        return event
    }

    /// Drops the names nobody observes, once the centre holds twice as many as after the last sweep.
    @usableFromInline
    func sweepIfGrown() {
        guard events.count >= max(16, 2 * sweptCount) else { return }
        let (kept, dropped) = events.reduce(into: ([NotificationKey: AnyObject](), [AnyObject]())) { parts, entry in
            if (entry.value as? any CountedEvent)?.observerCount != 0 {
                parts.0[entry.key] = entry.value
            } else {
                parts.1.append(entry.value)
            }
        }
        events = kept
        retired += dropped
        forgetLast()
        sweptCount = events.count
    }

    /// Calls the centre's no-observers handler, else the global one.
    @usableFromInline
    func reportUnobserved<Value, Sender>(_ notification: TypedNotification<Value, Sender>) {
        guard unobservedHandler != nil || EventDiagnostics.isReporting else { return }
        EventDiagnostics.report(
            UnobservedEvent(name: notification.name, payloadType: Value.self, kind: .notification),
            to: unobservedHandler)
    }
}

/// An event whose observers can be counted whatever its payload type (for the centre's sweep).
private protocol CountedEvent: AnyObject {
    var observerCount: Int { get }
}

extension ObservableEvent: CountedEvent {}

/// Identifies a notification by name and by its value and sender types.
@usableFromInline
struct NotificationKey: Hashable {
    @usableFromInline let name: String
    @usableFromInline let type: ObjectIdentifier

    @inlinable
    init<Value, Sender>(_ notification: TypedNotification<Value, Sender>) {
        name = notification.name
        type = ObjectIdentifier(TypedNotification<Value, Sender>.self)
    }
}
