import Events
import EventsExtras
import Synchronization
import Testing

/// A one-shot observer's token is the observation, as every token is (rules 5 and 6).
@Suite("One-shot observers and their tokens")
struct OneShotTests {
    @Test("A one-shot whose token is kept fires exactly once; one whose token is dropped never does")
    func keptAndDropped() {
        let event = ObservableEvent<Int>("levelLoaded")
        var calls: [Int] = []
        var bag = Set<ObserverToken>()
        event.addOneShotObserver { calls.append($0) }.store(in: &bag)
        _ = event.addOneShotObserver { calls.append(-$0) }
        #expect(event.observerCount == 1)
        event.notifyObservers(1)
        event.notifyObservers(2)
        #expect(calls == [1])
        #expect(event.observerCount == 0)
        bag.removeAll()
        event.notifyObservers(3)
        #expect(calls == [1])
    }

    @Test("A one-shot's token cancels it before it fires, and dropping it after it fired is harmless")
    func cancelBeforeFiring() {
        let event = ObservableEvent<Int>()
        var calls = 0
        let token = event.addOneShotObserver { _ in calls += 1 }
        token.cancel()
        event.notifyObservers(1)
        #expect(calls == 0)
        #expect(event.observerCount == 0)
        var fired: ObserverToken? = event.addOneShotObserver { _ in calls += 10 }
        event.notifyObservers(2)
        fired = nil
        event.notifyObservers(3)
        #expect(calls == 10)
        #expect(fired == nil)
    }

    @Test("The thread-safe one-shot: kept, it fires once; dropped or cancelled, never")
    func synchronizedOneShot() {
        let event = SynchronizedEvent<Int>()
        let calls = Atomic<Int>(0)
        let kept = event.addOneShotObserver { _ in calls.add(1, ordering: .relaxed) }
        _ = event.addOneShotObserver { _ in calls.add(10, ordering: .relaxed) }
        let cancelled = event.addOneShotObserver { _ in calls.add(100, ordering: .relaxed) }
        cancelled.cancel()
        event.notifyObservers(1)
        event.notifyObservers(2)
        #expect(calls.load(ordering: .relaxed) == 1)
        #expect(event.observerCount == 0)
        withExtendedLifetime(kept) {}
    }
}
