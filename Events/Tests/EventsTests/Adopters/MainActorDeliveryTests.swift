import Events
import EventsExtras
import Testing

/// `SynchronizedEvent.addMainActorObserver`: fired anywhere, delivered on the main actor, in order.
@Suite("Main-actor delivery")
struct MainActorDeliveryTests {
    @MainActor
    final class ProgressBar {
        var values: [Int] = []
    }

    @Test("Payloads fired on other threads reach a main-actor observer on the main actor, in order")
    @MainActor
    func deliveredOnMainActorInOrder() async {
        let event = SynchronizedEvent<Int>("progress")
        let bar = ProgressBar()
        let (done, finished) = AsyncStream.makeStream(of: Void.self)
        let token = event.addMainActorObserver { value in
            bar.values.append(value)
            // The handler is main-actor isolated by its type; this checks the executor it runs on.
            MainActor.preconditionIsolated()
            if value == 200 { finished.yield() }
        }
        await Task.detached {
            for value in 1...100 { event.notifyObservers(value) }
        }.value
        await Task.detached {
            for value in 101...200 { event.notifyObservers(value) }
        }.value
        var iterator = done.makeAsyncIterator()
        await iterator.next()
        #expect(bar.values == Array(1...200))
        withExtendedLifetime(token) {}
    }

    @Test("An observer cancelled before its turn on the main actor is not called")
    @MainActor
    func cancelledBeforeItsTurn() async {
        let event = SynchronizedEvent<Int>()
        let bar = ProgressBar()
        let token = event.addMainActorObserver { bar.values.append($0) }
        let (done, finished) = AsyncStream.makeStream(of: Void.self)
        let witness = event.addMainActorObserver { _ in finished.yield() }
        // The main actor is busy with this test, so both deliveries wait for it: cancel in between.
        event.notifyObservers(1)
        token.cancel()
        var iterator = done.makeAsyncIterator()
        await iterator.next()
        #expect(bar.values.isEmpty)
        withExtendedLifetime(witness) {}
    }
}
