/// A `SynchronizedRegistry`'s observers as one change left them, in the order they were added, never
/// changed once published: what a delivery reads (docs/decisions/0411), the entries inline after a
/// header of their count.
@usableFromInline
final class SynchronizedStorage: ManagedBuffer<Int, SynchronizedEntry> {
    deinit {
        _ = withUnsafeMutablePointers { count, entries in entries.deinitialize(count: count.pointee) }
    }
}
