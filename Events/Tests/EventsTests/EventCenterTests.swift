import Events
import Synchronization
import Testing

@Suite("EventCenter and diagnostics")
struct EventCenterTests {
    final class Scores {}

    @Test("Typed values and senders reach observers in the order they were added")
    func typedDelivery() {
        let changed = TypedNotification<Int, Scores>("scoreChanged")
        let center = EventCenter()
        let scores = Scores()
        var log: [String] = []
        let first = center.addObserver(for: changed, from: .anySender) { value, sender in
            log.append("first \(value) \(sender === scores)")
        }
        let second = center.addObserver(for: changed, from: scores) { value, _ in log.append("second \(value)") }
        center.post(changed, from: scores, value: 10)
        #expect(log == ["first 10 true", "second 10"])
        #expect(center.observerCount(for: changed) == 2)
        first.cancel()
        center.post(changed, from: scores, value: 20)
        #expect(log == ["first 10 true", "second 10", "second 20"])
        withExtendedLifetime(second) {}
    }

    @Test("The same name with other types is another notification")
    func typesAreTheKey() {
        let asInt = TypedNotification<Int, Scores>("changed")
        let asString = TypedNotification<String, Scores>("changed")
        let center = EventCenter()
        let scores = Scores()
        var ints: [Int] = []
        var strings: [String] = []
        let tokens = [
            center.addObserver(for: asInt, from: .anySender) { value, _ in ints.append(value) },
            center.addObserver(for: asString, from: .anySender) { value, _ in strings.append(value) },
        ]
        center.post(asInt, from: scores, value: 1)
        center.post(asString, from: scores, value: "one")
        #expect(ints == [1])
        #expect(strings == ["one"])
        withExtendedLifetime(tokens) {}
    }

    @Test("An observer of a freed sender is never called again, even by a new object at the same address")
    func freedSender() {
        let moved = TypedNotification<Void, Scores>("moved")
        let center = EventCenter()
        var calls = 0
        var sender: Scores? = Scores()
        let token = center.addObserver(for: moved, from: .only(sender!)) { _, _ in calls += 1 }
        if let sender { center.post(moved, from: sender) }
        sender = nil
        for _ in 0..<100 { center.post(moved, from: Scores()) }
        #expect(calls == 1)
        withExtendedLifetime(token) {}
    }

    @Test("Notifications posted during a delivery are queued behind it")
    func runToCompletion() {
        let ping = TypedNotification<Int, Scores>("ping")
        let center = EventCenter()
        let scores = Scores()
        var log: [Int] = []
        let tokens = [
            center.addObserver(for: ping, from: .anySender) { value, sender in
                log.append(value)
                if value < 3 { center.post(ping, from: sender, value: value + 1) }
                log.append(-value)
            }
        ]
        center.post(ping, from: scores, value: 1)
        #expect(log == [1, -1, 2, -2, 3, -3])
        withExtendedLifetime(tokens) {}
    }

    @Test("A post queued behind a delivery keeps its sender alive until it is delivered")
    func queuedPostKeepsItsSender() {
        final class Room {
            let name: String
            init(_ name: String) { self.name = name }
        }
        let center = EventCenter()
        let knock = TypedNotification<Int, Room>("knock")
        let said = TypedNotification<String, Room>("said")
        var heard: [String] = []
        weak var weakRoom: Room?
        let hall = Room("hall")
        let tokens = [
            center.addObserver(for: knock, from: .anySender) { _, _ in
                var room: Room? = Room("queued")
                weakRoom = room
                center.post(said, from: room!, value: "hello")
                room = nil
                heard.append(weakRoom == nil ? "freed before its post" : "kept by its post")
            },
            center.addObserver(for: said, from: .anySender) { value, room in heard.append("\(room.name): \(value)") },
        ]
        center.post(knock, from: hall, value: 1)
        #expect(heard == ["kept by its post", "queued: hello"])
        #expect(weakRoom == nil)
        withExtendedLifetime(tokens) {}
    }

    @Test("The diagnostic hook reports events fired with no observers, and only while it is set")
    func unobservedDiagnostic() {
        let reported = Recorder<String>()
        let marker = "diagnostic-\(UInt64.random(in: 0...UInt64.max))"
        let isMine: (String) -> Bool = { $0.hasPrefix(marker) }
        let event = ObservableEvent<Int>("\(marker)-event")
        let list = ObserverList<AnyObject>("\(marker)-list")
        let center = EventCenter()
        let notification = TypedNotification<Int, Scores>("\(marker)-notification")

        event.notifyObservers(0)
        #expect(reported.elements.filter(isMine).isEmpty)

        EventDiagnostics.unobservedEventHandler = { event in reported.append(event.name) }
        event.notifyObservers(1)
        list.notify { _ in }
        center.post(notification, from: Scores(), value: 1)
        let token = event.addObserver { _ in }
        event.notifyObservers(2)
        EventDiagnostics.unobservedEventHandler = nil
        token.cancel()
        event.notifyObservers(3)

        #expect(
            reported.elements.filter(isMine) == [
                "\(marker)-event", "\(marker)-list", "\(marker)-notification",
            ])
    }
}
