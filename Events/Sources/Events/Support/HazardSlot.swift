import Synchronization

/// One thread's hazard pointer: the address of the observer storage a `SynchronizedEvent` delivery on
/// that thread is reading, or 0 (docs/decisions/0411).
///
/// A delivery reads a storage without a lock and without retaining it: it writes the storage's address
/// here (one sequentially consistent store), checks that the event still publishes that storage, and
/// clears the slot when its loop ends. A writer that replaces a storage frees it only once no slot names
/// it. Each thread has one slot, kept by its `DeliveryQueue`, since at most one delivery runs per thread
/// at a time (rule 4). Slots are never freed: a thread's exit gives its slot back, for the next thread
/// to take, and writers walk the list of every slot ever made (as many as threads ever ran at once).
@usableFromInline
package struct HazardSlot: ~Copyable {
    /// The storage the thread's delivery reads, as its address's bits; 0 when none.
    @usableFromInline package let protected = Atomic<UInt>(0)
    /// Whether a live thread owns the slot.
    let isOwned = Atomic<Bool>(true)
    /// The slot made before this one, as its address's bits (0: none); set before the slot is listed.
    var next: UInt = 0

    init() {}

    /// A free slot for the calling thread: one a finished thread gave back, else a new one.
    @usableFromInline
    package static func acquire() -> UnsafeMutablePointer<HazardSlot> {
        var bits = hazardSlots.load(ordering: .acquiring)
        while let slot = UnsafeMutablePointer<HazardSlot>(bitPattern: bits) {
            if slot.pointee.isOwned.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
                .exchanged
            {
                return slot
            }
            bits = slot.pointee.next
        }
        let slot = UnsafeMutablePointer<HazardSlot>.allocate(capacity: 1)
        slot.initialize(to: HazardSlot())
        var head = hazardSlots.load(ordering: .relaxed)
        while true {
            slot.pointee.next = head
            let (exchanged, original) = hazardSlots.compareExchange(
                expected: head, desired: UInt(bitPattern: slot), ordering: .acquiringAndReleasing)
            if exchanged { return slot }
            head = original
        }
    }

    /// Gives a finished thread's slot back (it protects nothing by then).
    package static func giveBack(_ slot: UnsafeMutablePointer<HazardSlot>) {
        slot.pointee.protected.store(0, ordering: .releasing)
        slot.pointee.isOwned.store(false, ordering: .releasing)
    }

    /// Whether any thread's delivery reads the storage at `bits`. A writer calls it after it stopped
    /// publishing that storage (both sequentially consistent): a delivery that protects it later finds
    /// it unpublished and does not read it.
    @usableFromInline
    package static func isProtected(_ bits: UInt) -> Bool {
        var slotBits = hazardSlots.load(ordering: .acquiring)
        while let slot = UnsafeMutablePointer<HazardSlot>(bitPattern: slotBits) {
            if slot.pointee.protected.load(ordering: .sequentiallyConsistent) == bits { return true }
            slotBits = slot.pointee.next
        }
        return false
    }
}

/// Every hazard slot ever made, newest first, as the address's bits of the first (0: none).
private let hazardSlots = Atomic<UInt>(0)
