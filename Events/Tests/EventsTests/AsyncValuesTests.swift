import Events
import EventsExtras
import Synchronization
import Testing

@Suite("Async sequences")
struct AsyncValuesTests {
    @Test("Lossless and in order, even when fired faster than consumed")
    func losslessInOrder() async {
        let event = ObservableEvent<Int>()
        let values = event.values()
        for value in 1...5_000 {
            event.notifyObservers(value)
        }
        var received: [Int] = []
        for await value in values {
            received.append(value)
            if received.count == 5_000 { break }
        }
        #expect(received == Array(1...5_000))
    }

    @Test("Each subscriber gets its own sequence, from the moment it subscribed")
    func independentSubscribers() async {
        let event = ObservableEvent<String>()
        let early = event.values()
        event.notifyObservers("a")
        let late = event.values()
        event.notifyObservers("b")
        #expect(event.observerCount == 2)
        var earlyIterator = early.makeAsyncIterator()
        var lateIterator = late.makeAsyncIterator()
        #expect(await earlyIterator.next() == "a")
        #expect(await earlyIterator.next() == "b")
        #expect(await lateIterator.next() == "b")
    }

    @Test("The sequence ends when its task is cancelled, and the subscriber is removed")
    func endsOnCancellation() async {
        let event = ObservableEvent<Int>()
        let values = event.values()
        let started = AsyncStream.makeStream(of: Void.self)
        let consumer = Task {
            var count = 0
            for await _ in values {
                count += 1
                started.continuation.yield()
            }
            return count
        }
        event.notifyObservers(1)
        var startedIterator = started.stream.makeAsyncIterator()
        await startedIterator.next()
        #expect(event.observerCount == 1)
        consumer.cancel()
        let count = await consumer.value
        #expect(count == 1)
        #expect(event.observerCount == 0)
        event.notifyObservers(2)
    }

    @Test("The sequence ends when the event is freed")
    func endsWhenEventFreed() async {
        var event: ObservableEvent<Int>? = ObservableEvent<Int>()
        let values = event?.values()
        event?.notifyObservers(7)
        event = nil
        var received: [Int] = []
        if let values {
            for await value in values { received.append(value) }
        }
        #expect(received == [7])
    }

    @Test("The thread-safe variant's sequence is lossless and in order across threads")
    func synchronizedValues() async {
        let event = SynchronizedEvent<Int>()
        let values = event.values()
        let producer = Task.detached {
            for value in 1...2_000 { event.notifyObservers(value) }
        }
        var received: [Int] = []
        for await value in values {
            received.append(value)
            if received.count == 2_000 { break }
        }
        await producer.value
        #expect(received == Array(1...2_000))
    }

    @Test("The thread-safe variant's sequence ends when its task is cancelled")
    func synchronizedCancellation() async {
        let event = SynchronizedEvent<Int>()
        let values = event.values()
        let consumer = Task {
            var count = 0
            for await _ in values { count += 1 }
            return count
        }
        event.notifyObservers(1)
        consumer.cancel()
        _ = await consumer.value
        #expect(event.observerCount == 0)
    }
}
