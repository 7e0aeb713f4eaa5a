import Events
import Testing

/// One bag for both kinds of token.
@Suite("EventCancellable")
struct CancellableTests {
    @Test("A Set<AnyEventCancellable> holds both kinds of token; dropping it ends both observations")
    func oneSetForBoth() {
        let local = ObservableEvent<Int>()
        let shared = SynchronizedEvent<Int>()
        var bag = Set<AnyEventCancellable>()
        local.addObserver { _ in }.store(in: &bag)
        shared.addObserver { _ in }.store(in: &bag)
        #expect(bag.count == 2)
        #expect(local.observerCount == 1)
        #expect(shared.observerCount == 1)
        bag = []
        #expect(local.observerCount == 0)
        #expect(shared.observerCount == 0)
    }

    @Test("An [any EventCancellable] holds both kinds; cancel() through the protocol ends each")
    func oneArrayForBoth() {
        let local = ObservableEvent<Int>()
        let shared = SynchronizedEvent<Int>()
        var bag: [any EventCancellable] = []
        local.addObserver { _ in }.store(in: &bag)
        shared.addObserver { _ in }.store(in: &bag)
        for observation in bag { observation.cancel() }
        #expect(local.observerCount == 0)
        #expect(shared.observerCount == 0)
        bag.removeAll()
    }

    @Test("Typed bags: sets and arrays of each token type")
    func typedBags() {
        let local = ObservableEvent<Int>()
        let shared = SynchronizedEvent<Int>()
        var localSet = Set<ObserverToken>()
        var localArray: [ObserverToken] = []
        var sharedSet = Set<SynchronizedObserverToken>()
        var sharedArray: [SynchronizedObserverToken] = []
        local.addObserver { _ in }.store(in: &localSet)
        local.addObserver { _ in }.store(in: &localArray)
        shared.addObserver { _ in }.store(in: &sharedSet)
        shared.addObserver { _ in }.store(in: &sharedArray)
        #expect(local.observerCount == 2)
        #expect(shared.observerCount == 2)
        localSet = []
        sharedArray = []
        #expect(local.observerCount == 1)
        #expect(shared.observerCount == 1)
        withExtendedLifetime((localArray, sharedSet)) {}
    }

    @Test("AnyEventCancellable: equal for the same token, a box of a box holds the token, cancel is passed on")
    func typeErasure() {
        let event = ObservableEvent<Int>()
        let token = event.addObserver { _ in }
        let box = AnyEventCancellable(token)
        let again = AnyEventCancellable(token)
        let boxOfBox = AnyEventCancellable(box)
        #expect(box == again)
        #expect(box.hashValue == again.hashValue)
        #expect(boxOfBox == box)
        #expect(box != AnyEventCancellable(event.addObserver { _ in }))
        box.cancel()
        #expect(event.observerCount == 0)
        withExtendedLifetime((again, boxOfBox)) {}
    }
}
