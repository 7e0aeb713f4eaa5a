/// One registered closure observer: its identifier and handler (`nil` once removed mid-delivery).
@usableFromInline
struct ObserverEntry<Payload> {
    @usableFromInline let id: UInt64
    @usableFromInline var handler: ((Payload) -> Void)?

    @inlinable
    init(id: UInt64, handler: @escaping (Payload) -> Void) {
        self.id = id
        self.handler = handler
    }
}
