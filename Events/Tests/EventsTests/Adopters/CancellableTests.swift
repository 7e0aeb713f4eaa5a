import Events
import EventsExtras
import Testing

/// One token type and one bag: every publisher hands out an `ObserverToken`, and a
/// `Set<ObserverToken>` keeps any of them.
@Suite("One token, one bag")
struct CancellableTests {
    final class Sender {}

    @Test("A Set<ObserverToken> holds every publisher's tokens; emptying it ends every observation")
    func oneBag() {
        let local = ObservableEvent<Int>()
        let shared = SynchronizedEvent<Int>()
        let immediate = ImmediateEvent<Int>()
        let center = EventCenter()
        let note = TypedNotification<Int, Sender>("note")
        let sender = Sender()
        var bag = Set<ObserverToken>()
        local.addObserver { _ in }.store(in: &bag)
        local.addOneShotObserver { _ in }.store(in: &bag)
        shared.addObserver { _ in }.store(in: &bag)
        shared.addMainActorObserver { _ in }.store(in: &bag)
        immediate.addObserver { _ in }.store(in: &bag)
        center.addObserver(for: note, from: .anySender) { _, _ in }.store(in: &bag)
        #expect(bag.count == 6)
        #expect(local.observerCount == 2)
        #expect(shared.observerCount == 2)
        #expect(immediate.observerCount == 1)
        #expect(center.observerCount(for: note) == 1)
        bag.removeAll()
        #expect(local.observerCount == 0)
        #expect(shared.observerCount == 0)
        #expect(immediate.observerCount == 0)
        #expect(center.observerCount(for: note) == 0)
        center.post(note, from: sender, value: 1)
    }

    @Test("A token is equal only to itself; storing it twice keeps one; cancel() through the bag ends it")
    func identity() {
        let event = ObservableEvent<Int>()
        var calls = 0
        let token = event.addObserver { _ in calls += 1 }
        var bag = Set<ObserverToken>()
        token.store(in: &bag)
        token.store(in: &bag)
        #expect(bag.count == 1)
        #expect(token != event.addObserver { _ in })
        bag.first?.cancel()
        event.notifyObservers(1)
        #expect(calls == 0)
        token.cancel()
        #expect(event.observerCount == 0)
    }

    @Test("A token is Sendable: cancelled on another thread, its observer is not called again")
    func sendable() async {
        let event = SynchronizedEvent<Int>()
        let token = event.addObserver { _ in }
        #expect(event.observerCount == 1)
        await Task.detached { token.cancel() }.value
        #expect(event.observerCount == 0)
    }
}
