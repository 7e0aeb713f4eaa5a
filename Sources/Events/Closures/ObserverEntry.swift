/// One registered closure observer: its identifier and handler, whether it was removed mid-delivery
/// (a tombstone, whose handler has been replaced by a no-op to release it), and whether it may decline
/// a payload (an owner-bound observer whose owner is gone, a notification from another sender).
@usableFromInline
struct ObserverEntry<Payload> {
    @usableFromInline let id: UInt64
    @usableFromInline let handler: (Payload) -> Void
    @usableFromInline let isRemoved: Bool
    /// Whether calling the handler may deliver nothing; such a handler counts the payloads it does
    /// deliver in `ObserverRegistry.conditionalHits`, for the no-observers diagnostic.
    @usableFromInline let isConditional: Bool

    @inlinable
    init(id: UInt64, handler: @escaping (Payload) -> Void, isConditional: Bool, isRemoved: Bool = false) {
        self.id = id
        self.handler = handler
        self.isConditional = isConditional
        self.isRemoved = isRemoved
    }

    /// Marks the entry removed and hands back its handler, for the caller to release.
    @inlinable
    mutating func tombstone() -> (Payload) -> Void {
        let released = handler
        self = ObserverEntry(id: id, handler: { _ in }, isConditional: isConditional, isRemoved: true)
        return released
    }
}
