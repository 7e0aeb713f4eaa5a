import Dispatch
import Events
import Foundation
import Synchronization
import Testing

/// `ObserverList.addObserver(_:)`: the observer held strongly, as long as its token (rules 1-3, 6, 8, 12).
/// Work "on another thread" runs on a thread of its own (`Thread.detachNewThread`), never on
/// `DispatchQueue.global()`, whose few threads the waiting tests themselves may hold.
@Suite("ObserverList: observers held by their tokens")
struct ObserverListTokenTests {
    /// An observer that says when it is freed, and may run something then.
    final class Tracked: GameObserver {
        let label: String
        let log: Log
        var onWord: ((String) -> Void)?
        var onFreed: (() -> Void)?

        init(_ label: String, log: Log) {
            self.label = label
            self.log = log
        }

        deinit {
            log.lines.append("\(label) freed")
            onFreed?()
        }

        func wordAccepted(_ word: String) {
            log.lines.append("\(label) \(word)")
            onWord?(word)
        }

        func levelEnded() {}
    }

    @Test("The token keeps the observer: called with nothing else holding it, freed when the token goes")
    func tokenKeepsTheObserver() {
        let log = Log()
        let list = ObserverList<any GameObserver>("game")
        var token: ObserverToken? = list.addObserver(Tracked("kept", log: log))
        let cancelled = list.addObserver(Tracked("cancelled", log: log))
        list.notify { $0.wordAccepted("one") }
        cancelled.cancel()
        list.notify { $0.wordAccepted("two") }
        token = nil
        list.notify { $0.wordAccepted("three") }
        cancelled.cancel()
        #expect(log.lines == ["kept one", "cancelled one", "cancelled freed", "kept two", "kept freed"])
        #expect(list.observerCount == 0)
        #expect(token == nil)
    }

    @Test("Both kinds in the order added; each token an observation; remove(_:) ends every one of them")
    func orderAndRemove() {
        let log = Log()
        let list = ObserverList<any GameObserver>()
        let twice = Tracked("twice", log: log)
        let weak = Tracked("weak", log: log)
        var tokens: Set<ObserverToken> = []
        list.addObserver(twice).store(in: &tokens)
        list.addObserver(whileAlive: weak)
        list.addObserver(twice).store(in: &tokens)
        list.addObserver(whileAlive: weak)
        #expect(list.observerCount == 3)
        list.notify { $0.wordAccepted("a") }
        list.remove(twice)
        list.notify { $0.wordAccepted("b") }
        for token in tokens { token.cancel() }
        #expect(log.lines == ["twice a", "weak a", "twice a", "weak b"])
        #expect(list.observerCount == 1)
        withExtendedLifetime((twice, weak)) {}
    }

    @Test("Cancelled during notify: not called again, and alive until the delivery ends")
    func cancelledDuringNotify() {
        let log = Log()
        let list = ObserverList<any GameObserver>()
        var victimToken: ObserverToken?
        let killer = Tracked("killer", log: log)
        killer.onWord = { _ in victimToken = nil }
        let killerToken = list.addObserver(killer)
        let suicide = Tracked("suicide", log: log)
        var suicideToken: ObserverToken?
        suicide.onWord = { _ in
            suicideToken?.cancel()
            log.lines.append("suicide still here")
        }
        suicideToken = list.addObserver(suicide)
        victimToken = list.addObserver(Tracked("victim", log: log))
        var survivorToken: ObserverToken? = list.addObserver(Tracked("survivor", log: log))
        list.notify { $0.wordAccepted("w") }
        #expect(victimToken == nil && suicideToken != nil)
        list.notify { $0.wordAccepted("x") }
        survivorToken = nil
        #expect(
            log.lines == [
                "killer w", "suicide w", "suicide still here", "survivor w", "victim freed", "killer x", "survivor x",
                "survivor freed",
            ])
        #expect(list.observerCount == 1)
        withExtendedLifetime((killerToken, suicide, survivorToken)) {}
    }

    @Test("An observer whose deinit cancels another token is released with no access held")
    func deinitCancelsAnother() {
        let log = Log()
        let list = ObserverList<any GameObserver>()
        let otherToken = list.addObserver(Tracked("other", log: log))
        var first: Tracked? = Tracked("first", log: log)
        first?.onFreed = { otherToken.cancel() }
        var firstToken: ObserverToken? = list.addObserver(first!)
        first = nil
        list.notify { $0.wordAccepted("a") }
        firstToken = nil
        #expect(log.lines == ["other a", "first a", "first freed", "other freed"])
        #expect(list.observerCount == 0)
        #expect(firstToken == nil && first == nil)
    }

    @available(*, deprecated, message: "calls the deprecated add(_:)")
    @Test("The deprecated add(_:) holds weakly, as addObserver(whileAlive:) does, and keeps one of each observer")
    func deprecatedAdd() {
        let log = Log()
        let list = ObserverList<any GameObserver>()
        var observer: Tracked? = Tracked("old", log: log)
        list.add(observer!)
        list.source.add(observer!)
        list.notify { $0.wordAccepted("a") }
        observer = nil
        list.notify { $0.wordAccepted("b") }
        #expect(log.lines == ["old a", "old freed"])
        #expect(list.observerCount == 0)
    }

    @Test("Freeing the list releases its observers; a token does not keep the list alive; a late cancel is harmless")
    func noCycles() {
        let log = Log()
        var list: ObserverList<any GameObserver>? = ObserverList()
        weak let weakList = list
        let token = list!.addObserver(Tracked("held", log: log))
        list = nil
        #expect(weakList == nil)
        #expect(log.lines == ["held freed"])
        token.cancel()
        token.cancel()
    }

    @Test("Added through the read-only face, held by its token")
    func throughTheFace() {
        let log = Log()
        let list = ObserverList<any GameObserver>("game")
        let source = list.source
        var token: ObserverToken? = source.addObserver(Tracked("face", log: log))
        list.notify { $0.wordAccepted("a") }
        #expect(source.observerCount == 1)
        token = nil
        list.notify { $0.wordAccepted("b") }
        #expect(log.lines == ["face a", "face freed"])
        #expect(token == nil)
    }

    /// Moves a token to another thread.
    final class Carrier: @unchecked Sendable {
        var token: ObserverToken?
        init(_ token: ObserverToken) { self.token = token }
    }

    /// Counts its calls from any thread.
    final class Counting: GameObserver, Sendable {
        let calls = Atomic<Int>(0)
        func wordAccepted(_: String) { calls.add(1, ordering: .relaxed) }
        func levelEnded() {}
    }

    @Test("Cancelled on another thread during a delivery: posted, not counted, released once it ends")
    func cancelledElsewhereDuringDelivery() {
        let log = Log()
        let list = ObserverList<any GameObserver>()
        let carrier = Carrier(list.addObserver(Tracked("elsewhere", log: log)))
        var countsDuringDelivery: [Int] = []
        let trigger = Tracked("trigger", log: log)
        trigger.onWord = { _ in
            // The list is claimed by this thread: the other thread's cancel is posted, not applied.
            let cancelled = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                carrier.token = nil
                cancelled.signal()
            }
            cancelled.wait()
            countsDuringDelivery.append(list.observerCount)
        }
        let triggerToken = list.addObserver(trigger)
        list.notify { $0.wordAccepted("1") }
        #expect(countsDuringDelivery == [1])
        #expect(log.lines == ["elsewhere 1", "trigger 1", "elsewhere freed"])
        list.notify { $0.wordAccepted("2") }
        #expect(log.lines.last == "trigger 2")
        withExtendedLifetime(triggerToken) {}
    }

    @Test("A token cancelled on another thread: no delivery that starts after cancel() returned calls it")
    func cancelledElsewhereIsNotCalledAgain() {
        for _ in 0..<100 {
            let list = ObserverList<any GameObserver>()
            let observer = Counting()
            let carrier = Carrier(list.addObserver(observer))
            let cancelled = Atomic<Bool>(false)
            Thread.detachNewThread {
                carrier.token?.cancel()
                cancelled.store(true, ordering: .releasing)
            }
            while !cancelled.load(ordering: .acquiring) {
                list.notify { $0.wordAccepted("") }
                sched_yield()
            }
            let before = observer.calls.load(ordering: .relaxed)
            list.notify { $0.wordAccepted("") }
            #expect(observer.calls.load(ordering: .relaxed) == before)
            #expect(list.observerCount == 0)
        }
    }
}
