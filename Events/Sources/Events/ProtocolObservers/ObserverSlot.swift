/// One observer of an ``ObserverList``: held strongly (added with a token) or weakly (`whileAlive:`),
/// with its identifier and a flag set when it is removed mid-notify.
///
/// An observer added with a token is held in `strong`, and a notify passes it to the body straight
/// from the list's buffer: no retain, no release, no cast (the list keeps a removed slot until no
/// notify runs, so the observer outlives the call).
///
/// One held weakly is in `object`. Casting the weakly held `AnyObject` back to `Observer` (an
/// existential such as `any GameObserver`) would cost a dynamic cast per call, about ten times the call
/// itself. So the slot also keeps the observer's own bits (object pointer and witness tables),
/// unretained: they are read only while the weak reference, loaded strongly, keeps the object alive.
///
/// A struct stored inline in the list's own buffer (not an `Array` element, which its getter would
/// copy, weak reference included, and not a class, which would be retained per call): the slot is read
/// in place, through the buffer's pointer.
@usableFromInline
package struct ObserverSlot<Observer> {
    /// The observer's identifier, growing with the order of addition (a token removes by it).
    @usableFromInline package let id: UInt64
    @usableFromInline package var isRemoved = false
    /// The observer, held strongly; nil for one held weakly.
    @usableFromInline package var strong: Observer?
    /// The observer, held weakly; nil for one held strongly (a weak reference to it would give its
    /// object a side table, and so slow down every retain and release of it).
    @usableFromInline package weak var object: AnyObject?
    /// The observer's object, compared by ``ObserverList/remove(_:)``.
    @usableFromInline package let identity: ObjectIdentifier
    /// The observer's bits, not retained; valid only while `object` is alive. Unused (zero) when the
    /// observer is held strongly, or its representation is too large to fit, in which case a cast is
    /// used instead.
    @usableFromInline package let bits: (UInt, UInt, UInt, UInt)
    /// Whether `bits` hold the observer and start with its object pointer (a class, or a class-bound
    /// existential), so that ``adopt(_:bits:at:)`` can rebuild it around the weakly loaded object.
    @usableFromInline package let isAdoptable: Bool

    /// A slot holding `observer` strongly.
    @inlinable
    package init(id: UInt64, holding observer: Observer, object: AnyObject) {
        self.id = id
        self.strong = observer
        self.identity = ObjectIdentifier(object)
        self.bits = (0, 0, 0, 0)
        self.isAdoptable = false
    }

    /// A slot holding `observer` weakly, through `object`.
    @inlinable
    package init(id: UInt64, weakly observer: Observer, object: AnyObject) {
        self.id = id
        self.identity = ObjectIdentifier(object)
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
    package static func adopt(
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

    /// Whether an `Observer` fits in `bits` (a class, or an existential of up to three protocols).
    @inlinable
    package static var storesBits: Bool {
        MemoryLayout<Observer>.size <= MemoryLayout<(UInt, UInt, UInt, UInt)>.size
            && MemoryLayout<Observer>.alignment <= MemoryLayout<UInt>.alignment
    }
}
