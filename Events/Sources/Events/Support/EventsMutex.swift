import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock guarding the thread-safe state: `Synchronization.Mutex`, taken through
/// ``Synchronization/Mutex/withEventsLock(_:)``.
@usableFromInline
package typealias EventsMutex<Value> = Mutex<Value>

extension Mutex where Value: Sendable {
    /// Runs `body` with the value, the lock held; under ThreadSanitizer, inside a pthread mutex too.
    ///
    /// `Mutex` waits and wakes through futex calls inside the uninstrumented Swift runtime, so under
    /// contention ThreadSanitizer misses the ordering it gives and reports races inside `withLock`, in
    /// every program that uses this library. A pthread mutex is intercepted by the sanitizer, but costs
    /// three times as much (18 ns a lock and unlock here, against 6 ns). So one process-wide pthread
    /// mutex is taken around every lock of this library only when the sanitizer's runtime is loaded
    /// (`threadSanitizerIsLoaded`, looked up once): no build flag (docs/EVENTS.md, "Threads"). It is
    /// recursive, though no lock of the library is taken while another is held.
    ///
    /// Always inlined, and not generic over an error type: as a generic function of its own, called
    /// from the library's unspecialised generic code, it looked up `Mutex`'s and its result's type
    /// metadata on every call (half the cost of adding and cancelling a `SynchronizedEvent` observer).
    @inlinable @inline(__always)
    package borrowing func withEventsLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        guard threadSanitizerIsLoaded else {
            return withLock { value in body(&value) }
        }
        sanitizerVisibleLock(true)
        defer { sanitizerVisibleLock(false) }
        return withLock { value in body(&value) }
    }

    /// ``withEventsLock(_:)`` with `threadSanitizerIsLoaded` read once by the caller (a publisher keeps
    /// it, as it keeps the queue's key): the hot paths then pay no check of the lazy global (a call to
    /// its once-guard on each lock).
    @inlinable @inline(__always)
    package borrowing func withEventsLock<Result: Sendable>(
        sanitized: Bool, _ body: (inout Value) -> Result
    ) -> Result {
        guard sanitized else {
            return withLock { value in body(&value) }
        }
        sanitizerVisibleLock(true)
        defer { sanitizerVisibleLock(false) }
        return withLock { value in body(&value) }
    }
}

/// Whether ThreadSanitizer's runtime is in the process (it defines `__tsan_init`).
///
/// Looked up once, through the dynamic linker: Swift has no compile-time condition for a sanitizer.
/// The runtime is linked into a sanitized executable (Linux) or loaded as a library (Darwin), and is
/// found either way.
@usableFromInline
package let threadSanitizerIsLoaded: Bool = {
    // The handle of the program itself, never closed: it names what is loaded, and holds nothing. A
    // fully static executable may have no dynamic linker to ask: then there is no sanitizer either.
    guard let program = dlopen(nil, RTLD_NOW) else { return false }
    return dlsym(program, "__tsan_init") != nil
}()

/// Locks (or unlocks) the process-wide pthread mutex that ThreadSanitizer sees.
@usableFromInline
package func sanitizerVisibleLock(_ locks: Bool) {
    if locks {
        pthread_mutex_lock(sanitizerMutex)
    } else {
        pthread_mutex_unlock(sanitizerMutex)
    }
}

/// The pthread mutex used under ThreadSanitizer: recursive, made once, never freed; only ever
/// touched through pthread calls, which are thread-safe.
nonisolated(unsafe) private let sanitizerMutex: UnsafeMutablePointer<pthread_mutex_t> = {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
    return mutex
}()
