import Events
import Synchronization

extension SynchronizedRegistry {
    /// Publishes `state.entries` in a new storage (the lock held); returns the replaced storages no
    /// delivery reads any more, for the caller to release once it has let go of the lock.
    func publish(_ state: inout State) -> UnreadStorages {
        var bits: UInt = 0
        if !state.entries.isEmpty {
            let storage = Storage.create(minimumCapacity: state.entries.count) { _ in state.entries.count }
            storage.withUnsafeMutablePointerToElements { elements in
                state.entries.withUnsafeBufferPointer { entries in
                    if let base = entries.baseAddress { elements.initialize(from: base, count: entries.count) }
                }
            }
            bits = UInt(bitPattern: Unmanaged.passRetained(storage).toOpaque())
        }
        // Sequentially consistent, as a delivery's check of it: one that protects the old storage
        // after this finds it unpublished, or `unread` finds the delivery's slot naming it.
        let replaced = published.exchange(bits, ordering: .sequentiallyConsistent)
        if replaced != 0 { state.retired.append(replaced) }
        return unread(&state)
    }

    /// Takes the retired storages that no hazard slot names out of `state.retired` (the lock held).
    func unread(_ state: inout State) -> UnreadStorages {
        var unread = UnreadStorages()
        guard !state.retired.isEmpty else { return unread }
        // Stored before the slots are read, both sequentially consistent: a delivery that clears its
        // slot after this read it sees the count, and releases what it read itself (`endReading`).
        retiredCount.store(state.retired.count, ordering: .sequentiallyConsistent)
        state.retired.removeAll { bits in
            guard !HazardSlot.isProtected(bits) else { return false }
            unread.append(bits)
            return true
        }
        retiredCount.store(state.retired.count, ordering: .releasing)
        return unread
    }

    /// Releases the retired storages no delivery reads any more: called by a delivery that ends while
    /// some wait.
    @usableFromInline
    func releaseUnread() {
        state.withEventsLock(sanitized: sanitized) { unread(&$0) }.release()
    }

    /// The published storage, protected by `slot` for the caller to read (0: no observers, and
    /// nothing protected). Lock-free: it stores the storage's address in the slot, and checks the
    /// registry still publishes it, which a writer cannot free from under a slot naming it.
    @inlinable @inline(__always)
    func beginReading(_ slot: UnsafeMutablePointer<HazardSlot>) -> UInt {
        var bits = published.load(ordering: .acquiring)
        while bits != 0 {
            slot.pointee.protected.store(bits, ordering: .sequentiallyConsistent)
            let again = published.load(ordering: .sequentiallyConsistent)
            if again == bits { return bits }
            bits = again
        }
        return 0
    }

    /// Clears `slot` after a read, and releases what it was the last to read.
    @inlinable @inline(__always)
    func endReading(_ slot: UnsafeMutablePointer<HazardSlot>) {
        slot.pointee.protected.store(0, ordering: .sequentiallyConsistent)
        if retiredCount.load(ordering: .sequentiallyConsistent) != 0 {
            releaseUnread()
        }
    }

    /// The published storage, retained, read under the lock: for a delivery whose thread's slot is
    /// taken (none is, as rule 4 runs one delivery per thread at a time; kept for safety).
    @usableFromInline
    func retainPublished() -> UInt {
        state.withEventsLock(sanitized: sanitized) { _ in
            let bits = published.load(ordering: .acquiring)
            if let address = UnsafeRawPointer(bitPattern: bits) { _ = Unmanaged<Storage>.fromOpaque(address).retain() }
            return bits
        }
    }

    /// Calls the observers of the storage at `bits`, skipping any cancelled meanwhile; returns how many
    /// were called. The storage holds every entry, and so every handler's box, for the whole loop, so no
    /// handler, flag or probe is retained and released per call.
    @inlinable @inline(__always)
    func call(_ bits: UInt, _ payload: Payload) -> Int {
        let address = UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped
        return Unmanaged<Storage>.fromOpaque(address)._withUnsafeGuaranteedRef { storage in
            storage.withUnsafeMutablePointers { count, entries in
                var calls = 0
                var index = 0
                while index < count.pointee {
                    if entries[index].flag.isActive {
                        let handler = UnsafeRawPointer(bitPattern: entries[index].handler).unsafelyUnwrapped
                        Unmanaged<Handler>.fromOpaque(handler)._withUnsafeGuaranteedRef { $0.call(payload) }
                        calls &+= 1
                    }
                    index &+= 1
                }
                return calls
            }
        }
    }
}
