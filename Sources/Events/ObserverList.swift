/// A list of protocol observers, held weakly: the Cocoa `forward:` / AIObservable style, type-checked.
///
/// `Observer` is a class-bound protocol whose methods have default no-op implementations, so each
/// observer implements only what it needs and a misspelt method is a compile error, not silence:
///
/// ```swift
/// protocol GameObserver: AnyObject { func wordAccepted(_ word: String) }
/// extension GameObserver { func wordAccepted(_ word: String) {} }
///
/// let observers = ObserverList<any GameObserver>()
/// observers.add(view)
/// observers.notify { $0.wordAccepted("fall") }
/// ```
///
/// Observers are held weakly (a freed observer is simply skipped and dropped), adding one twice keeps
/// one, and they are called in the order they were added (rule 1). One added during ``notify(_:)``
/// is not called by it (rule 2); one removed during it is not called again (rule 3).
///
/// Unlike ``ObservableEvent``, `notify` takes a non-escaping body and runs it at once, so a `notify`
/// made from inside an observer call is delivered immediately (nested), not queued.
///
/// Not `Sendable`, like ``ObservableEvent``.
public final class ObserverList<Observer> {
    /// The list's name, used by diagnostics (``EventDiagnostics``).
    public let name: String

    // `@exclusivity(unchecked)` for the reason given in `ObserverRegistry`: `notify` is inlined into
    // the calling module, and no access to this state is held while an observer runs.
    @exclusivity(unchecked) @usableFromInline var slots: ContiguousArray<ObserverSlot<Observer>> = []
    /// How many `notify` calls are running (nested calls are allowed); removals leave tombstones meanwhile.
    @exclusivity(unchecked) @usableFromInline var notifyDepth = 0
    @exclusivity(unchecked) @usableFromInline var hasTombstones = false

    /// Creates an empty list; `name` only serves diagnostics.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The number of live observers (freed ones are not counted).
    public var observerCount: Int {
        var count = 0
        for slot in slots where slot.isLive {
            count += 1
        }
        return count
    }

    /// Adds `observer`, held weakly, at the end of the list; does nothing if it is already in it.
    ///
    /// `observer` must be a class instance (the list's `Observer` a class-bound protocol); anything
    /// else cannot be held weakly and would never be called.
    @inlinable
    public func add(_ observer: Observer) {
        let object = observer as AnyObject
        if slots.contains(where: { $0.isLive && $0.object === object }) { return }
        slots.append(ObserverSlot(observer, object: object))
    }

    /// Removes `observer`; does nothing if it is not in the list.
    @inlinable
    public func remove(_ observer: Observer) {
        let object = observer as AnyObject
        guard let index = slots.firstIndex(where: { $0.isLive && $0.object === object }) else { return }
        if notifyDepth > 0 {
            slots[index].isRemoved = true
            hasTombstones = true
        } else {
            slots.remove(at: index)
        }
    }

    /// Calls `body` with each observer, in the order they were added.
    /// - Complexity: O(*n*) for *n* observers.
    @inlinable
    public func notify(_ body: (Observer) -> Void) {
        let count = slots.count
        if count == 0 {
            if EventDiagnostics.isReporting {
                EventDiagnostics.reportUnobserved(name: name, type: Self.self)
            }
            return
        }
        notifyDepth &+= 1
        var index = 0
        while index < count {
            let slot = slots[index]
            if !slot.isRemoved, let object = slot.object {
                if ObserverSlot<Observer>.storesBits {
                    withUnsafePointer(to: slot.bits) { bits in
                        body(UnsafeRawPointer(bits).assumingMemoryBound(to: Observer.self).pointee)
                    }
                } else if let observer = object as? Observer {
                    body(observer)
                }
                // `object`, a strong reference, kept the observer alive while `body` ran. (What
                // `withExtendedLifetime` does, without its generic call, which is not inlined.)
                _fixLifetime(object)
            } else {
                hasTombstones = true
            }
            index &+= 1
        }
        notifyDepth &-= 1
        if hasTombstones && notifyDepth == 0 {
            sweep()
        }
    }

    /// Drops removed and freed observers once no `notify` is running.
    @usableFromInline
    func sweep() {
        hasTombstones = false
        slots.removeAll { !$0.isLive }
    }
}
