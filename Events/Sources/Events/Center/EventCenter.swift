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
    /// One event per notification name and type pair, holding `(Value, Sender)` payloads.
    @exclusivity(unchecked) @usableFromInline var events: [NotificationKey: AnyObject] = [:]
    /// The last notification posted or observed, and its event: a centre posts the same few names
    /// again and again, and comparing a name and a type costs a fraction of hashing them.
    @exclusivity(unchecked) @usableFromInline var lastKey: NotificationKey?
    @exclusivity(unchecked) @usableFromInline var lastEvent: AnyObject?
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
    public func addObserver<Value, Sender>(
        for notification: TypedNotification<Value, Sender>,
        from filter: SenderFilter<Sender>,
        _ handler: @escaping (Value, Sender) -> Void
    ) -> ObserverToken {
        sweepIfGrown()
        let event = self.event(for: notification)
        guard let sender = filter.sender else {
            return event.addObserver { payload in handler(payload.value, payload.sender) }
        }
        return event.addConditionalObserver { [weak sender] payload in
            // Compared by identity, and only while the awaited sender is alive (rule 10).
            guard let sender, sender === payload.sender else { return false }
            handler(payload.value, payload.sender)
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
        let key = NotificationKey(notification)
        let found: AnyObject
        if let lastEvent, lastKey == key {
            found = lastEvent
        } else {
            guard let event = events[key] else {
                reportUnobserved(notification)
                return
            }
            (lastKey, lastEvent) = (key, event)
            found = event
        }
        // The key includes the types, so the entry is an event of this payload.
        let event = unsafeDowncast(found, to: ObservableEvent<(value: Value, sender: Sender)>.self)
        // Nobody reached: the event's own handler (`event(for:)`) drops the name if nobody observes it.
        event.notifyObservers((value: value, sender: sender))
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
        (events[NotificationKey(notification)] as? ObservableEvent<(value: Value, sender: Sender)>)?.observerCount ?? 0
    }

    /// The event carrying `notification`, made on first use.
    /// Forgets the notification `key`, nobody observing it any more.
    @usableFromInline
    func drop(_ key: NotificationKey) {
        events[key] = nil
        if lastKey == key { (lastKey, lastEvent) = (nil, nil) }
    }

    private func event<Value, Sender>(
        for notification: TypedNotification<Value, Sender>
    ) -> ObservableEvent<(value: Value, sender: Sender)> {
        let key = NotificationKey(notification)
        // The key includes the types, so the cast cannot fail for an entry that exists.
        if let event = events[key] as? ObservableEvent<(value: Value, sender: Sender)> { return event }
        let event = ObservableEvent<(value: Value, sender: Sender)>(notification.name)
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
    private func sweepIfGrown() {
        guard events.count >= max(16, 2 * sweptCount) else { return }
        events = events.filter { _, event in (event as? any CountedEvent)?.observerCount != 0 }
        (lastKey, lastEvent) = (nil, nil)
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
