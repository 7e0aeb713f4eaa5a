/// One registered closure observer: its identifier and handler, and whether it was removed
/// mid-delivery (a tombstone, whose handler has been replaced by a no-op to release it).
@usableFromInline
struct ObserverEntry<Payload> {
    @usableFromInline let id: UInt64
    @usableFromInline let handler: (Payload) -> Void
    @usableFromInline let isRemoved: Bool

    @inlinable
    init(id: UInt64, handler: @escaping (Payload) -> Void, isRemoved: Bool = false) {
        self.id = id
        self.handler = handler
        self.isRemoved = isRemoved
    }

    /// Marks the entry removed and hands back its handler, for the caller to release.
    @inlinable
    mutating func tombstone() -> (Payload) -> Void {
        let released = handler
        self = ObserverEntry(id: id, handler: { _ in }, isRemoved: true)
        return released
    }
}
