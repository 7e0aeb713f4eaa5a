import Synchronization

/// Tells whether an observer that can end on its own (a freed owner, a finished sequence) is still live.
@usableFromInline
protocol ObserverLiveness: AnyObject {
    var isAlive: Bool { get }
}

/// Holds an observer's owner weakly; the observer is live while the owner is.
@usableFromInline
final class OwnerLiveness<Owner: AnyObject>: ObserverLiveness {
    @usableFromInline weak var owner: Owner?

    @inlinable
    init(_ owner: Owner) {
        self.owner = owner
    }

    @usableFromInline
    var isAlive: Bool { owner != nil }
}

/// Feeds one subscriber's async sequence; live until the sequence ends (its task cancelled, or
/// its iterator dropped). Finishes the sequence when freed, i.e. when the event is freed.
final class StreamLiveness<Element: Sendable>: ObserverLiveness, Sendable {
    let continuation: AsyncStream<Element>.Continuation
    private let hasEnded = Atomic<Bool>(false)

    init(_ continuation: AsyncStream<Element>.Continuation) {
        self.continuation = continuation
    }

    /// A new stream and the probe that feeds it, marked ended when the stream terminates.
    static func makeStream(
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy
    ) -> (AsyncStream<Element>, StreamLiveness<Element>) {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: bufferingPolicy)
        let probe = StreamLiveness(continuation)
        continuation.onTermination = { [weak probe] _ in probe?.markEnded() }
        return (stream, probe)
    }

    var isAlive: Bool { !hasEnded.load(ordering: .acquiring) }

    func markEnded() {
        hasEnded.store(true, ordering: .releasing)
    }

    /// Passes `element` on; returns false once the sequence has ended.
    func yield(_ element: Element) -> Bool {
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
