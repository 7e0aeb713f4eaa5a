import Events
import Testing

/// An `ObserverList`'s read-only face adds and removes observers, and cannot notify them.
@Suite("ObserverListSource")
struct ObserverListSourceTests {
    final class Publisher {
        private let list = ObserverList<any GameObserver>("game")
        var observers: ObserverListSource<any GameObserver> { list.source }

        func accept(_ word: String) { list.notify { $0.wordAccepted(word) } }
    }

    @Test("Observers added through the face are notified by the owner, in order; removed ones are not")
    func addAndRemoveThroughTheFace() {
        let publisher = Publisher()
        let log = Log()
        let first = RecordingObserver("first", log: log)
        let second = RecordingObserver("second", log: log)
        publisher.observers.addObserver(whileAlive: first)
        publisher.observers.addObserver(whileAlive: second)
        publisher.observers.addObserver(whileAlive: first)
        #expect(publisher.observers.observerCount == 2)
        #expect(publisher.observers.name == "game")
        publisher.accept("fall")
        publisher.observers.remove(first)
        publisher.accept("word")
        #expect(log.lines == ["first fall", "second fall", "second word"])
        withExtendedLifetime((first, second)) {}
    }
}
