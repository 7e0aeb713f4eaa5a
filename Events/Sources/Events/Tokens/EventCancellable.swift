/// An observation that can be cancelled: ``ObserverToken`` and ``SynchronizedObserverToken``.
///
/// Lets one bag hold the tokens of both kinds of event:
///
/// ```swift
/// var observations = Set<AnyEventCancellable>()
/// scoreChanged.addObserver { print($0) }.store(in: &observations)       // an ObserverToken
/// progress.addObserver { print($0) }.store(in: &observations)           // a SynchronizedObserverToken
/// ```
///
/// Like Combine's `Cancellable`; the type-erased, hashable box is ``AnyEventCancellable``.
public protocol EventCancellable: AnyObject {
    /// Ends the observation; calling it again does nothing.
    func cancel()
}

extension EventCancellable {
    /// Keeps the observation alive in `bag`, type-erased, for as long as the bag holds it.
    ///
    /// - Parameter bag: The set to add the observation to.
    public func store(in bag: inout Set<AnyEventCancellable>) {
        bag.insert(AnyEventCancellable(self))
    }

    /// Keeps the observation alive in `bag`, for as long as the bag holds it.
    ///
    /// - Parameter bag: The array to append the observation to.
    public func store(in bag: inout [any EventCancellable]) {
        bag.append(self)
    }
}
