import Glibc
import WordfallCore

/// One TCP connection of a live duel, on our own few POSIX calls (docs/decisions/0421): lines in and out,
/// each capped at `DuelMessage.lineLimit` bytes, reads that never block longer than asked.
final class DuelConnection {
    /// What a read gave.
    enum Received {
        case lines([String])
        /// The peer closed the connection, or it broke (a reset, a network gone).
        case closed
        /// A line longer than the protocol allows: not a wordfall at the other end.
        case overlong
    }

    let descriptor: Int32
    private var pending: [UInt8] = []
    private(set) var isClosed = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close() }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        Glibc.close(descriptor)
    }

    /// Sends `message` and its newline; false when the connection is gone.
    @discardableResult
    func send(_ message: DuelMessage) -> Bool {
        guard !isClosed else { return false }
        let bytes = Array((message.line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { buffer in
                Glibc.send(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else {
                close()
                return false
            }
            offset += sent
        }
        return true
    }

    /// The whole lines that came within `seconds` (none, when none did).
    func receive(waiting seconds: Double) -> Received {
        guard !isClosed else { return .closed }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32(max(0, seconds) * 1000))
        if ready > 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
                close()
                return pending.isEmpty ? .closed : takeLines(final: true)
            }
            if count > 0 { pending += buffer[..<count] }
        }
        return takeLines(final: false)
    }

    private func takeLines(final: Bool) -> Received {
        var lines: [String] = []
        while let end = pending.firstIndex(of: 10) {
            guard end <= DuelMessage.lineLimit else { return .overlong }
            var line = pending[..<end]
            if line.last == 13 { line = line.dropLast() }
            lines.append(String(decoding: line, as: UTF8.self))
            pending.removeSubrange(...end)
        }
        if pending.count > DuelMessage.lineLimit { return .overlong }
        if final && !pending.isEmpty {
            lines.append(String(decoding: pending, as: UTF8.self))
            pending = []
        }
        return lines.isEmpty && isClosed ? .closed : .lines(lines)
    }

    /// A listening socket on every IPv4 address of this machine at `port` (0: one the system picks), and
    /// the port it got.
    static func listen(port: UInt16) throws(CommandFailure) -> (descriptor: Int32, port: UInt16) {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw failure("cannot open a socket") }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, Glibc.listen(listener, 1) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(listener)
            throw .badInput("wordfall: error: cannot wait on port \(port): \(reason): give another with --port")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        return (listener, UInt16(bigEndian: address.sin_port))
    }

    /// The first connection to `listener` within `seconds`, nil when none came.
    static func accept(_ listener: Int32, waiting seconds: Double) -> DuelConnection? {
        var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(max(0, seconds) * 1000)) > 0 else { return nil }
        let descriptor = Glibc.accept(listener, nil, nil)
        return descriptor >= 0 ? DuelConnection(descriptor: descriptor) : nil
    }

    /// Connects to `host` at `port` (a name or an IPv4 or IPv6 address), waiting at most `seconds`.
    static func connect(host: String, port: UInt16, waiting seconds: Double) throws(CommandFailure) -> DuelConnection {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw .badInput(
                "wordfall: error: cannot find \(TerminalText.quoted(host)): \(String(cString: gai_strerror(status))): "
                    + "give the address the host printed (such as 127.0.0.1:7342)")
        }
        defer { freeaddrinfo(list) }
        var entry: UnsafeMutablePointer<addrinfo>? = first
        var reason = "no address"
        while let current = entry {
            entry = current.pointee.ai_next
            let descriptor = socket(current.pointee.ai_family, current.pointee.ai_socktype, current.pointee.ai_protocol)
            guard descriptor >= 0 else { continue }
            let flags = fcntl(descriptor, F_GETFL, 0)
            _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
            var result = Glibc.connect(descriptor, current.pointee.ai_addr, current.pointee.ai_addrlen)
            if result != 0 && errno == EINPROGRESS {
                var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                if poll(&poller, 1, Int32(seconds * 1000)) > 0 {
                    var error: Int32 = 0
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length)
                    result = error == 0 ? 0 : -1
                    errno = error
                } else {
                    errno = ETIMEDOUT
                }
            }
            if result == 0 {
                _ = fcntl(descriptor, F_SETFL, flags)
                return DuelConnection(descriptor: descriptor)
            }
            reason = String(cString: strerror(errno))
            Glibc.close(descriptor)
        }
        throw .badInput(
            "wordfall: error: cannot reach \(TerminalText.quoted(host)):\(port): \(reason): is the host waiting "
                + "(`wordfall duel host`), and is the address the one it printed?")
    }

    /// This machine's first IPv4 address that is up and not the loopback, for a friend on the same network.
    static func localAddress() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return nil }
        defer { freeifaddrs(list) }
        var entry = list
        while let current = entry {
            entry = current.pointee.ifa_next
            guard let address = current.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                current.pointee.ifa_flags & UInt32(IFF_UP) != 0,
                current.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let ok = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
                var value = inet.pointee.sin_addr
                return inet_ntop(AF_INET, &value, &text, socklen_t(INET_ADDRSTRLEN)) != nil
            }
            if ok { return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
        return nil
    }

    private static func failure(_ what: String) -> CommandFailure {
        .badInput("wordfall: error: \(what): \(String(cString: strerror(errno)))")
    }
}
