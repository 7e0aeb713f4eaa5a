#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lets another thread run while this one waits for a registry another thread has claimed (for the
/// time it takes to remove one entry).
@usableFromInline
package func yieldProcessor() {
    sched_yield()
}
