// The order each publisher calls ten observers added in the order 0-9, checked in separate processes:
// Swift seeds its hashing per process, so a publisher that keeps its observers in a Set or a Dictionary
// (OpenCombine 0.14's PassthroughSubject keeps a Set of subscriptions) calls them in an order that
// changes from run to run. `wordfall-bench compare` prints the report; `wordfall-bench --delivery-order`
// is the child that prints one process's orders.

import BenchmarkHarness
import Events
import Foundation
import Observation
import OpenCombine

/// How many processes the report starts.
private let deliveryOrderRuns = 5
private let deliveryOrderObservers = 10

/// Collects the observers' numbers from whichever thread calls them.
private final class OrderLog: @unchecked Sendable {
    private let lock = NSLock()
    private var numbers: [Int] = []
    let complete = DispatchSemaphore(value: 0)

    func append(_ number: Int) {
        lock.lock()
        numbers.append(number)
        let count = numbers.count
        lock.unlock()
        if count == deliveryOrderObservers { complete.signal() }
    }

    private var texts: [String] = []

    func note(_ text: String) {
        lock.lock()
        texts.append(text)
        lock.unlock()
    }

    var notes: [String] {
        lock.lock()
        defer { lock.unlock() }
        return texts
    }

    var order: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return numbers
    }
}

/// Prints one line per publisher, `NAME: 0 1 2 ...`, in the order its observers were called.
func printDeliveryOrders() {
    var lines: [(String, [Int])] = []
    let numbers = 0..<deliveryOrderObservers

    let event = ObservableEvent<Int>("order")
    let eventLog = OrderLog()
    let tokens = numbers.map { number in event.addObserver { _ in eventLog.append(number) } }
    event.notifyObservers(1)
    lines.append(("ObservableEvent", eventLog.order))
    withExtendedLifetime(tokens) {}

    let subject = PassthroughSubject<Int, Never>()
    let subjectLog = OrderLog()
    let cancellables = numbers.map { number in subject.sink { _ in subjectLog.append(number) } }
    subject.send(1)
    lines.append(("OpenCombine PassthroughSubject", subjectLog.order))
    withExtendedLifetime(cancellables) {}

    let score = ObservedScore()
    let trackingLog = OrderLog()
    for number in numbers {
        withObservationTracking {
            blackHole(score.value)
        } onChange: {
            trackingLog.append(number)
        }
    }
    score.value = 1
    lines.append(("withObservationTracking", trackingLog.order))

    let center = NotificationCenter()
    let name = Notification.Name("order")
    let nameLog = OrderLog()
    let nameTokens = numbers.map { number in
        center.addObserver(forName: name, object: nil, queue: nil) { _ in nameLog.append(number) }
    }
    center.post(name: name, object: nil)
    lines.append(("NotificationCenter (Notification.Name)", nameLog.order))
    withExtendedLifetime(nameTokens) {}

    let messageSubject = MessageSubject()
    let messageLog = OrderLog()
    MainActor.assumeIsolated {
        let messageTokens = numbers.map { number in
            center.addObserver(of: messageSubject, for: ScoreChangedMessage.self) { _ in messageLog.append(number) }
        }
        center.post(ScoreChangedMessage(score: 1), subject: messageSubject)
        withExtendedLifetime(messageTokens) {}
    }
    lines.append(("NotificationCenter.MainActorMessage", messageLog.order))

    let asyncLog = OrderLog()
    let asyncTokens = numbers.map { number in
        center.addObserver(of: messageSubject, for: ScoreChangedAsyncMessage.self) { _ in asyncLog.append(number) }
    }
    center.post(ScoreChangedAsyncMessage(score: 1), subject: messageSubject)
    _ = asyncLog.complete.wait(timeout: .now() + 5)
    lines.append(("NotificationCenter.AsyncMessage", asyncLog.order))
    withExtendedLifetime(asyncTokens) {}

    for (name, order) in lines {
        print("\(name): " + order.map(String.init).joined(separator: " "))
    }
    for (name, log) in nestingLogs() {
        print("nesting \(name): " + log.joined(separator: " "))
    }
}

/// What each publisher does with an event fired inside one of its observers: one observer that fires
/// again (at most twice, so a publisher that recurses stops), and a second observer. `start1 start2
/// end2 end1` is nested delivery; `start1 end1 ... start2` is run to completion.
private func nestingLogs() -> [(String, [String])] {
    var logs: [(String, [String])] = []

    var eventLog: [String] = []
    let event = ObservableEvent<Int>("nesting")
    let first = event.addObserver { value in
        eventLog.append("start\(value)")
        if value < 3 { event.notifyObservers(value + 1) }
        eventLog.append("end\(value)")
    }
    let second = event.addObserver { value in eventLog.append("other\(value)") }
    event.notifyObservers(1)
    withExtendedLifetime((first, second)) {}
    logs.append(("ObservableEvent", eventLog))

    var subjectLog: [String] = []
    let subject = PassthroughSubject<Int, Never>()
    let sinks = [
        subject.sink { value in
            subjectLog.append("start\(value)")
            if value < 3 { subject.send(value + 1) }
            subjectLog.append("end\(value)")
        },
        subject.sink { value in subjectLog.append("other\(value)") },
    ]
    subject.send(1)
    withExtendedLifetime(sinks) {}
    logs.append(("OpenCombine PassthroughSubject", subjectLog))

    let score = ObservedScore()
    let trackingLog = OrderLog()
    nonisolated(unsafe) var depth = 0
    withObservationTracking {
        blackHole(score.value)
    } onChange: {
        depth += 1
        let level = depth
        trackingLog.note("start\(level)")
        if level < 3 { score.value = level + 1 }
        trackingLog.note("end\(level)")
    }
    withObservationTracking {
        blackHole(score.value)
    } onChange: {
        trackingLog.note("other")
    }
    score.value = 1
    logs.append(("withObservationTracking", trackingLog.notes))

    let center = NotificationCenter()
    let messageSubject = MessageSubject()
    let messageLog = OrderLog()
    MainActor.assumeIsolated {
        let tokens = [
            center.addObserver(of: messageSubject, for: ScoreChangedMessage.self) { message in
                messageLog.note("start\(message.score)")
                if message.score < 3 {
                    center.post(ScoreChangedMessage(score: message.score + 1), subject: messageSubject)
                }
                messageLog.note("end\(message.score)")
            },
            center.addObserver(of: messageSubject, for: ScoreChangedMessage.self) { message in
                messageLog.note("other\(message.score)")
            },
        ]
        center.post(ScoreChangedMessage(score: 1), subject: messageSubject)
        withExtendedLifetime(tokens) {}
    }
    logs.append(("NotificationCenter.MainActorMessage", messageLog.notes))
    return logs
}

/// Starts `deliveryOrderRuns` processes of this benchmark binary and prints, per publisher, whether its
/// observers were called in the order they were added, and the distinct orders seen.
func deliveryOrderReport() {
    var orders: [(name: String, runs: [String])] = []
    var nestings: [(name: String, runs: [String])] = []
    for _ in 0..<deliveryOrderRuns {
        let outcome = ChildProcess.run("/proc/self/exe", ["--delivery-order"], captureStandardOutput: true)
        guard outcome.status == 0 else {
            print("delivery order: the child process failed with status \(outcome.status)")
            return
        }
        for line in outcome.standardOutput.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line.hasPrefix("nesting ") {
                let name = String(line[line.index(line.startIndex, offsetBy: 8)..<colon])
                let log = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if let index = nestings.firstIndex(where: { $0.name == name }) {
                    nestings[index].runs.append(log)
                } else {
                    nestings.append((name, [log]))
                }
                continue
            }
            let name = String(line[..<colon])
            let order = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if let index = orders.firstIndex(where: { $0.name == name }) {
                orders[index].runs.append(order)
            } else {
                orders.append((name, [order]))
            }
        }
    }
    let added = (0..<deliveryOrderObservers).map(String.init).joined(separator: " ")
    print("")
    print(
        "## Delivery order: \(deliveryOrderObservers) observers added in the order \(added), "
            + "one event, in \(deliveryOrderRuns) processes")
    print("")
    print("| publisher | in the order added | distinct orders | the orders |")
    print("| :--- | ---: | ---: | :--- |")
    for (name, runs) in orders {
        let inOrder = runs.filter { $0 == added }.count
        var distinct: [String] = []
        for run in runs where !distinct.contains(run) { distinct.append(run) }
        print("| \(name) | \(inOrder) of \(runs.count) | \(distinct.count) | \(distinct.joined(separator: " / ")) |")
    }
    print("")
    print(
        "## An event fired inside an observer (that observer fires again while the value is under 3; a second observer)"
    )
    print("")
    print("| publisher | calls, in order (the first process) |")
    print("| :--- | :--- |")
    for (name, runs) in nestings {
        print("| \(name) | \(runs.first ?? "") |")
    }
}
