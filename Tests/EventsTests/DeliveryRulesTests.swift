import Events
import Testing

@Suite("Delivery rules")
struct DeliveryRulesTests {
    @Test("1. Observers are called in the order they were added, also after removals")
    func orderOfAddition() {
        let event = ObservableEvent<Int>()
        var calls: [String] = []
        let first = event.addObserver { _ in calls.append("first") }
        let second = event.addObserver { _ in calls.append("second") }
        let third = event.addObserver { _ in calls.append("third") }
        event.notifyObservers(1)
        #expect(calls == ["first", "second", "third"])

        first.cancel()
        let fourth = event.addObserver { _ in calls.append("fourth") }
        calls = []
        event.notifyObservers(2)
        #expect(calls == ["second", "third", "fourth"])
        withExtendedLifetime((second, third, fourth)) {}
    }
}
