import Events
import EventsExtras
import Testing

/// Rule 15 of docs/EVENTS.md: an `ImmediateEvent` is delivered at once, even inside another delivery,
/// while what its observers fire keeps rule 4's order.
@Suite("ImmediateEvent")
struct ImmediateEventTests {
    /// An owner that feeds its part at once and reads what the part made of it, as `Game` does its goals.
    final class Owner {
        let fed = ImmediateEvent<Int>("fed")
        var total = 0
        var reports: [String] = []

        func play(_ value: Int) {
            fed.notifyObservers(value)
            reports.append("total \(total) after \(value)")
        }
    }

    @Test("Fired inside another event's delivery, its observers are called before notify returns")
    func atOnceInsideAnotherDelivery() {
        let owner = Owner()
        owner.fed.addObserver(whileAlive: owner) { owner, value in owner.total += value }
        let keyPressed = ObservableEvent<Int>("keyPressed")
        let token = keyPressed.addObserver { owner.play($0) }
        keyPressed.notifyObservers(2)
        keyPressed.notifyObservers(3)
        #expect(owner.reports == ["total 2 after 2", "total 5 after 3"])

        // An ObservableEvent in its place is queued behind the delivery: the owner would read a stale total.
        let queued = ObservableEvent<Int>("queued")
        var seen = 0
        var readAfterNotify: [Int] = []
        let queuedToken = queued.addObserver { seen += $0 }
        let otherToken = keyPressed.addObserver { value in
            queued.notifyObservers(value)
            readAfterNotify.append(seen)
        }
        keyPressed.notifyObservers(4)
        #expect(readAfterNotify == [0])
        #expect(seen == 4)
        withExtendedLifetime((token, queuedToken, otherToken)) {}
    }

    @Test("Observers are called in the order added, through the read-only face, with every kind of observer")
    func orderAndFace() {
        let event = ImmediateEvent<Int>("fed")
        let source: EventSource<Int> = event.source
        var calls: [String] = []
        let owner = Owner()
        let closure = source.addObserver { calls.append("closure \($0)") }
        let bound = source.addObserver(owner) { _, value in calls.append("owner \(value)") }
        source.addObserver(whileAlive: owner) { _, value in calls.append("while alive \(value)") }
        let once = source.addOneShotObserver { calls.append("once \($0)") }
        let direct = event.addObserver { calls.append("direct \($0)") }
        #expect(event.observerCount == 5)
        #expect(source.name == "fed")
        event.notifyObservers(1)
        event.notifyObservers(2)
        #expect(
            calls == [
                "closure 1", "owner 1", "while alive 1", "once 1", "direct 1",
                "closure 2", "owner 2", "while alive 2", "direct 2",
            ])
        withExtendedLifetime((closure, bound, direct, owner, once)) {}
    }

    @Test("What its observers fire is queued behind the delivery under way (rule 4)")
    func whatObserversFireIsQueued() {
        let immediate = ImmediateEvent<String>("immediate")
        let other = ObservableEvent<String>("other")
        var calls: [String] = []
        let otherToken = other.addObserver { calls.append("other \($0)") }
        let immediateToken = immediate.addObserver { value in
            calls.append("immediate \(value) start")
            other.notifyObservers(value)
            calls.append("immediate \(value) end")
        }
        // Outermost: queued until the immediate delivery ends, delivered before notify returns.
        immediate.notifyObservers("a")
        #expect(calls == ["immediate a start", "immediate a end", "other a"])

        // Inside an outer delivery: the immediate delivery runs at once, what it fires waits for the outer one.
        calls = []
        let outer = ObservableEvent<String>("outer")
        let outerToken = outer.addObserver { value in
            calls.append("outer start")
            immediate.notifyObservers(value)
            calls.append("outer end")
        }
        outer.notifyObservers("b")
        #expect(calls == ["outer start", "immediate b start", "immediate b end", "outer end", "other b"])
        withExtendedLifetime((otherToken, immediateToken, outerToken)) {}
    }

    @Test("Fired again by its own observer, it is delivered after the delivery under way, before notify returns")
    func reentrantFireRunsToCompletion() {
        let event = ImmediateEvent<Int>("countdown")
        var calls: [String] = []
        let first = event.addObserver { value in
            calls.append("first \(value) start")
            if value > 0 { event.notifyObservers(value - 1) }
            calls.append("first \(value) end")
        }
        let second = event.addObserver { value in calls.append("second \(value)") }
        event.notifyObservers(2)
        #expect(
            calls == [
                "first 2 start", "first 2 end", "second 2",
                "first 1 start", "first 1 end", "second 1",
                "first 0 start", "first 0 end", "second 0",
            ])
        // A deep chain does not grow the stack: each delivery ends before the next starts.
        var depth = 0
        var deepest = 0
        let deep = ImmediateEvent<Int>("deep")
        let deepToken = deep.addObserver { value in
            depth += 1
            deepest = max(deepest, depth)
            if value > 0 { deep.notifyObservers(value - 1) }
            depth -= 1
        }
        deep.notifyObservers(100_000)
        #expect(deepest == 1)
        withExtendedLifetime((first, second, deepToken)) {}
    }

    @Test("Added during its delivery: next time; removed during it: not again; freed owners: never")
    func addRemoveAndFreedOwners() {
        let event = ImmediateEvent<Int>()
        var calls: [String] = []
        var late: ObserverToken?
        var victim: ObserverToken?
        let adder = event.addObserver { value in
            calls.append("adder \(value)")
            if late == nil { late = event.addObserver { calls.append("late \($0)") } }
            victim?.cancel()
        }
        victim = event.addObserver { calls.append("victim \($0)") }
        var owner: Owner? = Owner()
        event.addObserver(whileAlive: owner!) { _, value in calls.append("owner \(value)") }
        event.notifyObservers(1)
        owner = nil
        event.notifyObservers(2)
        #expect(calls == ["adder 1", "owner 1", "adder 2", "late 2"])
        #expect(event.observerCount == 2)
        withExtendedLifetime((adder, late)) {}
    }

    @Test("Fired with nobody listening, it is reported under its name")
    func unobserved() {
        let event = ImmediateEvent<Void>("lonely")
        var reports: [String] = []
        event.unobservedHandler = { reports.append($0.description) }
        event.notifyObservers()
        #expect(reports == ["lonely: ()"])
    }
}
