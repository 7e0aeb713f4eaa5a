// The token names of Events before 1.0.0, kept so that an adopter's code still builds, with a warning
// that names the replacement (docs/decisions/0411). Every publisher now hands out an `ObserverToken`, and
// `Set<ObserverToken>` is the one bag.

/// The thread-safe event's token before 1.0.0; every publisher's token is an ``ObserverToken`` now.
@available(*, deprecated, renamed: "ObserverToken")
public typealias SynchronizedObserverToken = ObserverToken

/// The protocol both kinds of token conformed to before 1.0.0; there is one kind now.
@available(*, deprecated, renamed: "ObserverToken", message: "every token is an ObserverToken")
public typealias EventCancellable = ObserverToken

/// The type-erased bag element of before 1.0.0: a `Set<AnyEventCancellable>` is a `Set<ObserverToken>` now.
@available(*, deprecated, renamed: "ObserverToken", message: "keep tokens in a Set<ObserverToken>")
public typealias AnyEventCancellable = ObserverToken

extension ObserverToken {
    /// Keeps the token alive in `bag`, for as long as the bag holds it.
    ///
    /// - Parameter bag: The array of tokens to append this one to.
    @available(*, deprecated, message: "keep tokens in a Set<ObserverToken>, the one bag")
    public func store(in bag: inout [ObserverToken]) {
        bag.append(self)
    }
}
