import Glibc
import SystemPackage

/// Reading and memory-mapping word-list files with POSIX calls, errors naming the file.
enum LexiconFile {
    /// A read-only private mapping of a whole file.
    struct Mapping {
        let base: UnsafeMutableRawPointer
        let length: Int
    }

    /// Word lists larger than this are refused (the bundled one is under 1 MB).
    static let sizeLimit = 64 << 20

    /// The whole contents of the file at `path`.
    static func read(_ path: String) throws(LexiconError) -> [UInt8] {
        switch FileIO.readAll(path: path, limit: sizeLimit) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw error(failure, path: path)
        }
    }

    /// The file at `path`, mapped read-only.
    static func map(_ path: String) throws(LexiconError) -> Mapping {
        let descriptor: FileDescriptor
        switch FileIO.openRegularFile(path) {
        case .success(let opened): descriptor = opened
        case .failure(let failure): throw error(failure, path: path)
        }
        defer { try? descriptor.close() }
        var status = stat()
        guard fstat(descriptor.rawValue, &status) == 0 else { throw error(FileIO.lastError(), path: path) }
        let length = Int(status.st_size)
        guard length > 0 else { throw .corruptIndex(path: path, reason: "the file is empty") }
        guard let base = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor.rawValue, 0), base != MAP_FAILED else {
            throw error(FileIO.lastError(), path: path)
        }
        return Mapping(base: base, length: length)
    }

    private static func error(_ failure: FileIO.Failure, path: String) -> LexiconError {
        if case .notFound = failure { return .fileNotFound(path: path) }
        return .unreadable(path: path, reason: failure.reason)
    }
}
