import Events
import EventsExtras
import Testing

/// Observations that live as long as their owner, with no token.
@Suite("Owner-bound observations without a token")
struct OwnerBoundTests {
    final class Captured: Sendable {}

    final class ScoreView {
        var shown: [Int] = []
        init(_ scoreChanged: ObservableEvent<Int>) {
            // No token kept: the observation lasts as long as the view.
            scoreChanged.addObserver(whileAlive: self) { view, score in view.shown.append(score) }
        }
    }

    @Test("whileAlive: called while the owner lives, never after; removed and released at the next delivery")
    func livesAsLongAsOwner() {
        let event = ObservableEvent<Int>()
        weak var weakView: ScoreView?
        weak var weakCaptured: Captured?
        do {
            let view = ScoreView(event)
            weakView = view
            let captured = Captured()
            weakCaptured = captured
            event.addObserver(whileAlive: view) { _, _ in withExtendedLifetime(captured) {} }
            event.notifyObservers(1)
            event.notifyObservers(2)
            #expect(view.shown == [1, 2])
            #expect(event.observerCount == 2)
        }
        #expect(weakView == nil)
        // A read of observerCount does not count a freed owner, and changes nothing ...
        #expect(event.observerCount == 0)
        #expect(weakCaptured != nil)
        // ... the next delivery removes it and releases its handler.
        event.notifyObservers(3)
        #expect(weakCaptured == nil)
    }

    @Test("whileAlive on the thread-safe variant")
    func synchronizedWhileAlive() {
        final class Meter: Sendable {
            let readings = Recorder<Double>()
        }
        let event = SynchronizedEvent<Double>()
        weak var weakMeter: Meter?
        do {
            let meter = Meter()
            weakMeter = meter
            event.addObserver(whileAlive: meter) { meter, value in meter.readings.append(value) }
            event.notifyObservers(0.5)
            #expect(meter.readings.elements == [0.5])
            #expect(event.observerCount == 1)
        }
        #expect(weakMeter == nil)
        #expect(event.observerCount == 0)
        event.notifyObservers(1)
    }
}
