import Events
import EventsExtras
import Testing

/// Leaks checked with weak references, for each way an observation can end.
@Suite("Lifetimes")
struct LifetimeTests {
    final class Captured: Sendable {}
    final class Sender {}

    @Test("Cancelling releases the handler and what it captured at once")
    func cancelReleasesHandler() {
        let event = ObservableEvent<Int>()
        weak var weakCaptured: Captured?
        let token: ObserverToken
        do {
            let captured = Captured()
            weakCaptured = captured
            token = event.addObserver { _ in withExtendedLifetime(captured) {} }
        }
        #expect(weakCaptured != nil)
        token.cancel()
        #expect(weakCaptured == nil)
    }

    @Test("A handler that cancels its own observation lives until it returns, and is released after the delivery")
    func selfCancellingHandlerOutlivesItsCall() {
        // The delivery calls handlers without retaining them (docs/EVENTS.md, "How fast"): one removed while it
        // runs must not be freed under it.
        final class Witness {
            let freed: () -> Void
            init(freed: @escaping () -> Void) { self.freed = freed }
            deinit { freed() }
        }
        let event = ObservableEvent<Int>()
        var log: [String] = []
        var token: ObserverToken?
        do {
            let witness = Witness { log.append("captured freed") }
            token = event.addObserver { _ in
                token?.cancel()
                token = nil
                log.append("after cancel")
                withExtendedLifetime(witness) {}
            }
        }
        let later = event.addObserver { _ in log.append("next observer") }
        event.notifyObservers(1)
        #expect(log == ["after cancel", "next observer", "captured freed"])
        withExtendedLifetime(later) {}
    }

    @Test("A one-shot observer's handler is released once it has been called")
    func oneShotReleased() {
        let event = ObservableEvent<Int>()
        weak var weakCaptured: Captured?
        let token: ObserverToken
        do {
            let captured = Captured()
            weakCaptured = captured
            token = event.addOneShotObserver { _ in withExtendedLifetime(captured) {} }
        }
        event.notifyObservers(1)
        #expect(weakCaptured == nil)
        withExtendedLifetime(token) {}
    }

    @Test("A self-capturing owner-bound observer does not keep its owner alive")
    func ownerNotRetained() {
        final class View {
            var token: ObserverToken?
            var redraws = 0
            init(_ event: ObservableEvent<Void>) {
                token = event.addObserver(self) { view, _ in view.redraws += 1 }
            }
        }
        let event = ObservableEvent<Void>()
        weak var weakView: View?
        do {
            let view = View(event)
            weakView = view
            event.notifyObservers()
            #expect(view.redraws == 1)
        }
        #expect(weakView == nil)
        #expect(event.observerCount == 0)
    }

    @Test("Removing an observer from inside its own handler's deinit chain does not trap")
    func reentrantRelease() {
        final class Holder {
            var token: ObserverToken?
        }
        let event = ObservableEvent<Int>()
        let other = Holder()
        do {
            // The first handler owns the second observer's token: cancelling the first releases it,
            // which cancels the second from inside the first removal.
            let holder = Holder()
            holder.token = event.addObserver { _ in }
            other.token = event.addObserver { _ in withExtendedLifetime(holder) {} }
        }
        #expect(event.observerCount == 2)
        other.token = nil
        #expect(event.observerCount == 0)
    }

    @Test("The thread-safe variant releases a cancelled handler at once")
    func synchronizedCancelReleases() {
        let event = SynchronizedEvent<Int>()
        weak var weakCaptured: Captured?
        let token: ObserverToken
        do {
            let captured = Captured()
            weakCaptured = captured
            token = event.addObserver { _ in withExtendedLifetime(captured) {} }
        }
        token.cancel()
        #expect(weakCaptured == nil)
    }

    @Test("The notification centre keeps neither a sender nor a cancelled handler alive")
    func centreLifetimes() {
        let notification = TypedNotification<Int, Sender>("n")
        let center = EventCenter()
        weak var weakSender: Sender?
        weak var weakCaptured: Captured?
        let token: ObserverToken
        do {
            let sender = Sender()
            weakSender = sender
            let captured = Captured()
            weakCaptured = captured
            token = center.addObserver(for: notification, from: sender) { _, _ in withExtendedLifetime(captured) {} }
            center.post(notification, from: sender, value: 1)
        }
        #expect(weakSender == nil)
        token.cancel()
        #expect(weakCaptured == nil)
    }
}
