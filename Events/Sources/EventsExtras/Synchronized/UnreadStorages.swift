/// Observer storages a `SynchronizedRegistry` took out of use, no delivery reading them, to release
/// once its lock is let go of (releasing a storage releases handlers): usually the one a change
/// replaced, so it takes no array. Not generic, so the registry's unspecialised code looks up no
/// metadata for it.
@usableFromInline
struct UnreadStorages: Sendable {
    var first: UInt = 0
    var more: [UInt] = []

    @usableFromInline
    init() {}

    /// Adds the storage at `bits` (0: none).
    mutating func append(_ bits: UInt) {
        guard bits != 0 else { return }
        if first == 0 { first = bits } else { more.append(bits) }
    }

    /// Releases every storage added.
    func release() {
        Self.release(first)
        for bits in more { Self.release(bits) }
    }

    /// Releases the storage at `bits` (0: none): the reference its publishing retained.
    @usableFromInline
    static func release(_ bits: UInt) {
        guard let address = UnsafeRawPointer(bitPattern: bits) else { return }
        Unmanaged<AnyObject>.fromOpaque(address).release()
    }
}
