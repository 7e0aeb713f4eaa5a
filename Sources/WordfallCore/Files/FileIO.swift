import Glibc
import SystemPackage

/// The project's one layer over POSIX file I/O: read a whole file with a size cap, write all of a buffer,
/// errors as values carrying the system's own words (`strerror`).
///
/// Built on swift-system's `FileDescriptor` (which retries a call interrupted by a signal). Every target of
/// the package reads and writes files through it; nothing else loops over `read(2)` or `write(2)`.
package enum FileIO {
    /// Why a read or a write failed.
    package enum Failure: Error, Hashable, Sendable {
        /// No file at the path.
        case notFound
        /// The path is a folder.
        case isDirectory
        /// The file is larger than the reader accepts.
        case tooLarge(limit: Int)
        /// A FIFO, a device or a socket where a file was expected (reading it could block or never end).
        case notRegularFile
        /// Any other failure, in the system's words (e.g. "Permission denied", "No space left on device").
        case system(String)

        /// The reason in words, for a message such as `FILE: error: cannot read: REASON`.
        package var reason: String {
            switch self {
            case .notFound: Errno.noSuchFileOrDirectory.description
            case .isDirectory: Errno.isDirectory.description
            case .tooLarge(let limit): "larger than \(FileIO.describe(bytes: limit))"
            case .notRegularFile: "not a regular file"
            case .system(let text): text
            }
        }

        package init(_ error: any Error) {
            guard let errno = error as? Errno else {
                self = .system("\(error)")
                return
            }
            switch errno {
            case .noSuchFileOrDirectory: self = .notFound
            case .isDirectory: self = .isDirectory
            default: self = .system(errno.description)
            }
        }
    }

    /// What `path` names (following symbolic links).
    package static func kind(of path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The whole file at `path`, refused when it is not a regular file or holds more than `limit` bytes.
    package static func readAll(path: String, limit: Int) -> Result<[UInt8], Failure> {
        switch openRegularFile(path) {
        case .failure(let failure): return .failure(failure)
        case .success(let descriptor):
            defer { try? descriptor.close() }
            return readAll(from: descriptor, limit: limit)
        }
    }

    /// Opens `path` for reading if it is a regular file. A FIFO is opened without waiting for a writer
    /// (`O_NONBLOCK`) and then refused, so a FIFO or a device given as a file never blocks nor floods.
    package static func openRegularFile(_ path: String) -> Result<FileDescriptor, Failure> {
        if kind(of: path) == .directory { return .failure(.isDirectory) }
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec, .nonBlocking])
        } catch {
            return .failure(Failure(error))
        }
        var info = stat()
        guard fstat(descriptor.rawValue, &info) == 0 else {
            let failure = lastError()
            try? descriptor.close()
            return .failure(failure)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .success(descriptor)
        case S_IFDIR:
            try? descriptor.close()
            return .failure(.isDirectory)
        default:
            try? descriptor.close()
            return .failure(.notRegularFile)
        }
    }

    /// Everything `descriptor` gives until its end, refused past `limit` bytes (nothing more is read then).
    ///
    /// A regular file is read straight into an array of its size (and one byte more, to see its end): no
    /// chunk copied and no array grown, which for a level's 800 kB word list were 1.8 M instructions of
    /// copying, a third of its `check` (issue 38). Whatever the file holds beyond its size when read
    /// (it grew) is read in chunks after.
    package static func readAll(from descriptor: FileDescriptor, limit: Int) -> Result<[UInt8], Failure> {
        var info = stat()
        let size = fstat(descriptor.rawValue, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : 0
        var bytes: [UInt8] = []
        if size > 0 {
            var failure: Failure?
            bytes = [UInt8](unsafeUninitializedCapacity: min(size, limit) + 1) { buffer, count in
                while count < buffer.count {
                    do {
                        let read = try descriptor.read(
                            into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count...])))
                        if read == 0 { return }
                        count += read
                    } catch {
                        failure = Failure(error)
                        return
                    }
                }
            }
            if let failure { return .failure(failure) }
            if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
            // Short of the byte more: the end was read.
            if bytes.count <= size { return .success(bytes) }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count: Int
            do {
                count = try chunk.withUnsafeMutableBytes { try descriptor.read(into: $0) }
            } catch {
                return .failure(Failure(error))
            }
            if count == 0 { return .success(bytes) }
            if bytes.count + count > limit { return .failure(.tooLarge(limit: limit)) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Writes every byte of `bytes` to `descriptor` (short writes continued, interruptions retried).
    package static func writeAll(_ bytes: some Sequence<UInt8>, to descriptor: FileDescriptor) -> Result<Void, Failure>
    {
        do {
            _ = try descriptor.writeAll(bytes)
            return .success(())
        } catch {
            return .failure(Failure(error))
        }
    }

    /// Creates the folder `path` and any missing folders above it (like `mkdir -p`).
    /// An empty path is no folder (it would be the working one, or "/" once joined): refused.
    package static func createDirectories(_ path: String) -> Result<Void, Failure> {
        guard !path.isEmpty else { return .failure(.notFound) }
        // The folder is there already on every run but the first: one stat, no mkdir of each parent.
        if kind(of: path) == .directory { return .success(()) }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            // `String(component)`: appending a Substring goes through the generic append, whose first use
            // costs a protocol-conformance scan (issue 38).
            let name = String(component)
            prefix += prefix.isEmpty || prefix.hasSuffix("/") ? name : "/" + name
            guard mkdir(prefix, 0o755) != 0 else { continue }
            let failure = lastError()
            guard errno == EEXIST else { return .failure(failure) }
            // Something else than a folder is there (a file where HOME points): say so, not "File exists".
            if kind(of: prefix) != .directory { return .failure(.system("\(prefix) is not a folder")) }
        }
        return .success(())
    }

    /// The text of the current `errno`, for the few calls swift-system does not wrap (mmap, rename, fsync).
    package static func lastError() -> Failure {
        Failure(Errno(rawValue: errno))
    }

    /// `16 MB`, `64 KB`, `100 bytes`.
    package static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
        return "\(bytes) bytes"
    }
}
