import Synchronization

/// Process-wide diagnostics: a hook called when an event is fired with no observers.
///
/// Off by default. A debug trace turns it on to catch events that nobody listens to, the silent
/// failure of Cocoa's `forward:` style (a misspelt observer method is never called):
///
/// ```swift
/// EventDiagnostics.unobservedEventHandler = { event in trace("fired with no observers: \(event)") }
/// ```
///
/// An event, list or centre can also have its own handler (``ObservableEvent/unobservedHandler``,
/// `SynchronizedEvent/unobservedHandler`, ``ObserverList/unobservedHandler``,
/// ``EventCenter/unobservedHandler``), called instead of this one. The hook may be called on any
/// thread, so it must be `@Sendable`. Checking it costs one atomic load per delivery.
public enum EventDiagnostics {
    /// Whether a hook is set: checked inline, so the diagnostic costs one atomic load when off.
    @usableFromInline static let isEnabled = Atomic<Bool>(false)
    private static let handler = EventsMutex<(@Sendable (UnobservedEvent) -> Void)?>(nil)

    /// Called each time an event, list or notification without a handler of its own is fired with
    /// no observer to deliver to; `nil` (the default) turns the diagnostic off.
    ///
    /// Called on the thread that fires, after the delivery (for an ``EventCenter``, instead of it).
    public static var unobservedEventHandler: (@Sendable (UnobservedEvent) -> Void)? {
        get { handler.withEventsLock { $0 } }
        set {
            handler.withEventsLock { $0 = newValue }
            isEnabled.store(newValue != nil, ordering: .releasing)
        }
    }

    /// Whether the hook is set (a relaxed atomic load).
    @inlinable
    package static var isReporting: Bool { isEnabled.load(ordering: .relaxed) }

    /// Passes `event` to a publisher's own handler if it has one, else to the hook, if it is set.
    @usableFromInline
    package static func report(_ event: UnobservedEvent, to publisherHandler: ((UnobservedEvent) -> Void)?) {
        if let publisherHandler {
            publisherHandler(event)
        } else {
            report(event)
        }
    }

    /// Passes `event` to the hook, if it is set.
    @usableFromInline
    package static func report(_ event: UnobservedEvent) {
        guard isEnabled.load(ordering: .acquiring), let report = handler.withEventsLock({ $0 }) else { return }
        report(event)
    }
}
