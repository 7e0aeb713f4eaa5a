#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A buffered writer to a file descriptor: text is collected and written in large blocks.
///
/// `wordfall run` prints one JSON line per event; writing each line with its
/// own system call would cost more than playing the move. Callers flush before
/// the process exits (the commands do it on every way out, errors included),
/// so what was printed before a problem is found still reaches the reader.
final class OutputBuffer: TextOutputStream {
    /// Standard output's descriptor.
    static let standardOutput: Int32 = 1
    /// Standard error's descriptor.
    static let standardError: Int32 = 2

    private let descriptor: Int32
    private let capacity: Int
    private var bytes: [UInt8]

    /// A writer to `descriptor` that flushes on its own when `capacity` bytes are waiting.
    init(descriptor: Int32, capacity: Int = 1 << 16) {
        self.descriptor = descriptor
        self.capacity = capacity
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    deinit {
        flush()
    }

    /// Appends `string` as UTF-8.
    func write(_ string: String) {
        bytes.append(contentsOf: string.utf8)
        if bytes.count >= capacity { flush() }
    }

    /// Appends `string` and a newline.
    func writeLine(_ string: String) {
        bytes.append(contentsOf: string.utf8)
        bytes.append(10)
        if bytes.count >= capacity { flush() }
    }

    /// Appends raw bytes (already UTF-8 text).
    func write(bytes: some Sequence<UInt8>) {
        self.bytes.append(contentsOf: bytes)
        if self.bytes.count >= capacity { flush() }
    }

    /// Writes everything waiting; a closed or failing descriptor drops the text (nothing else can be done with it).
    func flush() {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { raw in
            guard var base = raw.baseAddress else { return }
            var remaining = raw.count
            while remaining > 0 {
                let written = Self.systemWrite(descriptor, base, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                remaining -= written
                base += written
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }

    private static func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, pointer, count)
        #else
            Darwin.write(descriptor, pointer, count)
        #endif
    }
}
