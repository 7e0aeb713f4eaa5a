import Foundation

/// A value behind a lock, for tests that record from several threads.
///
/// Built on `NSLock` (a pthread mutex), which ThreadSanitizer sees, rather than on
/// `Synchronization.Mutex`, whose contended path it does not (see docs/EVENTS.md, "Threads").
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
