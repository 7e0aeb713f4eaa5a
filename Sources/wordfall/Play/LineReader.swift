import Glibc

/// Reads standard input a line at a time without blocking the clock: `next(waiting:)` waits at most a
/// given time for a whole line. Every line is capped (`limit` bytes; the rest of a longer line is
/// dropped), so a stranger's input cannot grow memory.
final class LineReader {
    static let limit = 4096

    private let descriptor: Int32
    private var pending: [UInt8] = []
    private var dropping = false
    /// Set once the input ended (end of file, a read error, a hang-up): no more lines will come.
    private(set) var ended = false

    init(descriptor: Int32 = 0) {
        self.descriptor = descriptor
    }

    /// The next whole line (without its newline), or nil when none came within `seconds` (or the input
    /// ended: the last line without a newline is still returned first).
    func next(waiting seconds: Double) -> String? {
        if let line = takeLine() { return line }
        guard !ended else { return takeRest() }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32(max(0, min(seconds, 1)) * 1000))
        guard ready > 0 else {
            if ready < 0 && errno != EINTR { ended = true }
            return nil
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return nil }
        guard count > 0 else {
            ended = true
            return takeRest()
        }
        for byte in buffer[..<count] { append(byte) }
        return takeLine()
    }

    private func append(_ byte: UInt8) {
        if byte == 10 {
            pending.append(byte)
            dropping = false
        } else if !dropping {
            if pending.count - (pending.lastIndex(of: 10).map { $0 + 1 } ?? 0) >= Self.limit {
                dropping = true
            } else {
                pending.append(byte)
            }
        }
    }

    private func takeLine() -> String? {
        guard let end = pending.firstIndex(of: 10) else { return nil }
        let line = String(decoding: pending[..<end], as: UTF8.self)
        pending.removeSubrange(...end)
        return line
    }

    private func takeRest() -> String? {
        guard !pending.isEmpty else { return nil }
        defer { pending = [] }
        return String(decoding: pending, as: UTF8.self)
    }
}
