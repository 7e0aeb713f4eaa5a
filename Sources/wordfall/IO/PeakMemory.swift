import Glibc

/// The process's own peak resident set, for the benchmarks' memory figure.
///
/// On Linux this is `VmHWM` from /proc/self/status: the high-water mark of
/// this program's memory alone. `getrusage` would also count the parent's
/// memory at the moment of `exec` when the parent used `vfork`/`posix_spawn`,
/// which is how benchmark harnesses start programs.
enum PeakMemory {
    /// Peak resident memory in KiB, or nil when the system does not say.
    static func kilobytes() -> Int? {
        #if os(Linux)
            guard let file = fopen("/proc/self/status", "r") else { return nil }
            defer { fclose(file) }
            var line = [CChar](repeating: 0, count: 256)
            while fgets(&line, Int32(line.count), file) != nil {
                let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if text.hasPrefix("VmHWM:") {
                    return Int(text.dropFirst(6).filter { $0.isNumber })
                }
            }
            return nil
        #else
            var usage = rusage()
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
            return Int(usage.ru_maxrss) / 1024
        #endif
    }

}
