import Synchronization

/// Process-wide diagnostics: a hook called when an event is fired with no observers.
///
/// Off by default. The game's debug trace turns it on to catch events that nobody listens to, the
/// silent failure of Cocoa's `forward:` style (a misspelt observer method is never called):
///
/// ```swift
/// EventDiagnostics.unobservedEventHandler = { name in trace("fired with no observers: \(name)") }
/// ```
///
/// The hook may be called on any thread, so it must be `@Sendable`. Checking it costs one atomic load,
/// and only when an event has no observers.
public enum EventDiagnostics {
    /// Whether a hook is set: checked inline, so the diagnostic costs one atomic load when off.
    @usableFromInline static let isEnabled = Atomic<Bool>(false)
    private static let handler = EventsMutex<(@Sendable (String) -> Void)?>(nil)

    /// Called with the event's name each time an event, list or notification is fired with nobody
    /// observing it; `nil` (the default) turns the diagnostic off.
    public static var unobservedEventHandler: (@Sendable (String) -> Void)? {
        get { handler.withLock { $0 } }
        set {
            handler.withLock { $0 = newValue }
            isEnabled.store(newValue != nil, ordering: .releasing)
        }
    }

    /// Whether the hook is set (a relaxed atomic load).
    @inlinable
    static var isReporting: Bool { isEnabled.load(ordering: .relaxed) }

    /// Reports that the event called `name` was fired with no observers, if the hook is set.
    @usableFromInline
    static func reportUnobserved(_ name: String) {
        guard let report = handler.withLock({ $0 }) else { return }
        report(name)
    }

    /// Reports that an unnamed event of type `type` was fired with no observers, if the hook is set.
    @usableFromInline
    static func reportUnobserved(name: String, type: Any.Type) {
        guard isEnabled.load(ordering: .acquiring) else { return }
        reportUnobserved(name.isEmpty ? "\(type)" : name)
    }
}
