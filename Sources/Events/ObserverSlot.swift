/// One observer of an ``ObserverList``: held weakly, with a flag set when it is removed mid-notify.
///
/// Casting the weakly held `AnyObject` back to `Observer` (an existential such as `any GameObserver`)
/// would cost a dynamic cast per call, about ten times the call itself. So the slot also keeps the
/// observer's own bits (object pointer and witness tables), unretained: they are read only while the
/// weak reference, loaded strongly, keeps the object alive.
@usableFromInline
final class ObserverSlot<Observer> {
    // A class, not a struct: a weak reference in a struct element is copied (two runtime calls)
    // before it can be loaded; a class's weak property is loaded in place.
    @exclusivity(unchecked) @usableFromInline weak var object: AnyObject?
    @exclusivity(unchecked) @usableFromInline var isRemoved = false
    /// The observer's bits, not retained; valid only while `object` is alive. Unused (zero) when the
    /// observer's representation is too large to fit, in which case a cast is used instead.
    @usableFromInline let bits: (UInt, UInt, UInt, UInt)

    @inlinable
    init(_ observer: Observer, object: AnyObject) {
        self.object = object
        var bits: (UInt, UInt, UInt, UInt) = (0, 0, 0, 0)
        if Self.storesBits {
            withUnsafeMutableBytes(of: &bits) { destination in
                withUnsafeBytes(of: observer) { source in
                    destination.copyMemory(from: source)
                }
            }
        }
        self.bits = bits
    }

    /// Whether the observer is still registered and alive.
    @usableFromInline
    var isLive: Bool { !isRemoved && object != nil }

    /// Whether an `Observer` fits in `bits` (a class, or an existential of up to three protocols).
    @inlinable
    static var storesBits: Bool {
        MemoryLayout<Observer>.size <= MemoryLayout<(UInt, UInt, UInt, UInt)>.size
            && MemoryLayout<Observer>.alignment <= MemoryLayout<UInt>.alignment
    }
}
