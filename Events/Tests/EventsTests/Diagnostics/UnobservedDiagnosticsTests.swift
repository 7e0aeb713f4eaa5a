import Events
import EventsExtras
import Testing

/// The no-observers diagnostic: what it reports, what counts as nobody, and per-publisher handlers.
///
/// These tests set per-publisher handlers only: the global hook is process-wide, and Swift Testing
/// runs suites in parallel (the global one is covered, with names no other test uses, in
/// EventCenterTests).
@Suite("No-observers diagnostic")
struct UnobservedDiagnosticsTests {
    final class Owner {}
    final class Sender {}

    @Test("An event's own handler gets its name, payload type and kind")
    func nameAndPayloadType() {
        let event = ObservableEvent<(word: String, points: Int)>("wordAccepted")
        var reports: [UnobservedEvent] = []
        event.unobservedHandler = { reports.append($0) }
        event.notifyObservers((word: "fall", points: 40))
        #expect(reports.count == 1)
        #expect(reports.first?.name == "wordAccepted")
        #expect(reports.first?.payloadType == (word: String, points: Int).self)
        #expect(reports.first?.payloadTypeName == "(word: Swift.String, points: Swift.Int)")
        #expect(reports.first?.kind == .event)
        #expect(reports.first?.description == "wordAccepted: (word: Swift.String, points: Swift.Int)")
        let unnamed = ObservableEvent<Int>()
        unnamed.unobservedHandler = { reports.append($0) }
        unnamed.notifyObservers(1)
        #expect(reports.last?.description == "unnamed: Swift.Int")
    }

    @Test("Observers bound to freed owners count as no observers; a live one as one")
    func freedOwnersCountAsNone() {
        let event = ObservableEvent<Int>("scoreChanged")
        var reports = 0
        event.unobservedHandler = { _ in reports += 1 }
        var owner: Owner? = Owner()
        let token = event.addObserver(owner!) { _, _ in }
        owner.map { event.addObserver(whileAlive: $0) { _, _ in } }
        event.notifyObservers(1)
        #expect(reports == 0)
        owner = nil
        event.notifyObservers(2)
        #expect(reports == 1)
        let plain = event.addObserver { _ in }
        event.notifyObservers(3)
        #expect(reports == 1)
        withExtendedLifetime((token, plain)) {}
    }

    @Test("An ended async sequence counts as no observer")
    func endedSequenceCountsAsNone() async {
        let event = ObservableEvent<Int>()
        var reports = 0
        event.unobservedHandler = { _ in reports += 1 }
        let task = Task { [values = event.values()] in
            for await _ in values {}
        }
        task.cancel()
        await task.value
        event.notifyObservers(1)
        #expect(reports == 1)
    }

    @Test("A notification whose observers all wait for another sender is reported; the centre's handler")
    func otherSendersCountAsNone() {
        let moved = TypedNotification<Int, Sender>("moved")
        let center = EventCenter()
        var reports: [UnobservedEvent] = []
        center.unobservedHandler = { reports.append($0) }
        let left = Sender()
        let right = Sender()
        let token = center.addObserver(for: moved, from: .only(left)) { _, _ in }
        center.post(moved, from: left, value: 1)
        #expect(reports.isEmpty)
        center.post(moved, from: right, value: 2)
        #expect(reports.count == 1)
        #expect(reports.first?.name == "moved")
        #expect(reports.first?.payloadType == Int.self)
        #expect(reports.first?.kind == .notification)
        let any = center.addObserver(for: moved, from: .anySender) { _, _ in }
        center.post(moved, from: right, value: 3)
        #expect(reports.count == 1)
        token.cancel()
        any.cancel()
        center.post(moved, from: right, value: 4)
        #expect(reports.count == 2)
    }

    @Test("A list whose observers are all freed is reported; its own handler")
    func listOfFreedObservers() {
        let list = ObserverList<AnyObject>("observers")
        var reports: [UnobservedEvent] = []
        list.unobservedHandler = { reports.append($0) }
        var observer: Owner? = Owner()
        list.addObserver(whileAlive: observer!)
        list.notify { _ in }
        #expect(reports.isEmpty)
        observer = nil
        list.notify { _ in }
        #expect(reports.map(\.name) == ["observers"])
        #expect(reports.first?.kind == .observerList)
    }

    @Test("The thread-safe variant: its own handler, freed owners count as none")
    func synchronizedEvent() {
        final class Meter: Sendable {}
        let event = SynchronizedEvent<Double>("progress")
        let reports = Recorder<String>()
        event.unobservedHandler = { reports.append($0.description) }
        event.notifyObservers(0)
        var meter: Meter? = Meter()
        let token = event.addObserver(meter!) { _, _ in }
        event.notifyObservers(0.5)
        meter = nil
        event.notifyObservers(1)
        #expect(reports.elements == ["progress: Swift.Double", "progress: Swift.Double"])
        withExtendedLifetime(token) {}
    }
}
