/// One observer of an ``ObserverList``: held weakly, with a flag set when it is removed mid-notify.
@usableFromInline
struct ObserverSlot<Observer> {
    @usableFromInline weak var object: AnyObject?
    @usableFromInline var isRemoved = false

    init(_ observer: Observer, object: AnyObject) {
        self.object = object
    }

    /// Whether the observer is still registered and alive.
    @usableFromInline
    var isLive: Bool { !isRemoved && object != nil }

    /// The observer, or nil if it was removed or freed.
    @inlinable
    var observer: Observer? {
        guard !isRemoved, let object else { return nil }
        return object as? Observer
    }
}
