import Events

/// One observer of a `SynchronizedRegistry`. Its handler is boxed (`SynchronizedRegistry.Handler`) and
/// the box named twice: `box` owns it, and `handler` is its address's bits, a trivial value, which a delivery
/// calls through while the storage it reads holds `box`: no retain and release of the handler's context
/// per call. Not generic over the payload (the box's type is the registry's to know), so the
/// registry's unspecialised add and cancel look up no metadata for it.
@usableFromInline
struct SynchronizedEntry: Sendable {
    @usableFromInline let id: UInt64
    @usableFromInline let box: AnyObject & Sendable
    @usableFromInline let handler: UInt
    @usableFromInline let flag: ObserverFlag
    @usableFromInline let probe: (any ObserverLiveness & Sendable)?

    init(id: UInt64, box: AnyObject & Sendable, flag: ObserverFlag, probe: (any ObserverLiveness & Sendable)?) {
        self.id = id
        self.box = box
        handler = UInt(bitPattern: Unmanaged.passUnretained(box as AnyObject).toOpaque())
        self.flag = flag
        self.probe = probe
    }
}
