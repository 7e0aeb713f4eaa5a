import Glibc

/// A file of lines sorted by their first field (byte order), searched in place: WordNet's index and
/// exception files. Nothing is loaded; each probe reads one line with `pread`, at most `lineLimit` bytes.
final class SortedLineFile {
    /// The longest line read (WordNet's longest is about 13 KB); a longer one is cut.
    static let lineLimit = 64 << 10

    let path: String
    private let descriptor: Int32
    private let size: Int

    /// - Throws: `WordNetError.unreadable` when the file exists but cannot be opened.
    /// - Returns: nil when there is no such file.
    init?(path: String) throws(WordNetError) {
        // A FIFO is opened without waiting for a writer (`O_NONBLOCK`) and then refused as not a regular file,
        // as level files are: opening it plainly would wait for good. `pread` on a regular file never waits.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw .unreadable(path: path, reason: String(cString: strerror(code)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw .unreadable(path: path, reason: "not a regular file")
        }
        self.path = path
        self.descriptor = descriptor
        self.size = Int(status.st_size)
    }

    deinit {
        close(descriptor)
    }

    /// The line whose first field is `key`, without its newline; nil when there is none.
    ///
    /// - Complexity: O(log n) reads of one line each.
    func line(forKey key: String) -> [UInt8]? {
        let key = Array(key.utf8)
        var low = 0
        var high = size
        while low < high {
            let middle = (low + high) / 2
            guard let start = lineStart(atOrAfter: middle), start < high, let line = line(at: start) else {
                high = middle
                continue
            }
            let field = line.prefix { $0 != UInt8(ascii: " ") }
            if field.elementsEqual(key) { return line }
            if field.lexicographicallyPrecedes(key) {
                low = start + line.count + 1
            } else {
                high = middle
            }
        }
        return nil
    }

    /// The line starting at byte `offset` (a data file's synset offset), without its newline.
    func line(at offset: Int) -> [UInt8]? {
        guard offset >= 0, offset < size else { return nil }
        var buffer = [UInt8](repeating: 0, count: min(Self.lineLimit, size - offset))
        var filled = 0
        while filled < buffer.count {
            let count = buffer.withUnsafeMutableBytes { bytes in
                guard let base = bytes.baseAddress else { return -1 }
                return pread(descriptor, base + filled, bytes.count - filled, off_t(offset + filled))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
            if buffer[(filled - count)..<filled].contains(UInt8(ascii: "\n")) { break }
        }
        let read = buffer[..<filled]
        return Array(read.prefix { $0 != UInt8(ascii: "\n") })
    }

    /// The offset of the first line that starts at or after `offset`; nil past the end.
    private func lineStart(atOrAfter offset: Int) -> Int? {
        if offset == 0 { return 0 }
        var position = offset - 1
        var chunk = [UInt8](repeating: 0, count: 512)
        // A line is never longer than the cap, so a newline is always found within it.
        while position < min(size, offset + Self.lineLimit) {
            let count = chunk.withUnsafeMutableBytes { bytes in
                guard let base = bytes.baseAddress else { return -1 }
                return pread(descriptor, base, bytes.count, off_t(position))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            if let newline = chunk[..<count].firstIndex(of: UInt8(ascii: "\n")) {
                let start = position + newline + 1
                return start < size ? start : nil
            }
            position += count
        }
        return nil
    }
}
