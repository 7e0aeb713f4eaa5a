import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock guarding the thread-safe state: `Synchronization.Mutex`, plus a pthread mutex around it
/// when the program runs under ThreadSanitizer.
///
/// `Mutex` waits and wakes through futex calls inside the uninstrumented Swift runtime, so under
/// contention ThreadSanitizer misses the ordering it gives and reports races inside `withLock`, in
/// every program that uses this library. A pthread mutex is intercepted by the sanitizer, but costs
/// three times as much (18 ns a lock and unlock here, against 6 ns). So the pthread mutex is there
/// only when the sanitizer's runtime is loaded (`threadSanitizerIsLoaded`), checked once per process:
/// no build flag (docs/DECISIONS.md, "Events: one lock, seen by ThreadSanitizer").
@usableFromInline
struct EventsMutex<Value: Sendable>: ~Copyable, @unchecked Sendable {
    @usableFromInline let mutex: Mutex<Value>
    /// The pthread mutex taken around `mutex`, only under ThreadSanitizer.
    @usableFromInline let instrumented: UnsafeMutablePointer<pthread_mutex_t>?

    @usableFromInline
    init(_ value: Value) {
        mutex = Mutex(value)
        if threadSanitizerIsLoaded {
            let instrumented = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            instrumented.initialize(to: pthread_mutex_t())
            pthread_mutex_init(instrumented, nil)
            self.instrumented = instrumented
        } else {
            instrumented = nil
        }
    }

    deinit {
        if let instrumented {
            pthread_mutex_destroy(instrumented)
            instrumented.deinitialize(count: 1)
            instrumented.deallocate()
        }
    }

    /// Runs `body` with the value, the lock held.
    @inlinable
    borrowing func withLock<Result: Sendable, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard let instrumented else {
            return try mutex.withLock { value throws(Failure) in try body(&value) }
        }
        pthread_mutex_lock(instrumented)
        defer { pthread_mutex_unlock(instrumented) }
        return try mutex.withLock { value throws(Failure) in try body(&value) }
    }
}

/// Whether ThreadSanitizer's runtime is in the process (it defines `__tsan_init`).
///
/// Looked up once, through the dynamic linker: Swift has no compile-time condition for a sanitizer.
/// The runtime is linked into a sanitized executable (Linux) or loaded as a library (Darwin), and is
/// found either way.
@usableFromInline
let threadSanitizerIsLoaded: Bool = {
    // The handle of the program itself, never closed: it names what is loaded, and holds nothing.
    let program = dlopen(nil, RTLD_NOW)
    return dlsym(program, "__tsan_init") != nil
}()
