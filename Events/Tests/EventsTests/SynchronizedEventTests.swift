import Dispatch
import Events
import EventsExtras
import Synchronization
import Testing

/// A thread-safe list of what observers saw.
final class Recorder<Element: Sendable>: Sendable {
    private let storage = Locked<[Element]>([])

    func append(_ element: Element) {
        storage.withLock { $0.append(element) }
    }

    var elements: [Element] { storage.withLock { $0 } }
}

@Suite("SynchronizedEvent")
struct SynchronizedEventTests {
    @Test("Rules 1-3: order of addition; added during delivery waits; removed during delivery is skipped")
    func orderAdditionRemoval() {
        let event = SynchronizedEvent<Int>()
        let calls = Recorder<String>()
        let victim = Locked<ObserverToken?>(nil)
        let late = Locked<ObserverToken?>(nil)
        let first = event.addObserver { value in
            calls.append("first \(value)")
            late.withLock { token in
                if token == nil { token = event.addObserver { calls.append("late \($0)") } }
            }
            victim.withLock { $0 }?.cancel()
        }
        let second = event.addObserver { calls.append("second \($0)") }
        victim.withLock { $0 = event.addObserver { calls.append("victim \($0)") } }
        event.notifyObservers(1)
        #expect(calls.elements == ["first 1", "second 1"])
        #expect(event.observerCount == 3)
        event.notifyObservers(2)
        #expect(calls.elements == ["first 1", "second 1", "first 2", "second 2", "late 2"])
        first.cancel()
        let last = event.addObserver { calls.append("last \($0)") }
        event.notifyObservers(3)
        #expect(calls.elements.suffix(3) == ["second 3", "late 3", "last 3"])
        withExtendedLifetime((second, last)) {}
    }

    @Test("Rule 4: events fired during a delivery on the same thread are queued, first in first out")
    func runToCompletion() {
        let moved = SynchronizedEvent<String>()
        let scored = SynchronizedEvent<Int>()
        let first = Recorder<String>()
        let second = Recorder<String>()
        let tokens = [
            moved.addObserver { word in
                first.append("moved \(word)")
                if word == "a" {
                    scored.notifyObservers(1)
                    moved.notifyObservers("b")
                }
            },
            moved.addObserver { second.append("moved \($0)") },
        ]
        let localTokens = [
            scored.addObserver { first.append("scored \($0)") },
            scored.addObserver { second.append("scored \($0)") },
        ]
        moved.notifyObservers("a")
        #expect(first.elements == ["moved a", "scored 1", "moved b"])
        #expect(second.elements == ["moved a", "scored 1", "moved b"])
        withExtendedLifetime((tokens, localTokens)) {}
    }

    @Test("Rule 5: a one-shot observer is called exactly once, even when several threads fire at once")
    func oneShotUnderContention() {
        for _ in 0..<50 {
            let event = SynchronizedEvent<Int>()
            let calls = Atomic<Int>(0)
            let token = event.addOneShotObserver { _ in calls.add(1, ordering: .relaxed) }
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                event.notifyObservers(index)
            }
            #expect(calls.load(ordering: .relaxed) == 1)
            #expect(event.observerCount == 0)
            withExtendedLifetime(token) {}
        }
    }

    @Test("Rules 6 and 8: tokens and events do not keep each other alive; freeing releases handlers")
    func lifetimes() {
        final class Captured: Sendable {}
        let calls = Atomic<Int>(0)
        let event = SynchronizedEvent<Void>()
        var token: ObserverToken? = event.addObserver { calls.add(1, ordering: .relaxed) }
        event.notifyObservers()
        token = nil
        event.notifyObservers()
        #expect(calls.load(ordering: .relaxed) == 1)
        #expect(event.observerCount == 0)

        let twice = event.addObserver { calls.add(1, ordering: .relaxed) }
        twice.cancel()
        twice.cancel()
        event.notifyObservers()
        #expect(calls.load(ordering: .relaxed) == 1)

        weak var weakEvent: SynchronizedEvent<Int>?
        weak var weakCaptured: Captured?
        do {
            let shortLived = SynchronizedEvent<Int>()
            weakEvent = shortLived
            let captured = Captured()
            weakCaptured = captured
            token = shortLived.addObserver { _ in withExtendedLifetime(captured) {} }
        }
        #expect(weakEvent == nil)
        #expect(weakCaptured == nil)
        token?.cancel()
    }

    @Test("Rule 7: a freed owner is never called again and its handler is released")
    func freedOwner() throws {
        final class Owner: Sendable {
            let calls = Atomic<Int>(0)
        }
        final class Captured: Sendable {}
        let event = SynchronizedEvent<Int>()
        var owner: Owner? = Owner()
        weak var weakCaptured: Captured?
        let ownerCalls = Atomic<Int>(0)
        let token: ObserverToken
        do {
            let captured = Captured()
            weakCaptured = captured
            token = event.addObserver(try #require(owner)) { owner, _ in
                withExtendedLifetime(captured) { _ = owner.calls.add(1, ordering: .relaxed) }
                ownerCalls.add(1, ordering: .relaxed)
            }
        }
        event.notifyObservers(1)
        #expect(owner?.calls.load(ordering: .relaxed) == 1)
        owner = nil
        event.notifyObservers(2)
        #expect(ownerCalls.load(ordering: .relaxed) == 1)
        #expect(weakCaptured == nil)
        #expect(event.observerCount == 0)
        withExtendedLifetime(token) {}
    }

    /// Several threads add, cancel and notify at once. Every call is logged with the logical time of
    /// each operation's start and end; afterwards each (observer, event) pair is checked: called at
    /// most once; called if the observer was added before the event started and not cancelled until
    /// it ended; not called if it was cancelled before the event started or added after it ended.
    @Test("Stress: several threads adding, cancelling and notifying at once lose and add no call")
    func stress() {
        let threads = 4
        let roundsPerThread = 300
        let clock = Atomic<Int>(0)
        let event = SynchronizedEvent<Int>("stress")
        let calls = Locked<[Int: Int]>([:])  // (observer << 32 | event) -> number of calls

        struct ObserverTimes {
            var addStart = 0, addEnd = 0
            var cancelStart = Int.max, cancelEnd = Int.max
        }
        struct EventTimes {
            var start = 0, end = 0
        }
        let observerTimes = Locked<[Int: ObserverTimes]>([:])
        let eventTimes = Locked<[Int: EventTimes]>([:])

        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var live: [(id: Int, token: ObserverToken)] = []
            func cancelOldest() {
                let (id, token) = live.removeFirst()
                let start = clock.add(1, ordering: .sequentiallyConsistent).newValue
                token.cancel()
                let end = clock.add(1, ordering: .sequentiallyConsistent).newValue
                observerTimes.withLock {
                    $0[id]?.cancelStart = start
                    $0[id]?.cancelEnd = end
                }
            }
            for round in 0..<roundsPerThread {
                let serial = thread * roundsPerThread + round
                switch round % 3 {
                case 0:
                    var times = ObserverTimes()
                    times.addStart = clock.add(1, ordering: .sequentiallyConsistent).newValue
                    let token = event.addObserver { eventID in
                        calls.withLock { $0[serial << 32 | eventID, default: 0] += 1 }
                    }
                    times.addEnd = clock.add(1, ordering: .sequentiallyConsistent).newValue
                    observerTimes.withLock { $0[serial] = times }
                    live.append((serial, token))
                case 1:
                    let start = clock.add(1, ordering: .sequentiallyConsistent).newValue
                    event.notifyObservers(serial)
                    let end = clock.add(1, ordering: .sequentiallyConsistent).newValue
                    eventTimes.withLock { $0[serial] = EventTimes(start: start, end: end) }
                default:
                    if live.count > 3 { cancelOldest() }
                }
            }
            // Dropping a token cancels it: do it explicitly, so that its time is known.
            while !live.isEmpty { cancelOldest() }
        }

        let allCalls = calls.withLock { $0 }
        let observers = observerTimes.withLock { $0 }
        let events = eventTimes.withLock { $0 }
        var lost = 0
        var extra = 0
        var unexpected = 0
        var mustCount = 0
        for (observer, times) in observers {
            for (eventID, span) in events {
                let count = allCalls[observer << 32 | eventID, default: 0]
                if count > 1 { extra += 1 }
                let mustBeCalled = times.addEnd < span.start && times.cancelStart > span.end
                let mustNotBeCalled = times.cancelEnd < span.start || times.addStart > span.end
                if mustBeCalled {
                    mustCount += 1
                    if count != 1 { lost += 1 }
                }
                if mustNotBeCalled && count != 0 { unexpected += 1 }
            }
        }
        #expect(events.count == threads * roundsPerThread / 3)
        #expect(mustCount > 1000, "the stress test should check many pairs")
        #expect(lost == 0)
        #expect(extra == 0)
        #expect(unexpected == 0)
        #expect(event.observerCount == 0)
    }
}
