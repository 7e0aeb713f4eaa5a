// The Events library against a plain loop over closures, Foundation's NotificationCenter and
// OpenCombine's PassthroughSubject. This module is not Events, so ObservableEvent is called as a user
// would call it: only what is @inlinable in Events can be specialised here.

import AsyncAlgorithms
import BenchmarkHarness
import Events
import EventsExtras
import Foundation
import OpenCombine

/// What the observers add their payload to. The benchmarks are single-threaded, so the thread-safe
/// variant's `@Sendable` handlers may share it unchecked.
final class BenchmarkCounter: @unchecked Sendable {
    var value = 0
}

protocol BenchmarkObserver: AnyObject {
    func received(_ value: Int)
}

/// A weak reference to an observer: what ObserverList loads for each call to one held weakly, measured bare.
struct WeakObserverReference {
    weak var object: CountingObserver?
}

final class CountingObserver: BenchmarkObserver {
    let counter: BenchmarkCounter

    init(_ counter: BenchmarkCounter) {
        self.counter = counter
    }

    func received(_ value: Int) {
        counter.value &+= value
    }
}

func eventsBenchmarks() -> [BenchmarkGroup] {
    [
        notifyGroup(observers: 1), notifyGroup(observers: 10), notifyGroup(observers: 100), emptyNotifyGroup(),
        addCancelGroup(),
    ]
}

/// Every publisher's target (issue 37), as a ratio to the closure loop: within 1.5 times it with one
/// observer, under it with 10 and 100.
func publisherTarget(observers: Int) -> BenchmarkTarget {
    observers == 1 ? .ratioAtMost(1.5) : .ratioBelow(1.0)
}

func notifyGroup(observers count: Int) -> BenchmarkGroup {
    let counter = BenchmarkCounter()

    let closures: [(Int) -> Void] = (0..<count).map { _ in { counter.value &+= $0 } }

    let event = ObservableEvent<Int>("bench")
    let tokens = (0..<count).map { _ in event.addObserver { counter.value &+= $0 } }

    let observers = (0..<count).map { _ in CountingObserver(counter) }
    let list = ObserverList<any BenchmarkObserver>("bench")
    let listTokens = observers.map { list.addObserver($0) }
    let weakList = ObserverList<any BenchmarkObserver>("bench")
    for observer in observers { weakList.addObserver(whileAlive: observer) }
    let weakReferences = observers.map { WeakObserverReference(object: $0) }

    let synchronized = SynchronizedEvent<Int>("bench")
    let synchronizedTokens = (0..<count).map { _ in synchronized.addObserver { counter.value &+= $0 } }

    let immediate = ImmediateEvent<Int>("bench")
    let immediateTokens = (0..<count).map { _ in immediate.addObserver { counter.value &+= $0 } }

    let eventCenter = EventCenter()
    let posted = TypedNotification<Int, BenchmarkCounter>("bench")
    let eventCenterTokens = (0..<count).map { _ in
        eventCenter.addObserver(for: posted, from: .anySender) { value, _ in counter.value &+= value }
    }
    let channels = AsyncChannelFanOut(consumers: count)

    let center = NotificationCenter()
    let name = Notification.Name("bench")
    let centerTokens = (0..<count).map { _ in
        center.addObserver(forName: name, object: nil, queue: nil) { note in
            counter.value &+= (note.userInfo?["value"] as? Int) ?? 0
        }
    }

    let subject = PassthroughSubject<Int, Never>()
    let cancellables = (0..<count).map { _ in subject.sink { counter.value &+= $0 } }

    let label = count == 1 ? "1 observer" : "\(count) observers"
    return BenchmarkGroup(
        "Events: notify \(label)", unit: "call",
        baseline: Benchmark("closure loop", operationsPerIteration: count) { iterations in
            for index in 0..<iterations {
                for closure in closures { closure(index) }
            }
            blackHole(counter.value)
        },
        benchmarks: [
            Benchmark("ObservableEvent", operationsPerIteration: count, target: publisherTarget(observers: count)) {
                iterations in
                for index in 0..<iterations { event.notifyObservers(index) }
                blackHole(counter.value)
                withExtendedLifetime(tokens) {}
            },
            Benchmark("ImmediateEvent", operationsPerIteration: count, target: publisherTarget(observers: count)) {
                iterations in
                for index in 0..<iterations { immediate.notifyObservers(index) }
                blackHole(counter.value)
                withExtendedLifetime(immediateTokens) {}
            },
            // ObserverList's observers held by their tokens (`addObserver(_:)`), called straight from
            // its buffer. Its row passes the value (a body that captures nothing allocates nothing); the
            // next row's closure captures it.
            Benchmark("ObserverList", operationsPerIteration: count, target: publisherTarget(observers: count)) {
                iterations in
                for index in 0..<iterations { list.notify(index) { $0.received($1) } }
                blackHole(counter.value)
                withExtendedLifetime(listTokens) {}
            },
            Benchmark("ObserverList, a closure capturing the value", operationsPerIteration: count) { iterations in
                for index in 0..<iterations { list.notify { $0.received(index) } }
                blackHole(counter.value)
                withExtendedLifetime(listTokens) {}
            },
            // Held weakly (`addObserver(whileAlive:)`): a weak load and its release per observer call,
            // whose cost alone is the row after it.
            Benchmark("ObserverList, held weakly (whileAlive:)", operationsPerIteration: count) { iterations in
                for index in 0..<iterations { weakList.notify(index) { $0.received($1) } }
                blackHole(counter.value)
                withExtendedLifetime(observers) {}
            },
            Benchmark("a weak load + release per call alone", operationsPerIteration: count) {
                iterations in
                for index in 0..<iterations {
                    for reference in weakReferences { reference.object?.received(index) }
                }
                blackHole(counter.value)
                withExtendedLifetime(observers) {}
            },
            Benchmark("SynchronizedEvent", operationsPerIteration: count, target: publisherTarget(observers: count)) {
                iterations in
                for index in 0..<iterations { synchronized.notifyObservers(index) }
                blackHole(counter.value)
                withExtendedLifetime(synchronizedTokens) {}
            },
            Benchmark("EventCenter", operationsPerIteration: count, target: publisherTarget(observers: count)) {
                iterations in
                for index in 0..<iterations { eventCenter.post(posted, from: counter, value: index) }
                blackHole(counter.value)
                withExtendedLifetime(eventCenterTokens) {}
            },
            Benchmark("NotificationCenter", operationsPerIteration: count) { iterations in
                for index in 0..<iterations { center.post(name: name, object: nil, userInfo: ["value": index]) }
                blackHole(counter.value)
                withExtendedLifetime(centerTokens) {}
            },
            Benchmark("OpenCombine PassthroughSubject", operationsPerIteration: count) { iterations in
                for index in 0..<iterations { subject.send(index) }
                blackHole(counter.value)
                withExtendedLifetime(cancellables) {}
            },
            // One channel a consumer task (a channel hands each value to one consumer): `send` waits
            // until that consumer has taken it.
            Benchmark("AsyncChannel, a consumer task each", operationsPerIteration: count) { iterations in
                channels.send(iterations)
            },
        ],
        checks: [
            .cheaper("ObservableEvent", than: "NotificationCenter", atLeast: 20),
            .cheaper("ObservableEvent", than: "OpenCombine PassthroughSubject", atLeast: 5),
        ])
}

/// The fixed cost of firing with nobody listening: mostly the run-to-completion check.
private func emptyNotifyGroup() -> BenchmarkGroup {
    let counter = BenchmarkCounter()
    let closures: [(Int) -> Void] = [{ counter.value &+= $0 }]
    let event = ObservableEvent<Int>("bench")
    let synchronized = SynchronizedEvent<Int>("bench")
    let list = ObserverList<any BenchmarkObserver>("bench")
    return BenchmarkGroup(
        "Events: notify with no observer (fixed cost, incl. the run-to-completion check)", unit: "notify",
        baseline: Benchmark("closure loop, 1 closure") { iterations in
            for index in 0..<iterations {
                for closure in closures { closure(index) }
            }
            blackHole(counter.value)
        },
        benchmarks: [
            Benchmark("ObservableEvent") { iterations in
                for index in 0..<iterations { event.notifyObservers(index) }
            },
            Benchmark("ObserverList") { iterations in
                for index in 0..<iterations { list.notify { $0.received(index) } }
            },
            Benchmark("SynchronizedEvent") { iterations in
                for index in 0..<iterations { synchronized.notifyObservers(index) }
            },
        ])
}

private func addCancelGroup() -> BenchmarkGroup {
    let counter = BenchmarkCounter()
    let event = ObservableEvent<Int>("bench")
    let list = ObserverList<any BenchmarkObserver>("bench")
    let observer = CountingObserver(counter)
    let synchronized = SynchronizedEvent<Int>("bench")
    let center = NotificationCenter()
    let name = Notification.Name("bench")
    let subject = PassthroughSubject<Int, Never>()
    return BenchmarkGroup(
        "Events: add + cancel one observer", unit: "add+cancel",
        baseline: Benchmark("allocate + free one object") { iterations in
            for _ in 0..<iterations { blackHole(BenchmarkCounter()) }
        },
        benchmarks: [
            Benchmark("ObservableEvent", target: .nanosecondsAtMost(150)) { iterations in
                for _ in 0..<iterations {
                    event.addObserver { counter.value &+= $0 }.cancel()
                }
            },
            Benchmark("ObservableEvent, token dropped") { iterations in
                for _ in 0..<iterations {
                    blackHole(event.addObserver { counter.value &+= $0 })
                }
            },
            Benchmark("ObserverList add + cancel") { iterations in
                for _ in 0..<iterations {
                    list.addObserver(observer).cancel()
                }
            },
            Benchmark("ObserverList add (whileAlive:) + remove") { iterations in
                for _ in 0..<iterations {
                    list.addObserver(whileAlive: observer)
                    list.remove(observer)
                }
            },
            Benchmark("SynchronizedEvent") { iterations in
                for _ in 0..<iterations {
                    synchronized.addObserver { counter.value &+= $0 }.cancel()
                }
            },
            Benchmark("NotificationCenter") { iterations in
                for _ in 0..<iterations {
                    let token = center.addObserver(forName: name, object: nil, queue: nil) { _ in }
                    center.removeObserver(token)
                }
            },
            Benchmark("OpenCombine PassthroughSubject") { iterations in
                for _ in 0..<iterations {
                    subject.sink { counter.value &+= $0 }.cancel()
                }
            },
        ])
}
