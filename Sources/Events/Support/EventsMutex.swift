#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock guarding the thread-safe state: a pthread mutex and the value it guards, with
/// `Synchronization.Mutex`'s `withLock` shape.
///
/// Not `Synchronization.Mutex`: that one waits and wakes through futex calls inside the uninstrumented
/// Swift runtime, so under contention ThreadSanitizer misses the ordering it gives and reports races
/// inside `withLock` in every program that uses this library. A pthread mutex is intercepted by the
/// sanitizer, and uncontended it costs the same here (docs/DECISIONS.md, "Events: one lock, seen by
/// ThreadSanitizer").
@usableFromInline
final class EventsMutex<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, the lock held.
    @usableFromInline
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
