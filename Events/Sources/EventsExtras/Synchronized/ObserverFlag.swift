import Events
import Synchronization

/// Whether a thread-safe observer is still registered; cleared, under the event's lock, on removal.
///
/// A delivery works on the observers as they were published when it started, and checks this flag right
/// before each call, so an observer cancelled meanwhile (on any thread) is not called (rule 3).
@usableFromInline
final class ObserverFlag: Sendable {
    @usableFromInline let active = Atomic<Bool>(true)

    init() {}

    @inlinable
    var isActive: Bool { active.load(ordering: .acquiring) }

    func deactivate() {
        active.store(false, ordering: .releasing)
    }

    /// Clears the flag; true only for the one caller that found it set.
    func claim() -> Bool {
        active.compareExchange(expected: true, desired: false, ordering: .acquiringAndReleasing).exchanged
    }
}
