import Events
import Testing

/// One test per delivery rule of docs/EVENTS.md, on `ObservableEvent` unless the rule says otherwise.
@Suite("Delivery rules")
struct DeliveryRulesTests {
    @Test("1. Observers are called in the order they were added, also after removals")
    func orderOfAddition() {
        let event = ObservableEvent<Int>()
        var calls: [String] = []
        let first = event.addObserver { _ in calls.append("first") }
        let second = event.addObserver { _ in calls.append("second") }
        let third = event.addObserver { _ in calls.append("third") }
        event.notifyObservers(1)
        #expect(calls == ["first", "second", "third"])

        first.cancel()
        let fourth = event.addObserver { _ in calls.append("fourth") }
        second.cancel()
        let fifth = event.addObserver { _ in calls.append("fifth") }
        calls = []
        event.notifyObservers(2)
        #expect(calls == ["third", "fourth", "fifth"])
        withExtendedLifetime((third, fourth, fifth)) {}
    }

    @Test("2. An observer added during a delivery is called from the next event on")
    func addedDuringDelivery() {
        let event = ObservableEvent<Int>()
        var calls: [String] = []
        var late: ObserverToken?
        let adder = event.addObserver { value in
            calls.append("adder \(value)")
            if late == nil {
                late = event.addObserver { value in calls.append("late \(value)") }
            }
        }
        event.notifyObservers(1)
        #expect(calls == ["adder 1"])
        event.notifyObservers(2)
        #expect(calls == ["adder 1", "adder 2", "late 2"])
        withExtendedLifetime((adder, late)) {}
    }

    @Test("3. An observer removed during a delivery, by itself or another, is not called again")
    func removedDuringDelivery() {
        let event = ObservableEvent<Int>()
        var calls: [String] = []
        var selfRemoving: ObserverToken?
        var victim: ObserverToken?
        selfRemoving = event.addObserver { value in
            calls.append("self \(value)")
            selfRemoving?.cancel()
        }
        let remover = event.addObserver { value in
            calls.append("remover \(value)")
            victim?.cancel()
        }
        victim = event.addObserver { value in calls.append("victim \(value)") }
        #expect(event.observerCount == 3)
        event.notifyObservers(1)
        #expect(calls == ["self 1", "remover 1"])
        event.notifyObservers(2)
        #expect(calls == ["self 1", "remover 1", "remover 2"])
        #expect(event.observerCount == 1)
        withExtendedLifetime(remover) {}
    }

    @Test("4. Run to completion: events fired during a delivery are queued, first in first out")
    func runToCompletion() {
        let moved = ObservableEvent<String>("moved")
        let scored = ObservableEvent<Int>("scored")
        var first: [String] = []
        var second: [String] = []
        var tokens = Set<ObserverToken>()
        moved.addObserver { word in
            first.append("moved \(word)")
            if word == "a" {
                scored.notifyObservers(1)
                moved.notifyObservers("b")
                scored.notifyObservers(2)
            }
        }.store(in: &tokens)
        scored.addObserver { points in first.append("scored \(points)") }.store(in: &tokens)
        moved.addObserver { word in second.append("moved \(word)") }.store(in: &tokens)
        scored.addObserver { points in second.append("scored \(points)") }.store(in: &tokens)

        moved.notifyObservers("a")

        // Every observer sees every event, in the same order, and all is done when the call returns.
        let expected = ["moved a", "scored 1", "moved b", "scored 2"]
        #expect(first == expected)
        #expect(second == expected)
    }

    @Test("4. Run to completion: a delivery that fires its own event many times neither recurses nor loses one")
    func runToCompletionDeepChain() {
        let event = ObservableEvent<Int>()
        var seen: [Int] = []
        var depth = 0
        var maximumDepth = 0
        let token = event.addObserver { value in
            depth += 1
            maximumDepth = max(maximumDepth, depth)
            seen.append(value)
            if value < 10_000 { event.notifyObservers(value + 1) }
            depth -= 1
        }
        event.notifyObservers(1)
        #expect(seen == Array(1...10_000))
        #expect(maximumDepth == 1)
        withExtendedLifetime(token) {}
    }

    @Test("5. A one-shot observer is called exactly once, even if it re-fires the event")
    func oneShot() {
        let event = ObservableEvent<Int>()
        var oneShotCalls: [Int] = []
        var allCalls: [Int] = []
        let all = event.addObserver { value in allCalls.append(value) }
        let once = event.addOneShotObserver { value in
            oneShotCalls.append(value)
            event.notifyObservers(value + 1)
        }
        #expect(event.observerCount == 2)
        event.notifyObservers(1)
        event.notifyObservers(10)
        #expect(oneShotCalls == [1])
        #expect(allCalls == [1, 2, 10])
        #expect(event.observerCount == 1)

        let cancelled = event.addOneShotObserver { value in oneShotCalls.append(value) }
        cancelled.cancel()
        event.notifyObservers(20)
        _ = event.addOneShotObserver { value in oneShotCalls.append(value) }
        event.notifyObservers(30)
        #expect(oneShotCalls == [1])
        #expect(event.observerCount == 1)
        withExtendedLifetime((all, once)) {}
    }

    @Test("6. Dropping the token or cancelling removes the observer; cancelling twice or late is harmless")
    func tokenLifetime() {
        var calls = 0
        let event = ObservableEvent<Void>()
        var dropped: ObserverToken? = event.addObserver { calls += 1 }
        event.notifyObservers()
        #expect(calls == 1)
        dropped = nil
        event.notifyObservers()
        #expect(calls == 1)
        #expect(event.observerCount == 0)

        let token = event.addObserver { calls += 1 }
        token.cancel()
        token.cancel()
        event.notifyObservers()
        #expect(calls == 1)

        var bag = Set<ObserverToken>()
        event.addObserver { calls += 1 }.store(in: &bag)
        event.notifyObservers()
        #expect(calls == 2)
        bag.removeAll()
        event.notifyObservers()
        #expect(calls == 2)

        var shortLived: ObservableEvent<Void>? = ObservableEvent<Void>()
        let orphan = shortLived?.addObserver { calls += 1 }
        shortLived = nil
        orphan?.cancel()
        orphan?.cancel()
        #expect(dropped == nil)
    }

    @Test("7. A freed owner is never called again, and its handler is released")
    func freedOwner() throws {
        final class Owner {
            var calls: [Int] = []
        }
        final class Captured {}

        let event = ObservableEvent<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        weak var weakCaptured: Captured?
        var ownerCalls = 0
        let token: ObserverToken
        do {
            let captured = Captured()
            weakCaptured = captured
            token = event.addObserver(try #require(owner)) { owner, value in
                withExtendedLifetime(captured) { owner.calls.append(value) }
                ownerCalls += 1
            }
        }
        event.notifyObservers(1)
        #expect(owner?.calls == [1])
        #expect(weakCaptured != nil)

        owner = nil
        #expect(weakOwner == nil)
        event.notifyObservers(2)
        #expect(ownerCalls == 1)
        #expect(weakCaptured == nil)
        #expect(event.observerCount == 0)
        withExtendedLifetime(token) {}
    }

    @Test("7. A freed owner's observer leaves the count even before the next event")
    func freedOwnerCount() throws {
        final class Owner {}
        let event = ObservableEvent<Int>()
        var owner: Owner? = Owner()
        let token = event.addObserver(try #require(owner)) { _, _ in }
        #expect(event.observerCount == 1)
        owner = nil
        #expect(event.observerCount == 0)
        withExtendedLifetime(token) {}
    }

    @Test("8. Freeing an event releases every handler; tokens and events do not keep each other alive")
    func freeingTheEvent() {
        final class Captured {}
        weak var weakEvent: ObservableEvent<Int>?
        weak var weakCaptured: Captured?
        weak var weakToken: ObserverToken?
        var token: ObserverToken?
        do {
            var event: ObservableEvent<Int>? = ObservableEvent<Int>()
            weakEvent = event
            let captured = Captured()
            weakCaptured = captured
            token = event?.addObserver { _ in withExtendedLifetime(captured) {} }
            weakToken = token
            event = nil
        }
        #expect(weakEvent == nil)
        #expect(weakCaptured == nil)
        #expect(weakToken != nil)

        // The other way round: the event keeps no token alive.
        let event = ObservableEvent<Int>()
        do {
            let inner = event.addObserver { _ in }
            weakToken = inner
        }
        #expect(weakToken == nil)
        #expect(event.observerCount == 0)
        token = nil
    }

    @Test("9. observerCount is right before, during and after a delivery")
    func observerCountDuringDelivery() {
        let event = ObservableEvent<Int>()
        var countsSeen: [Int] = []
        var tokens = Set<ObserverToken>()
        var victim: ObserverToken?
        event.addObserver { _ in
            countsSeen.append(event.observerCount)
            event.addObserver { _ in }.store(in: &tokens)
            countsSeen.append(event.observerCount)
            victim?.cancel()
            countsSeen.append(event.observerCount)
        }.store(in: &tokens)
        victim = event.addObserver { _ in }
        #expect(event.observerCount == 2)
        event.notifyObservers(1)
        #expect(countsSeen == [2, 3, 2])
        #expect(event.observerCount == 2)
    }

    @Test("10. An observer of one sender is not called for another sender")
    func oneSenderOnly() {
        final class Board {}
        let moved = TypedNotification<Int, Board>("moved")
        let center = EventCenter()
        let left = Board()
        let right = Board()
        var fromLeft: [Int] = []
        var fromAny: [Int] = []
        let leftToken = center.addObserver(for: moved, from: left) { value, sender in
            #expect(sender === left)
            fromLeft.append(value)
        }
        let anyToken = center.addObserver(for: moved, from: .anySender) { value, _ in fromAny.append(value) }
        center.post(moved, from: left, value: 1)
        center.post(moved, from: right, value: 2)
        center.post(moved, from: left, value: 3)
        #expect(fromLeft == [1, 3])
        #expect(fromAny == [1, 2, 3])
        withExtendedLifetime((leftToken, anyToken)) {}
    }
}
