/// One registered closure observer: its identifier, its handler (boxed, retained by hand), and whether
/// it was removed mid-delivery (a tombstone, whose box has been handed to `ObserverRegistry.graveyard`).
///
/// The entry is trivial (no reference counted field), so a delivery reads it from `entries` with no
/// retain, and calls the handler through the box's `let` without retaining it either: a plain loop over
/// closures pays a retain and a release of each closure's context, which this spares.
@usableFromInline
package struct ObserverEntry<Payload> {
    @usableFromInline package let id: UInt64
    /// The handler's box, retained once by the registry; nil in a tombstone.
    @usableFromInline package var box: Unmanaged<HandlerBox<Payload>>?

    @inlinable
    package init(id: UInt64, handler: @escaping (Payload) -> Void) {
        self.id = id
        self.box = .passRetained(HandlerBox(handler))
    }

    @inlinable
    package var isRemoved: Bool { box == nil }

    /// Marks the entry removed and hands back its box's reference, for the caller to release.
    @inlinable
    package mutating func tombstone() -> HandlerBox<Payload>? {
        let released = box?.takeRetainedValue()
        box = nil
        return released
    }
}

/// A handler, in a class so that a delivery can call it through a `let` of an unretained reference.
@usableFromInline
package final class HandlerBox<Payload> {
    @usableFromInline package let call: (Payload) -> Void

    @inlinable
    package init(_ call: @escaping (Payload) -> Void) {
        self.call = call
    }
}
