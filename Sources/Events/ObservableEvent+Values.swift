extension ObservableEvent where Payload: Sendable {
    /// A new subscriber's asynchronous sequence of this event's payloads, from now on.
    ///
    /// Lossless (unbounded buffer) and in order. It ends when the iterating task is cancelled, or when
    /// the event is freed. The subscription is made by this call, so nothing fired between the call
    /// and the first `next()` is missed; each call makes an independent subscriber.
    ///
    /// ```swift
    /// for await score in scoreChanged.values() { print(score) }
    /// ```
    public func values() -> AsyncStream<Payload> {
        let (stream, continuation) = AsyncStream.makeStream(of: Payload.self, bufferingPolicy: .unbounded)
        let probe = StreamLiveness(continuation)
        continuation.onTermination = { [weak probe] _ in probe?.markEnded() }
        let id = registry.lastID &+ 1
        _ = registry.append { [unowned(unsafe) registry] payload in
            if !probe.yield(payload) {
                registry.removeObserver(id: id)
            }
        }
        registry.probes[id] = probe
        return stream
    }
}
