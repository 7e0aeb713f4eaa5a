/// A type-erased ``EventCancellable``, hashable by the identity of the observation it holds.
///
/// Holding it keeps the observation alive; dropping it drops the observation (so an ``ObserverToken``
/// inside is cancelled, unless it is a one-shot's). Two boxes of the same token are equal.
public final class AnyEventCancellable: EventCancellable, Hashable {
    /// The observation held: what the box compares and hashes by. Not public: whoever needs the token
    /// itself keeps it, the box only keeps it alive.
    let base: any EventCancellable

    /// Wraps `cancellable`; a box given a box holds the inner observation, not the box.
    ///
    /// - Parameter cancellable: The observation to hold.
    public init(_ cancellable: any EventCancellable) {
        if let box = cancellable as? AnyEventCancellable {
            base = box.base
        } else {
            base = cancellable
        }
    }

    /// Cancels the observation held.
    public func cancel() {
        base.cancel()
    }

    /// Whether both hold the same observation.
    public static func == (lhs: AnyEventCancellable, rhs: AnyEventCancellable) -> Bool {
        lhs.base === rhs.base
    }

    /// Hashes the identity of the observation held.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(base))
    }
}
