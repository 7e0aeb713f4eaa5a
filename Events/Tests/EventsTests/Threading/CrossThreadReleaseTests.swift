import Dispatch
import Events
import Foundation
import Synchronization
import Testing

/// Tokens released on another thread than the one their event delivers on (issue 11's crash).
@Suite("Tokens released on another thread")
struct CrossThreadReleaseTests {
    /// A main-actor object that keeps its observations in a bag, as a view model would.
    @MainActor
    final class ViewModel {
        var tokens = Set<ObserverToken>()
        var seen = 0

        init(_ event: ObservableEvent<Int>, observers: Int) {
            for _ in 0..<observers {
                event.addObserver(self) { model, _ in model.seen += 1 }.store(in: &tokens)
                event.addObserver { _ in }.store(in: &tokens)
            }
        }
    }

    /// Hands the last reference to `object` to another thread, which drops it (running its deinit there)
    /// once `start` is set.
    final class Handoff<Object: AnyObject & Sendable>: Sendable {
        let object: Mutex<Object?>
        init(_ object: Object) { self.object = Mutex(object) }
        func drop() { _ = object.withLock { $0.take() } }
    }

    @MainActor
    @Test("A @MainActor owner last released on another thread while the main actor delivers: no trap, 1,000 times")
    func ownerReleasedElsewhereDuringDelivery() async {
        let event = ObservableEvent<Int>("scoreChanged")
        let resident = event.addObserver { _ in }
        for round in 0..<1_000 {
            let handoff = Handoff(ViewModel(event, observers: 8))
            let start = DispatchSemaphore(value: 0)
            let done = Atomic<Bool>(false)
            let (finished, finish) = AsyncStream.makeStream(of: Void.self)
            Thread.detachNewThread {
                start.wait()
                handoff.drop()
                done.store(true, ordering: .releasing)
                finish.yield()
            }
            start.signal()
            // Deliver while the other thread releases the view model (its deinit cancels 16 tokens),
            // for a bounded while; then await it rather than spin, so that a busy machine's other
            // tests are not held up by this one.
            var deliveries = 0
            while !done.load(ordering: .acquiring) && deliveries < 2_000 {
                event.notifyObservers(round)
                deliveries += 1
            }
            var iterator = finished.makeAsyncIterator()
            await iterator.next()
            // Whatever the other thread removed is gone once it is done; the resident observer stays.
            event.notifyObservers(round)
            #expect(event.observerCount == 1)
        }
        withExtendedLifetime(resident) {}
    }
}

/// Explicit cancels made on another thread, as a `@MainActor` object's deinit may do.
///
/// "Another thread" is a thread of its own, never `DispatchQueue.global()`: these tests wait on it from
/// the test pool, and on a 2-core machine two such waits took both of the global queue's threads, so
/// the work they waited for never ran (CI hung for 90 minutes).
@Suite("Tokens cancelled on another thread")
struct CrossThreadCancelTests {
    /// Moves a token to another thread: tokens are not `Sendable`, which is the point of the test.
    final class Carrier: @unchecked Sendable {
        var token: ObserverToken?
        init(_ token: ObserverToken) { self.token = token }
    }

    /// An event with one observer whose handler captures an object, its token in a carrier, and
    /// whether that object is still alive (it is as long as the handler is held).
    static func observedEvent() -> (ObservableEvent<Int>, Carrier, () -> Bool) {
        final class Captured: Sendable {}
        let event = ObservableEvent<Int>()
        let captured = Captured()
        let carrier = Carrier(event.addObserver { _ in withExtendedLifetime(captured) {} })
        return (event, carrier, { [weak captured] in captured != nil })
    }

    @Test("A token cancelled on another thread: no delivery that starts after cancel() returned calls it")
    func cancelledElsewhereIsNotCalledAgain() {
        for _ in 0..<100 {
            let event = ObservableEvent<Int>()
            let calls = Atomic<Int>(0)
            let carrier = Carrier(event.addObserver { _ in calls.add(1, ordering: .relaxed) })
            let cancelled = Atomic<Bool>(false)
            Thread.detachNewThread {
                carrier.token?.cancel()
                cancelled.store(true, ordering: .releasing)
            }
            while !cancelled.load(ordering: .acquiring) {
                event.notifyObservers(0)
                sched_yield()
            }
            let before = calls.load(ordering: .relaxed)
            event.notifyObservers(1)
            event.notifyObservers(2)
            #expect(calls.load(ordering: .relaxed) == before)
            #expect(event.observerCount == 0)
        }
    }

    @Test("Cancelled on another thread during a delivery: posted, not counted, released once the delivery ends")
    func cancelledElsewhereDuringDelivery() {
        let (event, carrier, isCapturedAlive) = Self.observedEvent()
        var countsDuringDelivery: [Int] = []
        var capturedAliveDuringDelivery = false
        let trigger = event.addOneShotObserver { _ in
            // The event is claimed by this thread: the other thread's cancel is posted, not applied.
            let cancelled = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                carrier.token?.cancel()
                cancelled.signal()
            }
            cancelled.wait()
            countsDuringDelivery.append(event.observerCount)
            capturedAliveDuringDelivery = isCapturedAlive()
        }
        #expect(event.observerCount == 2)
        event.notifyObservers(1)
        #expect(countsDuringDelivery == [0])
        #expect(capturedAliveDuringDelivery)
        // Applied when the delivery let go of the event: removed, and its handler released.
        #expect(!isCapturedAlive())
        #expect(event.observerCount == 0)
        withExtendedLifetime(trigger) {}
    }

    @Test("A token cancelled on another thread while idle is removed, and its handler released, at once")
    func cancelledElsewhereWhileIdle() {
        let (event, carrier, isCapturedAlive) = Self.observedEvent()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            carrier.token = nil
            done.signal()
        }
        done.wait()
        #expect(!isCapturedAlive())
        #expect(event.observerCount == 0)
    }
}
