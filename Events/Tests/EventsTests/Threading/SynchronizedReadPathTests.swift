import Dispatch
import Events
import EventsExtras
import Foundation
import Synchronization
import Testing

/// `SynchronizedEvent`'s lock-free read path (docs/decisions/0411): a delivery reads the observers
/// without the lock, through its thread's hazard slot, while other threads add and cancel, so each
/// case where a change meets a delivery on another thread is pinned here.
@Suite("SynchronizedEvent: changes during another thread's delivery")
struct SynchronizedReadPathTests {
    final class Captured: Sendable {}

    /// A delivery on another thread of `event`, held inside its first observer until `resume()`.
    final class HeldDelivery: Sendable {
        let entered = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0)

        /// Fires `value` on a thread of its own and returns once the delivery is inside `hold()`.
        func start(_ event: SynchronizedEvent<Int>, _ value: Int) {
            Thread.detachNewThread { [self] in
                event.notifyObservers(value)
                ended.signal()
            }
            entered.wait()
        }

        /// Called by the observer that holds the delivery.
        func hold() {
            entered.signal()
            gate.wait()
        }

        /// Lets the delivery go on and returns once its `notifyObservers` has returned.
        func resume() {
            gate.signal()
            ended.wait()
        }
    }

    @Test(
        "Cancelled while another thread delivers: cancel() returns at once, the delivery skips it, and releases it as it ends"
    )
    func cancelledDuringAnotherThreadsDelivery() {
        let event = SynchronizedEvent<Int>()
        let calls = Recorder<String>()
        let held = HeldDelivery()
        let first = event.addObserver { value in
            calls.append("first \(value)")
            if value == 1 { held.hold() }
        }
        weak var weakCaptured: Captured?
        var victim: ObserverToken?
        do {
            let captured = Captured()
            weakCaptured = captured
            victim = event.addObserver { value in
                withExtendedLifetime(captured) {}
                calls.append("victim \(value)")
            }
        }
        held.start(event, 1)
        // The other thread is inside the first observer: this cancel neither waits for it nor frees
        // what it reads.
        victim?.cancel()
        victim = nil
        #expect(event.observerCount == 1)
        #expect(weakCaptured != nil)
        held.resume()
        #expect(calls.elements == ["first 1"])
        #expect(weakCaptured == nil)
        event.notifyObservers(2)
        #expect(calls.elements == ["first 1", "first 2"])
        withExtendedLifetime(first) {}
    }

    @Test("Added while another thread delivers: not called by that delivery, called by the next")
    func addedDuringAnotherThreadsDelivery() {
        let event = SynchronizedEvent<Int>()
        let calls = Recorder<String>()
        let held = HeldDelivery()
        let first = event.addObserver { value in
            calls.append("first \(value)")
            if value == 1 { held.hold() }
        }
        held.start(event, 1)
        let late = event.addObserver { calls.append("late \($0)") }
        #expect(event.observerCount == 2)
        held.resume()
        #expect(calls.elements == ["first 1"])
        event.notifyObservers(2)
        #expect(calls.elements == ["first 1", "first 2", "late 2"])
        withExtendedLifetime((first, late)) {}
    }

    @Test("Cancelled while two threads deliver: released when the last of the two deliveries ends")
    func cancelledDuringTwoDeliveries() {
        let event = SynchronizedEvent<Int>()
        let calls = Recorder<String>()
        let deliveries = [HeldDelivery(), HeldDelivery()]
        let first = event.addObserver { value in
            calls.append("first \(value)")
            deliveries[value].hold()
        }
        weak var weakCaptured: Captured?
        var victim: ObserverToken?
        do {
            let captured = Captured()
            weakCaptured = captured
            victim = event.addObserver { value in
                withExtendedLifetime(captured) {}
                calls.append("victim \(value)")
            }
        }
        deliveries[0].start(event, 0)
        deliveries[1].start(event, 1)
        victim?.cancel()
        deliveries[0].resume()
        // The second delivery still reads the observers it started with.
        #expect(weakCaptured != nil)
        deliveries[1].resume()
        #expect(weakCaptured == nil)
        #expect(Set(calls.elements) == ["first 0", "first 1"])
        #expect(event.observerCount == 1)
        withExtendedLifetime(first) {}
    }

    @Test("Many threads notify while others add and cancel: no delivery lost or doubled, every handler released")
    func manyThreads() {
        let notifiers = 6
        let notifiesEach = 20_000
        let changers = 3
        let changesEach = 2_000
        let event = SynchronizedEvent<Int>()
        // Added before and cancelled after every thread: called once for each notify, by all threads.
        let steadyCalls = Atomic<Int>(0)
        let steady = event.addObserver { _ in steadyCalls.add(1, ordering: .relaxed) }
        let live = LiveCount()
        let oneShotsCalledTwice = Atomic<Int>(0)
        let done = DispatchSemaphore(value: 0)
        for thread in 0..<(notifiers + changers) {
            Thread.detachNewThread {
                if thread < notifiers {
                    for value in 0..<notifiesEach { event.notifyObservers(value) }
                } else {
                    for change in 0..<changesEach {
                        let counted = LiveCount.Member(live)
                        switch change % 3 {
                        case 0:
                            event.addObserver { _ in withExtendedLifetime(counted) {} }.cancel()
                        case 1:
                            // Removed by whichever delivery calls it, on that delivery's thread.
                            let calls = Atomic<Int>(0)
                            let token = event.addOneShotObserver { _ in
                                withExtendedLifetime(counted) {}
                                calls.add(1, ordering: .relaxed)
                            }
                            while calls.load(ordering: .relaxed) == 0
                                && steadyCalls.load(ordering: .relaxed) < notifiers * notifiesEach
                            {
                                sched_yield()
                            }
                            token.cancel()
                            if calls.load(ordering: .relaxed) > 1 { oneShotsCalledTwice.add(1, ordering: .relaxed) }
                        default:
                            event.addObserver(counted) { _, _ in }.cancel()
                        }
                    }
                }
                done.signal()
            }
        }
        for _ in 0..<(notifiers + changers) { done.wait() }
        #expect(steadyCalls.load(ordering: .relaxed) == notifiers * notifiesEach)
        #expect(oneShotsCalledTwice.load(ordering: .relaxed) == 0)
        #expect(event.observerCount == 1)
        steady.cancel()
        // Every handler released: no replaced observer storage is left behind by a delivery.
        #expect(live.count.load(ordering: .relaxed) == 0)
    }
}

/// How many of its members are alive, for `manyThreads`.
final class LiveCount: Sendable {
    let count = Atomic<Int>(0)

    /// An object that counts itself in `live` while it lives.
    final class Member: Sendable {
        let live: LiveCount

        init(_ live: LiveCount) {
            self.live = live
            live.count.add(1, ordering: .relaxed)
        }

        deinit { live.count.subtract(1, ordering: .relaxed) }
    }
}
