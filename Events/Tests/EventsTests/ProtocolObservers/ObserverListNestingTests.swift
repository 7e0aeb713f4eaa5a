import Events
import Foundation
import Testing

@Suite("ObserverList nesting")
struct ObserverListNestingTests {
    protocol Relay: AnyObject {
        func relay(_ depth: Int)
    }

    /// Notifies its list again from inside each call, `limit` times: nested as deep as that.
    final class Repeater: Relay {
        let list: ObserverList<any Relay>
        let limit: Int
        var deepest = 0
        init(_ list: ObserverList<any Relay>, limit: Int) {
            self.list = list
            self.limit = limit
        }
        func relay(_ depth: Int) {
            deepest = max(deepest, depth)
            if depth < limit { list.notify { $0.relay(depth + 1) } }
        }
    }

    @Test("100,000 notifies from inside observer calls, on a 512 KiB thread: queued, so no stack overflow")
    func deepNestingIsQueued() async {
        // Nested calls used to overflow about 400 deep in debug builds on such a thread. Awaited, not
        // waited for, so that no thread of the shared pool is blocked meanwhile.
        let deepest = await withCheckedContinuation { continuation in
            let thread = Thread {
                let list = ObserverList<any Relay>("relay")
                let repeater = Repeater(list, limit: 100_000)
                list.addObserver(whileAlive: repeater)
                list.notify { $0.relay(1) }
                continuation.resume(returning: repeater.deepest)
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        #expect(deepest == 100_000)
    }
}
