import Events
import Synchronization
import Testing

/// One-shot observers do not depend on their token being kept.
@Suite("One-shot observers without a kept token")
struct OneShotTests {
    @Test("A one-shot whose token is dropped at once still fires, exactly once")
    func firesWithoutToken() {
        let event = ObservableEvent<Int>("levelLoaded")
        var calls: [Int] = []
        _ = event.addOneShotObserver { calls.append($0) }
        event.addOneShotObserver { calls.append(-$0) }
        #expect(event.observerCount == 2)
        event.notifyObservers(1)
        event.notifyObservers(2)
        #expect(calls == [1, -1])
        #expect(event.observerCount == 0)
    }

    @Test("A one-shot's token still cancels it, before it fires")
    func cancelBeforeFiring() {
        let event = ObservableEvent<Int>()
        var calls = 0
        let token = event.addOneShotObserver { _ in calls += 1 }
        token.cancel()
        event.notifyObservers(1)
        #expect(calls == 0)
        #expect(event.observerCount == 0)
    }

    @Test("The thread-safe one-shot fires without its token, and its token cancels it")
    func synchronizedOneShot() {
        let event = SynchronizedEvent<Int>()
        let calls = Atomic<Int>(0)
        event.addOneShotObserver { _ in calls.add(1, ordering: .relaxed) }
        let cancelled = event.addOneShotObserver { _ in calls.add(100, ordering: .relaxed) }
        cancelled.cancel()
        event.notifyObservers(1)
        event.notifyObservers(2)
        #expect(calls.load(ordering: .relaxed) == 1)
        #expect(event.observerCount == 0)
    }
}
