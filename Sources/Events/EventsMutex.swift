import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if EVENTS_TSAN
    /// The lock guarding the thread-safe state: in ThreadSanitizer builds only, a pthread mutex.
    ///
    /// `Synchronization.Mutex` waits and wakes through futex calls inside the (uninstrumented) Swift
    /// runtime, so under contention ThreadSanitizer misses the ordering it gives and reports races
    /// inside `withLock`. `make test-tsan` builds with `-DEVENTS_TSAN` so that the sanitizer checks
    /// our code behind a lock it understands; every other build uses `Synchronization.Mutex`.
    @usableFromInline
    typealias EventsMutex<Value> = InstrumentedMutex<Value>

    /// A pthread mutex and the value it guards, with `Mutex`'s `withLock` shape.
    @usableFromInline
    final class InstrumentedMutex<Value>: @unchecked Sendable {
        private var value: Value
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

        @usableFromInline
        init(_ value: Value) {
            self.value = value
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        @usableFromInline
        func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value)
        }
    }
#else
    /// The lock guarding the thread-safe state (see the `EVENTS_TSAN` branch for the exception).
    @usableFromInline
    typealias EventsMutex<Value> = Mutex<Value>
#endif
