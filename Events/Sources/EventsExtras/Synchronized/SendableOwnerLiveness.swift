import Events

/// Holds a thread-safe observer's owner weakly; the observer is live while the owner is.
final class SendableOwnerLiveness<Owner: AnyObject & Sendable>: ObserverLiveness, Sendable {
    weak let owner: Owner?

    init(_ owner: Owner) {
        self.owner = owner
    }

    var isAlive: Bool { owner != nil }
}
