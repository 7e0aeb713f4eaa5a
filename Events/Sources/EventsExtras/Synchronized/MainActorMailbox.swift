import Events

/// Carries one main-actor observer's payloads from the threads that fire to the main actor, in the
/// order they were fired.
///
/// One task at a time drains it on the main actor; a payload fired while it runs is picked up by the
/// same task. An observer cancelled before its turn comes is not called.
final class MainActorMailbox<Payload: Sendable>: Sendable {
    private let state = EventsMutex<(pending: [Payload], isScheduled: Bool)>(([], false))
    private let handler: @MainActor @Sendable (Payload) -> Void
    private let flag: ObserverFlag

    init(flag: ObserverFlag, handler: @escaping @MainActor @Sendable (Payload) -> Void) {
        self.flag = flag
        self.handler = handler
    }

    /// Queues `payload` for the main actor, scheduling a drain if none is pending.
    func post(_ payload: Payload) {
        let schedules = state.withEventsLock { state in
            state.pending.append(payload)
            defer { state.isScheduled = true }
            return !state.isScheduled
        }
        if schedules {
            Task { @MainActor in self.drain() }
        }
    }

    /// Calls the handler with every queued payload, oldest first, while the observer is registered.
    @MainActor
    private func drain() {
        while true {
            let batch = state.withEventsLock { state in
                let batch = state.pending
                state.pending = []
                if batch.isEmpty { state.isScheduled = false }
                return batch
            }
            if batch.isEmpty { return }
            for payload in batch where flag.isActive {
                handler(payload)
            }
        }
    }
}
