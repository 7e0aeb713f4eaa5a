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
/// let token = center.addObserver(for: .scoreChanged, from: scores) { score, sender in print(score) }
/// center.post(.scoreChanged, from: scores, value: 120)
/// ```
///
/// Not `Sendable`: like the events it holds, a centre lives in one isolation domain.
public final class EventCenter {
    /// One event per notification name and type pair, holding `(Value, Sender)` payloads.
    private var events: [NotificationKey: AnyObject] = [:]

    /// Creates an empty centre.
    public init() {}

    /// Observes `notification` from every sender, or from `sender` only if one is given.
    ///
    /// A given sender is held weakly: once it is freed, the observer is never called again.
    public func addObserver<Value, Sender>(
        for notification: TypedNotification<Value, Sender>,
        from sender: Sender? = nil,
        _ handler: @escaping (Value, Sender) -> Void
    ) -> ObserverToken {
        let event = self.event(for: notification)
        guard let sender else {
            return event.addObserver { payload in handler(payload.value, payload.sender) }
        }
        return event.addObserver { [weak sender] payload in
            // Compared by identity, and only while the awaited sender is alive (rule 10).
            guard let sender, sender === payload.sender else { return }
            handler(payload.value, payload.sender)
        }
    }

    /// Posts `notification` with `value` from `sender` to its observers.
    public func post<Value, Sender>(_ notification: TypedNotification<Value, Sender>, from sender: Sender, value: Value)
    {
        guard let event = existingEvent(for: notification) else {
            EventDiagnostics.reportUnobserved(name: notification.name, type: TypedNotification<Value, Sender>.self)
            return
        }
        event.notifyObservers((value: value, sender: sender))
    }

    /// Posts a notification that carries no value.
    public func post<Sender>(_ notification: TypedNotification<Void, Sender>, from sender: Sender) {
        post(notification, from: sender, value: ())
    }

    /// The number of observers of `notification`, from any sender.
    public func observerCount<Value, Sender>(for notification: TypedNotification<Value, Sender>) -> Int {
        existingEvent(for: notification)?.observerCount ?? 0
    }

    /// The event carrying `notification`, made on first use.
    private func event<Value, Sender>(
        for notification: TypedNotification<Value, Sender>
    ) -> ObservableEvent<(value: Value, sender: Sender)> {
        if let event = existingEvent(for: notification) { return event }
        let event = ObservableEvent<(value: Value, sender: Sender)>(notification.name)
        events[NotificationKey(notification)] = event
        return event
    }

    /// The event carrying `notification`, if anyone ever observed it.
    private func existingEvent<Value, Sender>(
        for notification: TypedNotification<Value, Sender>
    ) -> ObservableEvent<(value: Value, sender: Sender)>? {
        // The key includes the types, so the cast cannot fail for an entry that exists.
        events[NotificationKey(notification)] as? ObservableEvent<(value: Value, sender: Sender)>
    }
}

/// Identifies a notification by name and by its value and sender types.
private struct NotificationKey: Hashable {
    let name: String
    let type: ObjectIdentifier

    init<Value, Sender>(_ notification: TypedNotification<Value, Sender>) {
        name = notification.name
        type = ObjectIdentifier(TypedNotification<Value, Sender>.self)
    }
}
