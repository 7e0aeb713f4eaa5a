import Events
import Testing

@Suite("EventCenter names")
struct EventCenterNameTests {
    final class Board {}

    @Test("A name nobody observes any more is dropped when posted")
    func droppedWhenPosted() {
        let moved = TypedNotification<Int, Board>("moved")
        let center = EventCenter()
        let board = Board()
        var token: ObserverToken? = center.addObserver(for: moved, from: .anySender) { _, _ in }
        #expect(center.observedNotificationCount == 1)
        token = nil
        #expect(center.observerCount(for: moved) == 0)
        center.post(moved, from: board, value: 1)
        #expect(center.observedNotificationCount == 0)
        withExtendedLifetime(token) {}
    }

    @Test("Many short-lived names never posted again do not accumulate")
    func sweptAsObserversAreAdded() {
        let center = EventCenter()
        for index in 0..<10_000 {
            let token = center.addObserver(for: TypedNotification<Int, Board>("n\(index)"), from: .anySender) { _, _ in
            }
            token.cancel()
        }
        #expect(center.observedNotificationCount < 32)
        let kept = center.addObserver(for: TypedNotification<Int, Board>("kept"), from: .anySender) { _, _ in }
        for index in 0..<1_000 {
            _ = center.addObserver(for: TypedNotification<Int, Board>("m\(index)"), from: .anySender) { _, _ in }
        }
        #expect(center.observerCount(for: TypedNotification<Int, Board>("kept")) == 1)
        withExtendedLifetime(kept) {}
    }

    @Test("from: .only(sender) and from: sender are the same filter")
    func onlyAndPlainSender() {
        let moved = TypedNotification<Int, Board>("moved")
        let center = EventCenter()
        let left = Board()
        var seen: [String] = []
        let tokens = [
            center.addObserver(for: moved, from: .only(left)) { value, _ in seen.append("only \(value)") },
            center.addObserver(for: moved, from: left) { value, _ in seen.append("plain \(value)") },
        ]
        center.post(moved, from: Board(), value: 1)
        center.post(moved, from: left, value: 2)
        #expect(seen == ["only 2", "plain 2"])
        withExtendedLifetime(tokens) {}
    }

    /// The centre holds the event it posts through unretained (a post retains nothing): an event taken
    /// out while it delivers, by the sweep an observer's `addObserver` makes or by its own post reaching
    /// nobody, lives until the delivery is over.
    @Test("A name dropped while its notification is being delivered lives through the delivery")
    func droppedDuringItsDelivery() {
        let moved = TypedNotification<Int, Board>("moved")
        let center = EventCenter()
        let board = Board()
        var log: [Int] = []
        var token: ObserverToken?
        var others: [ObserverToken] = []
        token = center.addObserver(for: moved, from: .anySender) { value, _ in
            log.append(value)
            guard value == 1 else { return }
            token = nil
            // Enough names for the sweep, which drops "moved": nobody observes it any more.
            for index in 0..<40 {
                others.append(
                    center.addObserver(for: TypedNotification<Int, Board>("o\(index)"), from: .anySender) { _, _ in })
            }
            // Queued behind this delivery: it reaches nobody.
            center.post(moved, from: board, value: 2)
        }
        center.post(moved, from: board, value: 1)
        #expect(log == [1])
        #expect(center.observerCount(for: moved) == 0)
        center.post(moved, from: board, value: 3)
        let again = center.addObserver(for: moved, from: board) { value, _ in log.append(value) }
        center.post(moved, from: board, value: 4)
        #expect(log == [1, 4])
        withExtendedLifetime((token, others, again)) {}
    }
}
