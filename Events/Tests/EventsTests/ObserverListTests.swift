import Events
import Testing

/// An observer protocol as the catalog shows it: no default methods, so a misspelt one does not compile.
protocol GameObserver: AnyObject {
    func wordAccepted(_ word: String)
    func levelEnded()
}

/// Records the words it is told; ignores the end of a level.
final class RecordingObserver: GameObserver {
    let label: String
    let log: Log
    var onWord: ((String) -> Void)?

    init(_ label: String, log: Log) {
        self.label = label
        self.log = log
    }

    func wordAccepted(_ word: String) {
        log.lines.append("\(label) \(word)")
        onWord?(word)
    }

    func levelEnded() {}
}

final class Log {
    var lines: [String] = []
}

@Suite("ObserverList")
struct ObserverListTests {
    @Test("Observers are called in the order added; one that ignores an event is called and does nothing")
    func order() {
        let log = Log()
        let list = ObserverList<any GameObserver>("game")
        let first = RecordingObserver("first", log: log)
        let second = RecordingObserver("second", log: log)
        list.addObserver(whileAlive: first)
        list.addObserver(whileAlive: second)
        list.notify { $0.wordAccepted("fall") }
        list.notify { $0.levelEnded() }
        #expect(log.lines == ["first fall", "second fall"])

        list.remove(first)
        let third = RecordingObserver("third", log: log)
        list.addObserver(whileAlive: third)
        list.addObserver(whileAlive: first)
        log.lines = []
        list.notify { $0.wordAccepted("word") }
        #expect(log.lines == ["second word", "third word", "first word"])
    }

    @Test("Adding an observer twice keeps one")
    func setSemantics() {
        let log = Log()
        let list = ObserverList<any GameObserver>()
        let observer = RecordingObserver("once", log: log)
        list.addObserver(whileAlive: observer)
        list.addObserver(whileAlive: observer)
        #expect(list.observerCount == 1)
        list.notify { $0.wordAccepted("x") }
        #expect(log.lines == ["once x"])
    }

    @Test("Observers are held weakly: a freed observer is skipped and dropped")
    func weakObservers() {
        let log = Log()
        let list = ObserverList<any GameObserver>()
        let kept = RecordingObserver("kept", log: log)
        weak var weakObserver: RecordingObserver?
        do {
            let transient = RecordingObserver("transient", log: log)
            weakObserver = transient
            list.addObserver(whileAlive: transient)
            list.addObserver(whileAlive: kept)
            #expect(list.observerCount == 2)
        }
        #expect(weakObserver == nil)
        #expect(list.observerCount == 1)
        list.notify { $0.wordAccepted("w") }
        #expect(log.lines == ["kept w"])
    }

    @Test("Added during notify: not called by it; removed during notify: not called again")
    func changesDuringNotify() {
        let log = Log()
        let list = ObserverList<any GameObserver>()
        let adder = RecordingObserver("adder", log: log)
        let remover = RecordingObserver("remover", log: log)
        let victim = RecordingObserver("victim", log: log)
        let late = RecordingObserver("late", log: log)
        adder.onWord = { _ in list.addObserver(whileAlive: late) }
        remover.onWord = { _ in list.remove(victim) }
        list.addObserver(whileAlive: adder)
        list.addObserver(whileAlive: remover)
        list.addObserver(whileAlive: victim)
        list.notify { $0.wordAccepted("1") }
        #expect(log.lines == ["adder 1", "remover 1"])
        #expect(list.observerCount == 3)
        log.lines = []
        list.notify { $0.wordAccepted("2") }
        #expect(log.lines == ["adder 2", "remover 2", "late 2"])
    }

    @Test("An observer may remove itself during notify")
    func selfRemoval() {
        let log = Log()
        let list = ObserverList<any GameObserver>()
        let leaver = RecordingObserver("leaver", log: log)
        let stayer = RecordingObserver("stayer", log: log)
        leaver.onWord = { [unowned leaver] _ in list.remove(leaver) }
        list.addObserver(whileAlive: leaver)
        list.addObserver(whileAlive: stayer)
        list.notify { $0.wordAccepted("a") }
        list.notify { $0.wordAccepted("b") }
        #expect(log.lines == ["leaver a", "stayer a", "stayer b"])
    }

    @Test("Freeing a list releases its observers' slots and never its observers")
    func listDoesNotRetain() {
        let log = Log()
        weak var weakList: ObserverList<any GameObserver>?
        var observer = RecordingObserver("o", log: log)
        do {
            let list = ObserverList<any GameObserver>()
            weakList = list
            list.addObserver(whileAlive: observer)
        }
        #expect(weakList == nil)
        #expect(isKnownUniquelyReferenced(&observer))
    }

    @Test("A notify from inside an observer call is queued behind the current one (rule 4)")
    func nestedNotify() {
        let log = Log()
        let list = ObserverList<any GameObserver>()
        let first = RecordingObserver("first", log: log)
        let second = RecordingObserver("second", log: log)
        first.onWord = { word in
            if word == "outer" {
                list.remove(second)
                list.notify { $0.wordAccepted("inner") }
                log.lines.append("after the inner notify")
            }
        }
        list.addObserver(whileAlive: first)
        list.addObserver(whileAlive: second)
        list.notify { $0.wordAccepted("outer") }
        #expect(log.lines == ["first outer", "after the inner notify", "first inner"])
        #expect(list.observerCount == 1)
    }

    @Test("notify(value) calls each observer with the value, and from inside a call is queued (rule 4)")
    func notifyWithAValue() {
        let log = Log()
        let list = ObserverList<any GameObserver>()
        let first = RecordingObserver("first", log: log)
        let second = RecordingObserver("second", log: log)
        first.onWord = { word in
            if word == "outer" {
                list.notify("inner") { $0.wordAccepted($1) }
                log.lines.append("after the inner notify")
            }
        }
        list.addObserver(whileAlive: first)
        list.addObserver(whileAlive: second)
        list.notify("outer") { $0.wordAccepted($1) }
        #expect(log.lines == ["first outer", "after the inner notify", "second outer", "first inner", "second inner"])
    }

    @Test("An observer that is not a class instance cannot be held weakly and is never called")
    func valueObserverIsNeverCalled() {
        struct ValueObserver: CustomStringConvertible {
            var description: String { "value" }
        }
        let list = ObserverList<any CustomStringConvertible>()
        list.addObserver(whileAlive: ValueObserver())
        var calls = 0
        list.notify { _ in calls += 1 }
        #expect(calls == 0)
        #expect(list.observerCount == 0)
    }

    @Test("Many observers added during notify (the list's buffer grows meanwhile) wait for the next one")
    func growthDuringNotify() {
        let log = Log()
        let list = ObserverList<any GameObserver>()
        let adder = RecordingObserver("adder", log: log)
        let last = RecordingObserver("last", log: log)
        let added = (0..<40).map { RecordingObserver("added\($0)", log: log) }
        adder.onWord = { _ in
            for observer in added { list.addObserver(whileAlive: observer) }
        }
        list.addObserver(whileAlive: adder)
        list.addObserver(whileAlive: last)
        list.notify { $0.wordAccepted("1") }
        #expect(log.lines == ["adder 1", "last 1"])
        #expect(list.observerCount == 42)
        log.lines = []
        adder.onWord = nil
        list.notify { $0.wordAccepted("2") }
        #expect(log.lines == ["adder 2", "last 2"] + (0..<40).map { "added\($0) 2" })
    }

    @Test("An observer freed during notify is not called; one freed during its own call lives through it")
    func freedDuringNotify() {
        let log = Log()
        let list = ObserverList<any GameObserver>()
        var owners: [String: RecordingObserver] = [:]
        for label in ["killer", "suicide", "victim", "survivor"] {
            owners[label] = RecordingObserver(label, log: log)
            list.addObserver(whileAlive: owners[label].unsafelyUnwrapped)
        }
        weak let weakVictim = owners["victim"]
        weak let weakSuicide = owners["suicide"]
        owners["killer"]?.onWord = { _ in owners["victim"] = nil }
        owners["suicide"]?.onWord = { [unowned log] word in
            owners["suicide"] = nil
            log.lines.append("still here after \(word)")
        }
        var calledAndAlive: [String] = []
        list.notify { observer in
            observer.wordAccepted("w")
            // Read after the call: the list's strong reference still keeps the observer alive.
            calledAndAlive.append((observer as? RecordingObserver)?.label ?? "gone")
        }
        #expect(calledAndAlive == ["killer", "suicide", "survivor"])
        #expect(weakVictim == nil)
        #expect(weakSuicide == nil)
        #expect(log.lines == ["killer w", "suicide w", "still here after w", "survivor w"])
        #expect(list.observerCount == 2)
        log.lines = []
        list.notify { $0.wordAccepted("x") }
        #expect(log.lines == ["killer x", "survivor x"])
    }

    @Test("Lists of a class type, of AnyObject and of a composition of protocols call their observers")
    func otherObserverTypes() {
        let log = Log()
        let observer = RecordingObserver("o", log: log)

        let classList = ObserverList<RecordingObserver>()
        classList.addObserver(whileAlive: observer)
        classList.notify { $0.wordAccepted("class") }

        let objectList = ObserverList<AnyObject>()
        objectList.addObserver(whileAlive: observer)
        objectList.notify { ($0 as? RecordingObserver)?.wordAccepted("object") }

        let compositionList = ObserverList<any GameObserver & Sendable & AnyObject>()
        let sendable = SendableObserver()
        compositionList.addObserver(whileAlive: sendable)
        compositionList.notify { $0.wordAccepted("composition") }

        #expect(log.lines == ["o class", "o object"])
        #expect(sendable.words == ["composition"])
    }
}

/// An observer whose existential, with `Sendable`, has a second witness table word.
final class SendableObserver: GameObserver, @unchecked Sendable {
    var words: [String] = []

    func wordAccepted(_ word: String) {
        words.append(word)
    }

    func levelEnded() {}
}
