/// One observer of an ``ObserverList``: held weakly, with a flag set when it is removed mid-notify.
///
/// Casting the weakly held `AnyObject` back to `Observer` (an existential such as `any GameObserver`)
/// would cost a dynamic cast per call, about ten times the call itself. So the slot also keeps the
/// observer's own bits (object pointer and witness tables), unretained: they are read only while the
/// weak reference, loaded strongly, keeps the object alive.
///
/// A struct stored inline in the list's own buffer (not an `Array` element, which its getter would
/// copy, weak reference included, and not a class, which would be retained per call): the weak
/// reference is loaded in place, through the buffer's pointer.
@usableFromInline
struct ObserverSlot<Observer> {
    @usableFromInline weak var object: AnyObject?
    @usableFromInline var isRemoved = false
    /// The observer's bits, not retained; valid only while `object` is alive. Unused (zero) when the
    /// observer's representation is too large to fit, in which case a cast is used instead.
    @usableFromInline let bits: (UInt, UInt, UInt, UInt)
    /// Whether `bits` hold the observer and start with its object pointer (a class, or a class-bound
    /// existential), so that ``adopt(_:at:)`` can rebuild it around the weakly loaded object.
    @usableFromInline let isAdoptable: Bool

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
        self.isAdoptable =
            Self.storesBits && bits.0 == UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    }

    /// The observer, rebuilt at `place` from a slot's `bits`, owning the strong reference `object` holds.
    ///
    /// `object` (the observer's own object, from the weak load) is moved in, not copied: no retain and
    /// release beside the weak load's (a static method: calling one on the slot would copy it, weak
    /// reference included). Reading `bits` as an `Observer` instead would retain it again.
    /// Only for an adoptable slot (``isAdoptable``).
    @inlinable @inline(__always)
    static func adopt(
        _ object: consuming AnyObject, bits: (UInt, UInt, UInt, UInt), at place: UnsafeMutablePointer<Observer>
    ) -> Observer {
        withUnsafeBytes(of: bits) { source in
            UnsafeMutableRawPointer(place).copyMemory(
                from: source.baseAddress.unsafelyUnwrapped, byteCount: MemoryLayout<Observer>.size)
        }
        // The first word is `object`'s pointer already: storing `object` over it hands its reference over.
        UnsafeMutableRawPointer(place).assumingMemoryBound(to: AnyObject.self).initialize(to: object)
        return place.move()
    }

    /// Whether the observer is still registered and alive.
    @inlinable
    var isLive: Bool { !isRemoved && object != nil }

    /// Whether an `Observer` fits in `bits` (a class, or an existential of up to three protocols).
    @inlinable
    static var storesBits: Bool {
        MemoryLayout<Observer>.size <= MemoryLayout<(UInt, UInt, UInt, UInt)>.size
            && MemoryLayout<Observer>.alignment <= MemoryLayout<UInt>.alignment
    }
}
