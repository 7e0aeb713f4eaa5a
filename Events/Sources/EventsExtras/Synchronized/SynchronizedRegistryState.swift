import Events

/// What a `SynchronizedRegistry`'s lock guards.
@usableFromInline
struct SynchronizedRegistryState: Sendable {
    /// The observers, in the order they were added; published anew after each change.
    @usableFromInline var entries: ContiguousArray<SynchronizedEntry> = []
    @usableFromInline var lastID: UInt64 = 0
    @usableFromInline var isClosed = false
    @usableFromInline var unobservedHandler: (@Sendable (UnobservedEvent) -> Void)?
    /// Storages no longer published that a delivery may still read, as their addresses' bits.
    @usableFromInline var retired: [UInt] = []

    @usableFromInline
    init() {}
}
