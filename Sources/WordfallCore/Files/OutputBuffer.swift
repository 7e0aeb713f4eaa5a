import Glibc
import SystemPackage

/// A buffered writer to a file descriptor: text is collected and written in large blocks.
///
/// `wordfall run` prints one JSON line per event; writing each line with its
/// own system call would cost more than playing the move. Callers flush before
/// the process exits (the commands do it on every way out, errors included),
/// so what was printed before a problem is found still reaches the reader.
package final class OutputBuffer: TextOutputStream {
    private let descriptor: FileDescriptor
    private let capacity: Int
    private var bytes: [UInt8]
    /// The first write that failed (the rest of the output is dropped after it).
    package private(set) var failure: FileIO.Failure?

    /// A writer to `descriptor` that flushes on its own when `capacity` bytes are waiting.
    package init(descriptor: FileDescriptor, capacity: Int = 1 << 16) {
        self.descriptor = descriptor
        self.capacity = capacity
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    deinit {
        flush()
    }

    /// Appends `string` as UTF-8.
    package func write(_ string: String) {
        bytes.append(contentsOf: string.utf8)
        if bytes.count >= capacity { flush() }
    }

    /// Appends `string` as one line for a person, and a newline. Every control or invisible character in
    /// it (an ESC from a level's id, a newline that would split the line) is shown escaped
    /// (`TerminalText.shown`): text from a file never reaches the terminal as control codes. Machine
    /// formats (JSON, level files, move scripts) go through `write`.
    ///
    /// On stderr a line is at most `messageLineLimit` characters: one longer (a value no message cut, a
    /// path given whole) is cut with the marker `...(N characters in all)`.
    package func writeLine(_ string: String) {
        let shown = TerminalText.shown(string)
        bytes.append(contentsOf: (descriptor == .standardError ? Self.messageLine(shown) : shown).utf8)
        bytes.append(10)
        if bytes.count >= capacity { flush() }
    }

    /// The longest line written on stderr, in characters.
    package static let messageLineLimit = 300

    /// `line` cut to `messageLineLimit` characters, marker included.
    package static func messageLine(_ line: String) -> String {
        let count = line.unicodeScalars.count
        guard count > messageLineLimit else { return line }
        let marker = "...(\(count) characters in all)"
        return String(String.UnicodeScalarView(line.unicodeScalars.prefix(messageLineLimit - marker.count))) + marker
    }

    /// Appends `text`, several lines for a person (help, a usage message), each escaped as `writeLine` does.
    package func writeLines(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { writeLine(String(line)) }
    }

    /// Appends raw bytes (already UTF-8 text). An array's own overload: the generic one is not specialised
    /// across modules, and its unspecialised `append(contentsOf:)` costs a protocol-conformance scan at
    /// first use (issue 38: a tenth of a short `run`).
    package func write(bytes: [UInt8]) {
        self.bytes.append(contentsOf: bytes)
        if self.bytes.count >= capacity { flush() }
    }

    /// Appends raw bytes (already UTF-8 text).
    package func write(bytes: some Sequence<UInt8>) {
        self.bytes.append(contentsOf: bytes)
        if self.bytes.count >= capacity { flush() }
    }

    /// Writes everything waiting; after a failed write the text is dropped and `failure` says why.
    package func flush() {
        guard !bytes.isEmpty else { return }
        if failure == nil { failure = Self.writeAll(bytes, to: descriptor.rawValue) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Writes every byte (short writes continued, interruptions retried) with write(2) itself: the generic
    /// `FileIO.writeAll` instantiates swift-system's generic types on first use, a tenth of what
    /// `wordfall --version` costs (Benchmarks/README.md).
    private static func writeAll(_ bytes: [UInt8], to descriptor: CInt) -> FileIO.Failure? {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return FileIO.lastError()
                }
                offset += written
            }
            return nil
        }
    }
}
