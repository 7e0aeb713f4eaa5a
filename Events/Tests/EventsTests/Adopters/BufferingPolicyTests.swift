import Events
import EventsExtras
import Testing

/// `values(bufferingPolicy:)`, as `AsyncStream`'s.
@Suite("Buffering policies")
struct BufferingPolicyTests {
    /// The first `count` elements of `stream`.
    static func first(_ count: Int, of stream: AsyncStream<Int>) async -> [Int] {
        var received: [Int] = []
        for await value in stream {
            received.append(value)
            if received.count == count { break }
        }
        return received
    }

    @Test("Newest and oldest n, on both kinds of event; unbounded by default")
    func policies() async {
        let event = ObservableEvent<Int>()
        let newest = event.values(bufferingPolicy: .bufferingNewest(2))
        let oldest = event.values(bufferingPolicy: .bufferingOldest(2))
        let everything = event.values()
        for value in 1...5 { event.notifyObservers(value) }
        event.notifyObservers(6)
        #expect(await Self.first(2, of: newest) == [5, 6])
        #expect(await Self.first(2, of: oldest) == [1, 2])
        #expect(await Self.first(6, of: everything) == [1, 2, 3, 4, 5, 6])

        let shared = SynchronizedEvent<Int>()
        let sharedNewest = shared.values(bufferingPolicy: .bufferingNewest(1))
        for value in 1...5 { shared.notifyObservers(value) }
        #expect(await Self.first(1, of: sharedNewest) == [5])
    }

    @Test("The README's example: subscribe first, then start the task; nothing fired meanwhile is lost")
    func subscribeBeforeTheTask() async {
        let scoreChanged = ObservableEvent<Int>("scoreChanged")
        let scores = scoreChanged.values()
        scoreChanged.notifyObservers(10)
        scoreChanged.notifyObservers(20)
        let task = Task { await Self.first(3, of: scores) }
        scoreChanged.notifyObservers(30)
        #expect(await task.value == [10, 20, 30])
    }
}
