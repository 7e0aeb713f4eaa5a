import Events
import EventsExtras
import Testing

/// The read-only faces: subscribing through them works as through the event itself.
@Suite("Read-only faces")
struct EventSourceTests {
    /// A publisher that exposes its event's face only: its users cannot fire it.
    final class ScoreManager {
        private let scoreChangedEvent = ObservableEvent<Int>("scoreChanged")
        var scoreChanged: EventSource<Int> { scoreChangedEvent.source }
        func add(_ points: Int) { scoreChangedEvent.notifyObservers(points) }
    }

    final class View {
        var shown: [Int] = []
    }

    @Test("Every way to subscribe works through an EventSource, and counts on the event")
    func subscribeThroughSource() async {
        let scores = ScoreManager()
        let view = View()
        var log: [String] = []
        let closure = scores.scoreChanged.addObserver { log.append("closure \($0)") }
        let owned = scores.scoreChanged.addObserver(view) { view, points in view.shown.append(points) }
        scores.scoreChanged.addObserver(whileAlive: view) { _, points in log.append("while alive \(points)") }
        let once = scores.scoreChanged.addOneShotObserver { log.append("once \($0)") }
        let values = scores.scoreChanged.values()
        #expect(scores.scoreChanged.name == "scoreChanged")
        #expect(scores.scoreChanged.observerCount == 5)
        scores.add(10)
        scores.add(20)
        #expect(log == ["closure 10", "while alive 10", "once 10", "closure 20", "while alive 20"])
        #expect(view.shown == [10, 20])
        #expect(scores.scoreChanged.observerCount == 4)
        var iterator = values.makeAsyncIterator()
        #expect(await iterator.next() == 10)
        #expect(await iterator.next() == 20)
        withExtendedLifetime((closure, owned, once)) {}
    }

    @Test("A SynchronizedEventSource subscribes to its event, from any thread")
    func synchronizedSource() async {
        let event = SynchronizedEvent<Int>("progress")
        let source = event.source
        let seen = Recorder<Int>()
        let token = source.addObserver { seen.append($0) }
        let once = source.addOneShotObserver { seen.append(-$0) }
        let values = source.values()
        #expect(source.name == "progress")
        #expect(source.observerCount == 3)
        await Task.detached { event.notifyObservers(1) }.value
        event.notifyObservers(2)
        #expect(seen.elements == [1, -1, 2])
        var iterator = values.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 2)
        withExtendedLifetime((token, once)) {}
    }
}
