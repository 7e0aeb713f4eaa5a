// Events beside what a Swift developer on Linux would reach for instead, with this toolchain: the
// Observation module (`withObservationTracking`, `Observations`), Foundation's typed NotificationCenter
// messages (`NotificationCenter.MainActorMessage`, `AsyncMessage`) and OpenCombine's PassthroughSubject.
// The figures go into the comparison in Events/Sources/Events/Events.docc/Comparisons.md; the delivery order
// of each is checked across processes by `deliveryOrderReport()` (DeliveryOrder.swift).

import BenchmarkHarness
import Events
import Foundation
import Observation
import OpenCombine

/// An observable value, as an `@Observable` model would hold it. The benchmarks use it from one task at a
/// time (the `Observations` benchmark hands it to a task and waits for it), hence unchecked.
@Observable
final class ObservedScore: @unchecked Sendable {
    var value = 0
}

/// The subject of the typed NotificationCenter messages below.
final class MessageSubject: Sendable {}

/// A typed message delivered synchronously on the main actor.
struct ScoreChangedMessage: NotificationCenter.MainActorMessage {
    typealias Subject = MessageSubject
    let score: Int
}

/// A typed message delivered asynchronously, from any thread.
struct ScoreChangedAsyncMessage: NotificationCenter.AsyncMessage {
    typealias Subject = MessageSubject
    let score: Int
}

func comparisonBenchmarks() -> [BenchmarkGroup] {
    deliveryOrderReport()
    return [
        comparisonNotifyGroup(observers: 1), comparisonNotifyGroup(observers: 10), roundTripGroup(),
        comparisonAddRemoveGroup(),
    ]
}

private func comparisonNotifyGroup(observers count: Int) -> BenchmarkGroup {
    let counter = BenchmarkCounter()
    let closures: [(Int) -> Void] = (0..<count).map { _ in { counter.value &+= $0 } }

    let event = ObservableEvent<Int>("bench")
    let tokens = (0..<count).map { _ in event.addObserver { counter.value &+= $0 } }

    let score = ObservedScore()

    let subject = MessageSubject()
    let center = NotificationCenter()
    let messageTokens = MainActor.assumeIsolated {
        (0..<count).map { _ in
            center.addObserver(of: subject, for: ScoreChangedMessage.self) { message in counter.value &+= message.score
            }
        }
    }

    let passthrough = PassthroughSubject<Int, Never>()
    let cancellables = (0..<count).map { _ in passthrough.sink { counter.value &+= $0 } }

    let label = count == 1 ? "1 observer" : "\(count) observers"
    return BenchmarkGroup(
        "Compared: notify \(label), synchronously", unit: "call",
        baseline: Benchmark("closure loop", operationsPerIteration: count) { iterations in
            for index in 0..<iterations {
                for closure in closures { closure(index) }
            }
            blackHole(counter.value)
        },
        benchmarks: [
            Benchmark("ObservableEvent", operationsPerIteration: count) { iterations in
                for index in 0..<iterations { event.notifyObservers(index) }
                blackHole(counter.value)
                withExtendedLifetime(tokens) {}
            },
            // onChange fires once: observing every change means tracking again after each one.
            Benchmark("withObservationTracking, tracked again after each change", operationsPerIteration: count) {
                iterations in
                for index in 0..<iterations {
                    for _ in 0..<count {
                        withObservationTracking {
                            blackHole(score.value)
                        } onChange: {
                            counter.value &+= 1
                        }
                    }
                    score.value = index
                }
                blackHole(counter.value)
            },
            Benchmark("NotificationCenter.MainActorMessage", operationsPerIteration: count) { iterations in
                MainActor.assumeIsolated {
                    for index in 0..<iterations { center.post(ScoreChangedMessage(score: index), subject: subject) }
                }
                blackHole(counter.value)
                withExtendedLifetime(messageTokens) {}
            },
            Benchmark("OpenCombine PassthroughSubject", operationsPerIteration: count) { iterations in
                for index in 0..<iterations { passthrough.send(index) }
                blackHole(counter.value)
                withExtendedLifetime(cancellables) {}
            },
        ])
}

/// A value handed to a task on another thread and awaited there, one at a time: a round trip per value.
/// One at a time because `Observations` keeps only the latest value: values set in a burst merge.
private func roundTripGroup() -> BenchmarkGroup {
    let event = ObservableEvent<Int>("bench")
    let score = ObservedScore()
    let subject = MessageSubject()
    let center = NotificationCenter()
    let delivered = DispatchSemaphore(value: 0)
    let asyncToken = center.addObserver(of: subject, for: ScoreChangedAsyncMessage.self) { _ in delivered.signal() }
    return BenchmarkGroup(
        "Compared: a value awaited by a task on another thread, one round trip each", unit: "value",
        baseline: Benchmark("two semaphores between this thread and a task (the floor)") { iterations in
            let ping = DispatchSemaphore(value: 0)
            let pong = DispatchSemaphore(value: 0)
            Task.detached {
                for _ in 0..<iterations {
                    ping.wait()
                    pong.signal()
                }
            }
            for _ in 0..<iterations {
                ping.signal()
                pong.wait()
            }
        },
        benchmarks: [
            Benchmark("ObservableEvent.values(): fire, await next") { iterations in
                let values = event.values()
                roundTrips(iterations) { taken in
                    Task.detached {
                        taken.signal()
                        var iterator = values.makeAsyncIterator()
                        for _ in 0..<iterations {
                            blackHole(await iterator.next())
                            taken.signal()
                        }
                    }
                } fire: { index in
                    event.notifyObservers(index)
                }
            },
            Benchmark("Observations: set, await next") { iterations in
                let values = Observations { score.value }
                roundTrips(iterations) { taken in
                    Task.detached {
                        var iterator = values.makeAsyncIterator()
                        blackHole(await iterator.next())  // the current value comes first
                        taken.signal()
                        for _ in 0..<iterations {
                            blackHole(await iterator.next())
                            taken.signal()
                        }
                    }
                } fire: { _ in
                    score.value &+= 1
                }
            },
            Benchmark("NotificationCenter.AsyncMessage: post, await the delivery") { iterations in
                for index in 0..<iterations {
                    center.post(ScoreChangedAsyncMessage(score: index), subject: subject)
                    delivered.wait()
                }
                withExtendedLifetime(asyncToken) {}
            },
        ])
}

/// Starts a consumer, which signals `taken` once it is ready and once per value it took, and fires a
/// value each time the consumer has taken the last one.
private func roundTrips(_ iterations: Int, start: (DispatchSemaphore) -> Void, fire: (Int) -> Void) {
    let taken = DispatchSemaphore(value: 0)
    start(taken)
    taken.wait()
    for index in 0..<iterations {
        fire(index)
        taken.wait()
    }
}

private func comparisonAddRemoveGroup() -> BenchmarkGroup {
    let counter = BenchmarkCounter()
    let event = ObservableEvent<Int>("bench")
    let subject = MessageSubject()
    let center = NotificationCenter()
    let passthrough = PassthroughSubject<Int, Never>()
    return BenchmarkGroup(
        "Compared: add + remove one observer", unit: "add+remove",
        baseline: Benchmark("allocate + free one object") { iterations in
            for _ in 0..<iterations { blackHole(BenchmarkCounter()) }
        },
        benchmarks: [
            Benchmark("ObservableEvent") { iterations in
                for _ in 0..<iterations { event.addObserver { counter.value &+= $0 }.cancel() }
            },
            Benchmark("NotificationCenter.MainActorMessage") { iterations in
                MainActor.assumeIsolated {
                    for _ in 0..<iterations {
                        let token = center.addObserver(of: subject, for: ScoreChangedMessage.self) { _ in }
                        center.removeObserver(token)
                    }
                }
            },
            Benchmark("OpenCombine PassthroughSubject") { iterations in
                for _ in 0..<iterations { passthrough.sink { counter.value &+= $0 }.cancel() }
            },
        ])
}
