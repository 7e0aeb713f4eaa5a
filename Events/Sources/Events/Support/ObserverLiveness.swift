import Synchronization

/// Tells whether an observer that can end on its own (a freed owner, a finished sequence) is still live.
@usableFromInline
package protocol ObserverLiveness: AnyObject {
    var isAlive: Bool { get }
}

/// Holds an observer's owner weakly; the observer is live while the owner is.
@usableFromInline
package final class OwnerLiveness<Owner: AnyObject>: ObserverLiveness {
    @usableFromInline weak var owner: Owner?

    @inlinable
    package init(_ owner: Owner) {
        self.owner = owner
    }

    @usableFromInline
    package var isAlive: Bool { owner != nil }
}

/// Feeds one subscriber's async sequence; live until the sequence ends (its task cancelled, or
/// its iterator dropped). Finishes the sequence when freed, i.e. when the event is freed.
package final class StreamLiveness<Element: Sendable>: ObserverLiveness, Sendable {
    package let continuation: AsyncStream<Element>.Continuation
    private let hasEnded = Atomic<Bool>(false)

    package init(_ continuation: AsyncStream<Element>.Continuation) {
        self.continuation = continuation
    }

    /// A new stream and the probe that feeds it, marked ended when the stream terminates.
    package static func makeStream(
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy
    ) -> (AsyncStream<Element>, StreamLiveness<Element>) {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: bufferingPolicy)
        let probe = StreamLiveness(continuation)
        continuation.onTermination = { [weak probe] _ in probe?.markEnded() }
        return (stream, probe)
    }

    package var isAlive: Bool { !hasEnded.load(ordering: .acquiring) }

    package func markEnded() {
        hasEnded.store(true, ordering: .releasing)
    }

    /// Passes `element` on; returns false once the sequence has ended.
    package func yield(_ element: Element) -> Bool {
        if case .terminated = continuation.yield(element) {
            markEnded()
            return false
        }
        return true
    }

    deinit {
        continuation.finish()
    }
}
