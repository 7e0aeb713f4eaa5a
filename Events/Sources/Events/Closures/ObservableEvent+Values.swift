extension ObservableEvent where Payload: Sendable {
    /// A new subscriber's asynchronous sequence of this event's payloads, from now on.
    ///
    /// The subscription is made by this call, so nothing fired between the call and the first `next()`
    /// is missed: call it before starting the task that iterates. Each call makes an independent
    /// subscriber. The sequence ends when the iterating task is cancelled, or when the event is freed.
    ///
    /// ```swift
    /// let scores = scoreChanged.values()          // subscribed here
    /// let task = Task { for await score in scores { print(score) } }
    /// ```
    ///
    /// - Parameter bufferingPolicy: What to keep while the iterating task is behind:
    ///   `.unbounded` (the default, lossless), or the oldest or newest *n* payloads, as `AsyncStream`.
    /// - Returns: The payloads fired from now on, in order.
    public func values(
        bufferingPolicy: AsyncStream<Payload>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Payload> {
        let (stream, probe) = StreamLiveness<Payload>.makeStream(bufferingPolicy: bufferingPolicy)
        let id = registry.lastID &+ 1
        _ = registry.append(
            { [unowned(unsafe) registry] payload in
                if !probe.yield(payload) {
                    DeliveryQueue.countDecline()
                    registry.removeObserver(id: id)
                }
            }, probe: probe)
        return stream
    }
}
